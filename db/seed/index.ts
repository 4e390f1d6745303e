import { and, inArray, isNull, sql } from "drizzle-orm";
import { CAPITALS } from "@/lib/catalogue/profile";
import type { Db } from "../client";
import { refreshListingStats } from "../queries/catalogue-writes";
import { suburbs } from "../schema";
import { countListings, fillSuburbProfiles, seedDemoCatalogue, withProfiles } from "./catalogue";
import { readSuburbRows, seedSuburbs } from "./suburbs";

/**
 * Seeds an empty database: the real suburbs with their derived profiles, then the demo
 * catalogue (catalogueCount listings), in one transaction so a half-seeded database never
 * stays behind. On a database that already has suburbs, only what is missing is added
 * (profiles; the catalogue when there are no listings at all), so it is safe on every start.
 */
export async function seedIfEmpty({ db, catalogueCount }: { db: Db; catalogueCount: number }) {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(suburbs);
  const [{ missing }] = await db
    .select({ missing: sql<number>`count(*)::int` })
    .from(suburbs)
    .where(and(isNull(suburbs.profile), inArray(suburbs.state, Object.keys(CAPITALS))));
  const needsCatalogue = catalogueCount > 0 && (await countListings({ db })) === 0;
  if (Number(n) > 0 && Number(missing) === 0 && !needsCatalogue) return;
  await db.transaction(async (tx) => {
    if (Number(n) === 0) await seedSuburbs({ db: tx, rows: withProfiles(readSuburbRows()) });
    else if (Number(missing) > 0) await fillSuburbProfiles({ db: tx });
    if (needsCatalogue) await seedDemoCatalogue({ db: tx, count: catalogueCount });
  });
  if (needsCatalogue) await refreshListingStats({ db });
}
