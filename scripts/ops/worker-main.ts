/**
 * The search worker process (started by `npm run worker`, see scripts/ops/worker.ts) for
 * PostgreSQL deployments: run the app with SEARCH_WORKER=off, or keep both, since
 * pg-boss shares the jobs safely. A job that was running when a worker died is retried
 * after its heartbeat lapses and resumes where its run row says it stopped. PGlite can't
 * be shared between processes, so on PGlite the app works its own queue and this refuses
 * to start.
 *
 * SIGTERM/SIGINT: stop taking jobs, let the running search finish (up to 30 s), then
 * pg-boss fails what is still running back to the queue (its retry resumes elsewhere),
 * close the database and exit 0.
 */
import { getDbHandle } from "@/db/client";
import { migrate } from "@/db/migrate";
import { exitOnIncompleteProductionConfig } from "@/server/env";
import { startApprovalNotifier, stopApprovalNotifier } from "@/server/jobs/approval-notifier";
import { stopBoss } from "@/server/search/queue";
import { startMailRetrier, stopMailRetrier } from "@/server/jobs/mail-retrier";
import { startWatchScheduler } from "@/server/jobs/watch-scheduler";
import { startSearchWorker } from "@/server/search/worker";
import { errorFields, log, setLogService } from "@/server/log";
import { warmSearchCachesInBackground } from "@/server/search/warm";

setLogService("worker");
const workerLog = log("worker");

async function main() {
  exitOnIncompleteProductionConfig("The worker");
  const handle = await getDbHandle();
  if (handle.driver !== "postgres") {
    workerLog.fatal("DATABASE_URL is not set: on PGlite the app process runs the search worker itself.");
    process.exit(1);
  }
  await migrate(handle);
  await startSearchWorker();
  await warmSearchCachesInBackground();
  startApprovalNotifier();
  startMailRetrier();
  await startWatchScheduler();
  workerLog.info({ pid: process.pid }, "working the search queue and the watched searches, sending approval e-mails and retrying the outbox");
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    workerLog.info({ signal }, "stopping: finishing the current job");
    await stopApprovalNotifier();
    await stopMailRetrier();
    await stopBoss({ graceful: true, timeoutMs: 30_000 });
    await handle.close();
    workerLog.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((err) => {
  workerLog.fatal(errorFields(err, { stack: true }), "failed to start");
  process.exit(1);
});
