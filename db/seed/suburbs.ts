import { parse } from "csv-parse/sync";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { DbOrTx } from "../client";
import { suburbs, type NewSuburb } from "../schema";

export const SEED_DATA_DIR = path.join(process.cwd(), "db", "seed", "data");

const STATE_ABBR: Record<string, string> = {
  "New South Wales": "NSW",
  Victoria: "VIC",
  Queensland: "QLD",
  "South Australia": "SA",
  "Western Australia": "WA",
  Tasmania: "TAS",
  "Northern Territory": "NT",
  "Australian Capital Territory": "ACT",
  "Other Territories": "OT",
};

/** "Richmond (Vic.)" -> "richmond": 2021 names carry a state suffix where a name repeats. */
export function normaliseSuburbName(name: string) {
  return name
    .replace(/\s*\([^)]*\)\s*$/, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

function num(v: string | undefined): number | null {
  if (v === undefined || v === "") return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

function distanceSq(aLat: number, aLng: number, bLat: number, bLng: number) {
  const dLat = aLat - bLat;
  const dLng = (aLng - bLng) * Math.cos((aLat * Math.PI) / 180);
  return dLat * dLat + dLng * dLng;
}

type BushfireRow = { state: string; name: string; lat: number; lng: number; fraction: number };

/**
 * Reads both CSV files and joins them on normalised name + state, choosing the
 * nearest centroid among candidates (2016 and 2021 boundaries differ a little).
 * A suburb with no same-named match takes the nearest 2021 suburb within ~3 km.
 */
export function readSuburbRows(dataDir = SEED_DATA_DIR): NewSuburb[] {
  const census = parse(readFileSync(path.join(dataDir, "au-suburbs-2016.csv")), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
  const fire = parse(readFileSync(path.join(dataDir, "au-suburbs-bushfire-prone.csv")), { columns: true, skip_empty_lines: true }) as Record<string, string>[];

  const byKey = new Map<string, BushfireRow[]>();
  const byState = new Map<string, BushfireRow[]>();
  for (const r of fire) {
    const state = STATE_ABBR[r.STE_NAME21] ?? r.STE_NAME21;
    const row: BushfireRow = { state, name: r.SAL_NAME21, lat: Number(r.cent_lat), lng: Number(r.cent_lon), // The source has fractions like 1.000000000000001 (floating-point area ratios): clamp to 0-1.
    fraction: Math.min(1, Math.max(0, num(r.bf_area_pct) ?? 0)) };
    const key = `${normaliseSuburbName(r.SAL_NAME21)}|${state}`;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
    byState.set(state, [...(byState.get(state) ?? []), row]);
  }

  const nearest = (rows: BushfireRow[] | undefined, lat: number, lng: number, maxSq = Infinity) => {
    let best: BushfireRow | null = null;
    let bestD = maxSq;
    for (const r of rows ?? []) {
      const d = distanceSq(lat, lng, r.lat, r.lng);
      if (d < bestD) {
        bestD = d;
        best = r;
      }
    }
    return best;
  };

  return census.map((r) => {
    const lat = Number(r.lat);
    const lng = Number(r.lng);
    const state = r.state;
    const match =
      nearest(byKey.get(`${normaliseSuburbName(r.suburb)}|${state}`), lat, lng) ??
      nearest(byState.get(state), lat, lng, 0.03 * 0.03);
    return {
      id: Number(r.ssc_code),
      name: r.suburb,
      state,
      postcode: r.postcode ? String(r.postcode).padStart(4, "0") : null,
      urbanArea: r.urban_area || null,
      localityType: r.type || null,
      lga: r.local_goverment_area || null,
      statisticArea: r.statistic_area || null,
      elevation: num(r.elevation),
      population: num(r.population),
      medianIncome: num(r.median_income),
      areaSqkm: num(r.sqkm),
      lat,
      lng,
      timezone: r.timezone || null,
      bushfireProneFraction: match ? match.fraction : null,
      profile: null,
    } satisfies NewSuburb;
  });
}

export async function seedSuburbs({ db, rows = readSuburbRows() }: { db: DbOrTx; rows?: NewSuburb[] }) {
  for (let i = 0; i < rows.length; i += 1000) {
    await db.insert(suburbs).values(rows.slice(i, i + 1000)).onConflictDoNothing();
  }
  return rows.length;
}
