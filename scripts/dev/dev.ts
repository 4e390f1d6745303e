/**
 * npm run dev: prepares the database (on PGlite: migrations and the demo data,
 * on first start), then runs `next dev` on http://localhost:3000. PGlite allows
 * one process per directory, so this process closes it before Next opens it.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { defaultPgliteDir, openDb } from "@/db/client";
import { migrateAndSeed } from "@/db/dev-setup";
import { liveOwner } from "@/db/runtime-file";
import { env } from "@/server/env";

async function main() {
  const e = env();
  if (!e.DATABASE_URL) {
    const owner = liveOwner(defaultPgliteDir());
    if (owner) {
      console.error(`The embedded database is already open in another process (pid ${owner.pid}${owner.port ? `, served on port ${owner.port}` : ""}): is \`npm run dev\` already running?`);
      process.exit(1);
    }
    const t = Date.now();
    const handle = openDb();
    console.log(`Preparing the embedded database in ${e.PGLITE_DIR ?? ".data/pglite"} (first start takes a little longer)…`);
    await migrateAndSeed({ handle });
    await handle.close();
    console.log(`Database ready in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  } else {
    console.log("DATABASE_URL is set: using PostgreSQL (run `npm run db:migrate` after pulling new migrations).");
  }
  const args = ["dev", ...process.argv.slice(2)];
  const child = spawn(path.join("node_modules", ".bin", "next"), args, { stdio: "inherit", env: process.env });
  const stop = (sig: NodeJS.Signals) => child.kill(sig);
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  child.on("exit", (code) => process.exit(code ?? 0));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
