import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, uuidPrimaryKey } from "./columns";

/** Progress messages of a search, read by polling and pushed on Pusher channel notifications-{sessionId}. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuidPrimaryKey(),
    sessionId: uuid("session_id").notNull(),
    message: text("message").notNull(),
    /** e.g. info, success, error, get_estimate, search estimate */
    status: text("status").notNull().default("info"),
    listingId: text("listing_id"),
    createdAt: createdAt(),
  },
  (t) => [index("notifications_session_created_idx").on(t.sessionId, t.createdAt)],
);

export type Notification = typeof notifications.$inferSelect;
