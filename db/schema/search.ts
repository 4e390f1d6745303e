import { index, integer, jsonb, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidPrimaryKey } from "./columns";
import { users } from "./auth";
import { sessionIdCascade } from "./sessions";

/**
 * One search of a session, from the estimate to its last notification. It holds what the
 * job needs to resume after a crash or an expiry without redoing work: the fencing
 * attempt, the ranked listing ids (so scoring isn't repeated) and how many result batches
 * are already written. External-mode runs keep the estimate the workflow reported.
 */
export const searchRuns = pgTable(
  "search_runs",
  {
    id: uuidPrimaryKey(),
    // Deleting a session (or an account, which deletes its sessions) deletes its runs.
    sessionId: sessionIdCascade(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    engine: text("engine", { enum: ["builtin", "external"] }).notNull(),
    status: text("status", { enum: ["estimating", "estimated", "queued", "running", "complete", "failed"] }).notNull(),
    /** The spec's search payload (session_id, user_id, data, importance). */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    searchCount: integer("search_count"),
    estimatedMinutes: real("estimated_minutes"),
    estimateMessage: text("estimate_message"),
    /** Where "your results are ready" goes: the user's address, or a guest's shared one. */
    notifyEmail: text("notify_email"),
    jobId: text("job_id"),
    /** pg-boss retry count of the attempt that owns the run; older attempts stop writing. */
    attempt: integer("attempt").notNull().default(-1),
    rankedListingIds: jsonb("ranked_listing_ids").$type<string[]>(),
    batchesDone: integer("batches_done").notNull().default(0),
    resultCount: integer("result_count"),
    /** How many listings passed the filters when the run ranked them; the results keep the best SEARCH_RESULT_LIMIT. */
    matchedCount: integer("matched_count"),
    error: text("error"),
    emailSentAt: timestamp("email_sent_at", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("search_runs_session_created_idx").on(t.sessionId, t.createdAt)],
);

export type SearchRun = typeof searchRuns.$inferSelect;
export type NewSearchRun = typeof searchRuns.$inferInsert;
