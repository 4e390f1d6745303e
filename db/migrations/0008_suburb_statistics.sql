CREATE TABLE "suburb_statistics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"suburb_id" integer,
	"suburb" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text,
	"property_category" text NOT NULL,
	"bedrooms" integer,
	"median_sale_price" integer,
	"sale_sample_size" integer,
	"median_rent_weekly" integer,
	"rent_sample_size" integer,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suburb_statistics_key" UNIQUE NULLS NOT DISTINCT("suburb","state","postcode","property_category","bedrooms","source"),
	CONSTRAINT "suburb_statistics_category_check" CHECK ("suburb_statistics"."property_category" in ('house', 'unit'))
);
--> statement-breakpoint
CREATE INDEX "suburb_statistics_lookup_idx" ON "suburb_statistics" USING btree (lower("suburb"),"state");