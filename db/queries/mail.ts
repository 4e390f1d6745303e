import "server-only";
import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { emailOutbox, type EmailOutboxRow } from "@/db/schema";

/**
 * Every message is recorded in email_outbox before it is sent: 'stored' when the outbox is the delivery (no SMTP),
 * 'pending' when it waits for the SMTP server. A pending row starts leased for `leaseMs` so that the scheduled retry
 * leaves it to the sender's own first attempt (and takes it over if that process dies).
 */
export async function insertOutboxMessage({
  db,
  ...message
}: {
  /** The connection, or the caller's transaction when the message must commit with its other rows (a watch's digest). */
  db: DbOrTx;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
  headers?: Record<string, string>;
  status: "stored" | "pending";
  leaseMs?: number;
}): Promise<EmailOutboxRow> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      links: message.links,
      headers: message.headers ?? {},
      status: message.status,
      nextAttemptAt: message.status === "pending" ? sql`now() + ${message.leaseMs ?? 0} * interval '1 millisecond'` : null,
    })
    .returning();
  return row;
}

/**
 * Claims pending messages whose next attempt is due, pushing their next attempt `leaseMs` ahead in the same
 * statement; rows another worker is claiming are skipped (FOR UPDATE SKIP LOCKED), so each attempt happens once.
 */
export async function claimDueOutboxMessages({ db, limit, leaseMs }: { db: DbOrTx; limit: number; leaseMs: number }): Promise<EmailOutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(emailOutbox.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({ nextAttemptAt: sql`now() + ${leaseMs} * interval '1 millisecond'` })
    .where(and(inArray(emailOutbox.id, due), eq(emailOutbox.status, "pending")))
    .returning();
}

export async function markOutboxSent({ db, id, attempts }: { db: DbOrTx; id: string; attempts: number }): Promise<void> {
  await db.update(emailOutbox).set({ status: "sent", sentAt: new Date(), attempts, nextAttemptAt: null }).where(eq(emailOutbox.id, id));
}

/** A failed attempt: the row waits `retryInMs` for the next one, or is given up ('failed') when that is null. */
export async function recordOutboxFailure({ db, id, attempts, reason, retryInMs }: { db: DbOrTx; id: string; attempts: number; reason: string; retryInMs: number | null }): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      attempts,
      lastError: reason,
      status: retryInMs === null ? "failed" : "pending",
      nextAttemptAt: retryInMs === null ? null : sql`now() + ${retryInMs} * interval '1 millisecond'`,
    })
    .where(eq(emailOutbox.id, id));
}

export async function listOutbox({ db, limit }: { db: DbOrTx; limit: number }): Promise<EmailOutboxRow[]> {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
}
