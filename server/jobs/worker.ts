import "server-only";
import { startApprovalNotifier } from "@/server/jobs/approval-notifier";
import { startMailRetrier } from "@/server/jobs/mail-retrier";
import { startSearchWorker, workerEnabledHere } from "@/server/search/worker";

/** At server boot: the search worker, the scheduled approval e-mails and outbox retries, where this process works jobs. */
export async function startInProcessJobs(): Promise<void> {
  if (!(await workerEnabledHere())) return;
  startApprovalNotifier();
  startMailRetrier();
  await startSearchWorker();
}
