import "server-only";
import { log } from "@/server/log";
import { APPROVAL_NOTICE_INTERVAL_MS } from "@/lib/constants";
import { notifyApprovedTesters } from "@/server/beta/approval-mail";
import { startPeriodic, stopPeriodic } from "./periodic";

/**
 * The scheduled job that tells approved testers they're in: every
 * APPROVAL_NOTICE_INTERVAL_MS each worker process (the app's in-process worker, and
 * `npm run worker`) looks for approvals that have not been announced. Rows are claimed
 * with SKIP LOCKED, so any number of workers send each e-mail once.
 */
const JOB = "approval-notifier";

export function startApprovalNotifier(): void {
  startPeriodic(JOB, APPROVAL_NOTICE_INTERVAL_MS, async () => {
    const sent = await notifyApprovedTesters();
    if (sent > 0) log("beta").info({ sent }, "approval e-mails sent");
  });
}

/** Stops the schedule and waits for a round in progress. */
export const stopApprovalNotifier = () => stopPeriodic(JOB);
