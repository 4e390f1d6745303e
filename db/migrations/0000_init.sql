CREATE TABLE "auth_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"first_time_user" boolean DEFAULT false NOT NULL,
	"created_from_search" boolean DEFAULT false NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beta_access_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"plan_interest" text NOT NULL,
	"disclaimer_accepted" boolean DEFAULT false NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" text NOT NULL,
	"source" text DEFAULT 'demo' NOT NULL,
	"address_street" text NOT NULL,
	"suburb" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text,
	"suburb_id" integer,
	"lga" text,
	"urban_area" text,
	"lat" double precision,
	"lng" double precision,
	"property_type" text NOT NULL,
	"market_status" text NOT NULL,
	"price" integer,
	"price_text" text,
	"bedrooms" integer DEFAULT 0 NOT NULL,
	"bathrooms" integer DEFAULT 0 NOT NULL,
	"car_spaces" integer DEFAULT 0 NOT NULL,
	"land_size" integer,
	"frontage" real,
	"is_corner" boolean DEFAULT false NOT NULL,
	"is_battle_axe" boolean DEFAULT false NOT NULL,
	"year_built" integer,
	"style" text,
	"condition" jsonb,
	"layout" jsonb,
	"features" text[] DEFAULT '{}' NOT NULL,
	"zoning" text,
	"flood_overlay" text,
	"bushfire_overlay" text,
	"heritage_overlay" text,
	"rent_weekly" integer,
	"description" text,
	"listing_url" text,
	"satellite_image" text,
	"floor_plans" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" text NOT NULL,
	"session_id" uuid NOT NULL,
	"source" text DEFAULT 'demo' NOT NULL,
	"address_street" text,
	"address_suburb" text,
	"address_state" text,
	"address_postcode" text,
	"list_price" text,
	"market_status" text,
	"property_type" text,
	"bedrooms" integer,
	"bathrooms" integer,
	"car_spaces" integer,
	"land_size" integer,
	"listing_url" text,
	"satellite_image" text,
	"heritage_overlay" text,
	"flood_overlay" text,
	"bushfire_overlay" text,
	"rental_yield" real,
	"capital_growth" real,
	"property_score" real,
	"section_scores" jsonb,
	"scoring_inputs" jsonb,
	"image_analysis" jsonb,
	"analysis_complete" boolean DEFAULT false NOT NULL,
	"rank" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suburbs" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text,
	"urban_area" text,
	"locality_type" text,
	"lga" text,
	"statistic_area" text,
	"elevation" real,
	"population" integer,
	"median_income" integer,
	"area_sqkm" real,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"timezone" text,
	"bushfire_prone_fraction" real,
	"profile" jsonb
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'stored' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'info' NOT NULL,
	"listing_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"reply" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_preferences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"preferences" jsonb NOT NULL,
	"results_count" integer DEFAULT 0 NOT NULL,
	"session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"session_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"last_active" timestamp with time zone DEFAULT now() NOT NULL,
	"chat_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_session_id_user_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."user_sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_preferences" ADD CONSTRAINT "saved_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_key" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "beta_access_requests_email_key" ON "beta_access_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "beta_access_requests_approved_idx" ON "beta_access_requests" USING btree ("approved");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_listing_id_key" ON "listings" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listings_filter_idx" ON "listings" USING btree ("property_type","bedrooms","price");--> statement-breakpoint
CREATE INDEX "listings_state_idx" ON "listings" USING btree ("state");--> statement-breakpoint
CREATE INDEX "listings_suburb_idx" ON "listings" USING btree ("suburb","state");--> statement-breakpoint
CREATE INDEX "listings_lga_idx" ON "listings" USING btree ("lga");--> statement-breakpoint
CREATE INDEX "listings_urban_area_idx" ON "listings" USING btree ("urban_area");--> statement-breakpoint
CREATE INDEX "listings_price_idx" ON "listings" USING btree ("price");--> statement-breakpoint
CREATE UNIQUE INDEX "search_listings_session_listing_key" ON "search_listings" USING btree ("session_id","listing_id");--> statement-breakpoint
CREATE INDEX "search_listings_session_created_idx" ON "search_listings" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "suburbs_name_idx" ON "suburbs" USING btree ("name");--> statement-breakpoint
CREATE INDEX "suburbs_lga_idx" ON "suburbs" USING btree ("lga");--> statement-breakpoint
CREATE INDEX "suburbs_state_idx" ON "suburbs" USING btree ("state");--> statement-breakpoint
CREATE INDEX "suburbs_postcode_idx" ON "suburbs" USING btree ("postcode");--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to_address");--> statement-breakpoint
CREATE INDEX "notifications_session_created_idx" ON "notifications" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_session_created_idx" ON "chat_messages" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_preferences_user_created_idx" ON "saved_preferences" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_sessions_user_idx" ON "user_sessions" USING btree ("user_id");