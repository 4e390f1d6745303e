import postgres from "postgres";
import type { DbHandle } from "./client";

export type ScratchDatabase = {
  /** baseUrl with the scratch database as its path. */
  url: string;
  name: string;
  /** Drops the database (closing its connections) and ends the admin connection. */
  drop: () => Promise<void>;
};

/** Creates `name` on baseUrl's server with `CREATE DATABASE … <clause>`, and the handle that drops it. */
async function createNamed(baseUrl: string, prefix: string, clause = ""): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}${clause}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/**
 * Creates an empty, uniquely named database (`<prefix>_<time>_<random>`) on baseUrl's
 * PostgreSQL server, for tests, benchmarks and the e2e run.
 */
export function createScratchDatabase({ baseUrl, prefix }: { baseUrl: string; prefix: string }): Promise<ScratchDatabase> {
  return createNamed(baseUrl, prefix);
}

/**
 * A copy of `source` (which must have no open connections) as a new scratch database on the same server:
 * `CREATE DATABASE … TEMPLATE`, far quicker than migrating and seeding again (a benchmark serving two builds).
 */
export function copyScratchDatabase({ baseUrl, source, prefix }: { baseUrl: string; source: ScratchDatabase; prefix: string }): Promise<ScratchDatabase> {
  return createNamed(baseUrl, prefix, ` TEMPLATE ${source.name}`);
}

/**
 * Drops every database whose name starts with `${prefix}_` (those a run's scratch databases
 * were named with, left behind by a process that ended before dropping its own); returns their names.
 */
export async function dropScratchDatabases({ baseUrl, prefix }: { baseUrl: string; prefix: string }): Promise<string[]> {
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await admin<{ datname: string }[]>`select datname from pg_database where starts_with(datname, ${`${prefix}_`})`;
    for (const { datname } of rows) await admin.unsafe(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    return rows.map((r) => r.datname);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

/**
 * Points the app's shared connection (getDbHandle) at a fresh, migrated database: a scratch
 * database on baseUrl's server for "postgres", in-memory PGlite otherwise. close() closes
 * the connection, forgets it and drops the scratch database.
 * The app modules load only here, so createScratchDatabase stays usable from plain scripts.
 */
export async function openFreshAppDatabase({
  driver,
  baseUrl,
  prefix,
}: {
  driver: "postgres" | "pglite";
  baseUrl?: string;
  prefix: string;
}): Promise<{ handle: DbHandle; close: () => Promise<void> }> {
  const global = globalThis as { __propieDb?: unknown };
  global.__propieDb = undefined;
  let scratch: ScratchDatabase | null = null;
  if (driver === "postgres") {
    if (!baseUrl) throw new Error("a scratch PostgreSQL database needs a base URL");
    scratch = await createScratchDatabase({ baseUrl, prefix });
    process.env.DATABASE_URL = scratch.url;
    delete process.env.PGLITE_DIR;
  } else {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = "memory://";
  }
  const { getDbHandle } = await import("./client");
  const { migrate } = await import("./migrate");
  const handle = await getDbHandle();
  await migrate(handle);
  return {
    handle,
    close: async () => {
      try {
        await handle.close();
      } finally {
        global.__propieDb = undefined;
        await scratch?.drop();
      }
    },
  };
}
