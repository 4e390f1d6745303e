CREATE TABLE "source_statistics_gaps" (
	"provider" text NOT NULL,
	"suburb" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text,
	"property_category" text NOT NULL,
	"reason" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "source_statistics_gaps_provider_suburb_state_property_category_pk" PRIMARY KEY("provider","suburb","state","property_category")
);
--> statement-breakpoint
CREATE INDEX "source_statistics_gaps_lookup_idx" ON "source_statistics_gaps" USING btree (lower("suburb"),"state");