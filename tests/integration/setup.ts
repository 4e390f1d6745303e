/**
 * Runs before each integration test file: gives the file a fresh, migrated
 * database on the driver of its project (in-memory PGlite, or a scratch
 * database on TEST_DATABASE_URL's server that is dropped afterwards).
 */
import { afterAll } from "vitest";
import postgres from "postgres";
import { getDbHandle } from "@/db/client";
import { migrate } from "@/db/migrate";

const driver = process.env.TEST_DB_DRIVER ?? "pglite";
let dropDatabase: (() => Promise<void>) | undefined;

if (driver === "postgres") {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL is required for the postgres integration project");
  const name = `propie_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  delete process.env.PGLITE_DIR;
  dropDatabase = async () => {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end({ timeout: 5 });
  };
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = "memory://";
}

const handle = await getDbHandle();
if (handle.driver === "postgres") await migrate(handle);

afterAll(async () => {
  await handle.close();
  (globalThis as { __propieDb?: unknown }).__propieDb = undefined;
  await dropDatabase?.();
});
