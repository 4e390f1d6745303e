ALTER TABLE "listings" ADD COLUMN "search_price" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "location_keys" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_location_keys_idx" ON "listings" USING gin ("location_keys");--> statement-breakpoint
CREATE INDEX "listings_features_idx" ON "listings" USING gin ("features");--> statement-breakpoint
CREATE INDEX "listings_type_search_price_idx" ON "listings" USING btree ("property_type","search_price");--> statement-breakpoint
CREATE INDEX "listings_source_idx" ON "listings" USING btree ("source");