/**
 * Shared by the assistant CLI, its evaluation test and its benchmark: the suburbs read
 * from the seed data (the rows the app's places index reads from the suburbs table,
 * without needing a database), built into the assistant's place index once; and their
 * profiles, derived as the seed derives them, as the facts suburb suggestions rank.
 */
import { parse } from "csv-parse/sync";
import { readFileSync } from "node:fs";
import path from "node:path";
import { withProfiles } from "@/db/seed/catalogue";
import { readSuburbRows } from "@/db/seed/suburbs";
import { createPlaceIndex, suburbFacts, type AssistantPlace, type PlaceIndex, type SuburbFacts } from "@/lib/assistant";
import type { SuburbProfile } from "@/lib/engine";

export const SUBURBS_CSV = path.join(process.cwd(), "db", "seed", "data", "au-suburbs-2016.csv");

export function readSeedPlaces(file = SUBURBS_CSV): AssistantPlace[] {
  const rows = parse(readFileSync(file), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
  return rows.map((r) => ({
    name: r.suburb,
    state: r.state,
    postcode: r.postcode ? String(r.postcode).padStart(4, "0") : null,
    lga: r.local_goverment_area || null,
    urbanArea: r.urban_area || null,
    statisticArea: r.statistic_area || null,
    population: r.population ? Number(r.population) : null,
  }));
}

let cached: PlaceIndex | null = null;
export function seedPlaceIndex(): PlaceIndex {
  cached ??= createPlaceIndex(readSeedPlaces());
  return cached;
}

let facts: SuburbFacts[] | null = null;
/** The suburb facts of the seed data (profiles derived as the seed derives them, no measured statistics). */
export function seedSuburbFacts(): SuburbFacts[] {
  facts ??= suburbFacts(
    withProfiles(readSuburbRows())
      .filter((r) => r.profile)
      .map((r) => ({ name: r.name, state: r.state, postcode: r.postcode ?? null, lga: r.lga ?? null, urbanArea: r.urbanArea ?? null, population: r.population ?? null, profile: r.profile as unknown as SuburbProfile })),
  );
  return facts;
}
