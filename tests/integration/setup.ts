/**
 * Runs before each integration test file: gives the file a fresh, migrated
 * database on the driver of its project (in-memory PGlite, or a scratch
 * database on TEST_DATABASE_URL's server that is dropped afterwards), copied from
 * the run's migrated template (tests/integration/global-setup.ts).
 */
import { afterAll, inject } from "vitest";
import { openFreshAppDatabase } from "@/db/scratch";

const driver = process.env.TEST_DB_DRIVER === "postgres" ? "postgres" : "pglite";
if (driver === "postgres" && !process.env.TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is required for the postgres integration project");

// npm test names its run's databases (TEST_DB_PREFIX) and drops any a file failed to drop.
const template = inject("migratedTemplate") ?? undefined;
const database = await openFreshAppDatabase({ driver, baseUrl: process.env.TEST_DATABASE_URL, prefix: process.env.TEST_DB_PREFIX ?? "propie_t", template });

afterAll(async () => {
  await database.close();
});
