import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Progress messages of a search, read by polling and pushed on Pusher channel notifications-{sessionId}. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id").notNull(),
    message: text("message").notNull(),
    /** e.g. info, success, error, get_estimate, search estimate */
    status: text("status").notNull().default("info"),
    listingId: text("listing_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notifications_session_created_idx").on(t.sessionId, t.createdAt)],
);

export type Notification = typeof notifications.$inferSelect;
