import { spawn, type ChildProcess } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A server on the default install (embedded PGlite served on a loopback port, no
 * DATABASE_URL), for tests that must walk that path even when the suite's own server
 * runs on PostgreSQL (E2E_DATABASE_URL). Without E2E_DATABASE_URL the suite's server
 * already is one, and is reused.
 */
export type DefaultInstall = { baseURL: string; pgliteDir: string; stop: () => Promise<void> };

export async function defaultInstallServer(): Promise<DefaultInstall> {
  const suitePort = Number(process.env.E2E_PORT ?? 3100);
  if (!process.env.E2E_DATABASE_URL && process.env.E2E_PGLITE_DIR) {
    return { baseURL: `http://127.0.0.1:${suitePort}`, pgliteDir: process.env.E2E_PGLITE_DIR, stop: async () => {} };
  }
  const port = suitePort + 60;
  const pgliteDir = path.join(tmpdir(), `propie-e2e-${port}`, "pglite");
  const env: NodeJS.ProcessEnv = { ...process.env, E2E_PORT: String(port), E2E_PGLITE_DIR: pgliteDir, E2E_CATALOGUE_COUNT: "300" };
  delete env.E2E_DATABASE_URL;
  const child: ChildProcess = spawn(path.join("node_modules", ".bin", "tsx"), ["--conditions=react-server", "scripts/dev/e2e-server.ts"], { env, stdio: "ignore", detached: false });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the default-install server exited with ${child.exitCode}`);
    const ok = await fetch(`${baseURL}/api/health`).then((r) => r.ok).catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error("the default-install server did not start in 180 s");
    }
    await new Promise((r) => setTimeout(r, 1_000));
  }
  return {
    baseURL,
    pgliteDir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
