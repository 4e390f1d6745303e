import { readEnv } from "@/lib/env-schema";
import { getDbHandle, type DbHandle } from "./client";
import { migrate } from "./migrate";
import { seedIfEmpty } from "./seed";

/**
 * Readies a database for the app: the committed migrations, then, with DB_AUTO_SEED=on (the
 * default), what an empty database lacks (the real suburbs, and a demo catalogue of
 * CATALOGUE_COUNT listings when it has none; seedIfEmpty). `npm run dev`, `npm run db:migrate`
 * and the e2e server call it before the app opens the database; the app itself calls it on
 * PGlite (prepareEmbeddedDatabase).
 */
export async function migrateAndSeed({
  handle,
  seed = readEnv(process.env).DB_AUTO_SEED === "on",
  catalogueCount = readEnv(process.env).CATALOGUE_COUNT,
}: {
  handle: DbHandle;
  seed?: boolean;
  catalogueCount?: number;
}): Promise<{ migrateMs: number; seedMs: number | null }> {
  let t = Date.now();
  await migrate(handle);
  const migrateMs = Date.now() - t;
  if (!seed) return { migrateMs, seedMs: null };
  t = Date.now();
  await seedIfEmpty({ db: handle.db, catalogueCount });
  return { migrateMs, seedMs: Date.now() - t };
}

/**
 * Migrates and seeds the app's own embedded database as the server starts (instrumentation.ts,
 * before any request), so `next start` and `next dev` on PGlite need no setup step. On
 * PostgreSQL migrating is an explicit release step (`npm run db:migrate`): nothing happens here.
 */
export async function prepareEmbeddedDatabase(): Promise<void> {
  const handle = await getDbHandle();
  if (handle.driver === "pglite") await migrateAndSeed({ handle });
}
