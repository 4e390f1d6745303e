import { sql } from "drizzle-orm";
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

/**
 * A statistics source's failed attempt at a suburb's statistics: why they could not be had
 * (a spent quota, a plan without them, a timeout …), in words for the data-confidence note.
 * The search reads it beside the measured statistics (getSuburbStatistics), so a score whose
 * suburb median stays modelled says why instead of only "no measured data"
 * (docs/SCORING.md §15). A later successful fetch removes it; it lapses at expires_at.
 */
export const sourceStatisticsGaps = pgTable(
  "source_statistics_gaps",
  {
    provider: text("provider").notNull(),
    suburb: text("suburb").notNull(),
    state: text("state").notNull(),
    postcode: text("postcode"),
    propertyCategory: text("property_category", { enum: ["house", "unit"] }).notNull(),
    reason: text("reason").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.suburb, t.state, t.propertyCategory] }),
    index("source_statistics_gaps_lookup_idx").on(sql`lower(${t.suburb})`, t.state),
  ],
);
