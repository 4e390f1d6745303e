import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf, type DbHandle, type DbOrTx } from "@/db/client";

/** A round trip to the database (liveness and readiness); answers which driver served it. */
export async function pingDatabase({ db, driver }: Pick<DbHandle, "db" | "driver">): Promise<{ driver: string }> {
  await db.execute(sql`select 1`);
  return { driver };
}

/** The database server's clock: run timestamps compare against it, not the app's. */
export async function databaseNow({ db }: { db: DbOrTx }): Promise<Date> {
  const [row] = rowsOf<{ now: string | Date }>(await db.execute(sql`select now() as now`));
  return new Date(row.now);
}
