import "server-only";
import { isRunActive } from "@/lib/search/run-state";
import { getDb } from "@/db/client";
import { databaseNow } from "@/db/queries/health";
import { createRun, getLatestRun, updateRun } from "@/db/queries/search-runs";
import { requireSessionAccess } from "@/server/sessions";
import { findUserById } from "@/db/queries/users";
import type { SearchRun } from "@/db/schema";
import { ESTIMATE_FALLBACK_MINUTES } from "@/lib/constants";
import { AppError } from "@/lib/errors";
import type { SearchPayload } from "@/lib/preferences/schema";
import type { Viewer } from "@/lib/sessions/access";
import { ESTIMATE_STATUS, type EstimatePoll, type EstimateResponse, type StartResponse } from "@/lib/search/api";
import { enforcePlanLimit } from "@/server/policy";
import { initialListingsFor } from "@/server/matches/listings-answer";
import { getSearchEngine, type SearchEngine } from "./engines";

/**
 * The search flow's server side (spec 2 section 4): estimate, estimate polling and
 * start, whichever engine runs. Every call needs write access to the session (the
 * estimate and the search act on it); the user id stored on the session wins over
 * the signed-in one (spec 2 section 6).
 */

async function authorise(payload: SearchPayload, viewer: Viewer) {
  const session = await requireSessionAccess({ sessionId: payload.session_id, viewer, action: "write", createIfMissing: true });
  const userId = session.userId ?? viewer?.id ?? null;
  return { session, payload: { ...payload, user_id: userId } satisfies SearchPayload };
}

/**
 * One call to the engine for a run: an engine that throws (an AppError the caller answers with, or
 * anything else) or answers "fail" leaves the run failed, with the reason the caller may see.
 */
async function engineStep<T extends { status: "ok" } | { status: "fail"; error: string | null }>(
  run: SearchRun,
  step: "estimate" | "start",
  call: () => Promise<T>,
): Promise<T> {
  let outcome: T;
  const db = await getDb();
  try {
    outcome = await call();
  } catch (err) {
    await updateRun({ db, id: run.id, set: { status: "failed", error: err instanceof AppError ? err.message : `${step} failed` } });
    throw err;
  }
  if (outcome.status === "fail") await updateRun({ db, id: run.id, set: { status: "failed", error: outcome.error ?? "fail" } });
  return outcome;
}

export async function requestEstimate(
  { payload: input, viewer }: { payload: SearchPayload; viewer: Viewer },
  engine: SearchEngine = getSearchEngine(),
): Promise<EstimateResponse> {
  const { payload } = await authorise(input, viewer);
  const db = await getDb();
  const run = await createRun({ db, sessionId: payload.session_id, userId: payload.user_id, engine: engine.kind, status: "estimating", payload });
  const outcome = await engineStep(run, "estimate", () => engine.estimate(payload));
  if (outcome.status === "fail") return { status: "fail", error: outcome.error };
  if (outcome.estimate) {
    await updateRun({ db, id: run.id, set: { status: "estimated", searchCount: outcome.estimate.searchCount, estimatedMinutes: outcome.estimate.estimatedTime } });
  }
  return { status: "ok", runId: run.id, estimate: outcome.estimate };
}

/** The poll of spec step 3: has an estimate arrived for the session's latest run? */
export async function getEstimateStatus({ sessionId, viewer }: { sessionId: string; viewer: Viewer }): Promise<EstimatePoll> {
  await requireSessionAccess({ sessionId, viewer, action: "write" });
  const db = await getDb();
  const run = await getLatestRun({ db, sessionId });
  if (!run) return { received: false, status: "pending" };
  if (run.searchCount !== null) {
    return { received: true, status: ESTIMATE_STATUS, searchCount: run.searchCount, estimatedTime: run.estimatedMinutes ?? ESTIMATE_FALLBACK_MINUTES, message: run.estimateMessage };
  }
  if (run.status === "failed") return { received: true, status: "fail", message: run.error };
  return { received: false, status: "pending" };
}

/** Where a user's "Your matches are ready" goes: their address, unless they turned those e-mails off on the account page. */
async function resultsEmailOf(userId: string): Promise<string | null> {
  const db = await getDb();
  const user = await findUserById({ db, id: userId });
  return user && user.resultsEmails ? user.email : null;
}

export async function startSearch(
  { payload: input, viewer, notifyEmail }: { payload: SearchPayload; viewer: Viewer; notifyEmail?: string | null },
  engine: SearchEngine = getSearchEngine(),
): Promise<StartResponse> {
  const { payload } = await authorise(input, viewer);
  const email = notifyEmail ?? (payload.user_id ? await resultsEmailOf(payload.user_id) : null);
  const db = await getDb();

  const latest = await getLatestRun({ db, sessionId: payload.session_id });
  // A second press (or a retry of the request) while a search runs joins it.
  if (latest && isRunActive(latest)) {
    return { status: "ok", runId: latest.id, startedAt: (latest.startedAt ?? latest.updatedAt).toISOString() };
  }
  // A new search takes one of the signed-in user's searches of the day (their plan's limit; a guest's are held by the guest quota).
  await enforcePlanLimit(viewer, "searches");
  // "since" for the notification poll is on the database's clock, which stamps the notifications.
  const startedAt = await databaseNow({ db });
  const estimated =
    latest && (latest.status === "estimating" || latest.status === "estimated") && latest.engine === engine.kind
      ? await updateRun({ db, id: latest.id, set: { status: "queued", payload, userId: payload.user_id, notifyEmail: email, startedAt } })
      : null;
  const queued =
    estimated ?? (await createRun({ db, sessionId: payload.session_id, userId: payload.user_id, engine: engine.kind, status: "queued", payload, notifyEmail: email }));
  const run = queued.startedAt ? queued : ((await updateRun({ db, id: queued.id, set: { startedAt } })) ?? queued);

  const outcome = await engineStep(run, "start", () => engine.start(payload, run));
  if (outcome.status === "fail") return { status: "fail", error: outcome.error };
  if (engine.kind === "external") await updateRun({ db, id: run.id, set: { status: "running" } });
  return { status: "ok", runId: run.id, startedAt: startedAt.toISOString(), ...(outcome.firstResults ? { firstResults: outcome.firstResults } : {}) };
}


/**
 * The start of the search screen's Find Matches (call 4), with the first page's listings in its answer when the start
 * wrote one (the built-in engine): the listings call's answer for the same viewer, so the matches screen shows its
 * first rows without another round trip while the server is busiest (docs/PERFORMANCE.md, "First results").
 */
export async function startSearchWithFirstPage(args: Parameters<typeof startSearch>[0]): Promise<StartResponse> {
  const started = await startSearch(args);
  if (started.status !== "ok" || !started.firstResults) return started;
  const listings = await initialListingsFor({ sessionId: args.payload.session_id, viewer: args.viewer });
  return listings ? { ...started, listings } : started;
}
