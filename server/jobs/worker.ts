import "server-only";
import { startApprovalNotifier } from "@/server/jobs/approval-notifier";
import { startMailRetrier } from "@/server/jobs/mail-retrier";
import { startWatchScheduler } from "@/server/jobs/watch-scheduler";
import { startSearchWorker, workerEnabledHere } from "@/server/search/worker";

/** At server boot: the search worker, the scheduled approval e-mails, outbox retries and watched searches, where this process works jobs. */
export async function startInProcessJobs(): Promise<void> {
  if (!(await workerEnabledHere())) return;
  startApprovalNotifier();
  startMailRetrier();
  await startSearchWorker();
  await startWatchScheduler();
}
