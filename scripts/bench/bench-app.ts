/**
 * The app as the browser benchmarks (bench:lighthouse, bench:profile) serve it: the production build in
 * `distDir` under `next start` on a free loopback port, against a fresh embedded database (a new PGlite
 * directory, migrated and seeded with the suburbs and `catalogue` demo listings, plus a public session of
 * 100 scored listings written by the repo's seeding code). The caller runs under the react-server
 * condition (the seeding code is server-only) and calls `stop()` when done.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { waitForServer } from "../dev/wait-for-server";

export type BenchApp = { origin: string; sharedSessionId: string; stop: () => Promise<void> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export async function serveBenchApp({ name, distDir, catalogue, serverLog }: { name: string; distDir: string; catalogue: number; serverLog: string }): Promise<BenchApp> {
  if (!existsSync(path.join(distDir, "BUILD_ID"))) throw new Error(`No production build in ${distDir}: run \`npm run build\` first.`);
  // A fresh embedded database, seeded here, then handed to `next start` (PGlite: one process per directory).
  const pgliteDir = mkdtempSync(path.join(os.tmpdir(), `propie-${name}-`));
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = pgliteDir;
  const { openDb } = await import("@/db/client");
  const { migrateAndSeed } = await import("@/db/dev-setup");
  const { runtimeFilePath } = await import("@/db/runtime-file");
  const t = performance.now();
  const handle = openDb({ pgliteDir, owner: true });
  await migrateAndSeed({ handle, seed: true, catalogueCount: catalogue });
  await handle.close();
  const { seedSharedSession } = await import("./bench-shared-session");
  const sharedSessionId = await seedSharedSession({ count: 100 });
  rmSync(runtimeFilePath(pgliteDir), { force: true });
  console.log(`[bench:${name}] embedded database with the suburbs, ${catalogue.toLocaleString("en-AU")} demo listings and a shared session of 100 scored listings in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const logStream = createWriteStream(serverLog);
  const server: ChildProcess = spawn(process.execPath, [path.join("node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port), "-H", "127.0.0.1"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PGLITE_DIR: pgliteDir,
      PGLITE_SOCKET_PORT: "off",
      DB_AUTO_SEED: "off",
      CATALOGUE_COUNT: String(catalogue),
      AUTH_SECRET: `bench-${name}-only-secret-0123456789`,
      APP_URL: origin,
      SEARCH_WORKER: "off",
      SHUTDOWN_DRAIN_SECONDS: "0",
      NEXT_DIST_DIR: distDir,
    },
  });
  server.stdout?.pipe(logStream);
  server.stderr?.pipe(logStream);
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
    }
    logStream.end();
    rmSync(pgliteDir, { recursive: true, force: true });
    rmSync(runtimeFilePath(pgliteDir), { force: true });
  };
  try {
    await waitForServer(`${origin}/api/health`, 120_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { origin, sharedSessionId, stop };
}
