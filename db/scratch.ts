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
 * A migrated template for a run of test files, made once (tests/integration/global-setup.ts): on PostgreSQL a
 * database each file copies with `CREATE DATABASE … TEMPLATE`; on PGlite a dump of a migrated data directory
 * (PGlite's dumpDataDir, a tar file) each file loads into its own in-memory database.
 */
export type MigratedTemplate = { postgres: string } | { pgliteDump: string };

/** Migrates a new database on baseUrl's server, to copy per file; drop() when the run ends. */
export async function createMigratedPostgresTemplate({ baseUrl, prefix }: { baseUrl: string; prefix: string }): Promise<ScratchDatabase> {
  const scratch = await createScratchDatabase({ baseUrl, prefix });
  const { openDb } = await import("./client");
  const { migrate } = await import("./migrate");
  const handle = openDb({ databaseUrl: scratch.url, maxConnections: 1 });
  try {
    await migrate(handle);
  } finally {
    await handle.close(); // a template must have no open connection when it is copied
  }
  return scratch;
}

/**
 * Migrates an in-memory PGlite and writes its data directory to `file` (uncompressed tar). The copies need only the
 * app's database ("postgres"), so template0 and template1 are dropped and a checkpoint taken first: 26.5 MB instead of
 * 41.7 MB, and each file's load about a quarter quicker (issue 33).
 */
export async function dumpMigratedPglite(file: string): Promise<void> {
  const { writeFile } = await import("node:fs/promises");
  const { openDb } = await import("./client");
  const { migrate } = await import("./migrate");
  const handle = openDb({ pgliteDir: "memory://" });
  try {
    await migrate(handle);
    const pglite = handle.pglite!;
    for (const name of ["template0", "template1"]) {
      await pglite.exec(`UPDATE pg_database SET datistemplate = false, datallowconn = true WHERE datname = '${name}'`);
      await pglite.exec(`DROP DATABASE ${name}`);
    }
    await pglite.exec("CHECKPOINT");
    const dump = await pglite.dumpDataDir("none");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

/**
 * Points the app's shared connection (getDbHandle) at a fresh, migrated database: a scratch
 * database on baseUrl's server for "postgres", in-memory PGlite otherwise. With a template
 * (MigratedTemplate, of the same driver) the database is a copy of it instead of migrated
 * from scratch; migrate() still runs and finds nothing to do. close() closes
 * the connection, forgets it and drops the scratch database.
 * The app modules load only here, so createScratchDatabase stays usable from plain scripts.
 */
export async function openFreshAppDatabase({
  driver,
  baseUrl,
  prefix,
  template,
}: {
  driver: "postgres" | "pglite";
  baseUrl?: string;
  prefix: string;
  template?: MigratedTemplate;
}): Promise<{ handle: DbHandle; close: () => Promise<void> }> {
  const global = globalThis as { __propieDb?: unknown };
  global.__propieDb = undefined;
  let scratch: ScratchDatabase | null = null;
  const { getDbHandle, openDb } = await import("./client");
  let handle: DbHandle;
  if (driver === "postgres") {
    if (!baseUrl) throw new Error("a scratch PostgreSQL database needs a base URL");
    scratch =
      template && "postgres" in template ? await createNamed(baseUrl, prefix, ` TEMPLATE ${template.postgres}`) : await createScratchDatabase({ baseUrl, prefix });
    process.env.DATABASE_URL = scratch.url;
    delete process.env.PGLITE_DIR;
    handle = await getDbHandle();
  } else {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = "memory://";
    if (template && "pgliteDump" in template) {
      const { readFile } = await import("node:fs/promises");
      handle = openDb({ pgliteDir: "memory://", pgliteLoad: tarAsBlob(await readFile(template.pgliteDump)) });
      (global as { __propieDb?: { handle: DbHandle } }).__propieDb = { handle };
    } else handle = await getDbHandle();
  }
  const { migrate } = await import("./migrate");
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

/**
 * The dump as PGlite's loadDataDir reads it (its `type` and `arrayBuffer()`), without a real Blob: Node 20 copies a
 * Blob's bytes in and reads them back out in chunks, about half a second per 40 MB load, once per test file.
 */
function tarAsBlob(bytes: Buffer): Blob {
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return { type: "application/x-tar", arrayBuffer: async () => buffer } as unknown as Blob;
}
