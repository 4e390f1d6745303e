CREATE TABLE "listing_stars" (
	"session_id" uuid NOT NULL,
	"listing_id" text NOT NULL,
	"user_id" uuid,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_stars_session_id_listing_id_pk" PRIMARY KEY("session_id","listing_id")
);
--> statement-breakpoint
ALTER TABLE "listing_stars" ADD CONSTRAINT "listing_stars_session_id_user_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."user_sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_stars" ADD CONSTRAINT "listing_stars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_stars_user_idx" ON "listing_stars" USING btree ("user_id");