// @drivers: both — npm run plan:set opens its own connection, which only a PostgreSQL scratch database allows (its test runs there only)
/**
 * Plan limits (lib/plans.ts, enforced by server/policy.ts enforcePlanLimit) per plan, through the
 * real routes where a limit bites: searches per day at the search's start, watched searches when
 * a watch is added; exports and the shortlist through the function the other features call. Each
 * refusal is 403 with reason plan_limit and says what the limit is and when it resets.
 */
import "./viewer-mock";
import { execFile } from "node:child_process";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { setUserPlan } from "@/db/queries/plans";
import { userSessions, users } from "@/db/schema";
import type { PlanId } from "@/lib/plans";
import { enforcePlanLimit } from "@/server/policy";
import { completePreferences, createUser, jsonRequest, newId, payloadFor, seedCatalogue, viewer } from "./search-fixtures";
import { stopSearchWorker } from "./search-worker";

const startRoute = await import("@/app/api/search/start/route");
const watchesRoute = await import("@/app/api/watches/route");
const watchRoute = await import("@/app/api/watches/[id]/route");

beforeAll(async () => {
  delete process.env.SEARCH_WEBHOOK_URL;
  await seedCatalogue({ states: ["VIC"], count: 200 });
});
afterEach(() => {
  viewer.current = null;
});
afterAll(stopSearchWorker);

async function userOn(plan: PlanId | null) {
  const user = await createUser(`plan-${newId()}@example.com`);
  const db = await getDb();
  if (plan) await setUserPlan({ db, email: user.email, plan });
  return user;
}

async function ownSession(userId: string) {
  const sessionId = newId();
  const db = await getDb();
  await db.insert(userSessions).values({ sessionId, userId, sessionData: completePreferences() });
  return sessionId;
}

const start = (sessionId: string, userId: string) => startRoute.POST(jsonRequest("/api/search/start", payloadFor(sessionId, {}, userId)), undefined);
const watch = (sessionId: string) => watchesRoute.POST(jsonRequest("/api/watches", { session_id: sessionId }), undefined);

async function expectPlanLimit(res: Response, message: RegExp) {
  expect(res.status).toBe(403);
  const body = await res.json();
  expect(body.error).toMatchObject({ code: "forbidden", reason: "plan_limit" });
  expect(body.error.message).toMatch(message);
  return res;
}

describe("searches per day", () => {
  it("lets a Slice user start 2 searches a day, then says the limit and when it resets", async () => {
    const user = await userOn("Free");
    viewer.current = user;
    for (let i = 0; i < 2; i++) expect((await start(await ownSession(user.id), user.id)).status).toBe(200);
    const third = await expectPlanLimit(await start(await ownSession(user.id), user.id), /^Your Slice plan includes 2 searches per day and you've used them\. They reset at midnight Sydney time \(in \d+ (hours?|minutes?)\)\./);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("doesn't count pressing start again on a search that is running (it joins it)", async () => {
    const user = await userOn("Free");
    viewer.current = user;
    const session = await ownSession(user.id);
    expect((await start(session, user.id)).status).toBe(200);
    expect((await start(session, user.id)).status).toBe(200);
    expect((await start(await ownSession(user.id), user.id)).status).toBe(200);
  });

  it("gives Half Pie, Whole Pie and a beta tester on the default plan unlimited searches", async () => {
    for (const plan of ["Half Pie", "Whole Pie", null] as const) {
      const user = await userOn(plan);
      viewer.current = user;
      for (let i = 0; i < 3; i++) expect((await start(await ownSession(user.id), user.id)).status, String(plan)).toBe(200);
    }
    const db = await getDb();
    const [row] = await db.select({ plan: users.plan }).from(users).where(eq(users.email, (await userOn(null)).email));
    expect(row.plan).toBe("Whole Pie");
  });

  it("lets exactly the allowance through when requests race for the last searches", async () => {
    const user = await userOn("Free");
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => enforcePlanLimit(user, "searches")));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
  });

  it("starts a new day's allowance at midnight Sydney time", async () => {
    const user = await userOn("Free");
    const evening = new Date("2026-11-22T12:30:00Z"); // 11:30 pm in Sydney
    await enforcePlanLimit(user, "searches", { now: evening });
    await enforcePlanLimit(user, "searches", { now: evening });
    await expect(enforcePlanLimit(user, "searches", { now: evening })).rejects.toMatchObject({ status: 403, message: expect.stringContaining("(in 30 minutes)") });
    await expect(enforcePlanLimit(user, "searches", { now: new Date("2026-11-22T13:00:00Z") })).resolves.toBeUndefined();
  });
});

describe("watched searches", () => {
  it("lets a Slice user watch 1 search, refuses a second with the limit, and takes it once they move to Half Pie", async () => {
    const user = await userOn("Free");
    viewer.current = user;
    expect((await watch(await ownSession(user.id))).status).toBe(201);
    const second = await ownSession(user.id);
    await expectPlanLimit(await watch(second), /^Your Slice plan watches up to 1 search at a time\. Stop watching one to watch another\. Half Pie includes 5 watched searches/);
    const db = await getDb();
    await setUserPlan({ db, email: user.email, plan: "Half Pie" });
    expect((await watch(second)).status).toBe(201);
  });

  it("frees a place when a watch is stopped", async () => {
    const user = await userOn("Free");
    viewer.current = user;
    const { watch: first } = await (await watch(await ownSession(user.id))).json();
    const next = await ownSession(user.id);
    expect((await watch(next)).status).toBe(403);
    const del = await watchRoute.DELETE(new Request(`http://localhost/api/watches/${first.id}`, { method: "DELETE" }), { params: Promise.resolve({ id: first.id }) });
    expect(del.status).toBe(204);
    expect((await watch(next)).status).toBe(201);
  });

  it("counts watches started at once one after the other: one place, one watch", async () => {
    const user = await userOn("Free");
    viewer.current = user;
    const sessions = [await ownSession(user.id), await ownSession(user.id), await ownSession(user.id)];
    const answers = await Promise.all(sessions.map((s) => watch(s)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 403, 403]);
  });
});

describe("exports and the shortlist (enforcePlanLimit for the features that call it)", () => {
  it("gives Whole Pie 50 exports a month, none to Half Pie and Slice, and a new allowance on the 1st", async () => {
    const user = await userOn("Whole Pie");
    const november = new Date("2026-11-20T01:00:00Z");
    for (let i = 0; i < 50; i++) await enforcePlanLimit(user, "exports", { now: november });
    await expect(enforcePlanLimit(user, "exports", { now: november })).rejects.toMatchObject({
      status: 403,
      details: { reason: "plan_limit" },
      message: "Your Whole Pie plan includes 50 exports per month and you've used them. They reset on 1 December (Sydney time).",
    });
    await expect(enforcePlanLimit(user, "exports", { now: new Date("2026-11-30T13:00:00Z") })).resolves.toBeUndefined();
    await expect(enforcePlanLimit(await userOn("Half Pie"), "exports")).rejects.toMatchObject({ message: expect.stringMatching(/^Exports aren't included in the Half Pie plan\./) });
    await expect(enforcePlanLimit(null, "exports")).rejects.toMatchObject({ status: 403 });
  });

  it("holds a shortlist to the plan's size, a guest's to Slice's", async () => {
    await expect(enforcePlanLimit(await userOn("Half Pie"), "shortlist", { used: 99 })).resolves.toBeUndefined();
    await expect(enforcePlanLimit(await userOn("Half Pie"), "shortlist", { used: 100 })).rejects.toMatchObject({
      message: expect.stringMatching(/^Your Half Pie plan's shortlist holds up to 100 listings per session\. Unstar one to add another\./),
    });
    await expect(enforcePlanLimit(null, "shortlist", { used: 9 })).resolves.toBeUndefined();
    await expect(enforcePlanLimit(null, "shortlist", { used: 9, adding: 2 })).rejects.toMatchObject({ status: 403 });
  });
});

describe("npm run plan:set", () => {
  const run = (args: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(path.join("node_modules", ".bin", "tsx"), ["--conditions=react-server", "scripts/ops/plan-set.ts", "--", ...args], { env: process.env, timeout: 120_000 }, (err, stdout, stderr) =>
        resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });

  // The CLI opens its own connection: the scratch PostgreSQL database (an in-memory PGlite is this process's alone).
  it.skipIf(process.env.TEST_DB_DRIVER !== "postgres")(
    "sets an account's plan by e-mail and plan name, and refuses an unknown plan or address",
    async () => {
      const user = await userOn(null);
      const ok = await run([user.email.toUpperCase(), "half-pie"]);
      expect(ok.stdout).toContain(`${user.email} is on Half Pie`);
      expect(ok.code).toBe(0);
      const db = await getDb();
      const [row] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, user.id));
      expect(row.plan).toBe("Half Pie");
      expect((await run([user.email, "quarter pie"])).code).toBe(2);
      expect((await run(["nobody@example.com", "Slice"])).code).toBe(1);
    },
    150_000,
  );
});
