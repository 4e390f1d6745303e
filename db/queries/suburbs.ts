/**
 * The suburbs as the search and the places lookups read them: profiles (with a fingerprint of
 * the tables they are read from), rows by name, and the name lists place names resolve against.
 * The CLI scripts share these functions with the server: they run under
 * --conditions=react-server, where server-only is allowed.
 */
import "server-only";
import { asc, inArray, sql, type SQL } from "drizzle-orm";
import { rowsOf, type DbOrTx } from "@/db/client";
import { sourceStatisticsGaps, suburbStatistics, suburbs } from "@/db/schema";
import { profileOfSuburb, storedProfile } from "@/lib/catalogue/profile";
import { splitProfileKeys, suburbIdKey, suburbNameKey, type SuburbProfile } from "@/lib/engine";

/**
 * A fingerprint of what the suburb profiles are read from (the suburbs, their measured
 * statistics and a statistics source's current gaps): it changes on every write to any of
 * them, and when a gap lapses, so profiles kept in memory under it are current while it is unchanged.
 */
export async function getProfileTablesVersion({ db }: { db: DbOrTx }): Promise<string> {
  const [row] = rowsOf<{ v: string }>(
    await db.execute(sql`select
      (select count(*) || '.' || coalesce(sum(hashtext(s.id::text || '.' || s.xmin::text)), 0) from ${suburbs} s)
      || '/' ||
      (select count(*) || '.' || coalesce(sum(hashtext(t.id::text || '.' || t.xmin::text)), 0) from ${suburbStatistics} t)
      || '/' ||
      (select count(*) || '.' || coalesce(sum(hashtext(g.suburb || '.' || g.property_category || '.' || g.xmin::text)), 0) from ${sourceStatisticsGaps} g where g.expires_at > now()) as v`),
  );
  return String(row?.v ?? "");
}

/**
 * Suburb profiles for keys from profileKeysOf(): "#<ABS code>" or "<lower-case name>|<STATE>".
 * A suburb whose stored profile is missing gets one derived on the fly. Where two suburbs of
 * a state share a name, the more populous answers the name key.
 */
export async function getSuburbProfiles({ db, keys }: { db: DbOrTx; keys: readonly string[] }): Promise<Map<string, SuburbProfile>> {
  const { ids, names } = splitProfileKeys(keys);
  const out = new Map<string, SuburbProfile>();
  if (ids.size === 0 && names.size === 0) return out;
  const nameExpr = sql<string>`lower(${suburbs.name}) || '|' || ${suburbs.state}`;
  const conds: SQL[] = [];
  if (ids.size) conds.push(inArray(suburbs.id, [...ids]));
  if (names.size) conds.push(inArray(nameExpr, [...names]));
  // The stored profile alone (the whole row only for a suburb whose profile must be derived): a
  // search reads thousands of suburbs, and the other columns cost more to read than the profile.
  const rows = await db
    .select({ id: suburbs.id, name: suburbs.name, state: suburbs.state, profile: suburbs.profile })
    .from(suburbs)
    .where(conds.length === 1 ? conds[0] : sql`(${conds[0]}) or (${conds[1]})`)
    .orderBy(sql`${suburbs.population} desc nulls last`, asc(suburbs.id));
  const toDerive = rows.filter((r) => !storedProfile(r.profile)).map((r) => r.id);
  const derived = new Map<number, SuburbProfile>();
  if (toDerive.length) {
    for (const r of await db.select().from(suburbs).where(inArray(suburbs.id, toDerive))) derived.set(r.id, profileOfSuburb(r));
  }
  for (const r of rows) {
    const profile = storedProfile(r.profile) ?? derived.get(r.id)!;
    const idKey = suburbIdKey(r.id);
    if (ids.has(r.id)) out.set(idKey, profile);
    const nameKey = suburbNameKey(r.name, r.state);
    if (names.has(nameKey) && !out.has(nameKey)) out.set(nameKey, profile);
  }
  return out;
}

/** Suburb rows for resolving imported listings: by lower-case name and state. */
export async function findSuburbsByName({ db, keys }: { db: DbOrTx; keys: readonly string[] }) {
  if (keys.length === 0) return [];
  const nameExpr = sql<string>`lower(${suburbs.name}) || '|' || ${suburbs.state}`;
  return db
    .select()
    .from(suburbs)
    .where(inArray(nameExpr, [...keys]))
    .orderBy(sql`${suburbs.population} desc nulls last`, asc(suburbs.id));
}

/** Every suburb's name, state, postcode, LGA and population: what place names are resolved against. */
export async function listSuburbNames({ db }: { db: DbOrTx }) {
  return db.select({ name: suburbs.name, state: suburbs.state, postcode: suburbs.postcode, lga: suburbs.lga, urbanArea: suburbs.urbanArea, statisticArea: suburbs.statisticArea, population: suburbs.population }).from(suburbs);
}

/** The suburbs the built-in places autocomplete and the assistant search (names, states, postcodes, areas). */
export async function listSuburbPlaces({ db }: { db: DbOrTx }) {
  return db.select({ name: suburbs.name, state: suburbs.state, postcode: suburbs.postcode, lga: suburbs.lga, population: suburbs.population }).from(suburbs);
}

/** How many suburbs the database holds (0 before the first seed). */
export async function countSuburbs({ db }: { db: DbOrTx }): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(suburbs);
  return Number(n);
}
