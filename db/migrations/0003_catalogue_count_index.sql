-- The search estimate counts hard-filter matches over the whole catalogue. A covering index
-- on (property_type, search_price) that INCLUDEs every other filter column lets PostgreSQL
-- answer the count with an index-only scan instead of reading the wide listing rows.
-- Written by hand because Drizzle can't declare INCLUDE; keep the column list in step with
-- hardFilterConditions() in db/queries/catalogue.ts.
CREATE INDEX IF NOT EXISTS "listings_count_idx" ON "listings" USING btree ("property_type", "search_price") INCLUDE ("market_status", "bedrooms", "bathrooms", "car_spaces", "land_size", "features", "location_keys");
