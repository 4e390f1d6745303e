import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { mkdirSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { env } from "@/lib/env";
import * as schema from "./schema";

/**
 * One database layer, two drivers: postgres.js when DATABASE_URL is set,
 * otherwise embedded PGlite in .data/pglite (PGLITE_DIR overrides; "memory://" for tests).
 * PGlite has no lock across processes: one process per data directory.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export type DbHandle = {
  db: Db;
  driver: "postgres" | "pglite";
  pglite?: PGlite;
  sql?: postgres.Sql;
  close: () => Promise<void>;
};

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "db", "migrations");

export function defaultPgliteDir() {
  return env().PGLITE_DIR ?? path.join(process.cwd(), ".data", "pglite");
}

/** Opens a new connection (scripts, tests). The app uses getDb(). */
export function openDb(opts: { databaseUrl?: string; pgliteDir?: string; maxConnections?: number } = {}): DbHandle {
  const url = opts.databaseUrl ?? (opts.pgliteDir ? undefined : env().DATABASE_URL);
  if (url) {
    const sql = postgres(url, { max: opts.maxConnections ?? 10, onnotice: () => {}, prepare: true });
    const db = drizzlePostgres({ client: sql, schema }) as unknown as Db;
    return { db, driver: "postgres", sql, close: () => sql.end({ timeout: 5 }) };
  }
  const dir = opts.pgliteDir ?? defaultPgliteDir();
  if (dir.startsWith("memory://")) {
    const pglite = new PGlite();
    return { db: drizzlePglite({ client: pglite, schema }) as unknown as Db, driver: "pglite", pglite, close: () => pglite.close() };
  }
  // PGlite creates only the last folder of the path; a fresh clone has no .data/ yet.
  mkdirSync(path.dirname(dir), { recursive: true });
  const pglite = new PGlite(dir);
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  return { db, driver: "pglite", pglite, close: () => pglite.close() };
}

type Shared = { handle: DbHandle; ready: Promise<void> };
const globalForDb = globalThis as unknown as { __propieDb?: Shared };

/**
 * The app's shared connection. On PGlite it migrates and seeds an empty database
 * by itself on first use, so `npm run dev` needs no setup; on PostgreSQL migrations
 * are an explicit step (`npm run db:migrate`).
 */
export async function getDbHandle(): Promise<DbHandle> {
  if (!globalForDb.__propieDb) {
    const handle = openDb();
    const ready = (async () => {
      if (handle.driver === "pglite") {
        const { migrate } = await import("./migrate");
        await migrate(handle);
        if (env().DB_AUTO_SEED === "on") {
          const { seedIfEmpty } = await import("./seed");
          await seedIfEmpty(handle.db, { catalogueCount: env().CATALOGUE_COUNT });
        }
      }
    })();
    globalForDb.__propieDb = { handle, ready };
  }
  await globalForDb.__propieDb.ready;
  return globalForDb.__propieDb.handle;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Rows of a raw `db.execute(sql)` result, whichever driver answered. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
