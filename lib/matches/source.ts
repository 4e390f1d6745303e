import { MATCHES_COPY } from "./copy";
import { formatListPrice } from "./format";

/** How a listing's source is labelled on the matches page: every listing says whether it is live, imported or demo data. */
export function sourceLabel(source: string): { text: string; title: string; tone: "live" | "import" | "demo" } {
  if (source === "domain") return { text: MATCHES_COPY.liveBadge, title: MATCHES_COPY.liveBadgeTitle, tone: "live" };
  if (source === "import") return { text: MATCHES_COPY.importBadge, title: MATCHES_COPY.importBadgeTitle, tone: "import" };
  return { text: MATCHES_COPY.demoBadge, title: MATCHES_COPY.demoNotice, tone: "demo" };
}

/**
 * The page's note about where its listings come from: the demo notice only when every listing is demo data;
 * among real listings (live or imported) the demo rows carry their own label and the note says so; none without demo rows.
 */
export function sourceNotice(sources: readonly string[]): { testId: "demo-notice" | "mixed-notice"; text: string } | null {
  if (!sources.includes("demo")) return null;
  if (sources.every((s) => s === "demo")) return { testId: "demo-notice", text: MATCHES_COPY.demoNotice };
  return { testId: "mixed-notice", text: MATCHES_COPY.mixedNotice };
}

/** The agent's own price words when they say more than the price shown ("Contact agent", a range, "Auction"); null otherwise. */
export function agentPriceText(listing: { list_price: string | null; price_text: string | null }): string | null {
  const text = listing.price_text?.trim();
  if (!text) return null;
  const norm = (s: string) => s.replace(/[\s,$]/g, "").toLowerCase();
  return norm(text) === norm(formatListPrice(listing.list_price)) ? null : text;
}

/** Only https links and images are shown from a listing source. */
export function safeHttpsUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}
