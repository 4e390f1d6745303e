import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Every e-mail the product sends. Without SMTP_URL this table is the delivery (see /dev/outbox). */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Links in the message (confirmation, reset, results), for the dev outbox page. */
    links: jsonb("links").$type<string[]>().notNull().default([]),
    status: text("status", { enum: ["stored", "sent", "failed"] }).notNull().default("stored"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("email_outbox_created_idx").on(t.createdAt), index("email_outbox_to_idx").on(t.toAddress)],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
