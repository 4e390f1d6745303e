CREATE TABLE "source_call_counts" (
	"provider" text NOT NULL,
	"day" date NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "source_call_counts_provider_day_pk" PRIMARY KEY("provider","day")
);
--> statement-breakpoint
CREATE TABLE "source_response_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"body" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "photos" jsonb;--> statement-breakpoint
ALTER TABLE "search_listings" ADD COLUMN "price_text" text;--> statement-breakpoint
ALTER TABLE "search_listings" ADD COLUMN "photos" jsonb;--> statement-breakpoint
CREATE INDEX "source_response_cache_expires_idx" ON "source_response_cache" USING btree ("expires_at");
--> statement-breakpoint
-- The count's covering index (0003) gains the columns of the source filter (sourceCondition in db/queries/catalogue.ts).
DROP INDEX IF EXISTS "listings_count_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_count_idx" ON "listings" USING btree ("property_type", "search_price") INCLUDE ("market_status", "bedrooms", "bathrooms", "car_spaces", "land_size", "features", "location_keys", "source", "updated_at");
