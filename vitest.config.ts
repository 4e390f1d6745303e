import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty-module.ts"),
};

/**
 * Integration files run on PostgreSQL as well only where the driver matters (transactions, locking,
 * the queue, SQL the engines could treat differently, faults): those whose first line is
 * `// @drivers: both — <why>`. Every integration file runs on PGlite.
 */
export const DRIVERS_MARKER = /^\/\/ @drivers: both\b/;
const integrationDir = path.resolve(import.meta.dirname, "tests/integration");
export function bothDriverFiles(): string[] {
  return readdirSync(integrationDir)
    .filter((f) => f.endsWith(".test.ts"))
    .filter((f) => DRIVERS_MARKER.test(readFileSync(path.join(integrationDir, f), "utf8").split("\n", 1)[0]))
    .map((f) => `tests/integration/${f}`);
}

const integration = (name: string, driver: "pglite" | "postgres") => ({
  resolve: { alias },
  test: {
    name,
    include: driver === "postgres" ? bothDriverFiles() : ["tests/integration/**/*.test.ts"],
    // Migrated once per project and run; each file gets a copy (tests/integration/global-setup.ts).
    globalSetup: ["tests/integration/global-setup.ts"],
    setupFiles: ["tests/integration/setup.ts"],
    // The integration tests stand behind one proxy: each request names its client in X-Forwarded-For.
    // ARGON2_COST=test: a cheap argon2id through the path production reads (server/auth/password.ts).
    env: { TEST_DB_DRIVER: driver, DB_AUTO_SEED: "off", TRUSTED_PROXY_HOPS: "1", ARGON2_COST: "test" },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // next-auth imports "next/server" without an extension, which Node's ESM loader refuses; inlined, Vite resolves it.
    server: { deps: { inline: ["next-auth"] } },
  },
});

export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers: 2,
    // Worker threads, not child processes: each file still gets its own fresh module graph and database, and the
    // suite spends about a fifth less CPU starting files (measured on 12 integration files: 73-74 s against 94-99 s).
    pool: "threads",
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["lib/**/*.test.ts", "eslint/**/*.test.ts", "server/**/*.test.ts", "client/**/*.test.ts", "db/**/*.test.ts", "components/**/*.test.ts", "components/**/*.test.tsx", "scripts/**/*.test.ts", "tests/support/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
        },
      },
      integration("integration", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? [integration("integration-postgres", "postgres")] : []),
    ],
  },
});
