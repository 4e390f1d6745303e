import { index, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./auth";
import { sessionIdCascade } from "./sessions";

/**
 * A starred listing of a session (docs/WATCHES.md, "Shortlist, compare and export").
 * One row per session and listing. `user_id` is the session's owner when starred (null for a
 * guest's session) and moves with the session when a guest's session becomes an account's.
 * `snapshot` is the listing as it was scored when starred (the detail answer, scoring_inputs
 * included), so the shortlist keeps it after a later search drops it from the results.
 */
export const listingStars = pgTable(
  "listing_stars",
  {
    sessionId: sessionIdCascade(),
    listingId: text("listing_id").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.listingId] }), index("listing_stars_user_idx").on(t.userId)],
);

export type ListingStar = typeof listingStars.$inferSelect;
