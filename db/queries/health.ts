import "server-only";
import { sql } from "drizzle-orm";
import { getDbHandle, rowsOf } from "@/db/client";

/** A round trip to the database (liveness and readiness); answers which driver served it. */
export async function pingDatabase(): Promise<{ driver: string }> {
  const handle = await getDbHandle();
  await handle.db.execute(sql`select 1`);
  return { driver: handle.driver };
}

/** The database server's clock: run timestamps compare against it, not the app's. */
export async function databaseNow(): Promise<Date> {
  const { db } = await getDbHandle();
  const [row] = rowsOf<{ now: string | Date }>(await db.execute(sql`select now() as now`));
  return new Date(row.now);
}
