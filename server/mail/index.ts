import "server-only";
import { errorFields, log } from "@/server/log";
import nodemailer, { type Transporter } from "nodemailer";
import { z } from "zod";
import { insertOutboxMessage, markOutboxFailed, markOutboxSent } from "@/db/queries/mail";
import { env } from "@/server/env";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Links the message carries (confirmation, reset, results); the dev outbox lists them. */
  links?: string[];
};

const messageSchema = z.object({
  to: z.email(),
  subject: z.string().min(1).max(300),
  text: z.string().min(1),
  html: z.string().optional(),
  links: z.array(z.string()).max(20).optional(),
});

// One transport per SMTP_URL: tests point SMTP_URL at a fresh loopback server per file.
const transports = new Map<string, Transporter>();
function transportFor(url: string): Transporter {
  let t = transports.get(url);
  if (!t) {
    t = nodemailer.createTransport(url);
    transports.set(url, t);
  }
  return t;
}

export class MailDeliveryError extends Error {
  constructor(readonly outboxId: string, cause: unknown) {
    super("The e-mail could not be delivered", { cause });
  }
}

/**
 * The one mailer. Every message is recorded in email_outbox first so operators
 * can see what went out. With SMTP_URL set it is then sent through nodemailer and
 * the row marked sent or failed; without it the outbox row is the delivery
 * (status 'stored', listed on /dev/outbox in development).
 *
 * Throws MailDeliveryError when the SMTP server refuses: callers decide whether
 * that matters (sign-up and reset swallow it, so failures can't reveal accounts).
 */
export async function sendMail(message: MailMessage): Promise<void> {
  const msg = messageSchema.parse(message);
  const row = await insertOutboxMessage({ to: msg.to, subject: msg.subject, text: msg.text, html: msg.html ?? null, links: msg.links ?? [] });

  const { SMTP_URL, MAIL_FROM } = env();
  if (!SMTP_URL) return;
  try {
    await transportFor(SMTP_URL).sendMail({ from: MAIL_FROM, to: msg.to, subject: msg.subject, text: msg.text, html: msg.html });
    await markOutboxSent({ id: row.id });
  } catch (err) {
    const reason = err instanceof Error ? err.message.slice(0, 500) : "unknown error";
    await markOutboxFailed({ id: row.id, reason });
    log("mail").error({ outboxId: row.id, ...errorFields(err) }, "delivery failed");
    throw new MailDeliveryError(row.id, err);
  }
}

/** Escapes text for the HTML part of an e-mail. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}
