/**
 * The property-based fuzz suite (docs/SECURITY.md, The suite that keeps it closed), shared by
 * tests/integration/security-fuzz-{1,2,3}.test.ts: every route handler, FUZZ_RUNS seeded cases each
 * (200 in npm test, 1,000 in `npm run test:deep`), over bodies (valid ones mutated with hostile values,
 * arbitrary JSON, junk, oversized), queries, path parameters, content types, Origin and callers
 * (guest, unapproved, approved). Properties, for every answer:
 * - never a 5xx;
 * - a refusal (4xx) is JSON `{ error: { code, message } }`;
 * - a refusal changes no row (checked in the database; rate-limit counters aside).
 * One `it` per handler; the handlers are dealt round-robin to three files so they spread over workers,
 * each file on its own database. Auth.js's sign-in needs a Next request scope and the search worker runs
 * jobs in the background, so those two edges are stubbed (vi.mock in each file); everything else is real.
 * Seed: FUZZ_SEED (default 20261123), the same for every handler; FUZZ_ONLY (comma-separated parts of
 * handler names, e.g. "/stars,/compare") fuzzes only those handlers.
 */
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, rowsOf } from "@/db/client";
import { settleBackgroundDeliveries } from "@/server/mail/background";
import { completePreferences, createUser, newId, payloadFor, viewer } from "../search-fixtures";

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const WEBHOOK_SECRET = "fuzz-webhook-secret";
/** 200 per handler in npm test; `npm run test:deep` runs 1,000 (FUZZ_RUNS=1000). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const ONLY = (process.env.FUZZ_ONLY ?? "").split(",").map((s) => s.trim()).filter(Boolean);
const chosen = (name: string) => ONLY.length === 0 || ONLY.some((part) => name.includes(part));

type Handler = (request: Request, context: unknown) => Promise<Response>;
type Target = {
  name: string;
  method: string;
  /** The route module, imported when its shard's file starts. */
  mod: string;
  /** Path with {id}/{listingId} placeholders. */
  path: string;
  /** A body the route accepts, to mutate (null: the route takes no body). */
  valid: (ids: { sessionId: string }) => unknown;
  /** The query parameters it reads. */
  query?: string[];
  /** A probe: 503 means "not ready", and must not depend on the request. */
  probe?: boolean;
};

let people: { approved: { id: string; email: string }; unapproved: { id: string; email: string } };
let ownedSession: string;
const handlers = new Map<string, Handler>();
const stats = new Map<string, { cases: number; byStatus: Map<number, number> }>();

/**
 * Every table a request could write, counted (and its latest change time) in one query. Kept whole, not narrowed
 * to the tables each handler is thought to write: a refusal writing somewhere unexpected is what it is there to catch.
 */
async function snapshot(): Promise<string> {
  await settleBackgroundDeliveries();
  const db = await getDb();
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select
      (select count(*) from users)::int as users,
      (select coalesce(max(updated_at)::text, '') from users) as users_at,
      (select count(*) from user_sessions)::int as sessions,
      (select coalesce(max(last_active)::text, '') from user_sessions) as sessions_at,
      (select count(*) from user_sessions where is_public)::int as public_sessions,
      (select count(*) from saved_preferences)::int as saved,
      (select count(*) from search_runs)::int as runs,
      (select count(*) from notifications)::int as notifications,
      (select count(*) from search_listings)::int as listings,
      (select count(*) || ':' || coalesce(max(created_at)::text, '') from listing_stars) as stars,
      (select count(*) from beta_access_requests)::int as beta,
      (select coalesce(max(updated_at)::text, '') from beta_access_requests) as beta_at,
      (select count(*) from chat_messages)::int as chat,
      (select count(*) from auth_sessions)::int as auth_sessions,
      (select count(*) from auth_tokens)::int as tokens,
      (select count(*) from email_outbox)::int as mail`),
  );
  return JSON.stringify(rows[0]);
}

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("\u0000", "a\u0000b", "\uD800", "\uDC00x", "-1", "-999999", "99999999999999999999", "1e400", "NaN", "", " ", "../../etc/passwd", "%00", "%E0%A4%A", "<script>alert(1)</script>", "' or 1=1 --", "😀".repeat(50)),
  fc.string({ minLength: 2_000, maxLength: 5_000 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, -1, 0, 1e21, true, false, null),
  fc.array(hostileString, { maxLength: 5 }),
  fc.array(fc.constant("x"), { minLength: 60, maxLength: 200 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 5 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Replaces the value at a random path of a valid body (or deletes it). */
function mutate(base: unknown, pathPick: number, replacement: unknown, remove: boolean): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  const paths: string[][] = [];
  const walk = (v: unknown, p: string[]) => {
    if (v && typeof v === "object" && p.length < 4) {
      for (const k of Object.keys(v)) {
        paths.push([...p, k]);
        walk((v as Record<string, unknown>)[k], [...p, k]);
      }
    }
  };
  walk(copy, []);
  if (paths.length === 0) return replacement;
  const path = paths[pathPick % paths.length];
  let at: Record<string, unknown> = copy;
  for (const k of path.slice(0, -1)) at = at[k] as Record<string, unknown>;
  if (remove) delete at[path[path.length - 1]];
  else at[path[path.length - 1]] = replacement;
  return copy;
}

const caseArb = fc.record({
  bodyKind: fc.constantFrom("valid", "mutated", "mutated", "mutated", "json", "junk", "huge", "none"),
  pathPick: fc.nat(),
  replacement: hostileValue,
  remove: fc.boolean(),
  json: fc.jsonValue({ maxDepth: 3 }),
  junk: fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom("{", "[1,", '{"a":', "\u0000", "null", "0")),
  contentType: fc.constantFrom("application/json", "application/json", "application/json; charset=utf-8", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", null),
  id: fc.oneof(fc.uuid(), hostileString, fc.constant("owned")),
  listingId: hostileString,
  query: fc.dictionary(fc.constantFrom("sessionId", "since", "q", "chosen", "token", "ids", "format", "scope", "x"), hostileString, { maxKeys: 3 }),
  validQueryId: fc.boolean(),
  viewer: fc.constantFrom("guest", "approved", "unapproved") as fc.Arbitrary<"guest" | "approved" | "unapproved">,
  origin: fc.constantFrom(null, null, null, "https://evil.example", "null", "http://localhost"),
  ip: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)),
  bearer: fc.boolean(),
});
type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

function buildRequest(t: Target, c: Case): { request: Request; context: unknown } {
  const sessionId = c.id === "owned" ? ownedSession : c.id;
  const id = sessionId;
  const url = new URL(`http://localhost${t.path.replace("{id}", encodeURIComponent(id.toWellFormed())).replace("{listingId}", encodeURIComponent(c.listingId.toWellFormed()))}`);
  for (const [k, v] of Object.entries(c.query)) url.searchParams.set(k, v);
  if (c.validQueryId && t.query?.includes("sessionId")) url.searchParams.set("sessionId", c.id === "owned" ? ownedSession : newId());
  const headers: Record<string, string> = { "x-forwarded-for": `10.${c.ip[0]}.${c.ip[1]}.${c.ip[2]}`, host: "localhost" };
  if (c.origin) headers.origin = c.origin;
  if (c.bearer) headers.authorization = `Bearer ${WEBHOOK_SECRET}`;
  let body: string | undefined;
  const valid = t.valid({ sessionId: c.id === "owned" ? ownedSession : newId() });
  if (t.method !== "GET" && c.bodyKind !== "none") {
    if (c.bodyKind === "valid") body = JSON.stringify(valid);
    else if (c.bodyKind === "mutated") body = JSON.stringify(mutate(valid, c.pathPick, c.replacement, c.remove));
    else if (c.bodyKind === "json") body = JSON.stringify(c.json);
    else if (c.bodyKind === "junk") body = c.junk;
    else body = JSON.stringify({ padding: "x".repeat(70_000 + (c.pathPick % 1000)) });
    if (c.contentType) headers["content-type"] = c.contentType;
  }
  const params: Record<string, string> = { id };
  if (t.path.includes("{listingId}")) params.listingId = c.listingId;
  return { request: new Request(url, { method: t.method, headers, body }), context: { params: Promise.resolve(params) } };
}


const SPECS: Target[] = [];
function spec(name: string, mod: string, method: string, path: string, valid: Target["valid"], query?: string[]) {
  SPECS.push({ name: `${method} ${name}`, method, mod, path, valid, query });
}
const prefs = () => completePreferences({ locations: ["Richmond, VIC 3121"] });
const cred = { email: "fuzz@example.com", password: "correct horse battery" };
  spec("/api/account", "@/app/api/account/route", "GET", "/api/account", () => null);
  spec("/api/account", "@/app/api/account/route", "DELETE", "/api/account", () => ({}));
  spec("/api/account/finance", "@/app/api/account/finance/route", "GET", "/api/account/finance", () => null);
  spec("/api/account/finance", "@/app/api/account/finance/route", "PUT", "/api/account/finance", () => ({ finance: { deposit: { kind: "percent", percent: 10 }, interestRate: 6.5, taxableIncome: 140000 } }));
  spec("/api/account/emails", "@/app/api/account/emails/route", "GET", "/api/account/emails", () => null);
  spec("/api/account/emails", "@/app/api/account/emails/route", "PUT", "/api/account/emails", () => ({ resultsEmails: false }));
  spec("/api/auth/change-password", "@/app/api/auth/change-password/route", "POST", "/api/auth/change-password", () => ({ currentPassword: "x", password: "a new passphrase", confirmPassword: "a new passphrase" }));
  spec("/api/auth/confirm", "@/app/api/auth/confirm/route", "GET", "/api/auth/confirm", () => null, ["token"]);
  spec("/api/auth/forgot", "@/app/api/auth/forgot/route", "POST", "/api/auth/forgot", () => ({ email: cred.email }));
  spec("/api/auth/resend-confirmation", "@/app/api/auth/resend-confirmation/route", "POST", "/api/auth/resend-confirmation", () => ({ email: cred.email }));
  spec("/api/auth/reset", "@/app/api/auth/reset/route", "POST", "/api/auth/reset", () => ({ token: "t".repeat(43), password: "a new passphrase", confirmPassword: "a new passphrase" }));
  spec("/api/auth/sign-in", "@/app/api/auth/sign-in/route", "POST", "/api/auth/sign-in", () => cred);
  spec("/api/auth/sign-out-everywhere", "@/app/api/auth/sign-out-everywhere/route", "POST", "/api/auth/sign-out-everywhere", () => ({}));
  spec("/api/auth/sign-up", "@/app/api/auth/sign-up/route", "POST", "/api/auth/sign-up", () => ({ email: "weak@example.com", password: "password" }));
  spec("/api/beta-access", "@/app/api/beta-access/route", "POST", "/api/beta-access", () => ({ fullName: "Fuzz", email: "fuzz-beta@example.com", mobile: "0412 345 678", planInterest: "Free", disclaimer: true }));
  spec("/api/beta-access/check", "@/app/api/beta-access/check/route", "POST", "/api/beta-access/check", () => ({}));
  spec("/api/chat", "@/app/api/chat/route", "POST", "/api/chat", ({ sessionId }) => ({ sessionId, message: { text: "hi" } }));
  spec("/api/chat", "@/app/api/chat/route", "GET", "/api/chat", () => null, ["sessionId"]);
  spec("/api/get-google-maps-key", "@/app/api/get-google-maps-key/route", "GET", "/api/get-google-maps-key", () => null);
  spec("/api/guest-account", "@/app/api/guest-account/route", "POST", "/api/guest-account", ({ sessionId }) => ({ email: "a@b", confirmEmail: "a@c", payload: payloadFor(sessionId) }));
  spec("/api/health", "@/app/api/health/route", "GET", "/api/health", () => null);
  spec("/api/ready", "@/app/api/ready/route", "GET", "/api/ready", () => null);
  // A readiness probe's 503 is its answer (here: the job queue is stubbed away), whatever the request.
  SPECS[SPECS.length - 1].probe = true;
  spec("/api/viewer", "@/app/api/viewer/route", "GET", "/api/viewer", () => null);
  spec("/api/ingest", "@/app/api/ingest/route", "POST", "/api/ingest", ({ sessionId }) => ({ session_id: sessionId, listings: [{ listing_id: "L1", land_size: 600 }] }));
  spec("/api/notifications", "@/app/api/notifications/route", "GET", "/api/notifications", () => null, ["sessionId", "since"]);
  spec("/api/notifications", "@/app/api/notifications/route", "POST", "/api/notifications", ({ sessionId }) => ({ session_id: sessionId, message: "m", status: "info" }));
  spec("/api/places", "@/app/api/places/route", "GET", "/api/places", () => null, ["q", "chosen"]);
  spec("/api/preferences", "@/app/api/preferences/route", "GET", "/api/preferences", () => null, ["sessionId"]);
  spec("/api/preferences", "@/app/api/preferences/route", "PUT", "/api/preferences", ({ sessionId }) => ({ sessionId, preferences: prefs() }));
  spec("/api/realtime", "@/app/api/realtime/route", "GET", "/api/realtime", () => null);
  spec("/api/realtime/auth", "@/app/api/realtime/auth/route", "POST", "/api/realtime/auth", ({ sessionId }) => ({ socket_id: "1.2", channel_name: `private-notifications-${sessionId}` }));
  spec("/api/saved-preferences", "@/app/api/saved-preferences/route", "GET", "/api/saved-preferences", () => null);
  spec("/api/saved-preferences", "@/app/api/saved-preferences/route", "POST", "/api/saved-preferences", ({ sessionId }) => ({ name: "Fuzz", preferences: prefs(), session_id: sessionId }));
  spec("/api/saved-preferences/[id]", "@/app/api/saved-preferences/[id]/route", "DELETE", "/api/saved-preferences/{id}", () => ({}));
  spec("/api/search/estimate", "@/app/api/search/estimate/route", "POST", "/api/search/estimate", ({ sessionId }) => payloadFor(sessionId));
  spec("/api/search/estimate", "@/app/api/search/estimate/route", "GET", "/api/search/estimate", () => null, ["sessionId"]);
  spec("/api/search/start", "@/app/api/search/start/route", "POST", "/api/search/start", ({ sessionId }) => payloadFor(sessionId));
  spec("/api/sessions/[id]", "@/app/api/sessions/[id]/route", "GET", "/api/sessions/{id}", () => null);
  spec("/api/sessions/[id]/claim", "@/app/api/sessions/[id]/claim/route", "POST", "/api/sessions/{id}/claim", () => ({}));
  spec("/api/sessions/[id]/listings", "@/app/api/sessions/[id]/listings/route", "GET", "/api/sessions/{id}/listings", () => null);
  spec("/api/sessions/[id]/listings/[listingId]", "@/app/api/sessions/[id]/listings/[listingId]/route", "GET", "/api/sessions/{id}/listings/{listingId}", () => null);
  spec("/api/sessions/[id]/share", "@/app/api/sessions/[id]/share/route", "POST", "/api/sessions/{id}/share", () => ({}));
  spec("/api/sessions/[id]/stars", "@/app/api/sessions/[id]/stars/route", "GET", "/api/sessions/{id}/stars", () => null);
  spec("/api/sessions/[id]/stars/[listingId]", "@/app/api/sessions/[id]/stars/[listingId]/route", "PUT", "/api/sessions/{id}/stars/{listingId}", () => ({}));
  spec("/api/sessions/[id]/stars/[listingId]", "@/app/api/sessions/[id]/stars/[listingId]/route", "DELETE", "/api/sessions/{id}/stars/{listingId}", () => ({}));
  spec("/api/sessions/[id]/compare", "@/app/api/sessions/[id]/compare/route", "GET", "/api/sessions/{id}/compare", () => null, ["ids"]);
  spec("/api/sessions/[id]/export", "@/app/api/sessions/[id]/export/route", "GET", "/api/sessions/{id}/export", () => null, ["format", "scope"]);
  spec("/api/watches", "@/app/api/watches/route", "GET", "/api/watches", () => null);
  spec("/api/watches", "@/app/api/watches/route", "POST", "/api/watches", ({ sessionId }) => ({ session_id: sessionId, frequency: "daily", top_n: 10, threshold: 5 }));
  spec("/api/watches/[id]", "@/app/api/watches/[id]/route", "PUT", "/api/watches/{id}", () => ({ name: "Fuzz", frequency: "weekly", top_n: 5, threshold: 3 }));
  spec("/api/watches/[id]", "@/app/api/watches/[id]/route", "DELETE", "/api/watches/{id}", () => ({}));
  spec("/api/watches/unsubscribe", "@/app/api/watches/unsubscribe/route", "POST", "/api/watches/unsubscribe", () => ({}), ["token"]);

/** How many files the handlers are dealt to (tests/integration/security-fuzz-{1,2,3}.test.ts). */
export const FUZZ_SHARDS = 3;
export const fuzzTargets = (shard: number) => SPECS.filter((_, i) => i % FUZZ_SHARDS === shard - 1);

/** The route handler files under app/api that no target covers (Auth.js's own catch-all aside). */
export async function uncoveredRouteFiles(): Promise<string[]> {
  const { readdirSync, statSync } = await import("node:fs");
  const path = await import("node:path");
  const files: string[] = [];
  const walk = (d: string) => {
    for (const n of readdirSync(d)) {
      const p = path.join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else if (n === "route.ts") files.push(p);
    }
  };
  walk(path.resolve("app/api"));
  const covered = new Set(SPECS.map((t) => t.name.split(" ")[1]));
  return files
    .map((f) => `/${path.relative(path.resolve("."), path.dirname(f)).split(path.sep).slice(1).join("/")}`.replace(/^\/?/, "/"))
    .map((p) => p.replace(/^\/app/, ""))
    .filter((p) => p !== "/api/auth/[...nextauth]" && !covered.has(p));
}

/** Declares shard `shard`'s tests: one per handler, and (shard 1) that every route handler file has a target. */
export function fuzzShard(shard: number) {
  const targets = fuzzTargets(shard);
  const savedSecret = process.env.WEBHOOK_SECRET;
  beforeAll(async () => {
    process.env.WEBHOOK_SECRET = WEBHOOK_SECRET;
    people = {
      approved: await createUser(`fuzz-approved-${newId()}@example.com`),
      unapproved: await createUser(`fuzz-unapproved-${newId()}@example.com`, { approved: false }),
    };
    ownedSession = newId();
    const db = await getDb();
    await db.execute(sql`insert into user_sessions (session_id, user_id) values (${ownedSession}, ${people.approved.id})`);
    for (const t of targets) handlers.set(t.name, ((await import(/* @vite-ignore */ t.mod)) as Record<string, Handler>)[t.method]);
  }, 120_000);

  afterAll(() => {
    viewer.current = null;
    if (savedSecret === undefined) delete process.env.WEBHOOK_SECRET;
    else process.env.WEBHOOK_SECRET = savedSecret;
    const total = [...stats.values()].reduce((n, s) => n + s.cases, 0);
    const probes = new Set(targets.filter((t) => t.probe).map((t) => t.name));
    const fives = [...stats].filter(([name]) => !probes.has(name)).reduce((n, [, s]) => n + [...s.byStatus].filter(([code]) => code >= 500).reduce((m, [, k]) => m + k, 0), 0);
    console.log(`[fuzz ${shard}/${FUZZ_SHARDS}] ${total} cases over ${stats.size} route handlers (seed ${SEED}), ${fives} × 5xx (readiness probe's 503 "not ready" aside)`);
  });

  describe(`fuzzing the route handlers (${shard}/${FUZZ_SHARDS}): never a 5xx, refusals JSON { code, message } changing no row, ${RUNS} cases each`, () => {
    if (shard === 1)
      it("has a target for every route handler file", async () => {
        expect(await uncoveredRouteFiles()).toEqual([]);
      });

    for (const t of targets)
      it.skipIf(!chosen(t.name))(t.name, async () => {
        const handler = handlers.get(t.name);
        expect(typeof handler, `${t.name} is exported by ${t.mod}`).toBe("function");
        const s = { cases: 0, byStatus: new Map<number, number>() };
        stats.set(t.name, s);
        // The database as the last check left it: nothing runs between one case's check and the next case
        // (snapshot() settles background deliveries), so a refusal's "after" is the next case's "before".
        let known: string | null = null;
        await fc.assert(
          fc.asyncProperty(caseArb, async (c) => {
            viewer.current = c.viewer === "guest" ? null : people[c.viewer];
            const { request, context } = buildRequest(t, c);
            const before = known ?? (await snapshot());
            known = null;
            const res = await handler!(request, context);
            s.cases++;
            s.byStatus.set(res.status, (s.byStatus.get(res.status) ?? 0) + 1);
            if (t.probe && res.status === 503) return;
            if (res.status >= 500) throw new Error(`${t.name} answered ${res.status}: ${await res.text()}`);
            if (res.status >= 400) {
              const body = (await res.json()) as { error?: { code?: unknown; message?: unknown } };
              expect(typeof body.error?.code, t.name).toBe("string");
              expect(typeof body.error?.message, t.name).toBe("string");
              const after = await snapshot();
              expect(after, `${t.name} ${res.status} changed rows`).toBe(before);
              known = after;
            }
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        );
        expect(s.cases).toBeGreaterThanOrEqual(RUNS);
      }, 1_200_000); // seconds normally at 200 cases; FUZZ_RUNS=1000 on a loaded machine takes minutes
  });
}
