CREATE TABLE "search_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid,
	"engine" text NOT NULL,
	"status" text NOT NULL,
	"payload" jsonb NOT NULL,
	"search_count" integer,
	"estimated_minutes" real,
	"estimate_message" text,
	"notify_email" text,
	"job_id" text,
	"attempt" integer DEFAULT -1 NOT NULL,
	"ranked_listing_ids" jsonb,
	"batches_done" integer DEFAULT 0 NOT NULL,
	"result_count" integer,
	"error" text,
	"email_sent_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_runs" ADD CONSTRAINT "search_runs_session_id_user_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."user_sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_runs" ADD CONSTRAINT "search_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_runs_session_created_idx" ON "search_runs" USING btree ("session_id","created_at");