import "server-only";
import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { replaceResultsUnlessSearching } from "@/db/queries/search-runs";
import { getOwnerEmail, getSessionRecord } from "@/db/queries/sessions";
import {
  claimWatchRun,
  completeWatchRun,
  failWatchRun,
  getCatalogueStatus,
  getWatch,
  getWatchRun,
  listDueWatches,
  recordWatchRun,
} from "@/db/queries/watches";
import type { SearchWatch } from "@/db/schema";
import { SEARCH_RESULT_LIMIT } from "@/lib/constants";
import { isEmptyPreferencesObject, parseStoredPreferences, toSearchPayload } from "@/lib/preferences/convert";
import { compareRankings, digestSize, isEmptyDigest, toWatchRanking, watchRankingSchema, type WatchEntry, type Whereabouts } from "@/lib/watches/digest";
import { nextRunAt, watchPeriodOf, type WatchPeriod } from "@/lib/watches/schedule";
import { appUrl } from "@/server/auth/app-url";
import { prepareListingSources } from "@/server/listing-sources";
import { errorFields, log } from "@/server/log";
import { stageMail } from "@/server/mail";
import { watchDigestMessage } from "@/server/mail/templates";
import { rankCandidates } from "@/server/search/scoring";
import { toSearchListingRow } from "@/server/search/search-job";
import { unsubscribeLinks } from "./unsubscribe";

/**
 * One run of a watched search (docs/WATCHES.md):
 * 1. claim (watch, period) in one statement (db/queries/watches.ts claimWatchRun): any number of
 *    workers, a retried job and the operator's `npm run watch:run` share one run per period;
 * 2. rank the session's stored preferences on the built-in engine, the way the search job does
 *    (the configured listing sources readied, then rankCandidates);
 * 3. compare with the ranking stored at the last run (lib/watches/digest.ts);
 * 4. in one transaction, fenced by the claim's token: the digest into the outbox (only when
 *    something changed), the new ranking and the next run time on the watch, the run done, and
 *    the ranking as the session's results (unless a search of it is under way), so the digest's
 *    "View the session" link shows what the digest reports. A
 *    worker whose claim was taken over (its lease ran out) commits nothing;
 * 5. after the commit, the first SMTP attempt (a crash before it leaves the message pending in
 *    the outbox, where the retry sends it).
 */

/** Longer than a run takes (a ranking is under a second; a live source's pull at most its timeouts). */
export const WATCH_RUN_LEASE_MS = 10 * 60_000;
/** Attempts per watch and period (each scheduled round retries a failed one); then the period is skipped. */
export const WATCH_RUN_MAX_ATTEMPTS = 3;
/** Due watches one round takes; the rest wait for the next round. */
export const WATCH_ROUND_LIMIT = 100;

export type WatchRunOutcome = "sent" | "no_changes" | "baseline" | "claimed_elsewhere" | "superseded" | "failed";
export type WatchRunResult = { watchId: string; period: string; outcome: WatchRunOutcome; changes: number; emailId: string | null };

export type WatchRunHooks = {
  /** Called after ranking, before the commit (tests stop a worker here, as a crash would). */
  beforeCommit?: (watchId: string) => void | Promise<void>;
  /** How long a claim is this worker's before another may take it over (WATCH_RUN_LEASE_MS). */
  leaseMs?: number;
};

class RunTakenOver extends Error {}

/** A failure that retrying within the period can't fix: the period is given up at once. */
class WatchCannotRun extends Error {}

async function rankSession(watch: SearchWatch) {
  const db = await getDb();
  const session = await getSessionRecord({ db, sessionId: watch.sessionId });
  if (!session) throw new WatchCannotRun("the session is gone");
  if (isEmptyPreferencesObject(session.sessionData)) throw new WatchCannotRun("the session has no preferences");
  const payload = toSearchPayload({ sessionId: watch.sessionId, userId: watch.userId, preferences: parseStoredPreferences(session.sessionData) });
  const prepared = await prepareListingSources({ data: payload.data });
  // Compared with a ranking that read a source this one can't, every listing of it would look gone: wait for the source.
  if (prepared.notes.length > 0) throw new Error(`a listing source was unavailable: ${prepared.notes.join(" ")}`);
  const { ranked, matched } = await rankCandidates(payload, SEARCH_RESULT_LIMIT, prepared.filter);
  return { ranked, matched, ranking: toWatchRanking(ranked), sourcesRead: new Set<string>(prepared.used) };
}

/** Where the last top N's missing listings went: gone from the catalogue, off the market, or no longer matching. */
async function whereaboutsOf(previous: readonly WatchEntry[], current: readonly WatchEntry[], sourcesRead: Set<string>): Promise<Whereabouts> {
  const present = new Set(current.map((e) => e.id));
  const missing = previous.filter((e) => !present.has(e.id)).map((e) => e.id);
  const db = await getDb();
  const catalogue = await getCatalogueStatus({ db, ids: missing });
  return (entry) => {
    if (!sourcesRead.has(entry.source)) return null;
    const row = catalogue.get(entry.id);
    if (!row) return "no longer listed";
    if (row.marketStatus !== "For Sale") return `now ${row.marketStatus.toLowerCase()}`;
    return "no longer matches your search";
  };
}

/** Runs one watch for one period; see the steps above. Never throws for a failure of the watch itself (it is recorded). */
export async function runWatch({ watch, period, now, hooks = {} }: { watch: SearchWatch; period: WatchPeriod; now: Date; hooks?: WatchRunHooks }): Promise<WatchRunResult> {
  const result = (outcome: WatchRunOutcome, changes = 0, emailId: string | null = null): WatchRunResult => ({ watchId: watch.id, period: period.key, outcome, changes, emailId });
  const claimToken = randomUUID();
  const db = await getDb();
  const claim = await claimWatchRun({
    db,
    watchId: watch.id,
    period: period.key,
    claimToken,
    leaseMs: hooks.leaseMs ?? WATCH_RUN_LEASE_MS,
    maxAttempts: WATCH_RUN_MAX_ATTEMPTS,
  });
  if (!claim) {
    await healSchedule(watch, period, now);
    return result("claimed_elsewhere");
  }
  const runLog = log("watches").child({ watchId: watch.id, period: period.key, attempt: claim.attempts });
  try {
    // The watch as it is now (its settings may have changed since the due list was read).
    const current = (await getWatch({ db, id: watch.id })) ?? watch;
    const { ranked, matched, ranking, sourcesRead } = await rankSession(current);
    const stored = current.lastRanking ? watchRankingSchema.safeParse(current.lastRanking) : null;
    const previous = stored?.success ? stored.data : null;
    const digest = previous
      ? compareRankings({ previous, current: ranking, topN: current.topN, threshold: current.threshold, whereabouts: await whereaboutsOf(previous, ranking, sourcesRead) })
      : null;
    const to = digest && !isEmptyDigest(digest) ? await getOwnerEmail({ db, userId: current.userId }) : null;
    await hooks.beforeCommit?.(watch.id);

    const outcome = !digest ? "baseline" : to ? "sent" : "no_changes";
    const changes = digest ? digestSize(digest) : 0;
    const staged = await db.transaction(async (tx) => {
      let mail: Awaited<ReturnType<typeof stageMail>> | null = null;
      if (digest && to) {
        const links = unsubscribeLinks(current.id);
        mail = await stageMail({
          db: tx,
          message: {
          to,
          ...watchDigestMessage({
            watchName: current.name,
            digest,
            topN: current.topN,
            threshold: current.threshold,
            sessionLink: `${appUrl()}/session/${current.sessionId}`,
            unsubscribeLink: links.page,
            oneClickUnsubscribe: links.oneClick,
          }),
          },
        });
      }
      if (!(await completeWatchRun({ db: tx, watchId: watch.id, period: period.key, claimToken, outcome, changes, emailId: mail?.id ?? null }))) {
        throw new RunTakenOver();
      }
      await recordWatchRun({ db: tx, id: watch.id, ranking, status: outcome, ranAt: now, nextRunAt: nextRunAt(current.frequency, { after: period, now }) });
      // The digest links to the session: its results become this ranking, so the link shows the price cut and the new top match.
      const rows = ranked.map((s, i) => toSearchListingRow(current.sessionId, s, i + 1));
      await replaceResultsUnlessSearching({ db: tx, sessionId: current.sessionId, rows, matched });
      return mail;
    });
    if (staged) await staged.deliver();
    runLog.info({ outcome, changes }, "watch ran");
    return result(outcome, changes, staged?.id ?? null);
  } catch (err) {
    if (err instanceof RunTakenOver) {
      runLog.warn("another worker took this run over; nothing committed");
      return result("superseded");
    }
    const final = err instanceof WatchCannotRun || claim.attempts >= WATCH_RUN_MAX_ATTEMPTS;
    runLog.error({ final, ...errorFields(err) }, "watch run failed");
    if (await failWatchRun({ db, watchId: watch.id, period: period.key, claimToken, error: err instanceof Error ? err.message : String(err) })) {
      if (final) await giveUpPeriod(watch, period, now);
    }
    return result("failed");
  }
}

/** A period given up: the watch moves on to its next run, its ranking kept for the comparison after it. */
async function giveUpPeriod(watch: SearchWatch, period: WatchPeriod, now: Date) {
  const db = await getDb();
  await recordWatchRun({ db, id: watch.id, ranking: null, status: "failed", ranAt: now, nextRunAt: nextRunAt(watch.frequency, { after: period, now }) });
}

/**
 * A claim refused because the period is over (done, or failed for the last time) while the watch
 * still says it is due: a worker died between the two writes. Moves the schedule on, so the
 * watch is not listed as due round after round.
 */
async function healSchedule(watch: SearchWatch, period: WatchPeriod, now: Date) {
  if (watch.nextRunAt.getTime() > now.getTime()) return;
  if (watchPeriodOf(watch.frequency, watch.nextRunAt).key !== period.key) return;
  const db = await getDb();
  const run = await getWatchRun({ db, watchId: watch.id, period: period.key });
  const over = run && (run.status === "done" || (run.status === "failed" && run.attempts >= WATCH_RUN_MAX_ATTEMPTS));
  if (!over) return;
  const fresh = await getWatch({ db, id: watch.id });
  if (!fresh || fresh.nextRunAt.getTime() !== watch.nextRunAt.getTime()) return;
  await recordWatchRun({ db, id: watch.id, ranking: null, status: run.outcome ?? "failed", ranAt: run.finishedAt ?? now, nextRunAt: nextRunAt(watch.frequency, { after: period, now }) });
}

/** One scheduled round: every due watch, for the period of its scheduled time. */
export async function runDueWatches({ now = new Date(), limit = WATCH_ROUND_LIMIT, hooks }: { now?: Date; limit?: number; hooks?: WatchRunHooks } = {}): Promise<WatchRunResult[]> {
  const db = await getDb();
  const due = await listDueWatches({ db, now, limit });
  const results: WatchRunResult[] = [];
  for (const watch of due) {
    results.push(await runWatch({ watch, period: watchPeriodOf(watch.frequency, watch.nextRunAt), now, hooks }));
  }
  return results;
}

/** The operator's "run now" (`npm run watch:run -- <email>`): these watches for the current period, whatever their schedule. */
export async function runWatchesNow({ watches, now = new Date() }: { watches: SearchWatch[]; now?: Date }): Promise<WatchRunResult[]> {
  const results: WatchRunResult[] = [];
  for (const watch of watches) results.push(await runWatch({ watch, period: watchPeriodOf(watch.frequency, now), now }));
  return results;
}
