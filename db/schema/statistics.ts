import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { uuidPrimaryKey } from "./columns";

/**
 * Measured suburb statistics: median sale price and median weekly asking rent per suburb,
 * property category and bedrooms, over a period, with the number of sales and leases each
 * median rests on. Written by a statistics source (Domain's suburb performance statistics,
 * or an import) through upsertSuburbStatistics; where a row exists for a listing's suburb,
 * category and bedrooms (or all bedrooms), the engine uses it instead of the modelled
 * suburb profile (docs/SCORING.md, "Where each figure comes from").
 */
export const suburbStatistics = pgTable(
  "suburb_statistics",
  {
    id: uuidPrimaryKey(),
    /** ABS 2016 suburb code when the writer could resolve it; lookups go by name and state. */
    suburbId: integer("suburb_id"),
    suburb: text("suburb").notNull(),
    state: text("state").notNull(),
    postcode: text("postcode"),
    /** 'house' (houses, and the spec's Townhouse and Land) or 'unit' (Unit, Apartment). */
    propertyCategory: text("property_category", { enum: ["house", "unit"] }).notNull(),
    /** Null: all bedroom counts together. */
    bedrooms: integer("bedrooms"),
    medianSalePrice: integer("median_sale_price"),
    saleSampleSize: integer("sale_sample_size"),
    medianRentWeekly: integer("median_rent_weekly"),
    rentSampleSize: integer("rent_sample_size"),
    periodStart: date("period_start").notNull(),
    periodEnd: date("period_end").notNull(),
    /** Who measured it: 'domain', 'import', … */
    source: text("source").notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // NULLS NOT DISTINCT: a null postcode or bedrooms (all bedrooms) is one key, so a re-fetch replaces the row.
    unique("suburb_statistics_key")
      .on(t.suburb, t.state, t.postcode, t.propertyCategory, t.bedrooms, t.source)
      .nullsNotDistinct(),
    index("suburb_statistics_lookup_idx").on(sql`lower(${t.suburb})`, t.state),
    check("suburb_statistics_category_check", sql`${t.propertyCategory} in ('house', 'unit')`),
  ],
);

export type SuburbStatisticRow = typeof suburbStatistics.$inferSelect;
export type NewSuburbStatisticRow = typeof suburbStatistics.$inferInsert;
