import "server-only";
import type { SearchRun } from "@/db/schema";
import { ESTIMATE_FALLBACK_MINUTES, SEARCH_RESULT_LIMIT } from "@/lib/constants";
import { env } from "@/server/env";
import type { SearchPayload } from "@/lib/preferences/schema";
import type { Estimate } from "@/lib/search/api";
import { estimateMinutes } from "@/lib/search/estimate-time";
import { errorFields, log } from "@/server/log";
import { enqueueSearch } from "./queue";
import { rankAhead } from "./head-start";
import { writeFirstPage } from "./search-job";
import { builtinScoring, type ScoringService } from "./scoring";
import { callWorkflow } from "./webhook";
import { ensureInProcessWorker } from "./worker";

/**
 * Two engines behind one interface (the route handlers don't know which answers):
 * - built-in (default): the estimate is a SQL count, the search a pg-boss job;
 * - external (ESTIMATE_WEBHOOK_URL and SEARCH_WEBHOOK_URL set): both calls are
 *   forwarded to the workflow, which reports back through POST /api/notifications
 *   and delivers listings to POST /api/ingest.
 * Failures the caller must see as HTTP errors are thrown as AppErrors; a workflow
 * that answers with a fail status is a "fail" outcome.
 */
export type EngineEstimate = { status: "ok"; estimate: Estimate | null } | { status: "fail"; error: string | null };
/** `firstResults`: how many results the start itself wrote (the built-in engine's first page), so the browser can open them at once. */
export type EngineStart = { status: "ok"; firstResults?: number } | { status: "fail"; error: string | null };

export interface SearchEngine {
  readonly kind: "builtin" | "external";
  estimate(payload: SearchPayload): Promise<EngineEstimate>;
  start(payload: SearchPayload, run: SearchRun): Promise<EngineStart>;
}

export function builtinEngine(scoring: ScoringService = builtinScoring): SearchEngine {
  return {
    kind: "builtin",
    async estimate(payload) {
      const searchCount = await scoring.count(payload);
      const rankedCount = Math.min(searchCount, SEARCH_RESULT_LIMIT);
      // The first page's ranking starts while the dialog is read (head-start.ts).
      if (searchCount > 0) rankAhead(scoring, payload, SEARCH_RESULT_LIMIT);
      return { status: "ok", estimate: { searchCount, estimatedTime: estimateMinutes(searchCount), rankedCount } };
    },
    async start(payload, run) {
      // The first page is ranked and written here, then the job does the rest (docs/PERFORMANCE.md,
      // "First results"). A failure here costs only the head start: the job ranks from scratch.
      let firstResults = 0;
      try {
        firstResults = await writeFirstPage({ run, payload }, scoring);
      } catch (err) {
        log("search").warn({ runId: run.id, ...errorFields(err) }, "first page not written in the request; the job writes it");
      }
      await ensureInProcessWorker();
      await enqueueSearch(run.id);
      return { status: "ok", firstResults };
    },
  };
}

export function externalEngine(urls: { estimate: string; search: string }, secret?: string, opts: { timeoutMs?: number } = {}): SearchEngine {
  return {
    kind: "external",
    async estimate(payload) {
      const answer = await callWorkflow(urls.estimate, payload, { secret, timeoutMs: opts.timeoutMs });
      if (answer.failed) return { status: "fail", error: answer.error };
      const estimate =
        answer.searchCount !== null ? { searchCount: Math.round(answer.searchCount), estimatedTime: answer.estimatedTime ?? ESTIMATE_FALLBACK_MINUTES } : null;
      return { status: "ok", estimate };
    },
    async start(payload) {
      const answer = await callWorkflow(urls.search, payload, { secret, timeoutMs: opts.timeoutMs });
      return answer.failed ? { status: "fail", error: answer.error } : { status: "ok" };
    },
  };
}

export function getSearchEngine(): SearchEngine {
  const e = env();
  if (e.ESTIMATE_WEBHOOK_URL && e.SEARCH_WEBHOOK_URL) {
    return externalEngine({ estimate: e.ESTIMATE_WEBHOOK_URL, search: e.SEARCH_WEBHOOK_URL }, e.WEBHOOK_SECRET, { timeoutMs: e.WEBHOOK_TIMEOUT_MS });
  }
  return builtinEngine();
}
