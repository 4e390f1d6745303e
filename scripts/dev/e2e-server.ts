/**
 * Serves the production build for the e2e suite on a fresh database:
 * E2E_DATABASE_URL (a scratch PostgreSQL database) when set, otherwise a new
 * PGlite directory (E2E_PGLITE_DIR, emptied first). Migrates and seeds in this process,
 * closes the database (PGlite allows one process per directory), then runs `next start`,
 * which serves the embedded database on a free loopback port as on the default install,
 * so the tests approve testers with the README's SQL while the app runs.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDb } from "@/db/client";
import { runtimeFilePath } from "@/db/runtime-file";
import { migrateAndSeed } from "@/db/dev-setup";
import { BUILD_SENTINELS, RUNTIME_SENTINELS } from "../../tests/support/sentinels";
import { domainListingsFor, startDomainServer, statisticsKey, suburbPerformanceJson } from "../../tests/support/domain-server";

const port = process.env.E2E_PORT ?? "3100";
// A cheap argon2id for every sign-up and sign-in, through the setting production reads (server/auth/password.ts);
// the seeding here and `next start` below both inherit it.
process.env.ARGON2_COST ??= "test";
// Quiet: the app logs warnings and errors only (every request at info would fill npm test's output). LOG_LEVEL=info to see them.
process.env.LOG_LEVEL ??= "warn";

async function main() {
  const dbEnv: Record<string, string> = {};
  if (process.env.E2E_DATABASE_URL) {
    dbEnv.DATABASE_URL = process.env.E2E_DATABASE_URL;
  } else if (process.env.E2E_PGLITE_DIR) {
    const dir = process.env.E2E_PGLITE_DIR;
    rmSync(dir, { recursive: true, force: true });
    rmSync(runtimeFilePath(dir), { force: true });
    mkdirSync(path.dirname(dir), { recursive: true });
    dbEnv.PGLITE_DIR = dir;
    dbEnv.PGLITE_SOCKET_PORT = "0";
  } else {
    dbEnv.PGLITE_DIR = mkdtempSync(path.join(tmpdir(), "propie-e2e-"));
    dbEnv.PGLITE_SOCKET_PORT = "0";
  }
  const catalogueCount = Number(process.env.E2E_CATALOGUE_COUNT ?? 5_000);
  const handle = openDb({ databaseUrl: dbEnv.DATABASE_URL, pgliteDir: dbEnv.PGLITE_DIR, owner: true });
  const t = Date.now();
  await migrateAndSeed({ handle, seed: true, catalogueCount });
  await handle.close();
  console.log(`[e2e-server] ${handle.driver} database ready in ${Date.now() - t} ms`);

  // A local stand-in for Domain's API (tests/support/domain-server.ts) with live listings in
  // Alfredton VIC 3350 only, answered only when a search names the suburb: the other tests'
  // searches (Victoria, Richmond) see the catalogue alone. The key is a sentinel the security
  // e2e looks for in every page.
  const domain = await startDomainServer();
  domain.apiKey = BUILD_SENTINELS.DOMAIN_API_KEY;
  domain.suburbsOnly = true;
  domain.listings = domainListingsFor({ suburb: "Alfredton", state: "VIC", postcode: "3350", firstId: 2_020_000_000, lat: -37.56, lng: 143.81 });
  const now = new Date();
  domain.statistics.set(
    statisticsKey({ state: "VIC", suburb: "Alfredton", postcode: "3350", category: "house" }),
    suburbPerformanceJson({ suburb: "Alfredton", state: "VIC", category: "house", year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, medianSoldPrice: 640_000, numberSold: 88, medianRentListingPrice: 520, numberRentListing: 47 }),
  );
  const domainEnv = { DOMAIN_API_KEY: domain.apiKey, DOMAIN_BASE_URL: domain.url, DOMAIN_AUTH_URL: domain.authUrl };

  const child = spawn(path.join("node_modules", ".bin", "next"), ["start", "-p", port, "-H", "127.0.0.1"], {
    stdio: "inherit",
    env: {
      ...process.env,
      ...dbEnv,
      NODE_ENV: "production",
      CATALOGUE_COUNT: String(catalogueCount),
      // Sentinel secrets (tests/support/sentinels.ts): the security e2e checks no page ever shows them.
      ...RUNTIME_SENTINELS,
      ...domainEnv,
      APP_URL: `http://127.0.0.1:${port}`,
      ENABLE_DEV_OUTBOX: "1",
      BOOKING_URL: process.env.BOOKING_URL ?? "https://booking.example.com/propie-partners",
      // The matches and chat polls every second, not the spec's 5 s (lib/polls.ts): the tests wait for what the polls bring.
      POLL_INTERVAL_MS: process.env.POLL_INTERVAL_MS ?? "1000",
      // Every e2e guest searches from 127.0.0.1; the quota itself is covered by the integration tests.
      GUEST_DAILY_SEARCHES: process.env.GUEST_DAILY_SEARCHES ?? "10000",
    },
  });
  const stop = () => child.kill("SIGTERM");
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  child.on("exit", (code) => process.exit(code ?? 0));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
