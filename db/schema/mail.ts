import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, uuidPrimaryKey } from "./columns";

/**
 * Every e-mail the product sends. Without SMTP_URL this table is the delivery (status 'stored', see /dev/outbox).
 * With SMTP a message is 'pending' until the server takes it ('sent'); a refused or failed attempt counts in
 * `attempts`, keeps `last_error` and waits until `next_attempt_at` (exponential backoff, capped); after the last
 * allowed attempt it is 'failed' (server/mail/outbox-retry.ts).
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuidPrimaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Links in the message (confirmation, reset, results), for the dev outbox page. */
    links: jsonb("links").$type<string[]>().notNull().default([]),
    /** Extra headers the message is sent with (a digest's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    status: text("status", { enum: ["stored", "pending", "sent", "failed"] }).notNull().default("stored"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    lastError: text("last_error"),
    /** Written by releases before migration 0008 (kept so a rolling release stays additive); unused now. */
    legacyError: text("error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("email_outbox_created_idx").on(t.createdAt),
    index("email_outbox_to_idx").on(t.toAddress),
    index("email_outbox_due_idx").on(t.nextAttemptAt).where(sql`status = 'pending'`),
  ],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
