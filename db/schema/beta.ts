import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidPrimaryKey } from "./columns";

/**
 * Requests to join the private beta. An operator grants access with one statement:
 *   UPDATE beta_access_requests SET approved = true WHERE email = 'someone@example.com';
 */
export const betaAccessRequests = pgTable(
  "beta_access_requests",
  {
    id: uuidPrimaryKey(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    mobile: text("mobile").notNull(),
    planInterest: text("plan_interest", { enum: ["Free", "Half Pie", "Whole Pie"] }).notNull(),
    disclaimerAccepted: boolean("disclaimer_accepted").notNull().default(false),
    approved: boolean("approved").notNull().default(false),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    /** When the "you're in" e-mail went out (server/beta/approval-mail.ts); null while it is due. */
    approvalNotifiedAt: timestamp("approval_notified_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("beta_access_requests_email_key").on(t.email),
    index("beta_access_requests_approved_idx").on(t.approved),
    index("beta_access_requests_to_notify_idx").on(t.approvedAt).where(sql`${t.approved} and ${t.approvalNotifiedAt} is null`),
  ],
);

export type BetaAccessRequest = typeof betaAccessRequests.$inferSelect;
