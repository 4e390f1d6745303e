import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Calls made to a paid listing source (Domain) per day, shared by every app instance and
 * worker: a call is counted by one atomic increment before it is made, and refused when the
 * day's quota is spent. The day is the UTC date.
 */
export const sourceCallCounts = pgTable(
  "source_call_counts",
  {
    provider: text("provider").notNull(),
    day: date("day").notNull(),
    calls: integer("calls").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.provider, t.day] })],
);

/**
 * A listing source's answers, kept for a configured time so repeated searches of the same
 * area don't spend the quota. The key is a hash of the provider, the path and the request body.
 */
export const sourceResponseCache = pgTable(
  "source_response_cache",
  {
    key: text("key").primaryKey(),
    provider: text("provider").notNull(),
    body: jsonb("body").$type<unknown>().notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("source_response_cache_expires_idx").on(t.expiresAt)],
);

export type SourceResponseCacheRow = typeof sourceResponseCache.$inferSelect;
