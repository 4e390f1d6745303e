import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import postgres from "postgres";
import { sql } from "drizzle-orm";
import { openDb, rowsOf, type DbHandle } from "@/db/client";
import { migrate } from "@/db/migrate";
import { releaseRuntime, runtimeFilePath } from "@/db/runtime-file";
import { servePgliteSocket, type PgliteSocket } from "@/db/socket-server";

/**
 * The embedded database while the app runs: the app serves its PGlite instance on a
 * loopback port, and psql and the npm scripts go through it instead of opening the
 * directory a second time.
 */
const run = (cmd: string, args: string[], env: Record<string, string>) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(cmd, args, { env: { ...process.env, ...env }, timeout: 150_000 }, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
const betaApprove = (dir: string, email: string) => run(path.join("node_modules", ".bin", "tsx"), ["--conditions=react-server", "scripts/ops/beta-approve.ts", "--", email], { PGLITE_DIR: dir });

async function approvedEmails(handle: DbHandle): Promise<string[]> {
  const rows = rowsOf<{ email: string }>(await handle.db.execute(sql`select email from beta_access_requests where approved order by email`));
  return rows.map((r) => r.email);
}

describe.skipIf(process.env.TEST_DB_DRIVER === "postgres")("embedded database served to psql and scripts", () => {
  let root: string;
  let dir: string;
  let app: DbHandle;
  let socket: PgliteSocket;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "propie-socket-"));
    dir = path.join(root, "pglite");
    app = openDb({ pgliteDir: dir });
    await migrate(app);
    socket = await servePgliteSocket({ pg: app.pglite!, dir, port: 0 });
  });

  afterAll(async () => {
    await socket?.stop();
    releaseRuntime(dir);
    await app?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("records the app's pid and port beside the data folder", () => {
    expect(existsSync(runtimeFilePath(dir))).toBe(true);
    expect(socket.port).toBeGreaterThan(0);
  });

  it("npm run beta:approve writes through the running app, not into the directory", async () => {
    const result = await betaApprove(dir, "Running.App@Example.com");
    expect(result.stderr).not.toMatch(/Error/);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`via 127.0.0.1:${socket.port}`);
    // The app's own instance sees the write at once: it went through the app.
    expect(await approvedEmails(app)).toContain("running.app@example.com");
  }, 180_000);

  it("runs the README's SQL from psql while the app runs", async () => {
    const psql = await run("psql", ["--version"], {});
    if (psql.code !== 0) return; // psql is not installed here; the postgres.js checks below cover the port.
    const result = await run(
      "psql",
      [
        "-h", "127.0.0.1", "-p", String(socket.port), "-U", "postgres", "-d", "postgres", "-v", "ON_ERROR_STOP=1", "-c",
        "INSERT INTO beta_access_requests (full_name, email, mobile, plan_interest, disclaimer_accepted, approved, approved_at) VALUES ('Jane Citizen', 'jane@example.com', '', 'Free', true, true, now()) ON CONFLICT (email) DO UPDATE SET approved = true, approved_at = now();",
      ],
      {},
    );
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("INSERT 0 1");
    expect(await approvedEmails(app)).toContain("jane@example.com");
  });

  it("keeps a client's statement out of the app's open transaction", async () => {
    const client = postgres(`postgres://postgres@127.0.0.1:${socket.port}/postgres`, { max: 1, onnotice: () => {} });
    try {
      let seenByClient: Promise<number> | undefined;
      await app.pglite!
        .transaction(async (tx) => {
          await tx.query("INSERT INTO beta_access_requests (full_name, email, mobile, plan_interest) VALUES ('', 'uncommitted@example.com', '', 'Free')");
          seenByClient = client`select count(*)::int as n from beta_access_requests where email = 'uncommitted@example.com'`.then((r) => r[0].n);
          await new Promise((r) => setTimeout(r, 300));
          await tx.rollback();
        })
        .catch(() => {});
      // Run inside the app's transaction, the client would have counted the uncommitted row.
      expect(await seenByClient).toBe(0);
    } finally {
      await client.end();
    }
  });

  it("keeps the app's statements out of a client's open transaction", async () => {
    const client = postgres(`postgres://postgres@127.0.0.1:${socket.port}/postgres`, { max: 1, onnotice: () => {} });
    try {
      let seenByApp: Promise<number> | undefined;
      await client
        .begin(async (tx) => {
          await tx`INSERT INTO beta_access_requests (full_name, email, mobile, plan_interest) VALUES ('', 'client-tx@example.com', '', 'Free')`;
          seenByApp = app.pglite!.query<{ n: number }>("select count(*)::int as n from beta_access_requests where email = 'client-tx@example.com'").then((r) => r.rows[0].n);
          await new Promise((r) => setTimeout(r, 300));
          throw new Error("roll back");
        })
        .catch(() => {});
      expect(await seenByApp).toBe(0);
      // And the app goes on once the client is done.
      expect((await app.pglite!.query<{ n: number }>("select 1 as n")).rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
  });

  it("refuses to open a directory another live process holds without a port", async () => {
    const other = path.join(root, "held");
    // The parent of this test process stands in for an app that serves no port.
    writeFileSync(runtimeFilePath(other), JSON.stringify({ pid: process.ppid, host: null, port: null }));
    const result = await betaApprove(other, "nobody@example.com");
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(`is open in another process (pid ${process.ppid})`);
    expect(existsSync(other)).toBe(false);
  }, 180_000);

  it("opens the directory itself when no app runs", async () => {
    const alone = path.join(root, "alone");
    const handle = openDb({ pgliteDir: alone });
    await migrate(handle);
    await handle.close();
    const result = await betaApprove(alone, "offline@example.com");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("approved offline@example.com (pglite)");
    const reopened = openDb({ pgliteDir: alone });
    try {
      expect(await approvedEmails(reopened)).toEqual(["offline@example.com"]);
    } finally {
      await reopened.close();
    }
  }, 180_000);
});
