import "server-only";
import { errorFields, log } from "@/server/log";
import { processSingleton } from "@/server/singleton";

/**
 * A job each worker process runs on a timer (approval e-mails, outbox retries): one round at a time per process,
 * the first at once, errors logged and the next round tried anyway. Safe with many workers because each job claims
 * its rows with SKIP LOCKED. The timer doesn't hold the process open; stop() waits for a round in progress.
 */
type State = { timer: NodeJS.Timeout; running: Promise<unknown> | null };
const jobs = processSingleton("__propiePeriodic", () => new Map<string, State>());

export function startPeriodic(name: string, intervalMs: number, round: () => Promise<void>): void {
  if (jobs.has(name)) return;
  const tick = async () => {
    const state = jobs.get(name);
    if (!state || state.running) return;
    state.running = round()
      .catch((err: unknown) => log("jobs").error({ job: name, ...errorFields(err) }, "scheduled job failed"))
      .finally(() => {
        state.running = null;
      });
    await state.running;
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  jobs.set(name, { timer, running: null });
  void tick();
}

export async function stopPeriodic(name: string): Promise<void> {
  const state = jobs.get(name);
  if (!state) return;
  jobs.delete(name);
  clearInterval(state.timer);
  await state.running;
}
