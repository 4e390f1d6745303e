/**
 * The one rule for "is this search run still going", used by the start route (a
 * second press joins a run in progress), the notifications poll (polling stops
 * when it isn't) and the webhook callbacks (only an open run can finish).
 *
 * A run is open from queued until complete or failed. It is active while open and
 * heard from (updated_at) within STALE_RUN_MS: a run whose worker died long ago
 * must not keep a page "Analysing…" forever, nor block a new search.
 */
export const STALE_RUN_MS = 15 * 60_000;

type RunLike = { status: string; updatedAt: Date };

export function isRunOpen(run: Pick<RunLike, "status"> | null | undefined): boolean {
  return !!run && (run.status === "queued" || run.status === "running");
}

export function isRunActive(run: RunLike | null | undefined, now: number = Date.now()): boolean {
  return !!run && isRunOpen(run) && now - run.updatedAt.getTime() < STALE_RUN_MS;
}
