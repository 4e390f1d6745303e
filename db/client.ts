import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { mkdirSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { readEnv } from "@/lib/env-schema";

/** The database layer reads only its own settings (the server reads the rest through server/env). */
const env = () => readEnv(process.env);
import { DatabaseInUseError, liveOwner, writeRuntime } from "./runtime-file";
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
  /** The PGlite directory, when this handle opened one. */
  pgliteDir?: string;
  /** Set when a PGlite directory is reached through the app's loopback port (db/socket-server.ts). */
  via?: { host: string; port: number };
  sql?: postgres.Sql;
  close: () => Promise<void>;
};

export function defaultPgliteDir() {
  return env().PGLITE_DIR ?? path.join(process.cwd(), ".data", "pglite");
}

function openPostgres(url: string, maxConnections = 10): DbHandle {
  const sql = postgres(url, { max: maxConnections, onnotice: () => {}, prepare: true });
  const db = drizzlePostgres({ client: sql, schema }) as unknown as Db;
  return { db, driver: "postgres", sql, close: () => sql.end({ timeout: 5 }) };
}

/**
 * Opens a new connection (scripts, tests). The app uses getDb().
 * A PGlite directory that another live process holds (the dev server) is reached
 * through the port that process serves it on, never opened a second time; if it
 * serves none, this throws DatabaseInUseError. `owner: true` (the app itself) refuses
 * to connect through another process.
 */
export function openDb(opts: { databaseUrl?: string; pgliteDir?: string; maxConnections?: number; owner?: boolean; pgliteLoad?: Blob } = {}): DbHandle {
  const url = opts.databaseUrl ?? (opts.pgliteDir ? undefined : env().DATABASE_URL);
  if (url) return openPostgres(url, opts.maxConnections);
  const dir = opts.pgliteDir ?? defaultPgliteDir();
  if (!dir.startsWith("memory://")) {
    const owner = liveOwner(dir);
    if (owner && (opts.owner || !owner.port || !owner.host)) throw new DatabaseInUseError(dir, owner);
    if (owner?.port && owner.host) {
      const handle = openPostgres(`postgres://postgres@${owner.host}:${owner.port}/postgres`, 1);
      return { ...handle, pgliteDir: dir, via: { host: owner.host, port: owner.port } };
    }
  }
  if (dir.startsWith("memory://")) {
    // pgliteLoad: a data directory dumped by PGlite's dumpDataDir (the tests' migrated template, db/scratch.ts).
    const pglite = opts.pgliteLoad ? new PGlite({ loadDataDir: opts.pgliteLoad }) : new PGlite();
    return { db: drizzlePglite({ client: pglite, schema }) as unknown as Db, driver: "pglite", pglite, close: () => pglite.close() };
  }
  // PGlite creates only the last folder of the path; a fresh clone has no .data/ yet.
  mkdirSync(path.dirname(dir), { recursive: true });
  const pglite = new PGlite(dir);
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  return { db, driver: "pglite", pglite, pgliteDir: dir, close: () => pglite.close() };
}

type Shared = { handle: DbHandle };
const globalForDb = globalThis as unknown as { __propieDb?: Shared };

/**
 * The app's shared connection, opened on first use. It is only a connection: the app's boot
 * migrates and seeds an embedded database (db/dev-setup.ts), and on PostgreSQL migrating is an
 * explicit step (`npm run db:migrate`).
 */
export async function getDbHandle(): Promise<DbHandle> {
  if (!globalForDb.__propieDb) {
    const handle = openDb({ owner: true });
    // Scripts started while the app runs find this process here (db/runtime-file.ts).
    if (handle.pgliteDir) writeRuntime(handle.pgliteDir, { host: null, port: null });
    globalForDb.__propieDb = { handle };
  }
  return globalForDb.__propieDb.handle;
}

/**
 * Serves the app's embedded database on 127.0.0.1:PGLITE_SOCKET_PORT (default 5433 in
 * development, off in production unless set) for psql and the npm scripts. A taken port
 * only turns this off, with a warning: the app itself does not need it.
 */
export async function serveEmbeddedDatabase(): Promise<{ host: string; port: number } | null> {
  const e = env();
  const port = e.PGLITE_SOCKET_PORT ?? (e.NODE_ENV === "development" ? 5433 : undefined);
  if (port === undefined || port === "off") return null;
  const handle = await getDbHandle();
  if (handle.driver !== "pglite" || !handle.pglite || !handle.pgliteDir) return null;
  const held = globalForDb as unknown as { __propieSocket?: Promise<{ host: string; port: number } | null> };
  if (!held.__propieSocket) {
    const { servePgliteSocket } = await import("./socket-server");
    held.__propieSocket = servePgliteSocket({ pg: handle.pglite, dir: handle.pgliteDir, port }).then(
      (s) => {
        console.log(`[db] the embedded database is served for psql on postgres://postgres@${s.host}:${s.port}/postgres`);
        return { host: s.host, port: s.port };
      },
      (err: unknown) => {
        console.warn(`[db] psql access is off: could not listen on 127.0.0.1:${port} (${err instanceof Error ? err.message : err}); set PGLITE_SOCKET_PORT to a free port`);
        return null;
      },
    );
  }
  return held.__propieSocket;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Rows of a raw `db.execute(sql)` result, whichever driver answered. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
