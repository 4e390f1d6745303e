import "server-only";
import { getDbHandle } from "@/db/client";
import { pingDatabase } from "@/db/queries/health";
import { DB_RECOVERY_WAIT_MS } from "@/lib/constants";
import { env } from "@/server/env";
import { errorFields, log, withLogContext, withoutLogContext } from "@/server/log";
import { SEARCH_FAILED_QUEUE, SEARCH_QUEUE, getBoss, type SearchJobData } from "./queue";
import { failRun, runSearchJob } from "./search-job";
import { processSlot } from "@/server/singleton";

/**
 * Registers the search workers on this process's queue: the search itself and the
 * failed-search queue (a job that exhausted its retries or expired for the last
 * time lands there, and the run ends with an error notification).
 */
const worker = processSlot<Promise<void>>("__propieWorker");

export function startSearchWorker(): Promise<void> {
  if (!worker.current) {
    // Its jobs log with their own ids, not those of the request that happened to start it.
    worker.current = withoutLogContext(async () => {
      const boss = await getBoss();
      await boss.work<SearchJobData>(SEARCH_QUEUE, { localConcurrency: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
        return withLogContext({ jobId: job.id }, async () => {
          const jobLog = log("jobs");
          jobLog.info({ runId: job.data.runId, attempt: job.retryCount }, "search job started");
          let result;
          try {
            result = await runSearchJob({ runId: job.data.runId, attempt: job.retryCount, signal: job.signal });
          } catch (err) {
            // pg-boss can only record the failure (and schedule the retry, 2 s later) on a database that answers.
            // After a restart or failover, wait for it: thrown at once, the failure would be lost and the job
            // would sit "active" until its heartbeat lapsed and the queue's monitor noticed (a minute or more).
            jobLog.warn({ runId: job.data.runId, attempt: job.retryCount, ...errorFields(err) }, "search attempt failed");
            await waitForDatabase();
            throw err;
          }
          jobLog.info({ runId: job.data.runId, outcome: result.outcome, results: result.results }, "search job ended");
          return result;
        });
      });
      await boss.work<SearchJobData>(SEARCH_FAILED_QUEUE, { pollingIntervalSeconds: 2 }, async ([job]) => {
        await withLogContext({ jobId: job.id }, async () => {
          log("jobs").warn({ runId: job.data.runId }, "search failed after its retries");
          try {
            await failRun({ runId: job.data.runId, reason: "the search job failed after its retries" });
          } catch (err) {
            await waitForDatabase();
            throw err;
          }
        });
      });
    }).catch((err) => {
      worker.current = undefined;
      throw err;
    });
  }
  return worker.current;
}

/**
 * Resolves once the database answers again (at once when it does), giving up after DB_RECOVERY_WAIT_MS.
 */
export async function waitForDatabase({ maxWaitMs = DB_RECOVERY_WAIT_MS }: { maxWaitMs?: number } = {}): Promise<boolean> {
  const until = Date.now() + maxWaitMs;
  let pause = 250;
  for (;;) {
    try {
      await pingDatabase(await getDbHandle());
      return true;
    } catch {
      if (Date.now() + pause > until) return false;
      await new Promise((r) => setTimeout(r, pause));
      pause = Math.min(pause * 2, 2_000);
    }
  }
}

/**
 * Whether this process works the queue: always on PGlite (one process owns the
 * database), and on PostgreSQL unless SEARCH_WORKER=off (then `npm run worker` does).
 */
export async function workerEnabledHere(): Promise<boolean> {
  const handle = await getDbHandle();
  return handle.driver === "pglite" || env().SEARCH_WORKER === "on";
}

/** The built-in engine calls this before queueing: a process whose boot could not start the worker starts it now. */
export async function ensureInProcessWorker(): Promise<void> {
  if (await workerEnabledHere()) await startSearchWorker();
}

export function resetWorkerForTests() {
  worker.current = undefined;
}
