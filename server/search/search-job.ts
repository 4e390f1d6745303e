import "server-only";
import { getDb } from "@/db/client";
import {
  claimRunAttempt,
  deleteSessionResults,
  getRun,
  lockRunForAttempt,
  limitLockWait,
  lockUnstartedRun,
  updateRun,
  upsertSearchListings,
} from "@/db/queries/search-runs";
import type { NewSearchListing, SearchRun } from "@/db/schema";
import type { ScoredListing } from "@/lib/engine/types";
import { SEARCH_RESULT_LIMIT } from "@/lib/constants";
import { searchPayloadSchema, type SearchPayload } from "@/lib/preferences/schema";
import { ALL_ANALYSIS_COMPLETE, ANALYSIS_IN_PROGRESS } from "@/lib/realtime/filter";
import { stageNotification } from "@/server/realtime/notify";
import { sendResultsEmail } from "./results-email";
import { takeRankedAhead } from "./head-start";
import { builtinScoring, type ScoringService } from "./scoring";

/**
 * The built-in search as a job that survives crashes and expiry:
 * 1. the attempt claims the run (pg-boss's retry count fences older attempts out);
 * 2. candidates are scored and ranked once; the ranked ids are stored on the run, so
 *    a retry never scores the catalogue again;
 * 3. the top results are written in batches, each batch in one transaction with the
 *    run's progress and its notification; rows are upserted on (session_id,
 *    listing_id), so a rerun leaves exactly one row per listing;
 * 4. the run is completed with "All property analysis complete" and the e-mail goes
 *    out at most once.
 */
export const RESULT_LIMIT = SEARCH_RESULT_LIMIT;
export const RESULT_BATCH_SIZE = 25;

export class RunSuperseded extends Error {
  constructor() {
    super("A newer attempt owns this search run");
  }
}

export type SearchJobHooks = {
  scoring?: ScoringService;
  /** Called after each committed batch (tests kill the job here). */
  afterBatch?: (batchIndex: number) => void | Promise<void>;
};

export type SearchJobResult = { outcome: "complete" | "already-ended" | "superseded" | "invalid"; results: number };

export function toSearchListingRow(sessionId: string, s: ScoredListing, rank: number): NewSearchListing {
  return {
    sessionId,
    listingId: s.listing_id,
    source: s.source,
    addressStreet: s.address_street,
    addressSuburb: s.address_suburb,
    addressState: s.address_state,
    addressPostcode: s.address_postcode,
    listPrice: s.list_price,
    priceText: s.price_text,
    marketStatus: s.market_status,
    propertyType: s.property_type,
    bedrooms: s.bedrooms,
    bathrooms: s.bathrooms,
    carSpaces: s.car_spaces,
    landSize: s.land_size,
    listingUrl: s.listing_url,
    satelliteImage: s.satellite_image,
    photos: s.photos,
    heritageOverlay: s.heritage_overlay,
    floodOverlay: s.flood_overlay,
    bushfireOverlay: s.bushfire_overlay,
    rentalYield: s.rental_yield,
    capitalGrowth: s.capital_growth,
    propertyScore: s.property_score,
    sectionScores: s.section_scores,
    scoringInputs: s.scoring_inputs,
    imageAnalysis: s.image_analysis as unknown as Record<string, unknown>,
    analysisComplete: true,
    rank,
  };
}

export const progressMessage = (done: number, total: number) => `${ANALYSIS_IN_PROGRESS}: ${done} of ${total} property matches ready`;

export async function runSearchJob(
  { runId, attempt, signal }: { runId: string; attempt: number; signal?: AbortSignal },
  hooks: SearchJobHooks = {},
): Promise<SearchJobResult> {
  const scoring = hooks.scoring ?? builtinScoring;
  const db = await getDb();
  const claimed = await claimRunAttempt({ db, id: runId, attempt });
  if (!claimed) {
    const run = await getRun({ db, id: runId });
    return { outcome: run && (run.status === "complete" || run.status === "failed") ? "already-ended" : "superseded", results: 0 };
  }
  const parsed = searchPayloadSchema.safeParse(claimed.payload);
  if (!parsed.success) {
    // Retrying can't fix a payload: end the search now.
    await failRun({ runId, reason: "invalid payload" });
    return { outcome: "invalid", results: 0 };
  }
  const payload = parsed.data;

  try {
    // 2. Rank once per run.
    let ranked: ScoredListing[] | null = null;
    let ids = claimed.rankedListingIds;
    if (!ids) {
      const scored = await scoring.scoreCandidates({ payload, limit: RESULT_LIMIT });
      ranked = scored.ranked;
      ids = ranked.map((s) => s.listing_id);
      const stored = await db.transaction(async (tx) => {
        if (!(await lockRunForAttempt({ db: tx, id: runId, attempt }))) return false;
        await updateRun({ id: runId, set: { rankedListingIds: ids, resultCount: ids!.length, matchedCount: scored.matched }, db: tx });
        return true;
      });
      if (!stored) throw new RunSuperseded();
    }

    // 3. Write the batches not yet written.
    const total = ids.length;
    const batches = Math.ceil(total / RESULT_BATCH_SIZE);
    let byId: Map<string, ScoredListing> | null = ranked ? new Map(ranked.map((s) => [s.listing_id, s])) : null;
    for (let b = claimed.batchesDone; b < batches; b++) {
      if (signal?.aborted) throw new RunSuperseded();
      const sliceIds = ids.slice(b * RESULT_BATCH_SIZE, (b + 1) * RESULT_BATCH_SIZE);
      if (!byId) {
        // A resumed attempt scores only the listings it still has to write.
        const rest = await scoring.scoreByIds({ payload, ids: ids.slice(b * RESULT_BATCH_SIZE) });
        byId = new Map(rest.map((s) => [s.listing_id, s]));
      }
      const rows = sliceIds.flatMap((id, i) => {
        const s = byId!.get(id);
        return s ? [toSearchListingRow(payload.session_id, s, b * RESULT_BATCH_SIZE + i + 1)] : [];
      });
      const done = Math.min(total, (b + 1) * RESULT_BATCH_SIZE);
      const push = await db.transaction(async (tx) => {
        if (!(await lockRunForAttempt({ db: tx, id: runId, attempt }))) return null;
        // A new search replaces the session's earlier results; batch 0 commits with the delete.
        if (b === 0) await deleteSessionResults({ db: tx, sessionId: payload.session_id });
        await upsertSearchListings({ db: tx, rows });
        await updateRun({ id: runId, set: { batchesDone: b + 1 }, db: tx });
        return stageNotification({ db: tx, sessionId: payload.session_id, message: progressMessage(done, total), status: "info" });
      });
      if (!push) throw new RunSuperseded();
      await push();
      await hooks.afterBatch?.(b);
    }

    // 4. Complete.
    const push = await db.transaction(async (tx) => {
      if (!(await lockRunForAttempt({ db: tx, id: runId, attempt }))) return null;
      if (total === 0) await deleteSessionResults({ db: tx, sessionId: payload.session_id });
      await updateRun({ id: runId, set: { status: "complete", completedAt: new Date(), resultCount: total }, db: tx });
      return stageNotification({ db: tx, sessionId: payload.session_id, message: ALL_ANALYSIS_COMPLETE, status: "success" });
    });
    if (!push) throw new RunSuperseded();
    await push();
    await sendResultsEmail({ run: claimed, sessionId: payload.session_id, total });
    return { outcome: "complete", results: total };
  } catch (err) {
    if (err instanceof RunSuperseded) return { outcome: "superseded", results: 0 };
    throw err;
  }
}

/** How long the start request's first-page write may wait for a lock before leaving the page to the job. */
export const FIRST_PAGE_LOCK_WAIT_MS = 2_000;

/**
 * The first page of a run, written by the request that starts it, before the job is queued
 * (docs/PERFORMANCE.md, "First results"): the candidates are ranked once, and in one transaction
 * the ranked ids are stored on the run, the session's earlier results are replaced by the best
 * RESULT_BATCH_SIZE and their progress notification is staged (the ranking is the estimate's head start
 * when this process made one for exactly this search, head-start.ts). The job then resumes from batch 1
 * as any resumed attempt does, so the queue's latency never delays the first rows. Nothing is
 * written unless the run is still queued and untouched (a worker that got to it first does it all).
 * Returns how many results the page holds (0: nothing written, or nothing matched).
 */
export async function writeFirstPage({ run, payload }: { run: SearchRun; payload: SearchPayload }, scoring: ScoringService = builtinScoring): Promise<number> {
  if (run.status !== "queued" || run.rankedListingIds !== null || run.batchesDone !== 0) return 0;
  const scored = (await takeRankedAhead(scoring, payload)) ?? (await scoring.scoreCandidates({ payload, limit: RESULT_LIMIT }));
  const ids = scored.ranked.map((s) => s.listing_id);
  const first = scored.ranked.slice(0, RESULT_BATCH_SIZE);
  const db = await getDb();
  const push = await db.transaction(async (tx) => {
    // The request waits for no one: a lock held elsewhere fails this write, and the job writes the page instead.
    await limitLockWait({ db: tx, ms: FIRST_PAGE_LOCK_WAIT_MS });
    if (!(await lockUnstartedRun({ db: tx, id: run.id }))) return null;
    await updateRun({ id: run.id, set: { rankedListingIds: ids, resultCount: ids.length, matchedCount: scored.matched, batchesDone: first.length > 0 ? 1 : 0 }, db: tx });
    if (first.length === 0) return null;
    await deleteSessionResults({ db: tx, sessionId: payload.session_id });
    await upsertSearchListings({ db: tx, rows: first.map((s, i) => toSearchListingRow(payload.session_id, s, i + 1)) });
    return stageNotification({ db: tx, sessionId: payload.session_id, message: progressMessage(first.length, ids.length), status: "info" });
  });
  if (!push) return 0;
  await push();
  return first.length;
}

/** Ends a run with an error notification (never silence). Does nothing to a run that already ended. */
export async function failRun({ runId, reason }: { runId: string; reason: string }): Promise<boolean> {
  const db = await getDb();
  // The status and its error notification commit together: a crash between them must not leave a silent failure.
  const push = await db.transaction(async (tx) => {
    const current = await getRun({ id: runId, db: tx });
    if (!current || current.status === "complete" || current.status === "failed") return null;
    await updateRun({ id: runId, set: { status: "failed", error: reason.slice(0, 500), completedAt: new Date() }, db: tx });
    return stageNotification({ db: tx, sessionId: current.sessionId, message: SEARCH_FAILED_MESSAGE, status: "error" });
  });
  if (!push) return false;
  await push();
  return true;
}

export const SEARCH_FAILED_MESSAGE = "Search failed: we couldn't finish analysing your matches. Please try again.";
