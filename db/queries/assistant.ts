/**
 * What the built-in assistant (lib/assistant) reads from the database besides the suburbs' names:
 * the rows its suburb suggestions are ranked on — each suburb large enough to suggest, with its
 * profile (as the search values listings against it) and its measured statistics. Rows in, rows out;
 * server/chat/builtin.ts loads them once per process.
 */
import "server-only";
import { and, gte, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { suburbs } from "@/db/schema";
import type { SuburbProfileRow } from "@/lib/assistant";
import { SUGGESTION_MIN_POPULATION } from "@/lib/assistant/suggest";
import { CAPITALS, profileOfSuburb } from "@/lib/catalogue/profile";
import { suburbNameKey } from "@/lib/engine";
import type { MeasuredStatistic } from "@/lib/engine/statistics";
import { getSuburbStatistics } from "./suburb-statistics";

/** The suburbs suggestions are made from, with their profiles, and the measured statistics of those suburbs. */
export async function listSuburbSuggestionRows({ db }: { db: DbOrTx }): Promise<{ rows: SuburbProfileRow[]; stats: MeasuredStatistic[] }> {
  const found = await db
    .select()
    .from(suburbs)
    .where(and(gte(suburbs.population, SUGGESTION_MIN_POPULATION), inArray(suburbs.state, Object.keys(CAPITALS))));
  const rows = found.map((r) => ({ name: r.name, state: r.state, postcode: r.postcode, lga: r.lga, urbanArea: r.urbanArea, population: r.population, profile: profileOfSuburb(r) }));
  const stats = rows.length ? await getSuburbStatistics({ db, keys: [...new Set(rows.map((r) => suburbNameKey(r.name, r.state)))] }) : [];
  return { rows, stats };
}
