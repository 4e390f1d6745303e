import "server-only";
import { digestSize, scoreWords, type WatchDigest } from "@/lib/watches/digest";
import { escapeHtml } from "./";

export type MailContent = { subject: string; text: string; html: string; links: string[] };

function layout(paragraphs: string[], action: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">
<h1 style="color:#c2410c;font-size:22px">Propie</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#ea580c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#6b7280">Or paste this link into your browser: ${escapeHtml(action.url)}</p>
</body></html>`;
}

/**
 * A message whose one action is a link: in the text, the link (as `linkLine`) stands after the
 * first two paragraphs; in the HTML, a button after them all.
 */
function actionMessage({ subject, paragraphs, action, linkLine = action.url }: { subject: string; paragraphs: string[]; action: { label: string; url: string }; linkLine?: string }): MailContent {
  return {
    subject,
    text: `${paragraphs.slice(0, 2).join("\n\n")}\n\n${linkLine}\n\n${paragraphs.slice(2).join("\n\n")}\n`,
    html: layout(paragraphs, action),
    links: [action.url],
  };
}

export function confirmEmailMessage({ link, createdFromSearch }: { link: string; createdFromSearch: boolean }): MailContent {
  const intro = createdFromSearch
    ? "We created a Propie account for this address so we can send you your search results."
    : "Welcome to Propie! Thanks for signing up.";
  const paragraphs = [
    intro,
    "Please confirm your email address to activate your account. The link works once and expires in 24 hours.",
    ...(createdFromSearch ? ["To sign in later, choose \"Forgot your password?\" on the sign-in page to set a password of your own."] : []),
    "If you didn't ask for this, you can ignore this email.",
  ];
  return actionMessage({ subject: "Confirm your Propie account", paragraphs, action: { label: "Confirm my email", url: link } });
}

export function resetPasswordMessage({ link }: { link: string }): MailContent {
  const paragraphs = [
    "Someone (hopefully you) asked to reset the password of your Propie account.",
    "Open the link below to choose a new password. It works once and expires in 1 hour.",
    "If you didn't ask for this, ignore this email: your password stays as it is.",
  ];
  return actionMessage({ subject: "Reset your Propie password", paragraphs, action: { label: "Set a new password", url: link } });
}

export function betaApprovedMessage({ link, fullName }: { link: string; fullName: string }): MailContent {
  const first = fullName.trim().split(/\s+/)[0];
  const paragraphs = [
    first ? `Good news, ${first}: you're in!` : "Good news: you're in!",
    "Your access to the Propie private beta is ready. Sign in to describe what you're looking for, and Propie will find listings and score each one against your strategy.",
    "No account yet? Choose \"Sign up\" on the same page with this email address.",
    "Scores are algorithmic estimates and general information only, not financial advice.",
  ];
  return actionMessage({ subject: "You're in: your Propie beta access is ready", paragraphs, action: { label: "Sign in to Propie", url: link }, linkLine: `Sign in: ${link}` });
}

/** Sent instead of a confirmation when someone signs up with an address that already has an account. */
export function accountExistsMessage({ signInLink }: { signInLink: string }): MailContent {
  const paragraphs = [
    "Someone (hopefully you) tried to sign up to Propie with this email address, but you already have an account.",
    "Sign in with your password. If you've forgotten it, choose \"Forgot your password?\" on the sign-in page.",
    "If it wasn't you, you can ignore this email: nothing has changed.",
  ];
  return actionMessage({ subject: "You already have a Propie account", paragraphs, action: { label: "Sign in to Propie", url: signInLink }, linkLine: `Sign in: ${signInLink}` });
}

/** Sent at most once, when a search that has a notify address completes with matches. Plain text: it has no HTML part. */
export function resultsReadyMessage({ link, total }: { link: string; total: number }): Omit<MailContent, "html"> {
  return {
    subject: "Your Propie matches are ready",
    text: [
      "Bellissimo! Your pie is ready.",
      "",
      `We found ${total} property ${total === 1 ? "match" : "matches"} for your search and scored each one against your strategy.`,
      `View your matches: ${link}`,
      "",
      "Scores are algorithmic estimates from AI-interpreted third-party data and are general information only, not financial advice.",
    ].join("\n"),
    links: [link],
  };
}

/**
 * A watched search's digest (server/watches/run.ts): what entered the top N, what moved by the
 * threshold with the reason, what left; a link to the session and the signed one-click
 * unsubscribe (also in the List-Unsubscribe headers, RFC 8058).
 */
export function watchDigestMessage({
  watchName,
  digest,
  topN,
  threshold,
  sessionLink,
  unsubscribeLink,
  oneClickUnsubscribe,
}: {
  watchName: string;
  digest: WatchDigest;
  topN: number;
  threshold: number;
  sessionLink: string;
  unsubscribeLink: string;
  oneClickUnsubscribe: string;
}): MailContent & { headers: Record<string, string> } {
  const n = digestSize(digest);
  const sections: { title: string; lines: string[] }[] = [];
  if (digest.entered.length) {
    sections.push({
      title: `New in your top ${topN}`,
      lines: digest.entered.map((e) => `#${e.entry.rank} ${e.entry.address}: score ${scoreWords(null, e.entry.score)}, ${e.reason}`),
    });
  }
  if (digest.moved.length) {
    sections.push({
      title: `Scores that moved ${threshold} ${threshold === 1 ? "point" : "points"} or more`,
      lines: digest.moved.map((m) => `${m.after.address}: ${scoreWords(m.before.score, m.after.score)}, ${m.reason}`),
    });
  }
  if (digest.left.length) {
    sections.push({ title: "Left the market", lines: digest.left.map((l) => `${l.entry.address}: ${l.reason}`) });
  }
  const intro = `${n} ${n === 1 ? "change" : "changes"} in your watched search "${watchName}" since its last check.`;
  const disclaimer = "Scores are algorithmic estimates from AI-interpreted third-party data and are general information only, not financial advice.";
  const footer = `You get this e-mail because you watch this search on Propie. Stop watching it (no sign-in needed): ${unsubscribeLink}`;
  const text = [
    intro,
    "",
    ...sections.flatMap((s) => [`${s.title}:`, ...s.lines.map((l) => `- ${l}`), ""]),
    `View the session: ${sessionLink}`,
    "",
    disclaimer,
    "",
    footer,
    "",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">
<h1 style="color:#c2410c;font-size:22px">Propie</h1><p style="margin:0 0 16px">${escapeHtml(intro)}</p>
${sections
  .map(
    (s) =>
      `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(s.title)}</h2><ul style="margin:0;padding-left:20px">${s.lines.map((l) => `<li style="margin:0 0 6px">${escapeHtml(l)}</li>`).join("")}</ul>`,
  )
  .join("\n")}
<p style="margin:24px 0"><a href="${escapeHtml(sessionLink)}" style="background:#ea580c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">View the session</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(disclaimer)}</p>
<p style="font-size:13px;color:#6b7280">You get this e-mail because you watch this search on Propie. <a href="${escapeHtml(unsubscribeLink)}" style="color:#6b7280">Stop watching it</a> (no sign-in needed).</p>
</body></html>`;
  return {
    subject: `${n} ${n === 1 ? "change" : "changes"} in "${watchName}"`,
    text,
    html,
    links: [sessionLink, unsubscribeLink],
    headers: { "List-Unsubscribe": `<${oneClickUnsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
