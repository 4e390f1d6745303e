import "server-only";
import { errorFields, log } from "@/server/log";
import { APPROVAL_NOTICE_INTERVAL_MS } from "@/lib/constants";
import { notifyApprovedTesters } from "@/server/beta/approval-mail";

/**
 * The scheduled job that tells approved testers they're in: every
 * APPROVAL_NOTICE_INTERVAL_MS each worker process (the app's in-process worker, and
 * `npm run worker`) looks for approvals that have not been announced. Rows are claimed
 * with SKIP LOCKED, so any number of workers send each e-mail once.
 */
type Holder = { __propieApprovalNotifier?: { timer: NodeJS.Timeout; running: Promise<unknown> | null } };
const g = globalThis as unknown as Holder;

async function tick() {
  const state = g.__propieApprovalNotifier;
  if (!state || state.running) return;
  state.running = notifyApprovedTesters()
    .then((sent) => {
      if (sent > 0) log("beta").info({ sent }, "approval e-mails sent");
    })
    .catch((err: unknown) => log("beta").error(errorFields(err), "approval notifier failed"))
    .finally(() => {
      state.running = null;
    });
  await state.running;
}

export function startApprovalNotifier(): void {
  if (g.__propieApprovalNotifier) return;
  const timer = setInterval(() => void tick(), APPROVAL_NOTICE_INTERVAL_MS);
  timer.unref();
  g.__propieApprovalNotifier = { timer, running: null };
  void tick();
}

/** Stops the schedule and waits for a round in progress. */
export async function stopApprovalNotifier(): Promise<void> {
  const state = g.__propieApprovalNotifier;
  if (!state) return;
  g.__propieApprovalNotifier = undefined;
  clearInterval(state.timer);
  await state.running;
}
