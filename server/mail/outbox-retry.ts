import "server-only";
import { getDb } from "@/db/client";
import { claimDueOutboxMessages } from "@/db/queries/mail";
import { env } from "@/server/env";
import { OUTBOX_LEASE_MS, attemptDelivery, type MailOutcome } from "./index";

/**
 * Sends the outbox's pending e-mails whose next attempt is due (the SMTP server was down or refused them). Rows are
 * claimed with SKIP LOCKED and leased, so with any number of workers each attempt happens once. Without SMTP_URL
 * nothing is claimed: they wait for a configured server.
 */
export async function retryDueMail({ limit = 50 }: { limit?: number } = {}): Promise<Record<MailOutcome, number>> {
  const counts: Record<MailOutcome, number> = { stored: 0, sent: 0, pending: 0, failed: 0 };
  if (!env().SMTP_URL) return counts;
  const db = await getDb();
  const due = await claimDueOutboxMessages({ db, limit, leaseMs: OUTBOX_LEASE_MS });
  for (const row of due) counts[await attemptDelivery(row)] += 1;
  return counts;
}
