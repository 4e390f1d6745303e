/**
 * npm run test:cluster (docs/DEPLOY.md): any instance serves any request, search work runs
 * in separate workers, and a worker killed mid-search costs nothing.
 *
 * On a scratch database (TEST_DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/postgres):
 * `next start` twice (instances A and B, SEARCH_WORKER=off, the build in NEXT_DIST_DIR or
 * .next), a separate worker (`npm run worker`), and the local Pusher-protocol server
 * (tests/support/pusher-server.ts). A guest starts a search through A; it is followed
 * through B's API (notifications, listings) and a pusher-js subscription authorised by B.
 * As soon as the first batch is written the worker is frozen (SIGSTOP: the search is
 * provably mid-way) and killed with SIGKILL; another worker is started, picks the job up
 * once the dead one's heartbeat lapses (~30 s), and the run must finish with exactly one
 * row per listing and its notifications in order, on both paths.
 *
 * Ports: CLUSTER_PORT (A; B is +1), default 4450. Exits 1 on any failed check.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { runUnderReactServer } from "./react-server";

await runUnderReactServer({ file: import.meta.filename, childFlag: "TEST_CLUSTER_CHILD", env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" }, main });

type Notification = { id: string; message: string; status: string; created_at?: string };

function check(ok: unknown, what: string): asserts ok {
  if (!ok) throw new Error(`FAILED: ${what}`);
  console.log(`[cluster] ok: ${what}`);
}

async function waitFor<T>(what: string, fn: () => Promise<T | null | undefined | false>, timeoutMs: number, everyMs = 100): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const v = await fn();
      if (v) return v;
    } catch {
      // not yet
    }
    if (Date.now() > until) throw new Error(`FAILED: timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

async function main() {
  const { createScratchDatabase } = await import("@/db/scratch");
  const { pusherEnv, startPusherServer } = await import("../../tests/support/pusher-server");
  const { subscribeWithPusher } = await import("@/client/realtime");
  const { toSearchPayload } = await import("@/lib/preferences/convert");
  const { storedPreferencesSchema } = await import("@/lib/preferences/schema");
  const { ALL_ANALYSIS_COMPLETE } = await import("@/lib/realtime/filter");

  const base = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const portA = Number(process.env.CLUSTER_PORT ?? 4450);
  const portB = portA + 1;
  const catalogue = Number(process.env.CLUSTER_CATALOGUE ?? 5_000);
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const children: ChildProcess[] = [];
  const scratch = await createScratchDatabase({ baseUrl: base, prefix: "propie_cluster" });
  const pusher = await startPusherServer();
  let unsubscribe: (() => void) | null = null;

  const env = {
    ...process.env,
    NODE_ENV: "production" as const,
    DATABASE_URL: scratch.url,
    AUTH_SECRET: "cluster-test-secret-0123456789abcdef",
    SEARCH_WORKER: "off",
    SHUTDOWN_DRAIN_SECONDS: "0",
    CATALOGUE_COUNT: String(catalogue),
    ...pusherEnv(pusher),
    NEXT_DIST_DIR: distDir,
    TEST_CLUSTER_CHILD: "",
  };
  const run = (name: string, args: string[], extra: Record<string, string> = {}) => {
    const child = spawn(process.execPath, args, { env: { ...env, ...extra }, stdio: ["ignore", "pipe", "pipe"] });
    const prefix = (chunk: Buffer) =>
      String(chunk)
        .split("\n")
        .filter((l) => l.trim() && process.env.CLUSTER_VERBOSE === "1")
        .forEach((l) => console.log(`  [${name}] ${l}`));
    child.stdout?.on("data", prefix);
    child.stderr?.on("data", (c: Buffer) => process.stderr.write(`  [${name}] ${c}`));
    children.push(child);
    return child;
  };
  const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve())));
  const worker = (name: string) => run(name, ["--conditions=react-server", "--import", "tsx", path.join("scripts", "ops", "worker-main.ts")], { APP_URL: `http://127.0.0.1:${portA}` });

  try {
    // The release step, then the processes.
    const migrate = run("migrate", ["--conditions=react-server", "--import", "tsx", path.join("scripts", "ops", "db-migrate.ts")]);
    await exited(migrate);
    check(migrate.exitCode === 0, `npm run db:migrate seeded ${catalogue.toLocaleString()} listings on the scratch database`);
    const next = path.join("node_modules", "next", "dist", "bin", "next");
    run("A", [next, "start", "-p", String(portA), "-H", "127.0.0.1"], { APP_URL: `http://127.0.0.1:${portA}` });
    run("B", [next, "start", "-p", String(portB), "-H", "127.0.0.1"], { APP_URL: `http://127.0.0.1:${portB}` });
    const A = `http://127.0.0.1:${portA}`;
    const B = `http://127.0.0.1:${portB}`;
    let worker1 = worker("worker-1");
    for (const origin of [A, B]) await waitFor(`${origin}/api/ready`, async () => (await fetch(`${origin}/api/ready`)).ok, 120_000, 300);
    check(true, "instances A and B are ready (database and job queue)");

    let attempt = 0;
    let sessionId = "";
    let pushed: string[] = [];
    for (;;) {
      attempt++;
      sessionId = crypto.randomUUID();
      const received: string[] = [];
      pushed = received;
      const payload = toSearchPayload({
        sessionId,
        userId: null,
        preferences: storedPreferencesSchema.parse({
          locations: ["New South Wales", "Victoria", "Queensland"],
          bedrooms: "1+",
          priceRange: { min: null, max: 10_000_000 },
          importanceRanking: ["investmentGoals", "renovationPotential", "splitLiving"],
          investmentGoals: { highcashflow: true },
          renovationPotential: { enabled: true, renovationBudget: 100_000, finishLevel: "Standard" },
          splitLiving: { grannyFlat: true },
        }),
      });
      const started = await fetch(`${A}/api/search/start`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(payload) });
      const startBody = await started.json();
      check(started.ok, `instance A started the search (${started.status} ${JSON.stringify(startBody).slice(0, 120)})`);
      // Follow through B: its Pusher config and its authorisation of the private channel (the
      // session exists once the search has started).
      const config = await (await fetch(`${B}/api/realtime`)).json();
      check(config.enabled === true, "instance B hands out the Pusher configuration");
      const sub = await subscribeWithPusher(config, sessionId, (n) => received.push(n.message), { baseUrl: B });
      unsubscribe = sub.unsubscribe;
      await waitFor("the Pusher subscription", async () => pusher.subscriptions().includes(`private-notifications-${sessionId}`), 15_000);
      check(true, "subscribed to the session's private channel with instance B's authorisation");

      // Freeze the worker the moment the first batch is in (polling B), then kill it.
      const notificationsB = async () => {
        const res = await fetch(`${B}/api/notifications?sessionId=${sessionId}`);
        return ((await res.json()) as { notifications: Notification[]; searchActive: boolean });
      };
      await waitFor("the first batch", async () => (await notificationsB()).notifications.some((n) => /^Analysis in progress/.test(n.message)), 120_000, 5);
      worker1.kill("SIGSTOP");
      const frozen = await notificationsB();
      const complete = frozen.notifications.some((n) => n.message === ALL_ANALYSIS_COMPLETE);
      worker1.kill("SIGKILL");
      await exited(worker1);
      if (!complete) {
        check(true, `worker-1 frozen and killed with SIGKILL mid-search (${frozen.notifications.length} notification(s) in, search not complete)`);
        break;
      }
      // The search outran the freeze: try again with a fresh worker (rare; bounded).
      console.log(`[cluster] attempt ${attempt}: the search finished before the worker was frozen; again`);
      unsubscribe();
      if (attempt >= 3) throw new Error("FAILED: could not catch the worker mid-search in 3 attempts");
      worker1 = worker(`worker-1.${attempt}`);
    }

    const worker2 = worker("worker-2");
    const finalState = await waitFor(
      "the search to finish on worker-2",
      async () => {
        const res = await fetch(`${B}/api/notifications?sessionId=${sessionId}`);
        const body = (await res.json()) as { notifications: Notification[]; searchActive: boolean };
        return body.notifications.some((n) => n.message === ALL_ANALYSIS_COMPLETE) && !body.searchActive ? body : null;
      },
      180_000,
      500,
    );
    check(worker2.exitCode === null, "worker-2 took the job over and finished the search");

    // Notifications through B's API: progress in order, one completion, last.
    const messages = finalState.notifications.map((n) => n.message);
    const progress = messages.filter((m) => /^Analysis in progress/.test(m)).map((m) => Number(/(\d+) of/.exec(m)?.[1] ?? NaN));
    check(messages.at(-1) === ALL_ANALYSIS_COMPLETE && messages.filter((m) => m === ALL_ANALYSIS_COMPLETE).length === 1, "exactly one 'All property analysis complete', and it is the last notification");
    check(progress.length > 0 && progress.every((n, i) => Number.isFinite(n) && (i === 0 || n > progress[i - 1])), `progress notifications strictly increasing: ${progress.join(", ")}`);

    // Listings through B's API, and the rows themselves: one per listing.
    const listingsRes = await fetch(`${B}/api/sessions/${sessionId}/listings`);
    const listings = ((await listingsRes.json()) as { listings: { listing_id: string }[] }).listings;
    const { countSessionResults } = await import("@/db/queries/search-runs");
    const { getDb } = await import("@/db/client");
    process.env.DATABASE_URL = scratch.url;
    const counts = await countSessionResults({ db: await getDb(), sessionId });
    check(listingsRes.ok && listings.length > 0 && listings.length === progress.at(-1), `instance B serves ${listings.length} listings, as many as the last progress count`);
    check(counts.rows === counts.distinct && counts.rows === listings.length, `exactly one row per listing in search_listings (${counts.rows} rows, ${counts.distinct} listings)`);

    // Pusher: what the subscriber received is the same sequence, in order (a push lost with the
    // killed worker is allowed: polling delivers it), ending with the completion.
    await waitFor("the completion over Pusher", async () => pushed.at(-1) === ALL_ANALYSIS_COMPLETE, 15_000);
    let at = 0;
    for (const m of pushed) {
      at = messages.indexOf(m, at);
      if (at < 0) break;
      at++;
    }
    check(at > 0 && pushed.length >= 2, `the Pusher subscriber received ${pushed.length} of ${messages.length} notifications, in order, ending with the completion`);

    // Graceful stop: worker-2 and the instances exit on SIGTERM.
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    // The 40 s bound is unref'd: a pending timer kept the finished run alive for its whole 40 s.
    await Promise.race([Promise.all(children.map(exited)), new Promise((r) => setTimeout(r, 40_000).unref())]);
    check(worker2.exitCode === 0, "worker-2 stopped on SIGTERM with exit code 0");
    console.log("[cluster] PASSED");
  } finally {
    unsubscribe?.();
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await Promise.all(children.map(exited));
    const { getDbHandle } = await import("@/db/client");
    await (await getDbHandle().catch(() => null))?.close();
    await pusher.close();
    await scratch.drop();
  }
}
