import "server-only";
import type { PgBoss } from "pg-boss";
import { errorFields, log, withLogContext, withoutLogContext } from "@/server/log";
import { getBoss } from "@/server/search/queue";
import { runDueWatches } from "@/server/watches/run";
import { processSlot } from "@/server/singleton";

/**
 * The watched searches' schedule (docs/DEPLOY.md, "Scheduled jobs"): a pg-boss cron schedule
 * sends one `watch-round` job every WATCH_ROUND_CRON, whichever instances are up (pg-boss's
 * cron monitor sends each occurrence once, across instances), and whichever worker takes it runs
 * the due watches. A watch is run once per period however many rounds, workers or retries reach
 * it: each run claims (watch, period) first (server/watches/run.ts).
 */
export const WATCH_QUEUE = "watch-round";
/** Every five minutes: a watch runs within five minutes of its time (7 am Sydney time). */
export const WATCH_ROUND_CRON = "*/5 * * * *";

export const WATCH_QUEUE_OPTIONS = {
  retryLimit: 2,
  retryDelay: 30,
  // A round that hangs is given up and retried; the runs it claimed are taken over when their leases end.
  expireInSeconds: 15 * 60,
  deleteAfterSeconds: 7 * 24 * 3600,
} as const;

/** Creates the queue (or brings its options up to date) and the schedule; safe to call from every instance. */
export async function ensureWatchSchedule(boss: PgBoss): Promise<void> {
  const [existing] = await boss.getQueues([WATCH_QUEUE]);
  if (!existing) await boss.createQueue(WATCH_QUEUE, WATCH_QUEUE_OPTIONS);
  else await boss.updateQueue(WATCH_QUEUE, WATCH_QUEUE_OPTIONS);
  await boss.schedule(WATCH_QUEUE, WATCH_ROUND_CRON, null, { tz: "UTC" });
}

/** Works the rounds on this boss (the app's, or a test's second instance). */
export async function workWatchRounds(boss: PgBoss): Promise<string> {
  return boss.work(WATCH_QUEUE, { localConcurrency: 1, pollingIntervalSeconds: 5 }, async ([job]) =>
    withLogContext({ jobId: job.id }, async () => {
      const results = await runDueWatches();
      const counts: Record<string, number> = {};
      for (const r of results) counts[r.outcome] = (counts[r.outcome] ?? 0) + 1;
      if (results.length > 0) log("watches").info({ watches: results.length, ...counts }, "watch round");
      return counts;
    }),
  );
}

const scheduler = processSlot<Promise<void>>("__propieWatchScheduler");

/** At boot, where this process works jobs: the schedule and this process's worker on it (stopped with the queue, stopBoss). */
export function startWatchScheduler(): Promise<void> {
  scheduler.current ??= withoutLogContext(async () => {
    const boss = await getBoss();
    await ensureWatchSchedule(boss);
    await workWatchRounds(boss);
  }).catch((err: unknown) => {
    scheduler.current = undefined;
    log("jobs").error(errorFields(err), "the watch schedule did not start");
    throw err;
  });
  return scheduler.current;
}

export function resetWatchSchedulerForTests(): void {
  scheduler.current = undefined;
}
