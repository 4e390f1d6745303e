/**
 * Shared by the assistant CLI, its evaluation test and its benchmark: the suburbs read
 * from the seed data (the rows the app's places index reads from the suburbs table,
 * without needing a database), built into the assistant's place index once.
 */
import { parse } from "csv-parse/sync";
import { readFileSync } from "node:fs";
import path from "node:path";
import { createPlaceIndex, type AssistantPlace, type PlaceIndex } from "@/lib/assistant";

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
