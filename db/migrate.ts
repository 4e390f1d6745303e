import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import path from "node:path";
import type { DbHandle } from "./client";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "db", "migrations");

/** Applies the committed drizzle-kit migrations; safe to run again. */
export async function migrate(handle: DbHandle) {
  if (handle.driver === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePostgres(handle.db as unknown as PostgresJsDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
