/**
 * The watched searches' routes, one schema per boundary: the bodies the route handlers parse and
 * the answers the browser reads (client/watches.ts).
 */
import { z } from "zod";
import { sessionIdSchema } from "@/lib/session-id";
import { WATCH_THRESHOLD_DEFAULT, WATCH_THRESHOLD_MAX, WATCH_TOP_N_DEFAULT, WATCH_TOP_N_MAX } from "./digest";
import { WATCH_FREQUENCIES } from "./schedule";

export const WATCH_NAME_MAX_CHARS = 120;

const name = z.string().trim().min(1, "Please enter a name for this watch.").max(WATCH_NAME_MAX_CHARS);
const topN = z.number().int().min(1, "Top N is at least 1.").max(WATCH_TOP_N_MAX, `Top N is at most ${WATCH_TOP_N_MAX}.`);
const threshold = z.number().int().min(1, "The threshold is at least 1 point.").max(WATCH_THRESHOLD_MAX, `The threshold is at most ${WATCH_THRESHOLD_MAX} points.`);

export const createWatchBodySchema = z.object({
  session_id: sessionIdSchema,
  /** Without one: the saved session's name, or the search in words. */
  name: name.optional(),
  frequency: z.enum(WATCH_FREQUENCIES).default("daily"),
  top_n: topN.default(WATCH_TOP_N_DEFAULT),
  threshold: threshold.default(WATCH_THRESHOLD_DEFAULT),
});
export type CreateWatchBody = z.input<typeof createWatchBodySchema>;

/** A watch's settings, all of them (PUT replaces them). */
export const updateWatchBodySchema = z.object({ name, frequency: z.enum(WATCH_FREQUENCIES), top_n: topN, threshold });
export type UpdateWatchBody = z.input<typeof updateWatchBodySchema>;

export const watchParamsSchema = z.object({ id: z.uuid("Watch not found") });

export const WATCH_RUN_STATUSES = ["sent", "no_changes", "baseline", "failed"] as const;

export const watchItemSchema = z.object({
  id: z.uuid(),
  session_id: z.uuid(),
  name: z.string(),
  frequency: z.enum(WATCH_FREQUENCIES),
  top_n: z.number().int(),
  threshold: z.number().int(),
  created_at: z.string(),
  /** When it last ran, and what came of it; null before its first run. */
  last_run_at: z.string().nullable(),
  last_run_status: z.enum(WATCH_RUN_STATUSES).nullable(),
  next_run_at: z.string(),
});
export type WatchItem = z.infer<typeof watchItemSchema>;

export const watchesResponseSchema = z.object({ watches: z.array(watchItemSchema) });
export const watchResponseSchema = z.object({ watch: watchItemSchema });
