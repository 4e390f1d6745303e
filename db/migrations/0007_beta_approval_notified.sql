ALTER TABLE "beta_access_requests" ADD COLUMN "approval_notified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "beta_access_requests_to_notify_idx" ON "beta_access_requests" USING btree ("approved_at") WHERE "beta_access_requests"."approved" and "beta_access_requests"."approval_notified_at" is null;--> statement-breakpoint
-- Testers approved before this e-mail existed were told by hand: don't mail them now.
UPDATE "beta_access_requests" SET "approval_notified_at" = COALESCE("approved_at", now()) WHERE "approved";
