import { z } from "zod";

/**
 * The wire shapes between the search screen and /api/search/*, shared by the route
 * handlers and the browser client. The client's polling contract (spec 2 section 4,
 * steps 2-5) is kept whichever engine answers: an estimate may come back at once
 * (built-in) or later through GET /api/search/estimate (external workflow).
 */
export const estimateSchema = z.object({
  searchCount: z.number().int().min(0),
  /** Minutes; may be fractional (under 1 reads "less than 1 minute"). */
  estimatedTime: z.number().min(0),
  /** How many of the matches will be analysed and ranked (the built-in engine keeps the best SEARCH_RESULT_LIMIT); absent when the engine doesn't say. */
  rankedCount: z.number().int().min(0).optional(),
});
export type Estimate = z.infer<typeof estimateSchema>;

/** The engine refused (estimate or start): its message, or null. */
const failedSchema = z.object({ status: z.literal("fail"), error: z.string().nullable() });

export const estimateResponseSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("ok"), runId: z.string(), estimate: estimateSchema.nullable() }),
  failedSchema,
]);
export type EstimateResponse = z.infer<typeof estimateResponseSchema>;

/** The answer of a poll: the fields of the spec's update-notification call (3). */
export const estimatePollSchema = z.object({
  received: z.boolean(),
  status: z.string(),
  searchCount: z.number().int().min(0).nullable().optional(),
  estimatedTime: z.number().min(0).nullable().optional(),
  message: z.string().nullable().optional(),
});
export type EstimatePoll = z.infer<typeof estimatePollSchema>;

export const startResponseSchema = z.discriminatedUnion("status", [
  // firstResults: how many results the start already wrote (the built-in engine's first page); the browser opens them at once.
  // listings: those results as GET /api/sessions/{id}/listings answers them (ListingsResponse), so /matches shows them
  // without asking; the browser checks them with that answer's own parser (client/sessions.ts).
  z.object({ status: z.literal("ok"), runId: z.string(), startedAt: z.string(), firstResults: z.number().int().min(0).optional(), listings: z.unknown().optional() }),
  failedSchema,
]);
export type StartResponse = z.infer<typeof startResponseSchema>;

/** POST /api/guest-account (spec 2 section 4, "Share email"): the account, the session link and the search's start. */
export const guestAccountResponseSchema = z.object({
  status: z.literal("created"),
  email: z.string(),
  linked: z.boolean(),
  search: z.union([startResponseSchema, z.object({ status: z.literal("error") })]),
});
export type GuestAccountResponse = z.infer<typeof guestAccountResponseSchema>;

/** Why the guest-account step failed: the `reason` of its error answer. */
export const GUEST_FAILURES = ["mismatch", "invalid", "verify", "exists", "signup-exists", "create"] as const;
export type GuestFailure = (typeof GUEST_FAILURES)[number];

export const notificationWireSchema = z.object({
  id: z.string(),
  event: z.string().optional(),
  session_id: z.string(),
  message: z.string(),
  status: z.string(),
  listing_id: z.string().nullable(),
  created_at: z.string(),
});
export type NotificationWire = z.infer<typeof notificationWireSchema>;
export const notificationListSchema = z.object({ notifications: z.array(notificationWireSchema), searchActive: z.boolean() });

/** Statuses the spec reads as failure (calls 2 and 4). */
export const FAILURE_STATUSES = ["fail", "failed", "error"] as const;
export const isFailureStatus = (status: unknown) => typeof status === "string" && (FAILURE_STATUSES as readonly string[]).includes(status.trim().toLowerCase());
/** A poll answer is an estimate when received with a count, or when its status says so. */
export const ESTIMATE_STATUS = "search estimate";
export const isEstimateReady = (p: EstimatePoll) =>
  (p.received && p.searchCount !== null && p.searchCount !== undefined) || p.status.trim().toLowerCase() === ESTIMATE_STATUS;
