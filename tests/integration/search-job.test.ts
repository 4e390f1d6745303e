// @drivers: both — the real queue and worker: claims, retries and batch writes in transactions
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingsResponse } from "@/lib/matches/types";
import { getDb } from "@/db/client";
import { claimRunAttempt, countSessionResults, createRun, getRun, listNotifications } from "@/db/queries/search-runs";
import { emailOutbox, searchListings } from "@/db/schema";
import { SEARCH_QUEUE, getBoss } from "@/server/search/queue";
import { RESULT_BATCH_SIZE, RESULT_LIMIT, failRun, runSearchJob, writeFirstPage } from "@/server/search/search-job";
import { startSearchWorker } from "@/server/search/worker";
import { ALL_ANALYSIS_COMPLETE } from "@/lib/realtime/filter";
import { builtinScoring, type ScoringService } from "@/server/search/scoring";
import { createUser, newSession, payloadFor, seedCatalogue, waitFor } from "./search-fixtures";
import { stopSearchWorker } from "./search-worker";

/** The built-in search job: batches, idempotent rows, resuming, fencing, failure. */

let catalogueSize = 0;
beforeAll(async () => {
  catalogueSize = await seedCatalogue({ count: 600 });
});
afterAll(stopSearchWorker);

class Killed extends Error {}

/** Counts how often the catalogue is scored, to prove a retry doesn't repeat it. */
function countingScoring() {
  const calls = { candidates: 0, byIds: 0, byIdsListings: 0 };
  const scoring: ScoringService = {
    count: builtinScoring.count,
    scoreCandidates: async (i) => {
      calls.candidates++;
      return builtinScoring.scoreCandidates(i);
    },
    scoreByIds: async (i) => {
      calls.byIds++;
      calls.byIdsListings += i.ids.length;
      return builtinScoring.scoreByIds(i);
    },
  };
  return { scoring, calls };
}

async function newRun(email: string | null = null) {
  const sessionId = await newSession();
  const payload = payloadFor(sessionId);
  const db = await getDb();
  const run = await createRun({ db, sessionId, userId: null, engine: "builtin", status: "queued", payload, notifyEmail: email });
  return { sessionId, payload, run };
}

describe("the built-in search job", () => {
  it("writes the ranked top results in batches and ends with All property analysis complete", async () => {
    const { sessionId, run } = await newRun("buyer@example.com");
    const result = await runSearchJob({ runId: run.id, attempt: 0 });
    expect(result.outcome).toBe("complete");
    expect(result.results).toBeGreaterThan(RESULT_BATCH_SIZE);
    expect(result.results).toBeLessThanOrEqual(Math.min(RESULT_LIMIT, catalogueSize));

    const db = await getDb();
    const counts = await countSessionResults({ db, sessionId });
    expect(counts).toEqual({ rows: result.results, distinct: result.results });
    const rows = await db.select().from(searchListings).where(eq(searchListings.sessionId, sessionId)).orderBy(searchListings.rank);
    expect(rows.every((r) => r.analysisComplete)).toBe(true);
    expect(rows[0].rank).toBe(1);
    expect(rows[0].propertyScore).toBeGreaterThanOrEqual(rows[rows.length - 1].propertyScore ?? 0);
    expect(rows[0].sectionScores).toHaveProperty("investmentGoals");

    const messages = (await listNotifications({ db, sessionId })).map((n) => n.message);
    expect(messages[0]).toMatch(/^Analysis in progress: 25 of \d+ property matches ready$/);
    expect(messages.at(-1)).toBe(ALL_ANALYSIS_COMPLETE);
    expect(messages).toHaveLength(Math.ceil(result.results / RESULT_BATCH_SIZE) + 1);

    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "buyer@example.com"));
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain(`/session/${sessionId}`);
    const done = await getRun({ db, id: run.id });
    expect(done?.status).toBe("complete");
    // Every listing that passed the filters is counted, though only the best RESULT_LIMIT are kept.
    expect(done?.matchedCount).toBe(await builtinScoring.count(payloadFor(sessionId)));
    expect(done?.matchedCount).toBeGreaterThan(RESULT_LIMIT);
  });

  it("leaves exactly one row per listing when a job killed mid-way is rerun, without scoring the catalogue again", async () => {
    const { sessionId, run } = await newRun("resume@example.com");
    const first = countingScoring();
    await expect(
      runSearchJob({ runId: run.id, attempt: 0 }, {
        scoring: first.scoring,
        afterBatch: (b) => {
          if (b === 2) throw new Killed("worker died");
        },
      }),
    ).rejects.toBeInstanceOf(Killed);
    const midway = await getRun({ db: await getDb(), id: run.id });
    expect(midway?.batchesDone).toBe(3);
    expect((await countSessionResults({ db: await getDb(), sessionId })).rows).toBe(3 * RESULT_BATCH_SIZE);

    const retry = countingScoring();
    const result = await runSearchJob({ runId: run.id, attempt: 1 }, { scoring: retry.scoring });
    expect(result.outcome).toBe("complete");
    expect(retry.calls.candidates).toBe(0); // the ranked ids were kept on the run
    expect(retry.calls.byIdsListings).toBe(result.results - 3 * RESULT_BATCH_SIZE); // only what was left
    const counts = await countSessionResults({ db: await getDb(), sessionId });
    expect(counts.rows).toBe(result.results);
    expect(counts.distinct).toBe(result.results);

    // Running the finished job yet again changes nothing.
    expect((await runSearchJob({ runId: run.id, attempt: 2 })).outcome).toBe("already-ended");
    expect((await countSessionResults({ db: await getDb(), sessionId })).rows).toBe(result.results);
    const complete = (await listNotifications({ db: await getDb(), sessionId })).filter((n) => n.message === ALL_ANALYSIS_COMPLETE);
    expect(complete).toHaveLength(1);
    const db = await getDb();
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "resume@example.com"))).toHaveLength(1);
  });

  it("stops an expired attempt that is still running once a retry owns the run", async () => {
    const { sessionId, run } = await newRun();
    let result: Awaited<ReturnType<typeof runSearchJob>> | null = null;
    result = await runSearchJob(
      { runId: run.id, attempt: 0 },
      {
        afterBatch: async (b) => {
          const db = await getDb();
          // While attempt 0 is between batches, pg-boss expires it and hands the job to attempt 1.
          if (b === 0) expect(await claimRunAttempt({ db, id: run.id, attempt: 1 })).not.toBeNull();
        },
      },
    );
    expect(result.outcome).toBe("superseded");
    const db = await getDb();
    expect((await getRun({ db, id: run.id }))?.batchesDone).toBe(1);
    const resumed = await runSearchJob({ runId: run.id, attempt: 1 });
    expect(resumed.outcome).toBe("complete");
    const counts = await countSessionResults({ db, sessionId });
    expect(counts.rows).toBe(resumed.results);
    expect(counts.distinct).toBe(resumed.results);
    // An even older attempt can't take the run back.
    expect(await claimRunAttempt({ db, id: run.id, attempt: 0 })).toBeNull();
  });

  it("replaces the session's earlier results with a new search", async () => {
    const { sessionId, run } = await newRun();
    await runSearchJob({ runId: run.id, attempt: 0 });
    const db = await getDb();
    await db.insert(searchListings).values({ sessionId, listingId: "stale-listing", propertyScore: 1 });
    const again = await createRun({ db, sessionId, userId: null, engine: "builtin", status: "queued", payload: payloadFor(sessionId, { bedrooms: "4+" }) });
    const result = await runSearchJob({ runId: again.id, attempt: 0 });
    const rows = await db.select({ id: searchListings.listingId, beds: searchListings.bedrooms }).from(searchListings).where(eq(searchListings.sessionId, sessionId));
    expect(rows).toHaveLength(result.results);
    expect(rows.some((r) => r.id === "stale-listing")).toBe(false);
    expect(rows.every((r) => (r.beds ?? 0) >= 4)).toBe(true);
  });

  it("ends a search that fails for good with an error notification, once", async () => {
    const { sessionId, run } = await newRun();
    expect(await failRun({ runId: run.id, reason: "boom" })).toBe(true);
    expect(await failRun({ runId: run.id, reason: "boom" })).toBe(false);
    const db = await getDb();
    const notes = await listNotifications({ db, sessionId });
    expect(notes).toHaveLength(1);
    expect(notes[0].status).toBe("error");
    expect(notes[0].message).toMatch(/failed/i);
    expect((await runSearchJob({ runId: run.id, attempt: 1 })).outcome).toBe("already-ended");
  });
});

describe("the job queue (pg-boss)", () => {
  it("runs a queued search through the worker, and a second enqueue of the same run is one job", async () => {
    const { sessionId, run } = await newRun();
    await startSearchWorker();
    const boss = await getBoss();
    const id = await boss.send(SEARCH_QUEUE, { runId: run.id }, { id: run.id });
    expect(id).toBe(run.id);
    expect(await boss.send(SEARCH_QUEUE, { runId: run.id }, { id: run.id })).toBeNull();
    const done = await waitFor(async () => {
      const db = await getDb();
      const r = await getRun({ db, id: run.id });
      return r?.status === "complete" ? r : null;
    }, 60_000);
    expect(done.resultCount).toBeGreaterThan(0);
    const db = await getDb();
    expect((await countSessionResults({ db, sessionId })).distinct).toBe(done.resultCount);
  });

  it("sends a job that keeps failing to the failed queue, which ends the search with an error", async () => {
    const sessionId = await newSession();
    // A job that crashes on every attempt: the database refuses this session's result rows.
    const run = await createRun({ db: await getDb(), sessionId, userId: null, engine: "builtin", status: "queued", payload: payloadFor(sessionId) });
    const db = await getDb();
    await db.execute(sql`create or replace function propie_test_block() returns trigger as $$ begin raise exception 'disk full'; end $$ language plpgsql`);
    await db.execute(sql`create trigger propie_test_block before insert on search_listings for each row when (new.session_id = '${sql.raw(sessionId)}'::uuid) execute function propie_test_block()`);
    try {
      await startSearchWorker();
      const boss = await getBoss();
      await boss.send(SEARCH_QUEUE, { runId: run.id }, { id: run.id, retryLimit: 1, retryDelay: 0 });
      const failed = await waitFor(async () => {
        const r = await getRun({ db, id: run.id });
        return r?.status === "failed" ? r : null;
      }, 60_000);
      expect(failed.error).toMatch(/failed after its retries/);
      const notes = await listNotifications({ db, sessionId });
      expect(notes.at(-1)?.status).toBe("error");
    } finally {
      await db.execute(sql`drop trigger if exists propie_test_block on search_listings`);
    }
  });
});

describe("the results e-mail", () => {
  it("goes to the user who ran the search", async () => {
    const user = await createUser(`owner-${Date.now()}@example.com`);
    const sessionId = await newSession(user.id);
    const run = await createRun({ db: await getDb(), sessionId, userId: user.id, engine: "builtin", status: "queued", payload: payloadFor(sessionId, {}, user.id), notifyEmail: user.email });
    await runSearchJob({ runId: run.id, attempt: 0 });
    const db = await getDb();
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Your Propie matches are ready");
  });
});

describe("the first page, written by the request that starts the search", () => {
  it("writes the best page and its notification before the job, which resumes from batch 1 without ranking again; the end result is the job's alone", async () => {
    const { sessionId, payload, run } = await newRun();
    const { scoring, calls } = countingScoring();
    const first = await writeFirstPage({ run, payload }, scoring);
    expect(first).toBe(RESULT_BATCH_SIZE);
    expect(calls.candidates).toBe(1);
    expect(await countSessionResults({ db: await getDb(), sessionId })).toEqual({ rows: RESULT_BATCH_SIZE, distinct: RESULT_BATCH_SIZE });
    const stored = await getRun({ db: await getDb(), id: run.id });
    expect(stored).toMatchObject({ status: "queued", batchesDone: 1 });
    expect((await listNotifications({ db: await getDb(), sessionId })).map((n) => n.message)).toEqual([expect.stringMatching(/^Analysis in progress: 25 of \d+ property matches ready$/)]);

    const result = await runSearchJob({ runId: run.id, attempt: 0 }, { scoring });
    expect(result.outcome).toBe("complete");
    // The job ranked nothing again: it scored only the listings it still had to write.
    expect(calls.candidates).toBe(1);
    expect(calls.byIdsListings).toBe(result.results - RESULT_BATCH_SIZE);

    // The same rows, ranks and notifications as a job that does everything itself.
    const other = await newRun();
    const whole = await runSearchJob({ runId: other.run.id, attempt: 0 });
    expect(result.results).toBe(whole.results);
    const db = await getDb();
    const rowsOf = async (id: string) =>
      (await db.select().from(searchListings).where(eq(searchListings.sessionId, id)).orderBy(searchListings.rank)).map((r) => [r.listingId, r.rank, r.propertyScore]);
    expect(await rowsOf(sessionId)).toEqual(await rowsOf(other.sessionId));
    const messagesOf = async (id: string) => (await listNotifications({ db, sessionId: id })).map((n) => n.message);
    expect(await messagesOf(sessionId)).toEqual(await messagesOf(other.sessionId));
  });

  it("writes nothing for a run a worker has claimed (or that ranked already), so the two never both write a page", async () => {
    const { sessionId, payload, run } = await newRun();
    const db = await getDb();
    expect(await claimRunAttempt({ db, id: run.id, attempt: 0 })).not.toBeNull();
    expect(await writeFirstPage({ run, payload })).toBe(0);
    expect(await countSessionResults({ db, sessionId })).toEqual({ rows: 0, distinct: 0 });
    // Claimed between the ranking and the write: the lock sees it and nothing is stored.
    const late = await newRun();
    const { scoring } = countingScoring();
    const racing: ScoringService = {
      ...scoring,
      scoreCandidates: async (i) => {
        const out = await scoring.scoreCandidates(i);
        await claimRunAttempt({ db, id: late.run.id, attempt: 0 });
        return out;
      },
    };
    expect(await writeFirstPage({ run: late.run, payload: late.payload }, racing)).toBe(0);
    expect(await countSessionResults({ db, sessionId: late.sessionId })).toEqual({ rows: 0, distinct: 0 });
    expect((await getRun({ db, id: late.run.id }))?.rankedListingIds).toBeNull();
  });

  it("writes the ranking the estimate started (its head start) without ranking again, and only for exactly the search estimated", async () => {
    const { builtinEngine } = await import("@/server/search/engines");
    const { scoring, calls } = countingScoring();
    const engine = builtinEngine(scoring);
    const { sessionId, payload, run } = await newRun();
    const estimate = await engine.estimate(payload);
    expect(estimate).toMatchObject({ status: "ok", estimate: { searchCount: expect.any(Number) } });
    expect(calls.candidates).toBe(1); // ranked in the background while the dialog is read
    expect(await writeFirstPage({ run, payload }, scoring)).toBe(RESULT_BATCH_SIZE);
    expect(calls.candidates).toBe(1);
    // The same page as a start that ranks for itself.
    const other = await newRun();
    expect(await writeFirstPage({ run: other.run, payload: other.payload }, scoring)).toBe(RESULT_BATCH_SIZE);
    expect(calls.candidates).toBe(2);
    const db = await getDb();
    const idsOf = async (id: string) => (await db.select().from(searchListings).where(eq(searchListings.sessionId, id)).orderBy(searchListings.rank)).map((r) => r.listingId);
    expect(await idsOf(sessionId)).toEqual(await idsOf(other.sessionId));

    // Criteria changed after the estimate: the start ranks for itself.
    const changed = await newRun();
    await engine.estimate(changed.payload);
    expect(calls.candidates).toBe(3);
    const edited = { ...changed.payload, importance: { ...changed.payload.importance, investmentGoals: 5 } };
    await writeFirstPage({ run: changed.run, payload: edited }, scoring);
    expect(calls.candidates).toBe(4);
  });

  it("runs at most HEAD_START_CONCURRENCY head starts at once: an estimate while they run makes none, and its start ranks for itself", async () => {
    const { HEAD_START_CONCURRENCY, rankAhead, takeRankedAhead } = await import("@/server/search/head-start");
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let calls = 0;
    const slow: ScoringService = {
      ...builtinScoring,
      scoreCandidates: async () => {
        calls++;
        await gate;
        return { ranked: [], matched: 0 };
      },
    };
    const payloads = await Promise.all(Array.from({ length: HEAD_START_CONCURRENCY + 1 }, async () => payloadFor(await newSession())));
    for (const p of payloads) rankAhead(slow, p, RESULT_LIMIT);
    expect(calls).toBe(HEAD_START_CONCURRENCY);
    release();
    expect(await takeRankedAhead(slow, payloads[0])).toEqual({ ranked: [], matched: 0 });
    expect(await takeRankedAhead(slow, payloads[HEAD_START_CONCURRENCY])).toBeNull();
    // Taken once: a second start of the same search ranks for itself.
    expect(await takeRankedAhead(slow, payloads[0])).toBeNull();
  });

  it("answers the start with the first page's size, and the queued job completes the search", async () => {
    const { startSearch } = await import("@/server/search/service");
    const sessionId = await newSession();
    const answer = await startSearch({ payload: payloadFor(sessionId), viewer: null });
    expect(answer).toMatchObject({ status: "ok", firstResults: RESULT_BATCH_SIZE });
    const db = await getDb();
    expect((await countSessionResults({ db, sessionId })).rows).toBe(RESULT_BATCH_SIZE);
    await waitFor(async () => (await listNotifications({ db: await getDb(), sessionId })).some((n) => n.message === ALL_ANALYSIS_COMPLETE), 60_000);
    expect((await countSessionResults({ db, sessionId })).rows).toBe(Math.min(RESULT_LIMIT, catalogueSize));
  });

  it("carries the first page in Find Matches' start answer, as the listings call answers it for the same viewer", async () => {
    const { startSearchWithFirstPage } = await import("@/server/search/service");
    const { listingsAnswerBody } = await import("@/server/matches/listings-answer");
    const sessionId = await newSession();
    const answer = await startSearchWithFirstPage({ payload: payloadFor(sessionId), viewer: null });
    if (answer.status !== "ok") throw new Error("the start failed");
    expect(answer.firstResults).toBe(RESULT_BATCH_SIZE);
    const carried = answer.listings as ListingsResponse;
    expect(carried.listings).toHaveLength(RESULT_BATCH_SIZE);
    expect(carried.analysis.search_running).toBe(true);
    // The same answer the browser's own GET would have had at that moment (before the job wrote more).
    const asked = JSON.parse(await listingsAnswerBody({ sessionId, viewer: null })) as ListingsResponse;
    expect(carried.listings.map((l) => l.listing_id)).toEqual(asked.listings.slice(0, RESULT_BATCH_SIZE).map((l) => l.listing_id));
    await waitFor(async () => (await listNotifications({ db: await getDb(), sessionId })).some((n) => n.message === ALL_ANALYSIS_COMPLETE), 60_000);
  });
});
