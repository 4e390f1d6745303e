import "server-only";
import { errorFields, log, scrub } from "@/server/log";
import nodemailer, { type Transporter } from "nodemailer";
import { z } from "zod";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { getDb } from "@/db/client";
import { insertOutboxMessage, markOutboxSent, recordOutboxFailure } from "@/db/queries/mail";
import type { DbOrTx } from "@/db/client";
import type { EmailOutboxRow } from "@/db/schema";
import { SMTP_ATTEMPT_TIMEOUT_MS } from "@/lib/constants";
import { mailRetryDelayMs, type MailRetryPolicy } from "@/lib/mail/retry";
import { env, type Env } from "@/server/env";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Links the message carries (confirmation, reset, results); the dev outbox lists them. */
  links?: string[];
  /** Extra headers (a digest's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058); kept with the outbox row for its retries. */
  headers?: Record<string, string>;
};

const messageSchema = z.object({
  to: z.email(),
  subject: z.string().min(1).max(300),
  text: z.string().min(1),
  html: z.string().optional(),
  links: z.array(z.string()).max(20).optional(),
  headers: z.record(z.string().regex(/^List-[A-Za-z-]+$/), z.string().max(2_000).regex(/^[^\r\n]*$/)).optional(),
});

// One transport per SMTP_URL: tests point SMTP_URL at a fresh loopback server per file.
const transports = new Map<string, Transporter>();
function transportFor(url: string): Transporter {
  let t = transports.get(url);
  if (!t) {
    // Bounded waits: a server that accepts the connection and then says nothing must not hold a user's request.
    t = nodemailer.createTransport({
      url,
      connectionTimeout: SMTP_ATTEMPT_TIMEOUT_MS,
      greetingTimeout: SMTP_ATTEMPT_TIMEOUT_MS,
      socketTimeout: SMTP_ATTEMPT_TIMEOUT_MS,
    } as SMTPTransport.Options);
    transports.set(url, t);
  }
  return t;
}

export function mailRetryPolicy(e: Env = env()): MailRetryPolicy {
  return { baseMs: e.MAIL_RETRY_BASE_MS, maxMs: Math.max(e.MAIL_RETRY_MAX_MS, e.MAIL_RETRY_BASE_MS), maxAttempts: e.MAIL_MAX_ATTEMPTS };
}

/** Longer than any one SMTP attempt: while its sender tries, no scheduled retry takes the same row. */
export const OUTBOX_LEASE_MS = 4 * SMTP_ATTEMPT_TIMEOUT_MS;

export type MailOutcome = "stored" | "sent" | "pending" | "failed";

/**
 * One SMTP attempt for an outbox row. Success marks it sent; a failure (server down, refused, timed out) is
 * counted and the row waits for its next attempt with exponential backoff, or is given up after the last.
 */
export async function attemptDelivery(row: Pick<EmailOutboxRow, "id" | "toAddress" | "subject" | "textBody" | "htmlBody" | "attempts" | "headers">): Promise<MailOutcome> {
  const e = env();
  if (!e.SMTP_URL) return "pending";
  const attempts = row.attempts + 1;
  const db = await getDb();
  try {
    await transportFor(e.SMTP_URL).sendMail({
      from: e.MAIL_FROM,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody ?? undefined,
      headers: row.headers,
    });
    await markOutboxSent({ db, id: row.id, attempts });
    return "sent";
  } catch (err) {
    const reason = err instanceof Error ? scrub(err.message).slice(0, 500) : "unknown error";
    const retryInMs = mailRetryDelayMs(attempts, mailRetryPolicy(e));
    await recordOutboxFailure({ db, id: row.id, attempts, reason, retryInMs });
    const fields = { outboxId: row.id, attempts, retryInMs, ...errorFields(err) };
    if (retryInMs === null) log("mail").error(fields, "delivery failed for the last time; given up");
    else log("mail").warn(fields, "delivery failed; will retry");
    return retryInMs === null ? "failed" : "pending";
  }
}

/**
 * The one mailer. Every message is recorded in email_outbox first so operators can see what went out. Without
 * SMTP_URL the outbox row is the delivery (status 'stored', listed on /dev/outbox in development). With it the
 * message is sent at once; when the server is down or refuses, it stays in the outbox ('pending') and the workers'
 * scheduled retry (server/mail/outbox-retry.ts) sends it later. Either way the caller's action goes on: a delivery
 * problem is never thrown (an invalid message still is).
 */
export async function sendMail(message: MailMessage): Promise<{ id: string; outcome: MailOutcome }> {
  const staged = await stageMail({ db: await getDb(), message });
  return { id: staged.id, outcome: await staged.deliver() };
}

/**
 * The outbox row of a message written in the caller's transaction, so that the message exists
 * if and only if the caller's own rows commit (a watch's digest and its run). `deliver()` after
 * the commit makes the first SMTP attempt; if the process dies before it, the row is still
 * pending and the scheduled retry sends it once its lease runs out.
 */
export async function stageMail({ db, message }: { db: DbOrTx; message: MailMessage }): Promise<{ id: string; deliver: () => Promise<MailOutcome> }> {
  const msg = messageSchema.parse(message);
  const { SMTP_URL } = env();
  const row = await insertOutboxMessage({
    db,
    to: msg.to,
    subject: msg.subject,
    text: msg.text,
    html: msg.html ?? null,
    links: msg.links ?? [],
    headers: msg.headers,
    status: SMTP_URL ? "pending" : "stored",
    leaseMs: OUTBOX_LEASE_MS,
  });
  return { id: row.id, deliver: async () => (SMTP_URL ? attemptDelivery(row) : "stored") };
}

/** Escapes text for the HTML part of an e-mail. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}
