import "server-only";
import { errorFields, log, withoutLogContext } from "@/server/log";
import { PgBoss, fromPglite } from "pg-boss";
import { getDbHandle } from "@/db/client";
import { env } from "@/server/env";
import { processSlot } from "@/server/singleton";

/**
 * The one pg-boss instance of this process, on the app's database: PostgreSQL through
 * its own small pool, or the app's PGlite instance through pg-boss's PGlite backend
 * (PGlite is one process, one connection: the queue must share the app's instance).
 */
export const SEARCH_QUEUE = "search";
export const SEARCH_FAILED_QUEUE = "search-failed";

/** A search job: the run to execute. Its retry count is the fencing token of the run. */
export type SearchJobData = { runId: string };

/**
 * Expiry bounds one attempt; a retry resumes from what the run row says is done.
 * Two retries, then the job goes to the failed queue, which ends the search with an
 * error notification.
 */
export const SEARCH_JOB_OPTIONS = {
  retryLimit: 2,
  retryDelay: 2,
  expireInSeconds: 300,
  // A worker that dies mid-search stops sending heartbeats: its job is retried in about
  // 30 s instead of waiting out the expiry.
  heartbeatSeconds: 30,
  deleteAfterSeconds: 7 * 24 * 3600,
} as const;

const bossSlot = processSlot<Promise<PgBoss>>("__propieBoss");

async function createBoss(): Promise<PgBoss> {
  const handle = await getDbHandle();
  let boss: PgBoss;
  if (handle.driver === "pglite") {
    if (!handle.pglite) throw new Error("PGlite handle without an instance");
    boss = new PgBoss({ db: fromPglite(handle.pglite), backend: "pglite", schema: "pgboss" });
  } else {
    const url = env().DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is required for the job queue on PostgreSQL");
    boss = new PgBoss({ connectionString: url, max: 4, application_name: "propie-jobs", schema: "pgboss" });
  }
  boss.on("error", (err) => log("jobs").error(errorFields(err), "queue error"));
  await boss.start();
  await ensureQueues(boss);
  return boss;
}

async function ensureQueues(boss: PgBoss) {
  const existing = new Set((await boss.getQueues([SEARCH_QUEUE, SEARCH_FAILED_QUEUE])).map((q) => q.name));
  if (!existing.has(SEARCH_FAILED_QUEUE)) await boss.createQueue(SEARCH_FAILED_QUEUE, { retryLimit: 5, retryDelay: 5 });
  const options = { ...SEARCH_JOB_OPTIONS, deadLetter: SEARCH_FAILED_QUEUE };
  // Existing installations pick up changed options too.
  if (!existing.has(SEARCH_QUEUE)) await boss.createQueue(SEARCH_QUEUE, options);
  else await boss.updateQueue(SEARCH_QUEUE, options);
}

export function getBoss(): Promise<PgBoss> {
  if (!bossSlot.current) {
    // Started by whichever request needs it first; it serves the whole process, so not in that request's log context.
    bossSlot.current = withoutLogContext(() =>
      createBoss().catch((err) => {
        bossSlot.current = undefined;
        throw err;
      }),
    );
  }
  return bossSlot.current;
}

/** Queues a run. The run id is the job id, so queueing the same run twice makes one job. */
export async function enqueueSearch(runId: string): Promise<string | null> {
  const boss = await getBoss();
  return boss.send(SEARCH_QUEUE, { runId } satisfies SearchJobData, { id: runId });
}

/** Stops the queue (tests, the worker script's shutdown); waits for running jobs briefly. */
export async function stopBoss(opts: { graceful?: boolean; timeoutMs?: number } = {}) {
  const pending = bossSlot.current;
  bossSlot.current = undefined;
  if (!pending) return;
  const boss = await pending.catch(() => null);
  await boss?.stop({ graceful: opts.graceful ?? true, timeout: opts.timeoutMs ?? 10_000, close: true });
}
