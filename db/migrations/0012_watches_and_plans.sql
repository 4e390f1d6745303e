CREATE TABLE "plan_usage" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_usage_user_id_kind_period_pk" PRIMARY KEY("user_id","kind","period")
);
--> statement-breakpoint
CREATE TABLE "search_watches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"name" text NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"top_n" integer DEFAULT 10 NOT NULL,
	"threshold" integer DEFAULT 5 NOT NULL,
	"last_ranking" jsonb,
	"last_run_at" timestamp with time zone,
	"last_run_status" text,
	"next_run_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watch_runs" (
	"watch_id" uuid NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"claim_token" uuid NOT NULL,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 1 NOT NULL,
	"outcome" text,
	"changes" integer,
	"email_id" uuid,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "watch_runs_watch_id_period_pk" PRIMARY KEY("watch_id","period")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan" text DEFAULT 'Whole Pie' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_usage" ADD CONSTRAINT "plan_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_watches" ADD CONSTRAINT "search_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_watches" ADD CONSTRAINT "search_watches_session_id_user_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."user_sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_runs" ADD CONSTRAINT "watch_runs_watch_id_search_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."search_watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_watches_user_session_key" ON "search_watches" USING btree ("user_id","session_id");--> statement-breakpoint
CREATE INDEX "search_watches_next_run_idx" ON "search_watches" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "watch_runs_lease_idx" ON "watch_runs" USING btree ("lease_until") WHERE status = 'running';