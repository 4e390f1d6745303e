import { execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getNotifications } from "@/app/api/notifications/route";
import { POST as postEstimate } from "@/app/api/search/estimate/route";
import { POST as postStart } from "@/app/api/search/start/route";
import { getDb } from "@/db/client";
import { openFreshAppDatabase } from "@/db/scratch";
import { countSessionResults, getRun } from "@/db/queries/search-runs";
import type { NotificationWire } from "@/lib/search/api";
import { stopBoss } from "@/server/search/queue";
import { resetWorkerForTests } from "@/server/search/worker";
import { getRequest, jsonRequest, newId, payloadFor, seedCatalogue } from "./search-fixtures";
import { freePort } from "../support/ports";

vi.mock("@/server/auth/current-user", () => ({ getCurrentUser: async () => null }));

/**
 * Fault: PostgreSQL restarted in the middle of a search. This uses a private, real PostgreSQL cluster (initdb into a
 * temporary folder, run as the `postgres` user through `runuser` when the tests run as root, pg_ctl on a free
 * loopback port) — never the machine's shared server, which other sessions use. The search is held at a known point
 * (its first batch of listings waits on a table lock another connection holds), then the server is stopped with
 * `pg_ctl stop -m fast` (every connection cut, the lock holder's included), left down for 2 s (connections refused)
 * and started again. The search must complete after the database is back — one row per listing, the notifications
 * ending with "All property analysis complete" — and never stay "analysing". It runs in the pglite project only:
 * the database it restarts is its own whatever the project's driver. Skipped, saying why, without the binaries.
 */
const PG_VERSIONS = ["17", "16", "15", "14"];
const pgBin = PG_VERSIONS.map((v) => `/usr/lib/postgresql/${v}/bin`).find((d) => existsSync(path.join(d, "initdb")) && existsSync(path.join(d, "pg_ctl")));
const isRoot = process.getuid?.() === 0;
function skipReason(): string | null {
  if (process.env.TEST_DB_DRIVER === "postgres") return "runs once, in the pglite project (it brings its own PostgreSQL)";
  if (!pgBin) return `no PostgreSQL server binaries (looked for initdb and pg_ctl in /usr/lib/postgresql/{${PG_VERSIONS.join(",")}}/bin)`;
  if (!existsSync(path.join(pgBin, "psql"))) return `no psql beside the server binaries in ${pgBin}`;
  if (isRoot && !existsSync("/usr/sbin/runuser") && !existsSync("/sbin/runuser")) return "running as root without runuser (initdb refuses root)";
  if (isRoot) {
    try {
      execFileSync("id", ["-u", "postgres"]);
    } catch {
      return "running as root and there is no postgres user to run the server as";
    }
  }
  return null;
}
const skip = skipReason();
if (skip) console.warn(`[faults-postgres-restart] skipped: ${skip}`);

/** Runs a PostgreSQL binary as the postgres user (as root), or as ourselves. */
function pg(bin: string, args: string[]) {
  const file = path.join(pgBin!, bin);
  const [cmd, argv] = isRoot ? ["runuser", ["-u", "postgres", "--", file, ...args]] : [file, args];
  return execFileSync(cmd, argv, { stdio: "pipe", timeout: 60_000 }).toString();
}

let dir = "";
let port = 0;
let database: Awaited<ReturnType<typeof openFreshAppDatabase>> | null = null;
const savedUrl = process.env.DATABASE_URL;
const startServer = () =>
  pg("pg_ctl", ["-D", path.join(dir, "data"), "-l", path.join(dir, "server.log"), "-w", "-t", "30", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`, "start"]);
const stopServer = () => pg("pg_ctl", ["-D", path.join(dir, "data"), "-m", "fast", "-w", "-t", "30", "stop"]);

describe.skipIf(skip !== null)(`PostgreSQL restarted mid-search${skip ? ` (skipped: ${skip})` : ""}`, () => {
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "propie-pg-restart-"));
    if (isRoot) {
      const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
      const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
      chownSync(dir, uid, gid);
    }
    pg("initdb", ["-D", path.join(dir, "data"), "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]);
    port = await freePort();
    startServer();
    // The app's shared connection and its queue now live on the private server.
    database = await openFreshAppDatabase({ driver: "postgres", baseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, prefix: "propie_restart" });
    await seedCatalogue({ count: 400 });
  }, 120_000);

  afterAll(async () => {
    await stopBoss({ graceful: false, timeoutMs: 2_000 }).catch(() => {});
    resetWorkerForTests();
    await database?.close().catch(() => {});
    try {
      stopServer();
    } catch {
      // already stopped
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
    if (savedUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = savedUrl;
  }, 60_000);

  it("the search completes after the server comes back, one row per listing, never stuck analysing", async () => {
    const sessionId = newId();
    const payload = payloadFor(sessionId);
    // Another client (psql, so that only the app's own driver is under test) holds a lock the search's first batch
    // of listings needs: the search stops there, mid-way.
    const holder = spawn(path.join(pgBin!, "psql"), ["-X", "-q", "-v", "ON_ERROR_STOP=1", process.env.DATABASE_URL!], { stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    holder.stdout.on("data", (c: Buffer) => (out += c.toString()));
    holder.stderr.on("data", () => {});
    const holderExited = new Promise<number | null>((r) => holder.on("exit", (code) => r(code)));
    holder.stdin.write("BEGIN;\nLOCK TABLE search_listings IN SHARE ROW EXCLUSIVE MODE;\nSELECT 'lock' || 'ed';\n");
    await vi.waitFor(() => expect(out).toContain("locked"), { timeout: 10_000, interval: 50 });
    const watcher = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });

    expect((await postEstimate(jsonRequest("/api/search/estimate", payload), {})).status).toBe(200);
    const res = await postStart(jsonRequest("/api/search/start", payload), {});
    expect(res.status).toBe(200);
    const started = (await res.json()) as { status: string; runId: string; startedAt: string };
    expect(started.status).toBe("ok");

    // The job has claimed the run, scored it and waits on the lock to write its first batch.
    await vi.waitFor(
      async () => {
        const rows = await watcher`SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE '%search_listings%'`;
        expect(rows.length).toBeGreaterThan(0);
      },
      { timeout: 20_000, interval: 100 },
    );
    const db = await getDb();
    expect((await getRun({ db, id: started.runId }))?.status).toBe("running");

    // Restart: every connection is cut, the server refuses connections for 2 s, then comes back.
    const restartAt = Date.now();
    await watcher.end({ timeout: 1 });
    stopServer();
    holder.stdin.end("SELECT 1;\n");
    expect(await holderExited).not.toBe(0); // its session was cut with everyone else's
    await new Promise((r) => setTimeout(r, 2_000));
    startServer();

    // The search completes once the database is back.
    const done = await vi.waitFor(
      async () => {
        const run = await getRun({ db, id: started.runId });
        expect(run?.status).toMatch(/^(complete|failed)$/);
        return run!;
      },
      { timeout: 45_000, interval: 250 },
    );
    const recoveredMs = Date.now() - restartAt;
    expect(done.status).toBe("complete");
    expect(recoveredMs).toBeLessThan(20_000);
    const { rows, distinct } = await countSessionResults({ db, sessionId });
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBe(distinct);
    expect(rows).toBe(done.resultCount);
    const list = (await (await getNotifications(getRequest(`/api/notifications?sessionId=${sessionId}&since=${encodeURIComponent(started.startedAt)}`), {})).json()) as {
      searchActive: boolean;
      notifications: NotificationWire[];
    };
    expect(list.searchActive).toBe(false);
    expect(list.notifications.at(-1)?.message).toBe("All property analysis complete");
    expect(list.notifications.filter((n) => n.message === "All property analysis complete")).toHaveLength(1);
  }, 90_000);
});
