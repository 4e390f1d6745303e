import "server-only";
import { getDb } from "@/db/client";
import { listSavedPreferences } from "@/db/queries/saved-preferences";
import { countWatches, deleteWatch, getSessionRanking, getWatch, insertWatch, listWatches, lockWatchOwner, updateWatch } from "@/db/queries/watches";
import type { SearchWatch } from "@/db/schema";
import { describeSearch } from "@/lib/preferences/describe";
import { AppError } from "@/lib/errors";
import { isEmptyPreferencesObject, parseStoredPreferences } from "@/lib/preferences/convert";
import { WATCH_NAME_MAX_CHARS, type WatchItem } from "@/lib/watches/api";
import type { CreateWatchBody, UpdateWatchBody } from "@/lib/watches/api";
import { toWatchRanking, WATCH_SNAPSHOT_SIZE } from "@/lib/watches/digest";
import { nextRunAt } from "@/lib/watches/schedule";
import { assertWithinPlan, planOf } from "@/server/policy";
import { requireSessionAccess } from "@/server/sessions";

/** The watched searches' route side: start, list, change, stop (docs/WATCHES.md). */

export const WATCH_MESSAGES = {
  notFound: "Watch not found",
  alreadyWatching: "You're already watching this search.",
  noPreferences: "Set some preferences first by using the chat or filters, then watch the search.",
} as const;

export function toWatchItem(w: SearchWatch): WatchItem {
  return {
    id: w.id,
    session_id: w.sessionId,
    name: w.name,
    frequency: w.frequency,
    top_n: w.topN,
    threshold: w.threshold,
    created_at: w.createdAt.toISOString(),
    last_run_at: w.lastRunAt?.toISOString() ?? null,
    last_run_status: w.lastRunStatus ?? null,
    next_run_at: w.nextRunAt.toISOString(),
  };
}

export async function listWatchItems(userId: string): Promise<WatchItem[]> {
  const db = await getDb();
  return (await listWatches({ db, userId })).map(toWatchItem);
}

/** The name a watch gets when none is given: the session's saved name, else the search in words. */
async function defaultName(userId: string, sessionId: string, preferences: Record<string, unknown>): Promise<string> {
  const db = await getDb();
  const saved = (await listSavedPreferences({ db, userId })).find((s) => s.sessionId === sessionId);
  const name = saved?.name ?? describeSearch(parseStoredPreferences(preferences));
  const capitalised = name.charAt(0).toUpperCase() + name.slice(1);
  return capitalised.length > WATCH_NAME_MAX_CHARS ? `${capitalised.slice(0, WATCH_NAME_MAX_CHARS - 1)}…` : capitalised;
}

/**
 * Starts watching a session the user may write (their own): within the plan's watched searches
 * (counted under a lock on the user's row), one watch per session. Its first comparison is with
 * the session's current results, the ranking the user last saw; a session without results gets
 * its baseline from the first run, which sends nothing.
 */
export async function createWatch({ user, body, now = new Date() }: { user: { id: string }; body: Required<Omit<CreateWatchBody, "name">> & { name?: string }; now?: Date }): Promise<WatchItem> {
  const session = await requireSessionAccess({ sessionId: body.session_id, viewer: user, action: "write" });
  if (isEmptyPreferencesObject(session.sessionData)) throw new AppError("bad_request", WATCH_MESSAGES.noPreferences, { reason: "no_preferences" });
  const name = body.name ?? (await defaultName(user.id, session.sessionId, session.sessionData));
  const db = await getDb();
  const baseline = toWatchRanking(await getSessionRanking({ db, sessionId: session.sessionId, limit: WATCH_SNAPSHOT_SIZE }));
  const plan = await planOf(user);
  const row = await db.transaction(async (tx) => {
    await lockWatchOwner({ db: tx, userId: user.id });
    assertWithinPlan(plan, "watches", { used: await countWatches({ db: tx, userId: user.id }), now });
    return insertWatch({
      db: tx,
      userId: user.id,
      sessionId: session.sessionId,
      name,
      frequency: body.frequency,
      topN: body.top_n,
      threshold: body.threshold,
      lastRanking: baseline.length > 0 ? baseline : null,
      nextRunAt: nextRunAt(body.frequency, { after: null, now }),
    });
  });
  if (!row) throw new AppError("conflict", WATCH_MESSAGES.alreadyWatching, { reason: "already_watching" });
  return toWatchItem(row);
}

/** Someone else's watch answers like a missing one, so ids can't be probed. */
async function ownWatch(userId: string, id: string): Promise<SearchWatch> {
  const db = await getDb();
  const watch = await getWatch({ db, id });
  if (!watch || watch.userId !== userId) throw new AppError("not_found", WATCH_MESSAGES.notFound);
  return watch;
}

export async function changeWatch({ user, id, body, now = new Date() }: { user: { id: string }; id: string; body: UpdateWatchBody; now?: Date }): Promise<WatchItem> {
  const watch = await ownWatch(user.id, id);
  const { frequency } = body;
  const db = await getDb();
  const row = await updateWatch({
    db,
    id,
    userId: user.id,
    set: {
      name: body.name,
      topN: body.top_n,
      threshold: body.threshold,
      // A new frequency starts a new schedule; the same one keeps the run already planned.
      ...(frequency !== watch.frequency ? { frequency, nextRunAt: nextRunAt(frequency, { after: null, now }) } : {}),
    },
  });
  if (!row) throw new AppError("not_found", WATCH_MESSAGES.notFound);
  return toWatchItem(row);
}

export async function stopWatch({ user, id }: { user: { id: string }; id: string }): Promise<void> {
  await ownWatch(user.id, id);
  const db = await getDb();
  if (!(await deleteWatch({ db, id, userId: user.id }))) throw new AppError("not_found", WATCH_MESSAGES.notFound);
}
