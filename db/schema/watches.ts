import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidPrimaryKey } from "./columns";
import { WATCH_RUN_STATUSES } from "@/lib/watches/api";
import type { WatchEntry } from "@/lib/watches/digest";
import { WATCH_FREQUENCIES } from "@/lib/watches/schedule";
import { userIdCascade } from "./auth";
import { sessionIdCascade } from "./sessions";

/**
 * A watched search (docs/WATCHES.md): a signed-in user's session re-run on
 * the built-in engine daily or weekly, its owner e-mailed a digest of what changed. One per user
 * and session. `last_ranking` is what the next run compares with: the session's results when the
 * watch began, then each run's ranking (its first WATCH_SNAPSHOT_SIZE).
 */
export const searchWatches = pgTable(
  "search_watches",
  {
    id: uuidPrimaryKey(),
    userId: userIdCascade(),
    sessionId: sessionIdCascade(),
    name: text("name").notNull(),
    frequency: text("frequency", { enum: WATCH_FREQUENCIES }).notNull().default("daily"),
    topN: integer("top_n").notNull().default(10),
    threshold: integer("threshold").notNull().default(5),
    lastRanking: jsonb("last_ranking").$type<WatchEntry[]>(),
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
    lastRunStatus: text("last_run_status", { enum: WATCH_RUN_STATUSES }),
    nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("search_watches_user_session_key").on(t.userId, t.sessionId), index("search_watches_next_run_idx").on(t.nextRunAt)],
);

/**
 * One run of a watch per period ("day:2026-11-23", "week:2026-11-23"): the key that makes a digest
 * go out once. A worker claims (watch, period) in one INSERT … ON CONFLICT statement; whoever
 * inserts the row, or takes over one whose lease ran out, runs it, and its completion (the digest
 * in the outbox, the new ranking, status 'done') commits in one transaction fenced by
 * `claim_token`. Two workers, a retried job and an operator's `npm run watch:run` share the claim.
 */
export const watchRuns = pgTable(
  "watch_runs",
  {
    watchId: uuid("watch_id")
      .notNull()
      .references(() => searchWatches.id, { onDelete: "cascade" }),
    period: text("period").notNull(),
    status: text("status", { enum: ["running", "done", "failed"] }).notNull(),
    claimToken: uuid("claim_token").notNull(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(1),
    outcome: text("outcome", { enum: WATCH_RUN_STATUSES }),
    changes: integer("changes"),
    emailId: uuid("email_id"),
    error: text("error"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.watchId, t.period] }), index("watch_runs_lease_idx").on(t.leaseUntil).where(sql`status = 'running'`)],
);

/**
 * A plan's counted allowances (lib/plans.ts): searches started per day and exports per month, per
 * user and period. Taken with one INSERT … ON CONFLICT DO UPDATE … WHERE used < limit, so two
 * requests at once can't both take the last one.
 */
export const planUsage = pgTable(
  "plan_usage",
  {
    userId: userIdCascade(),
    kind: text("kind", { enum: ["searches", "exports"] }).notNull(),
    period: text("period").notNull(),
    used: integer("used").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.period] })],
);

export type SearchWatch = typeof searchWatches.$inferSelect;
export type NewSearchWatch = typeof searchWatches.$inferInsert;
export type WatchRun = typeof watchRuns.$inferSelect;
