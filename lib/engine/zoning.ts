/**
 * Indicative subdivision and housing rules per residential zone, per state. Local schedules,
 * lot-size maps and overlays vary council by council: these are the engine's assumptions
 * (docs/SCORING.md names the instrument each comes from), not planning advice.
 */
export type ZoneKind = "high" | "medium" | "low" | "township" | "large-lot" | "rural";

export type ZoneRule = {
  code: string;
  name: string;
  kind: ZoneKind;
  /** Minimum lot size for a Torrens subdivision, m². */
  minLot: number;
  /** Minimum frontage of a new lot, m. */
  minFrontage: number;
  /** Dual occupancy (a duplex pair): minimum parent lot and frontage; null = not generally permitted. */
  dualOccMinLot: number | null;
  dualOccFrontage: number | null;
  /** Multi-dwelling housing (three or more townhouses): minimum site and frontage; null = not generally permitted. */
  multiMinSite: number | null;
  multiFrontage: number | null;
};

const z = (
  code: string,
  name: string,
  kind: ZoneKind,
  minLot: number,
  minFrontage: number,
  dual: [number, number] | null,
  multi: [number, number] | null,
): ZoneRule => ({
  code,
  name,
  kind,
  minLot,
  minFrontage,
  dualOccMinLot: dual?.[0] ?? null,
  dualOccFrontage: dual?.[1] ?? null,
  multiMinSite: multi?.[0] ?? null,
  multiFrontage: multi?.[1] ?? null,
});

export const ZONES: Record<string, ZoneRule[]> = {
  // NSW Standard Instrument LEP zones; State Environmental Planning Policy (Housing) 2021 and the
  // Low Rise Housing Diversity Code for dual occupancy (400 m², 12 m) and terraces (600 m², 18 m).
  NSW: [
    z("R4", "High Density Residential", "high", 300, 10, [400, 12], [800, 20]),
    z("R3", "Medium Density Residential", "medium", 300, 10, [400, 12], [600, 18]),
    z("R1", "General Residential", "medium", 400, 12, [400, 12], [600, 18]),
    z("R2", "Low Density Residential", "low", 450, 15, [400, 12], null),
    z("RU5", "Village", "township", 700, 15, [700, 15], null),
    z("R5", "Large Lot Residential", "large-lot", 4_000, 30, null, null),
    z("RU2", "Rural Landscape", "rural", 400_000, 100, null, null),
  ],
  // Victoria Planning Provisions; ResCode (clauses 54-56). GRZ/NRZ have no state-wide minimum: the
  // figures are common schedule values. LDRZ: 0.2 ha where sewered (clause 32.03).
  VIC: [
    z("MUZ", "Mixed Use Zone", "high", 200, 8, [300, 10], [500, 15]),
    z("RGZ", "Residential Growth Zone", "high", 200, 8, [300, 10], [500, 15]),
    z("GRZ", "General Residential Zone", "medium", 300, 10, [500, 14], [800, 18]),
    z("NRZ", "Neighbourhood Residential Zone", "low", 400, 12, [650, 15], [1_000, 20]),
    z("TZ", "Township Zone", "township", 600, 15, [800, 18], null),
    z("LDRZ", "Low Density Residential Zone", "large-lot", 2_000, 25, null, null),
    z("FZ", "Farming Zone", "rural", 400_000, 100, null, null),
  ],
  // Queensland: Brisbane City Plan 2014 subdivision code and the Planning Regulation 2017 zone set.
  QLD: [
    z("HDR", "High density residential", "high", 400, 12, [400, 12], [800, 20]),
    z("MDR", "Medium density residential", "medium", 300, 10, [400, 12], [600, 15]),
    z("LMR", "Low-medium density residential", "medium", 300, 10, [600, 15], [800, 20]),
    z("LDR", "Low density residential", "low", 450, 15, [800, 20], null),
    z("TWN", "Township", "township", 600, 15, [800, 20], null),
    z("RR", "Rural residential", "large-lot", 4_000, 30, null, null),
    z("RU", "Rural", "rural", 1_000_000, 200, null, null),
  ],
  // Western Australia: State Planning Policy 7.3, Residential Design Codes, Table 1 (average site area).
  WA: [
    z("R60", "Residential R60", "high", 150, 8, [300, 12], [450, 15]),
    z("R40", "Residential R40", "medium", 220, 9, [440, 12], [660, 18]),
    z("R30", "Residential R30", "medium", 300, 10, [600, 14], [900, 20]),
    z("R20", "Residential R20", "low", 450, 12, [900, 18], null),
    z("R12.5", "Residential R12.5", "township", 800, 15, null, null),
    z("RR", "Rural Residential", "large-lot", 10_000, 40, null, null),
    z("GR", "General Rural", "rural", 400_000, 100, null, null),
  ],
  // South Australia: Planning and Design Code (2021) zone policies (DPF site area and frontage).
  SA: [
    z("UN", "Urban Neighbourhood", "high", 200, 7, [300, 9], [500, 15]),
    z("HDN", "Housing Diversity Neighbourhood", "medium", 200, 7, [400, 12], [600, 15]),
    z("GN", "General Neighbourhood", "medium", 300, 9, [600, 18], [900, 20]),
    z("SN", "Suburban Neighbourhood", "low", 450, 12, [900, 20], null),
    z("TN", "Township Neighbourhood", "township", 600, 15, [1_200, 24], null),
    z("RuL", "Rural Living", "large-lot", 10_000, 40, null, null),
    z("Ru", "Rural", "rural", 400_000, 100, null, null),
  ],
  // Tasmanian Planning Scheme, State Planning Provisions (general residential 8.6.1: 450 m², 12 m).
  TAS: [
    z("IRZ", "Inner Residential", "medium", 200, 10, [400, 12], [600, 15]),
    z("GRZ", "General Residential", "low", 450, 12, [650, 15], [975, 20]),
    z("VIL", "Village", "township", 600, 15, [900, 18], null),
    z("LDRZ", "Low Density Residential", "large-lot", 1_500, 20, null, null),
    z("RLZ", "Rural Living", "large-lot", 10_000, 40, null, null),
    z("RUR", "Rural", "rural", 400_000, 100, null, null),
  ],
  // ACT Territory Plan 2023: RZ1 second dwellings on blocks of 800 m² or more; RZ2 multi-unit from 700 m².
  ACT: [
    z("RZ5", "High Density Residential", "high", 200, 8, [400, 12], [1_000, 20]),
    z("RZ4", "Medium Density Residential", "medium", 200, 8, [400, 12], [500, 15]),
    z("RZ3", "Urban Residential", "medium", 250, 9, [500, 15], [600, 18]),
    z("RZ2", "Suburban Core", "low", 350, 12, [700, 18], [700, 20]),
    z("RZ1", "Suburban", "low", 400, 12, [800, 20], null),
    z("NUZ1", "Broadacre", "rural", 400_000, 100, null, null),
  ],
  // NT Planning Scheme 2020 zone purposes and minimum lot sizes.
  NT: [
    z("MR", "Medium Density Residential", "high", 200, 10, [400, 12], [600, 15]),
    z("LMR", "Low-Medium Density Residential", "medium", 300, 10, [600, 15], [800, 20]),
    z("LR", "Low Density Residential", "low", 600, 15, [800, 18], null),
    z("RR", "Rural Residential", "large-lot", 4_000, 30, null, null),
    z("R", "Rural", "rural", 80_000, 100, null, null),
  ],
};

/** The zone assumed for a listing with no stated zoning (the state's low-density residential zone). */
export const DEFAULT_ZONE: Record<string, string> = {
  NSW: "R2",
  VIC: "GRZ",
  QLD: "LDR",
  WA: "R20",
  SA: "GN",
  TAS: "GRZ",
  ACT: "RZ1",
  NT: "LR",
};

/**
 * Minimum lot for a secondary dwelling (granny flat), m²: NSW Housing SEPP 2021 (450 m²);
 * VIC small second dwellings (VC253, 2023: any lot, 300 m² assumed for space); QLD and TAS
 * general-residential lots; WA R-Codes ancillary dwellings; SA Planning and Design Code;
 * ACT Territory Plan (500 m²); NT Planning Scheme.
 */
const GRANNY_FLAT_MIN_LOT: Record<string, number> = {
  NSW: 450,
  VIC: 300,
  QLD: 450,
  WA: 350,
  SA: 400,
  TAS: 450,
  ACT: 500,
  NT: 600,
};
const FALLBACK_GRANNY_FLAT_MIN_LOT = 450;

const byState = new Map<string, Map<string, ZoneRule>>(
  Object.entries(ZONES).map(([state, rules]) => [state, new Map(rules.map((r) => [r.code.toUpperCase(), r]))]),
);
const everyZone = new Map<string, ZoneRule>();
for (const rules of Object.values(ZONES)) for (const r of rules) if (!everyZone.has(r.code.toUpperCase())) everyZone.set(r.code.toUpperCase(), r);

/** Extracts a zone code from free text such as "R2 Low Density Residential" or "GRZ1". */
function zoneCodeOf(zoning: string): string {
  const first = zoning.trim().split(/[\s,;:(]+/)[0] ?? "";
  return first.toUpperCase();
}

/**
 * The rules for a listing's zoning in its state. A code unknown to the state falls back to
 * the same code elsewhere, then (GRZ1 → GRZ) to its letters, then to the state's default zone.
 */
const resolved = new Map<string, Map<string, { rule: ZoneRule; assumed: boolean }>>();

export function zoneRuleFor(state: string, zoning: string | null): { rule: ZoneRule; assumed: boolean } {
  // Memoised: a catalogue repeats a few dozen (state, zoning) pairs across every listing.
  let perState = resolved.get(state);
  if (!perState) resolved.set(state, (perState = new Map()));
  const key = zoning ?? "";
  let hit = perState.get(key);
  if (!hit) {
    hit = resolveZone(state, zoning);
    if (perState.size < 10_000) perState.set(key, hit);
  }
  return hit;
}

function resolveZone(state: string, zoning: string | null): { rule: ZoneRule; assumed: boolean } {
  const st = state.toUpperCase();
  const table = byState.get(st);
  if (zoning && zoning.trim()) {
    const code = zoneCodeOf(zoning);
    const hit = table?.get(code) ?? table?.get(code.replace(/\d+$/, "")) ?? everyZone.get(code);
    if (hit) return { rule: hit, assumed: false };
  }
  const fallback = table?.get(DEFAULT_ZONE[st] ?? "") ?? byState.get("NSW")!.get("R2")!;
  return { rule: fallback, assumed: true };
}

export const grannyFlatMinLot = (state: string) =>
  GRANNY_FLAT_MIN_LOT[state] ?? GRANNY_FLAT_MIN_LOT[state.toUpperCase()] ?? FALLBACK_GRANNY_FLAT_MIN_LOT;
