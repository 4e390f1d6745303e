import "server-only";
import { env } from "@/server/env";
import { stopApprovalNotifier } from "@/server/jobs/approval-notifier";
import { stopMailRetrier } from "@/server/jobs/mail-retrier";
import { stopBoss } from "@/server/search/queue";
import { errorFields, log } from "@/server/log";
import { processSingleton } from "@/server/singleton";

/**
 * Graceful shutdown of the app process (`next start`) on SIGTERM:
 * 1. draining: /api/ready answers 503 at once, so the load balancer stops sending new
 *    requests, while every request that still arrives is served (SHUTDOWN_DRAIN_SECONDS,
 *    5 by default in production, 0 elsewhere);
 * 2. the in-process jobs stop: the approval schedule, then pg-boss with a graceful wait
 *    (a running search finishes, or after the wait is failed back to the queue, where
 *    its retry resumes from its run row in another worker);
 * 3. Next.js's own SIGTERM handler runs: it stops accepting connections, waits for the
 *    in-flight requests to finish, and exits (143).
 */
type State = { draining: boolean; installed: boolean };
const state = processSingleton<State>("__propieLifecycle", () => ({ draining: false, installed: false }));

export const JOB_STOP_TIMEOUT_MS = 25_000;

export function isDraining(): boolean {
  return state.draining;
}

/** For tests: the draining flag as the shutdown sets it. */
export function setDraining(value: boolean): void {
  state.draining = value;
}

type Listener = (...args: unknown[]) => void;

/** Installs the SIGTERM sequence above, ahead of (and then handing over to) Next.js's handler. */
export function installGracefulShutdown(): void {
  if (state.installed) return;
  state.installed = true;
  const nextHandlers = process.listeners("SIGTERM") as Listener[];
  process.removeAllListeners("SIGTERM");
  const lifecycleLog = log("lifecycle");
  process.once("SIGTERM", () => {
    void (async () => {
      const configured = env().SHUTDOWN_DRAIN_SECONDS;
      const drainSeconds = configured ?? (env().NODE_ENV === "production" ? 5 : 0);
      state.draining = true;
      lifecycleLog.info({ drainSeconds }, "SIGTERM: draining (readiness answers 503, requests are still served)");
      await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
      try {
        await stopApprovalNotifier();
        await stopMailRetrier();
        await stopBoss({ graceful: true, timeoutMs: JOB_STOP_TIMEOUT_MS });
      } catch (err) {
        lifecycleLog.error(errorFields(err), "stopping the jobs failed");
      }
      lifecycleLog.info("jobs stopped; closing the server after its in-flight requests");
      if (nextHandlers.length === 0) process.exit(0);
      for (const handler of nextHandlers) handler("SIGTERM");
    })();
  });
}
