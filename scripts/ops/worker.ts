/**
 * npm run worker: starts scripts/ops/worker-main.ts under Node's "react-server" export
 * condition, so the server-only modules the job shares with the app (mail, queries)
 * load outside Next.js. Signals are passed on; the exit code is the worker's.
 */
import { spawn } from "node:child_process";
import path from "node:path";

const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", path.join(import.meta.dirname, "worker-main.ts")], {
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
