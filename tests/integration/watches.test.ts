// @drivers: both — two pg-boss workers, concurrent rounds and leases on one database: locking
/**
 * Watched searches (docs/WATCHES.md) on a real catalogue and the real
 * engine: a digest goes out exactly once per change however many workers, rounds and retries reach
 * the watch, and none when nothing changed. "Two workers" is tested three ways: two rounds at once
 * in one process, two pg-boss instances on the same database working the round queue, and a
 * worker whose lease ran out while another took the run over. Only "who is signed in" is mocked.
 */
import "./viewer-mock";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { PgBoss, fromPglite } from "pg-boss";
import { getDb, getDbHandle } from "@/db/client";
import { upsertSearchListings } from "@/db/queries/search-runs";
import { emailOutbox, listings, searchRuns, searchWatches, userSessions, watchRuns } from "@/db/schema";
import { listOutbox } from "@/server/mail/outbox";
import { formatNumber } from "@/lib/money";
import { toSearchPayload } from "@/lib/preferences/convert";
import { watchPeriodOf } from "@/lib/watches/schedule";
import { ensureWatchSchedule, WATCH_QUEUE, WATCH_ROUND_CRON, workWatchRounds } from "@/server/jobs/watch-scheduler";
import { rankCandidates } from "@/server/search/scoring";
import { toSearchListingRow } from "@/server/search/search-job";
import { runDueWatches, runWatch, WATCH_RUN_MAX_ATTEMPTS } from "@/server/watches/run";
import { completePreferences, createUser, getRequest, jsonRequest, newId, seedCatalogue, viewer } from "./search-fixtures";
import { startSmtpReceiver } from "./mail-helpers";

const watchesRoute = await import("@/app/api/watches/route");
const listingsRoute = await import("@/app/api/sessions/[id]/listings/route");

beforeAll(async () => {
  await seedCatalogue({ states: ["VIC"], count: 400 });
});

afterEach(() => {
  viewer.current = null;
  delete process.env.SMTP_URL;
});

/** A signed-in tester's session with complete preferences, watched through the route; with `results`, the session holds the engine's ranking first. */
async function watchedSession({ topN = 5, threshold = 1, results = false }: { topN?: number; threshold?: number; results?: boolean } = {}) {
  const user = await createUser(`watcher-${newId()}@example.com`);
  const sessionId = newId();
  const preferences = completePreferences();
  const db = await getDb();
  await db.insert(userSessions).values({ sessionId, userId: user.id, sessionData: preferences });
  if (results) {
    const { ranked } = await rankCandidates(toSearchPayload({ sessionId, userId: user.id, preferences }), 200, undefined);
    await upsertSearchListings({ db, rows: ranked.map((s, i) => toSearchListingRow(sessionId, s, i + 1)) });
  }
  viewer.current = user;
  const res = await watchesRoute.POST(jsonRequest("/api/watches", { session_id: sessionId, top_n: topN, threshold }), undefined);
  expect(res.status).toBe(201);
  const { watch } = await res.json();
  viewer.current = null;
  return { user, sessionId, watchId: watch.id as string };
}

async function watchRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(searchWatches).where(eq(searchWatches.id, id));
  return row;
}

/** A minute after the watch's next scheduled run: the "now" of a worker's round that finds it due. */
const dueTime = async (id: string) => new Date((await watchRow(id)).nextRunAt.getTime() + 60_000);

async function outbox(email: string) {
  const db = await getDb();
  return db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(emailOutbox.createdAt);
}

/** Catalogue rows as they were before a test changed them, put back after it (every test compares against the same catalogue). */
const edits: { listingId: string; row: typeof listings.$inferSelect | null }[] = [];

async function remember(listingId: string) {
  const db = await getDb();
  const [row] = await db.select().from(listings).where(eq(listings.listingId, listingId));
  edits.push({ listingId, row: row ?? null });
}

afterEach(async () => {
  const db = await getDb();
  for (const { listingId, row } of edits.reverse()) {
    await db.delete(listings).where(eq(listings.listingId, listingId));
    if (row) await db.insert(listings).values(row);
  }
  edits.length = 0;
});

/** The operator-style price change a test writes into the catalogue. */
async function cutPrice(listingId: string, by: number) {
  await remember(listingId);
  const db = await getDb();
  await db
    .update(listings)
    .set({ price: sql`${listings.price} - ${by}`, searchPrice: sql`${listings.searchPrice} - ${by}` })
    .where(eq(listings.listingId, listingId));
}

/** The last listing of the watch's top N: a price cut moves its score (the first ones are near the top of every scale). */
async function lastOfTop(watchId: string) {
  const w = await watchRow(watchId);
  return w.lastRanking!.find((e) => e.rank === w.topN)!;
}

describe("a watch's runs", () => {
  it("stores its first ranking silently, then e-mails one digest for a price cut across two workers at once, and nothing on a retry or an unchanged day", async () => {
    const { user, watchId } = await watchedSession();
    expect((await watchRow(watchId)).lastRanking).toBeNull();

    const t0 = await dueTime(watchId);
    expect((await runDueWatches({ now: t0 })).filter((r) => r.watchId === watchId).map((r) => r.outcome)).toEqual(["baseline"]);
    expect(await outbox(user.email)).toHaveLength(0);

    const top = await lastOfTop(watchId);
    await cutPrice(top.id, 40_000);

    // Two workers' rounds at the same moment: one claims (watch, day), the other finds it claimed or no longer due.
    const t1 = await dueTime(watchId);
    const [a, b] = await Promise.all([runDueWatches({ now: t1 }), runDueWatches({ now: t1 })]);
    const outcomes = [...a, ...b].filter((r) => r.watchId === watchId).map((r) => r.outcome);
    expect(outcomes.filter((o) => o === "sent")).toHaveLength(1);
    expect(outcomes.every((o) => o === "sent" || o === "claimed_elsewhere")).toBe(true);
    const mails = await outbox(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain(top.address);
    expect(mails[0].textBody).toMatch(/price cut \$40,000 → cash flow now [+−]\$[\d,]+\/month/);
    expect(mails[0].headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mails[0].headers["List-Unsubscribe"]).toMatch(/^<http:\/\/localhost:3000\/api\/watches\/unsubscribe\?token=[^>]+>$/);
    expect(mails[0].links).toEqual([expect.stringMatching(/\/session\/[0-9a-f-]{36}$/), expect.stringMatching(/\/unsubscribe\?token=/)]);

    // A retried job of the same round: the watch is no longer due, and a worker that still holds it finds the period taken.
    const period = watchPeriodOf("daily", t1);
    expect((await runDueWatches({ now: t1 })).filter((r) => r.watchId === watchId)).toEqual([]);
    const stale = await runWatch({ watch: await watchRow(watchId), period, now: t1 });
    expect(stale.outcome).toBe("claimed_elsewhere");
    expect(await outbox(user.email)).toHaveLength(1);

    // The next day, nothing changed: no digest.
    const t2 = await dueTime(watchId);
    expect((await runDueWatches({ now: t2 })).find((r) => r.watchId === watchId)?.outcome).toBe("no_changes");
    expect(await outbox(user.email)).toHaveLength(1);
    expect((await watchRow(watchId)).lastRunStatus).toBe("no_changes");
  });

  it("names a listing that left the catalogue, and a new one that ranks in the top N", async () => {
    const { user, watchId } = await watchedSession({ topN: 3 });
    await runDueWatches({ now: await dueTime(watchId) });
    const [first, second] = (await watchRow(watchId)).lastRanking!;
    const db = await getDb();
    await remember(second.id);
    // The second listing is sold and gone; a copy of the first comes on the market cheaper and ranks first.
    await db.delete(listings).where(eq(listings.listingId, second.id));
    const [original] = await db.select().from(listings).where(eq(listings.listingId, first.id));
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = original;
    const newListingId = `watch-new-${newId()}`;
    edits.push({ listingId: newListingId, row: null });
    await db.insert(listings).values({ ...copy, listingId: newListingId, addressStreet: "99 Fresh St", price: original.price! - 60_000, searchPrice: original.searchPrice! - 60_000 });

    const results = await runDueWatches({ now: await dueTime(watchId) });
    expect(results.find((r) => r.watchId === watchId)?.outcome).toBe("sent");
    const [mail] = await outbox(user.email);
    expect(mail.textBody).toContain("New in your top 3:");
    expect(mail.textBody).toMatch(/- #[123] 99 Fresh St, [^:]+: score \d+, new match/);
    expect(mail.textBody).toContain("Left the market:");
    expect(mail.textBody).toContain(`- ${second.address}: no longer listed`);
  });

  it("links the digest to the run's results: the session the dev outbox's link opens lists the new top match and the cut price; a search under way keeps its own rows", async () => {
    const { user, sessionId, watchId } = await watchedSession({ topN: 3, results: true });
    const db = await getDb();
    await db.insert(searchRuns).values({ sessionId, userId: user.id, engine: "builtin", status: "complete", payload: {}, resultCount: 1, matchedCount: 1 });
    const cut = await lastOfTop(watchId);
    await cutPrice(cut.id, 40_000);
    // A copy of the first listing comes on the market cheaper and ranks first.
    const [first] = (await watchRow(watchId)).lastRanking!;
    const [original] = await db.select().from(listings).where(eq(listings.listingId, first.id));
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = original;
    const fresh = `watch-top-${newId()}`;
    edits.push({ listingId: fresh, row: null });
    await db.insert(listings).values({ ...copy, listingId: fresh, addressStreet: "1 Digest Lane", price: original.price! - 60_000, searchPrice: original.searchPrice! - 60_000 });

    expect((await runDueWatches({ now: await dueTime(watchId) })).find((r) => r.watchId === watchId)?.outcome).toBe("sent");
    // The dev outbox (/dev/outbox) lists the message and its "View the session" link.
    const mail = (await listOutbox({ db, limit: 50 })).find((m) => m.toAddress === user.email)!;
    expect(mail.textBody).toMatch(/#1 1 Digest Lane, [^:]+: score \d+, new match/);
    const link = mail.links.find((l) => /\/session\/[0-9a-f-]{36}$/.test(l))!;
    expect(mail.textBody).toContain(`View the session: ${link}`);
    const linked = link.split("/").pop()!;
    expect(linked).toBe(sessionId);

    viewer.current = user;
    const res = await listingsRoute.GET(getRequest(`/api/sessions/${linked}/listings`), { params: Promise.resolve({ id: linked }) });
    viewer.current = null;
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { listings: { listing_id: string; list_price: string | null; rank: number }[]; analysis: { matched: number | null } };
    expect(answer.listings[0].listing_id).toBe(fresh);
    const [cutRow] = await db.select({ price: listings.price }).from(listings).where(eq(listings.listingId, cut.id));
    expect(cutRow.price).toBe(cut.price! - 40_000);
    expect(answer.listings.find((l) => l.listing_id === cut.id)?.list_price).toBe(`$${formatNumber(cutRow.price!)}`);
    expect(answer.analysis.matched).toBeGreaterThan(1);

    // The next day a search of the session is running: the watch leaves its rows alone.
    await db.insert(searchRuns).values({ sessionId, userId: user.id, engine: "builtin", status: "running", payload: {} });
    await db.delete(listings).where(eq(listings.listingId, fresh));
    await runDueWatches({ now: await dueTime(watchId) });
    const [still] = await db.select({ n: sql<number>`count(*)::int` }).from(sql`search_listings`).where(sql`session_id = ${sessionId} and listing_id = ${fresh}`);
    expect(still.n).toBe(1);
  });

  it("compares its first run with the session's own results, so the change since the user last looked is the first digest", async () => {
    const { user, watchId } = await watchedSession({ results: true });
    const top = await lastOfTop(watchId);
    await cutPrice(top.id, 30_000);
    const [result] = (await runDueWatches({ now: await dueTime(watchId) })).filter((r) => r.watchId === watchId);
    expect(result.outcome).toBe("sent");
    const mails = await outbox(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain(`${top.address}: `);
    expect(mails[0].textBody).toContain("price cut $30,000");
  });

  it("lets a worker whose lease ran out commit nothing: the worker that took the run over sends the one digest", async () => {
    const { user, watchId } = await watchedSession();
    await runDueWatches({ now: await dueTime(watchId) });
    await cutPrice((await lastOfTop(watchId)).id, 40_000);
    const now = await dueTime(watchId);

    // Worker A claims with a lease that runs out at once and stalls before its commit (a long GC pause, a hung connection).
    let release!: () => void;
    const stalled = new Promise<void>((r) => (release = r));
    let reachedCommit!: () => void;
    const atCommit = new Promise<void>((r) => (reachedCommit = r));
    const workerA = runDueWatches({
      now,
      hooks: {
        leaseMs: 1,
        beforeCommit: async (id) => {
          if (id !== watchId) return;
          reachedCommit();
          await stalled;
        },
      },
    });
    await atCommit;
    await new Promise((r) => setTimeout(r, 20));
    // Worker B finds the run's lease over, takes it over and completes it.
    const b = (await runDueWatches({ now })).find((r) => r.watchId === watchId);
    expect(b?.outcome).toBe("sent");
    release();
    const a = (await workerA).find((r) => r.watchId === watchId);
    expect(a?.outcome).toBe("superseded");
    expect(await outbox(user.email)).toHaveLength(1);
    const db = await getDb();
    const runs = await db.select().from(watchRuns).where(eq(watchRuns.watchId, watchId));
    expect(runs.find((r) => r.period === watchPeriodOf("daily", now).key)).toMatchObject({ status: "done", outcome: "sent", attempts: 2 });
  });

  it("retries a failed attempt in the next round and sends once; gives the period up after the last attempt", async () => {
    const { user, watchId } = await watchedSession();
    await runDueWatches({ now: await dueTime(watchId) });
    await cutPrice((await lastOfTop(watchId)).id, 40_000);
    const now = await dueTime(watchId);
    const failOnce = { beforeCommit: vi.fn().mockRejectedValueOnce(new Error("connection reset")) };
    expect((await runDueWatches({ now, hooks: failOnce })).find((r) => r.watchId === watchId)?.outcome).toBe("failed");
    expect(await outbox(user.email)).toHaveLength(0);
    expect((await runDueWatches({ now, hooks: failOnce })).find((r) => r.watchId === watchId)?.outcome).toBe("sent");
    expect(await outbox(user.email)).toHaveLength(1);

    // A period that fails every time: WATCH_RUN_MAX_ATTEMPTS tries, then the watch moves on to its next run.
    await cutPrice((await lastOfTop(watchId)).id, 40_000);
    const later = await dueTime(watchId);
    const failing = { beforeCommit: async () => Promise.reject(new Error("still down")) };
    for (let i = 0; i < WATCH_RUN_MAX_ATTEMPTS; i++) expect((await runDueWatches({ now: later, hooks: failing })).find((r) => r.watchId === watchId)?.outcome).toBe("failed");
    const after = await watchRow(watchId);
    expect(after.lastRunStatus).toBe("failed");
    expect(after.nextRunAt.getTime()).toBeGreaterThan(later.getTime());
    expect(await outbox(user.email)).toHaveLength(1);
  });

  it("sends the digest through SMTP with the List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058)", async () => {
    const smtp = await startSmtpReceiver();
    try {
      const { user, watchId } = await watchedSession();
      await runDueWatches({ now: await dueTime(watchId) });
      await cutPrice((await lastOfTop(watchId)).id, 40_000);
      process.env.SMTP_URL = smtp.url;
      await runDueWatches({ now: await dueTime(watchId) });
      const mail = smtp.received.find((m) => m.to.includes(user.email));
      expect(mail).toBeDefined();
      const headers = mail!.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
      expect(headers).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/api\/watches\/unsubscribe\?token=[^>]+>$/m);
      expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      const [row] = await outbox(user.email);
      expect(row.status).toBe("sent");
    } finally {
      await smtp.close();
    }
  });
});

describe("the pg-boss schedule", () => {
  const bosses: PgBoss[] = [];

  afterAll(async () => {
    for (const boss of bosses) await boss.stop({ graceful: false, close: true, timeout: 5_000 });
  });

  async function newBoss(): Promise<PgBoss> {
    const handle = await getDbHandle();
    const boss =
      handle.driver === "pglite"
        ? new PgBoss({ db: fromPglite(handle.pglite!), backend: "pglite", schema: "pgboss", schedule: false })
        : new PgBoss({ connectionString: process.env.DATABASE_URL!, max: 2, schema: "pgboss", schedule: false });
    boss.on("error", () => {});
    await boss.start();
    bosses.push(boss);
    return boss;
  }

  it("schedules the round, and two instances working the queue send one digest for a change, also when the round is sent twice", async () => {
    const [one, two] = [await newBoss(), await newBoss()];
    await ensureWatchSchedule(one);
    await ensureWatchSchedule(two);
    expect((await one.getSchedules(WATCH_QUEUE)).map((s) => s.cron)).toEqual([WATCH_ROUND_CRON]);

    // Its baseline is the session's results; after a price cut it is made due on the real clock, the round's.
    const { user, watchId } = await watchedSession({ results: true });
    await cutPrice((await lastOfTop(watchId)).id, 40_000);
    const db = await getDb();
    await db.update(searchWatches).set({ nextRunAt: new Date(Date.now() - 60_000) }).where(eq(searchWatches.id, watchId));

    await workWatchRounds(one);
    await workWatchRounds(two);
    const jobs = [await one.send(WATCH_QUEUE, {}), await two.send(WATCH_QUEUE, {})];
    await expect.poll(async () => (await Promise.all(jobs.map((id) => one.getJobById(WATCH_QUEUE, id!)))).map((j) => j?.state), { timeout: 30_000 }).toEqual([
      "completed",
      "completed",
    ]);
    expect(await outbox(user.email)).toHaveLength(1);
    expect((await outbox(user.email))[0].textBody).toContain("price cut $40,000");
  });
});
