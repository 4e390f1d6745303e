import "server-only";
import { isRunOpen } from "@/lib/search/run-state";
import { z } from "zod";
import { getDb } from "@/db/client";
import { countSessionResults, getLatestRun, updateRun, upsertSearchListings } from "@/db/queries/search-runs";
import { getSessionRecord } from "@/db/queries/sessions";
import type { NewSearchListing } from "@/db/schema";
import { sessionIdSchema } from "@/lib/session-id";
import { ESTIMATE_FALLBACK_MINUTES } from "@/lib/constants";
import { AppError } from "@/lib/errors";
import { sendResultsEmail } from "./results-email";
import { classifyNotification } from "@/lib/realtime/filter";
import { postNotification } from "@/server/realtime/notify";
import { ESTIMATE_STATUS, isFailureStatus, type EstimatePoll } from "@/lib/search/api";

/**
 * What the external workflow sends back (docs/WEBHOOKS.md): progress and the estimate
 * through POST /api/notifications (the spec's update-notification, call 3), listings
 * through POST /api/ingest. Both are authenticated with WEBHOOK_SECRET by the routes.
 */
const sessionId = sessionIdSchema;
const optionalNumber = z.preprocess((v) => (v === "" || v === null ? undefined : typeof v === "string" ? Number(v) : v), z.number().min(0).optional());

export const workflowUpdateSchema = z.object({
  session_id: sessionId,
  message: z.string().max(2_000).optional().nullable(),
  status: z.string().max(100).optional().nullable(),
  searchCount: optionalNumber,
  estimatedTime: optionalNumber,
  listing_id: z.string().max(200).optional().nullable(),
});
export type WorkflowUpdate = z.infer<typeof workflowUpdateSchema>;

export async function recordWorkflowUpdate(update: WorkflowUpdate): Promise<{ ok: true; notificationId: string | null } | EstimatePoll> {
  const db = await getDb();
  if (!(await getSessionRecord({ db, sessionId: update.session_id }))) throw new AppError("not_found", "Session Not Found");
  const status = (update.status ?? "").trim();
  const run = await getLatestRun({ db, sessionId: update.session_id });

  // The poll form of update-notification: "has the estimate arrived?"
  if (status.toLowerCase() === "get_estimate") {
    if (run?.searchCount !== null && run?.searchCount !== undefined) {
      return { received: true, status: ESTIMATE_STATUS, searchCount: run.searchCount, estimatedTime: run.estimatedMinutes ?? ESTIMATE_FALLBACK_MINUTES, message: run.estimateMessage };
    }
    return { received: false, status: "pending" };
  }

  if (run && (update.searchCount !== undefined || status.toLowerCase() === ESTIMATE_STATUS)) {
    await updateRun({
      db,
      id: run.id,
      set: {
        searchCount: update.searchCount !== undefined ? Math.round(update.searchCount) : (run.searchCount ?? 0),
        estimatedMinutes: update.estimatedTime ?? run.estimatedMinutes ?? ESTIMATE_FALLBACK_MINUTES,
        estimateMessage: update.message ?? null,
        ...(run.status === "estimating" ? { status: "estimated" as const } : {}),
      },
    });
    return { ok: true, notificationId: null };
  }

  const message = (update.message ?? "").trim();
  let notificationId: string | null = null;
  if (message) {
    const row = await postNotification({ sessionId: update.session_id, message, status: status || "info", listingId: update.listing_id ?? null });
    notificationId = row.id;
  }
  if (run && isRunOpen(run)) {
    const action = classifyNotification({ session_id: update.session_id, message, status, listing_id: update.listing_id }, update.session_id);
    if (isFailureStatus(status) || action === "error") {
      await updateRun({ db, id: run.id, set: { status: "failed", error: message || status, completedAt: new Date() } });
    } else if (action === "complete") {
      const done = await updateRun({ db, id: run.id, set: { status: "complete", completedAt: new Date() } });
      if (done) await sendResultsEmail({ run: done, sessionId: update.session_id, total: done.resultCount ?? 1 });
    }
  }
  return { ok: true, notificationId };
}

// ── listings ───────────────────────────────────────────────────────────────────

const text = z.string().max(2_000).nullable().optional();
// Bounded to what the integer and real columns hold and the values mean (a count, a land size in m², a percentage or score).
const int = z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v), z.number().int().min(0).max(100_000_000).nullable().optional());
const real = z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v), z.number().finite().min(-1_000_000).max(1_000_000).nullable().optional());
const jsonObject = z.record(z.string(), z.unknown()).nullable().optional();

/** The spec's Listing (spec 2 section 3), as the workflow delivers it. */
export const ingestListingSchema = z.object({
  listing_id: z.string().min(1).max(200),
  address_street: text,
  address_suburb: text,
  address_state: text,
  address_postcode: text,
  list_price: z.preprocess((v) => (typeof v === "number" ? String(v) : v), text),
  market_status: text,
  property_type: text,
  bedrooms: int,
  bathrooms: int,
  car_spaces: int,
  land_size: int,
  listing_url: text,
  satellite_image: text,
  heritage_overlay: text,
  flood_overlay: text,
  bushfire_overlay: text,
  rental_yield: real,
  capital_growth: real,
  property_score: real,
  section_scores: z
    .record(z.string().max(100), z.string().max(200))
    .refine((r) => Object.keys(r).length <= 50, "At most 50 section scores")
    .nullable()
    .optional(),
  scoring_inputs: jsonObject,
  image_analysis: jsonObject,
  analysis_complete: z.boolean().optional(),
});
export const ingestSchema = z.object({
  session_id: sessionId,
  listings: z.array(ingestListingSchema).min(1).max(500),
});
export type IngestBody = z.infer<typeof ingestSchema>;

export function toIngestRow(sessionId: string, l: z.infer<typeof ingestListingSchema>): NewSearchListing {
  return {
    sessionId,
    listingId: l.listing_id,
    source: "external",
    addressStreet: l.address_street ?? null,
    addressSuburb: l.address_suburb ?? null,
    addressState: l.address_state ?? null,
    addressPostcode: l.address_postcode ?? null,
    listPrice: l.list_price ?? null,
    marketStatus: l.market_status ?? null,
    propertyType: l.property_type ?? null,
    bedrooms: l.bedrooms ?? null,
    bathrooms: l.bathrooms ?? null,
    carSpaces: l.car_spaces ?? null,
    landSize: l.land_size ?? null,
    listingUrl: l.listing_url ?? null,
    satelliteImage: l.satellite_image ?? null,
    heritageOverlay: l.heritage_overlay ?? null,
    floodOverlay: l.flood_overlay ?? null,
    bushfireOverlay: l.bushfire_overlay ?? null,
    rentalYield: l.rental_yield ?? null,
    capitalGrowth: l.capital_growth ?? null,
    propertyScore: l.property_score ?? null,
    sectionScores: l.section_scores ?? null,
    scoringInputs: l.scoring_inputs ?? null,
    imageAnalysis: l.image_analysis ?? null,
    analysisComplete: l.analysis_complete ?? true,
  };
}

/** Upserts the delivered listings in one transaction; a re-delivery changes, never duplicates. */
export async function ingestListings(body: IngestBody): Promise<{ upserted: number }> {
  const db = await getDb();
  if (!(await getSessionRecord({ db, sessionId: body.session_id }))) throw new AppError("not_found", "Session Not Found");
  // The same listing twice in one delivery would make ON CONFLICT touch a row twice: keep the last.
  const unique = [...new Map(body.listings.map((l) => [l.listing_id, l])).values()];
  await db.transaction(async (tx) => {
    await upsertSearchListings({ db: tx, rows: unique.map((l) => toIngestRow(body.session_id, l)) });
  });
  const run = await getLatestRun({ db, sessionId: body.session_id });
  if (run && run.engine === "external") await updateRun({ db, id: run.id, set: { resultCount: (await countSessionResults({ db, sessionId: body.session_id })).distinct } });
  return { upserted: unique.length };
}
