/**
 * prepareCatalogue(): every query-independent sub-score of a catalogue into typed columns
 * (struct of arrays). A search pays this for each freshly selected set of candidates, so it
 * is built for speed:
 *
 * 1. Gathering copies the fields the scores read from the listing objects into typed
 *    columns, resolving everything keyed by a string once per distinct string: the suburb
 *    profile (a direct table by ABS code; each profile read once into a flat row of its
 *    figures by type), the property type (a small integer id), the state's rules and the
 *    zone (remembered per profile row, then a Map), the overlay texts. It comes in two
 *    parts: the core (what the base figures, investment and risk read) for every listing,
 *    and the details (what development, split living and renovation read) — in the same
 *    pass for prepareCatalogue(), for a few listings only when rankCatalogue() prunes.
 * 2. The compute passes walk the columns alone (no object touched, nothing allocated per
 *    listing), a loop per section so that the JIT inlines into each the sections' own
 *    primitive-argument functions — expectedValueFrom, monthlyCashFlowWith,
 *    developmentScoresOf, roomingScoreOf, renovationOutcomeOf, … — the very ones
 *    listingBase() and scoreListing() go through, so every sub-score is the same number.
 *    prepare.test.ts compares every column with the per-listing functions, bit for bit, on
 *    random listings and on a generated catalogue.
 *
 * Objects scattered over the heap cost a cache miss each and keep the CPU from overlapping
 * work; columns are read in order. See docs/SCORING.md §13 for the figures.
 */
import { ASSUMED_CONDITION, FINISH_INDEX, FINISH_LEVEL_LIST, annualFixedCosts } from "./assumptions";
import { frontageFromLand } from "./base";
import { developmentScoresOf } from "./sections/development";
import { capitalGrowthValue, cashflowScore, diffPercent, grossYield, growthScore, monthlyCashFlowWith, undervaluedScore } from "./sections/investment";
import { renovationOutcomeOf, renovationQuantities, type RenovationAreas, type RenovationOutcome } from "./sections/renovation";
import { overlayMask } from "./sections/risk-overlay";
import { duplexScoreOf, grannyFlatScoreOf, internalDualScoreOf, roomingScoreOf } from "./sections/split-living";
import { PROPERTY_TYPE_KEYS, type EngineListing, type FinishLevel, type SuburbProfile } from "./types";
import { estimateRentFrom, expectedValueFrom, profileFor, suburbIdKey, typeKey, valueAtCondition, weightedConditionIndex } from "./valuation";
import { grannyFlatMinLot, zoneRuleFor, type ZoneRule } from "./zoning";

export type CatalogueFacts = {
  n: number;
  cashflow: Uint8Array;
  undervalued: Uint8Array;
  growthScore: Uint8Array;
  dev: [Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  split: [Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  /** Renovation cost and pre-budget score per finish level (Budget, Standard, Premium); empty until costed. */
  renoCost: [Float64Array, Float64Array, Float64Array];
  renoInner: [Float64Array, Float64Array, Float64Array];
  /** Which finish levels are costed. */
  renoReady: [boolean, boolean, boolean];
  overlay: Uint8Array;
  /** Sort values; NaN = missing. */
  rentalYield: Float64Array;
  growth: Float64Array;
  capitalGrowthValue: Float64Array;
  /** −diff_percent, so that bigger is better. */
  undervaluation: Float64Array;
  landSize: Float64Array;
  /** listing_id of each listing (the final tie-break). */
  ids: string[];
};

export type PreparedCatalogue = { listings: EngineListing[]; profiles: SuburbProfile[]; facts: CatalogueFacts };

export type ProfileSource = ReadonlyMap<string, SuburbProfile> | ((listing: EngineListing) => SuburbProfile);

export type PrepareOptions = {
  /** Finish levels to cost now (all three by default); others are costed on first use. */
  finishLevels?: FinishLevel[];
};

/* ---------- property types, by id (the index in PROPERTY_TYPE_KEYS) ---------- */

// The ids below follow this order; the annotation makes a reordering a type error.
const TYPE_ORDER: readonly ["House", "Unit", "Townhouse", "Apartment", "Land"] = PROPERTY_TYPE_KEYS;
const LAND = 4;
const NT = TYPE_ORDER.length;
const FIXED_COSTS = PROPERTY_TYPE_KEYS.map((t) => annualFixedCosts(t));
const TYPE_ALIASES = new Map<string, number>();

/** Type id of a listing's property type; an alias ("Villa", "flat") goes through typeKey() once. */
function typeIdOf(propertyType: string): number {
  switch (propertyType) {
    case "House":
      return 0;
    case "Unit":
      return 1;
    case "Townhouse":
      return 2;
    case "Apartment":
      return 3;
    case "Land":
      return LAND;
  }
  let id = TYPE_ALIASES.get(propertyType);
  if (id === undefined) {
    id = TYPE_ORDER.indexOf(typeKey(propertyType));
    if (TYPE_ALIASES.size < 1_000) TYPE_ALIASES.set(propertyType, id);
  }
  return id;
}

/* ---------- suburb profiles ---------- */

/** Per profile row: the typical block, per type id its median price and weekly rent (0 for land), then per type id its growth. */
const ROW = 1 + NT * 3;
const GROWTH = 1 + NT * 2;
/** Suburb codes below this are found in a direct table (ABS codes have five digits). */
const CODE_LIMIT = 1 << 17;

type StateRules = { grannyFlatMinLot: number; zones: Map<string, number> };
/** Matches no state or zoning text. */
const UNSEEN = "\u0000";

/** The profiles a catalogue uses, each read once, with what gather() remembers per row. */
class ProfileTable {
  readonly list: SuburbProfile[] = [];
  /** ROW numbers per profile (grown by doubling). */
  rows = new Float64Array(ROW * 256);
  /** The state text, its rules, the zoning text ("" for none) and its zone last seen with each row. */
  readonly state: string[] = [];
  readonly rules: (StateRules | null)[] = [];
  readonly zoning: string[] = [];
  readonly zone: number[] = [];
  private byObject: Map<SuburbProfile, number> | null = null;

  add(p: SuburbProfile): number {
    const i = this.list.length;
    const at = i * ROW;
    if (at + ROW > this.rows.length) {
      const grown = new Float64Array(this.rows.length * 2);
      grown.set(this.rows);
      this.rows = grown;
    }
    const rows = this.rows;
    const m = p.medianPrice;
    const r = p.weeklyRent;
    const g = p.growth12m;
    rows[at] = p.typicalBlock;
    rows[at + 1] = m.House;
    rows[at + 2] = r.House;
    rows[at + 3] = m.Unit;
    rows[at + 4] = r.Unit;
    rows[at + 5] = m.Townhouse;
    rows[at + 6] = r.Townhouse;
    rows[at + 7] = m.Apartment;
    rows[at + 8] = r.Apartment;
    rows[at + 9] = m.Land;
    rows[at + 10] = 0;
    rows[at + 11] = g.House;
    rows[at + 12] = g.Unit;
    rows[at + 13] = g.Townhouse;
    rows[at + 14] = g.Apartment;
    rows[at + 15] = g.Land;
    this.list.push(p);
    this.state.push(UNSEEN);
    this.rules.push(null);
    this.zoning.push(UNSEEN);
    this.zone.push(-1);
    return i;
  }

  /** add(), once per profile object (for sources that hand out shared profiles). */
  indexOf(p: SuburbProfile): number {
    const byObject = (this.byObject ??= new Map());
    let i = byObject.get(p);
    if (i === undefined) byObject.set(p, (i = this.add(p)));
    return i;
  }
}

/* ---------- the columns gather() fills ---------- */

const F_PRICE_NULL = 1;
const F_RENT_NULL = 2;
const F_LAND_NULL = 4;
const F_FRONTAGE_NULL = 8;
const F_CORNER = 16;
const F_BATTLE_AXE = 32;
const F_SEPARATE_ENTRANCE = 64;
const F_GRANNY_FLAT = 128;
/** Set by computeBase(): no rent at all (land). */
const F_NO_RENT = 256;
/** The condition columns are filled (for the price on request at first, for the rest with the details). */
const F_CONDITION = 512;

type Columns = {
  profile: Int32Array;
  type: Uint8Array;
  zone: Int32Array;
  flags: Uint16Array;
  beds: Float64Array;
  baths: Float64Array;
  land: Float64Array;
  frontage: Float64Array;
  price: Float64Array;
  rent: Float64Array;
  /** The seven condition scores (ASSUMED_CONDITION when not stated), 7 per listing. */
  condition: Float64Array;
  /** The layout, or the one layoutOf() assumes: kitchens, ensuites, living areas, levels, 4 per listing. */
  layout: Float64Array;
  /** Zones and granny-flat minimum lots seen, by zone index. */
  zones: ZoneRule[];
  grannyMin: number[];
};

/**
 * The working columns (gathered fields and base figures) live in one buffer that the next
 * call reuses while the GC lets it (a WeakRef): about 20 MB for 100,000 listings that would
 * otherwise be allocated, zeroed and collected on every search. Nothing in it outlives the
 * preparation (synchronous from start to end, so no other call sees it half-filled), and a
 * listing's values are written before they are read, so it is not cleared (but byCode, which
 * relies on zeros, is).
 */
let scratchRef: WeakRef<ArrayBuffer> | null = null;
const DOUBLES_PER_LISTING = 17 + 6;

/** Set while a call uses the shared buffer (a profile source that prepared a catalogue itself would get its own). */
let scratchInUse = false;

function scratch(n: number, shared: boolean) {
  const bytes = n * (DOUBLES_PER_LISTING * 8 + 4 + 4 + 2 + 1) + CODE_LIMIT * 4;
  let buf = shared ? scratchRef?.deref() : undefined;
  if (!buf || buf.byteLength < bytes) {
    buf = new ArrayBuffer(bytes);
    if (shared) scratchRef = new WeakRef(buf);
  }
  let at = 0;
  const take = <T>(make: (b: ArrayBuffer, offset: number, length: number) => T, length: number, size: number): T => {
    const view = make(buf, at, length);
    at += length * size;
    return view;
  };
  return {
    doubles: take((b, o, l) => new Float64Array(b, o, l), n * DOUBLES_PER_LISTING, 8),
    profile: take((b, o, l) => new Int32Array(b, o, l), n, 4),
    zone: take((b, o, l) => new Int32Array(b, o, l), n, 4),
    byCode: take((b, o, l) => new Int32Array(b, o, l).fill(0), CODE_LIMIT, 4),
    flags: take((b, o, l) => new Uint16Array(b, o, l), n, 2),
    type: take((b, o, l) => new Uint8Array(b, o, l), n, 1),
  };
}

type Scratch = ReturnType<typeof scratch>;

/** Listing i's seven condition scores (ASSUMED_CONDITION when not stated) into the columns. */
function readCondition(l: EngineListing, condition: Float64Array, i: number): void {
  const c = l.condition;
  const ci = i * 7;
  if (c) {
    condition[ci] = c.kitchen;
    condition[ci + 1] = c.bathrooms;
    condition[ci + 2] = c.flooring;
    condition[ci + 3] = c.interiorPaint;
    condition[ci + 4] = c.exterior;
    condition[ci + 5] = c.roof;
    condition[ci + 6] = c.landscaping;
  } else condition.fill(ASSUMED_CONDITION, ci, ci + 7);
}

/** What gathering keeps between the first pass and completing listings later. */
type Gathering = {
  listings: readonly EngineListing[];
  source: ProfileSource;
  table: ProfileTable;
  cols: Columns;
  overlay: Uint8Array;
  ids: string[];
  profiles: SuburbProfile[];
  /** Per ABS code below CODE_LIMIT: 0 = not seen yet, −1 = not in the map (so by name), else the row + 1. */
  byCode: Int32Array;
  /** The same for any other code. */
  byOtherCode: Map<number, number>;
  /** Rows by state, then suburb name, for listings without a code in a Map source. */
  byName: Map<string, Map<string, number>>;
  states: Map<string, StateRules>;
};

function columnsIn(work: Scratch, n: number): Columns {
  const doubles = work.doubles;
  return {
    profile: work.profile,
    type: work.type,
    zone: work.zone,
    flags: work.flags,
    beds: doubles.subarray(0, n),
    baths: doubles.subarray(n, 2 * n),
    land: doubles.subarray(2 * n, 3 * n),
    frontage: doubles.subarray(3 * n, 4 * n),
    price: doubles.subarray(4 * n, 5 * n),
    rent: doubles.subarray(5 * n, 6 * n),
    condition: doubles.subarray(6 * n, 13 * n),
    layout: doubles.subarray(13 * n, 17 * n),
    zones: [],
    grannyMin: [],
  };
}

/** The profile row of a listing whose code isn't in byCode yet, as profileFor() finds its profile. */
function profileRow(g: Gathering, l: EngineListing): number {
  const { table, source } = g;
  const fromMap = typeof source === "function" ? null : source;
  const code = l.suburbId;
  if (code !== null && code !== undefined) {
    // A function source is asked once per code (it is the listing's suburb).
    const direct = code >= 0 && code < CODE_LIMIT && (code | 0) === code;
    let slot = direct ? g.byCode[code] : (g.byOtherCode.get(code) ?? 0);
    if (slot === 0) {
      const p = fromMap ? fromMap.get(suburbIdKey(code)) : (source as (l: EngineListing) => SuburbProfile)(l);
      slot = p ? table.add(p) + 1 : -1;
      if (direct) g.byCode[code] = slot;
      else g.byOtherCode.set(code, slot);
    }
    if (slot > 0) return slot - 1;
  }
  if (!fromMap) return table.indexOf((source as (l: EngineListing) => SuburbProfile)(l));
  // profileFor() without a code in the map depends on the suburb and state alone.
  let perState = g.byName.get(l.state);
  if (!perState) g.byName.set(l.state, (perState = new Map()));
  let pi = perState.get(l.suburb);
  if (pi === undefined) perState.set(l.suburb, (pi = table.add(profileFor(l, fromMap))));
  return pi;
}

/**
 * Reads the listings only[from..to) (all when `only` is null) into the columns. `core`: what
 * the base figures, investment and risk read (the profile, type, bedrooms, land, price, rent,
 * overlays, and the condition when the price is on request), for every listing first.
 * `details`: what only development, split living and renovation read (bathrooms, frontage,
 * corner and battle-axe lots, the zone, the layout, the condition), with the listing_id and
 * profile kept. Both at once read each object once; a ranking that prunes reads the details
 * of few listings.
 */
function readListings(g: Gathering, only: Int32Array | null, from: number, to: number, core: boolean, details: boolean): void {
  const { listings, table, cols, overlay, ids, profiles, states, byCode } = g;
  const { profile, type, flags, beds, baths, land, frontage, price, rent, condition, layout, zone, zones, grannyMin } = cols;
  for (let j = from; j < to; j++) {
    const i = only ? only[j] : j;
    const l = listings[i];
    let f: number;
    if (core) {
      const code = l.suburbId;
      const slot = code !== null && code >= 0 && code < CODE_LIMIT && (code | 0) === code ? byCode[code] : 0;
      const pi = slot > 0 ? slot - 1 : profileRow(g, l);
      profile[i] = pi;
      type[i] = typeIdOf(l.propertyType);
      f = 0;
      beds[i] = l.bedrooms;
      const a = l.landSize;
      if (a === null) f |= F_LAND_NULL;
      else land[i] = a;
      const p = l.price;
      if (p === null) f |= F_PRICE_NULL;
      else price[i] = p;
      const r = l.rentWeekly;
      if (r === null) f |= F_RENT_NULL;
      else rent[i] = r;
      // The condition sets the estimated value, which is the price used when the price is on request.
      if (p === null) {
        readCondition(l, condition, i);
        f |= F_CONDITION;
      }
      overlay[i] = overlayMask(l);
    } else f = flags[i];

    if (details) {
      f &= ~(F_FRONTAGE_NULL | F_CORNER | F_BATTLE_AXE | F_SEPARATE_ENTRANCE | F_GRANNY_FLAT);
      ids[i] = l.listingId;
      const pi = profile[i];
      profiles[i] = table.list[pi];
      if (!(f & F_CONDITION)) {
        readCondition(l, condition, i);
        f |= F_CONDITION;
      }
      baths[i] = l.bathrooms;
      const fr = l.frontage;
      if (fr === null) f |= F_FRONTAGE_NULL;
      else frontage[i] = fr;
      if (l.isCorner) f |= F_CORNER;
      if (l.isBattleAxe) f |= F_BATTLE_AXE;

      // The state's rules and the zone: a profile row's listings nearly always share a state and a few zonings.
      // zoneRuleFor() reads no zoning and "" alike.
      const state = l.state;
      const zoning = l.zoning ?? "";
      if (table.state[pi] === state && table.zoning[pi] === zoning) zone[i] = table.zone[pi];
      else {
        let rules = table.state[pi] === state ? table.rules[pi] : null;
        if (!rules) {
          rules = states.get(state) ?? null;
          if (!rules) states.set(state, (rules = { grannyFlatMinLot: grannyFlatMinLot(state), zones: new Map() }));
        }
        let z = rules.zones.get(zoning);
        if (z === undefined) {
          rules.zones.set(zoning, (z = zones.length));
          zones.push(zoneRuleFor(state, zoning).rule);
          grannyMin.push(rules.grannyFlatMinLot);
        }
        zone[i] = z;
        table.state[pi] = state;
        table.rules[pi] = rules;
        table.zoning[pi] = zoning;
        table.zone[pi] = z;
      }

      const y = l.layout;
      const yi = i * 4;
      if (y) {
        layout[yi] = y.kitchens;
        layout[yi + 1] = y.ensuites;
        layout[yi + 2] = y.livingAreas;
        layout[yi + 3] = y.levels;
        if (y.separateEntrance) f |= F_SEPARATE_ENTRANCE;
        if (y.hasGrannyFlat) f |= F_GRANNY_FLAT;
      } else {
        // layoutOf()'s assumed layout (renovation reads `layout?.kitchens ?? 1`: at least 1 either way).
        layout[yi] = l.propertyType === "Land" ? 0 : 1;
        layout[yi + 1] = l.features.includes("ensuite") ? 1 : 0;
        layout[yi + 2] = l.bedrooms >= 4 ? 2 : 1;
        layout[yi + 3] = 1;
      }
    }
    flags[i] = f;
  }
}

/* ---------- compute: the sub-scores from the columns, a pass per section ---------- */

// One loop per section keeps each small enough for the JIT to inline the sections' functions
// into it; the passes share the listing's base figures through these columns.
type Base = {
  expected: Float64Array;
  current: Float64Array;
  /** The price the engine works from (asking price, else `current`). */
  price: Float64Array;
  /** Weekly rent used (own, else estimated); F_NO_RENT in the flags for land (null). */
  rent: Float64Array;
  /** Frontage used (own, else estimated from the land); NaN when unknown (null). */
  frontage: Float64Array;
  growth: Float64Array;
};

/**
 * listingBase() for every listing: expected value, price used, rent and growth; `current` only
 * where the price is on request (computeCurrent() and computeFrontage() complete the rest).
 */
function computeBase(cols: Columns, table: ProfileTable, work: Scratch): Base {
  const n = cols.type.length;
  const buf = work.doubles.subarray(17 * n, 23 * n);
  const base: Base = {
    expected: buf.subarray(0, n),
    current: buf.subarray(n, 2 * n),
    price: buf.subarray(2 * n, 3 * n),
    rent: buf.subarray(3 * n, 4 * n),
    frontage: buf.subarray(4 * n, 5 * n),
    growth: buf.subarray(5 * n, 6 * n),
  };
  const { expected: expCol, current: curCol, price: usedPrice, rent: usedRent, growth } = base;
  const { profile, type: typeCol, flags, beds: bedsCol, land: landCol, price: priceCol, rent: rentCol, condition } = cols;
  const rows = table.rows;
  for (let i = 0; i < n; i++) {
    const t = typeCol[i];
    const type = TYPE_ORDER[t];
    const pi = profile[i];
    const row = pi * ROW;
    const f = flags[i];
    const beds = bedsCol[i];
    const land = f & F_LAND_NULL ? null : landCol[i];
    const expected = expectedValueFrom(rows[row + 1 + 2 * t], type, beds, land, rows[row]);
    expCol[i] = expected;
    // The estimated value in this condition: the price used when the price is on request (computeCurrent() does the rest).
    if (f & F_PRICE_NULL) {
      const ci = i * 7;
      const idx = weightedConditionIndex(condition[ci], condition[ci + 1], condition[ci + 2], condition[ci + 3], condition[ci + 4], condition[ci + 5], condition[ci + 6]);
      usedPrice[i] = curCol[i] = valueAtCondition(expected, type, idx);
    } else usedPrice[i] = priceCol[i];
    if (type === "Land") flags[i] = f | F_NO_RENT;
    else usedRent[i] = f & F_RENT_NULL || !(rentCol[i] > 0) ? estimateRentFrom(rows[row + 2 + 2 * t], type, beds) : rentCol[i];
    growth[i] = rows[row + GROWTH + t];
  }
  return base;
}

/** listingBase()'s `current` (the estimated value in this condition) for the listings only[from..to), their conditions gathered. */
function computeCurrent(cols: Columns, base: Base, only: Int32Array | null, from: number, to: number): void {
  const { type: typeCol, condition } = cols;
  const { expected, current } = base;
  for (let j = from; j < to; j++) {
    const i = only ? only[j] : j;
    const ci = i * 7;
    const idx = weightedConditionIndex(condition[ci], condition[ci + 1], condition[ci + 2], condition[ci + 3], condition[ci + 4], condition[ci + 5], condition[ci + 6]);
    current[i] = valueAtCondition(expected[i], TYPE_ORDER[typeCol[i]], idx);
  }
}

/** The frontage listingBase() uses (own, else estimated from the land), for the listings only[from..to). */
function computeFrontage(cols: Columns, base: Base, only: Int32Array | null, from: number, to: number): void {
  const { flags, land, frontage } = cols;
  const usedFront = base.frontage;
  for (let j = from; j < to; j++) {
    const i = only ? only[j] : j;
    const f = flags[i];
    usedFront[i] = !(f & F_FRONTAGE_NULL) && frontage[i] > 0 ? frontage[i] : !(f & F_LAND_NULL) && land[i] > 0 ? frontageFromLand(land[i]) : NaN;
  }
}

/** investmentSubscores(), and the sort values when asked for. */
function computeInvestment(cols: Columns, base: Base, facts: CatalogueFacts, sortValues: boolean): void {
  const n = facts.n;
  const { type: typeCol, flags, price: priceCol, land: landCol } = cols;
  const { expected, price: usedPrice, rent: usedRent, growth } = base;
  const { cashflow, undervalued, growthScore: growthCol, rentalYield, capitalGrowthValue: capValue, undervaluation, landSize } = facts;
  const growthOut = facts.growth;
  for (let i = 0; i < n; i++) {
    const f = flags[i];
    const rent = f & F_NO_RENT ? null : usedRent[i];
    const price = usedPrice[i];
    const g = growth[i];
    const gross = grossYield(rent, price);
    cashflow[i] = cashflowScore(gross, monthlyCashFlowWith(rent, price, FIXED_COSTS[typeCol[i]]));
    const diff = diffPercent(f & F_PRICE_NULL ? null : priceCol[i], expected[i]);
    undervalued[i] = undervaluedScore(diff);
    growthCol[i] = growthScore(g);
    if (sortValues) {
      rentalYield[i] = gross ?? NaN;
      growthOut[i] = g;
      capValue[i] = capitalGrowthValue(price, g);
      undervaluation[i] = diff === null ? NaN : -diff;
      landSize[i] = f & F_LAND_NULL ? NaN : landCol[i];
    }
  }
}

/** developmentSubscores(), for the listings only[from..to) (all when `only` is null). */
function computeDevelopment(cols: Columns, base: Base, facts: CatalogueFacts, only: Int32Array | null, from: number, to: number): void {
  const { type: typeCol, flags, land: landCol, zone, zones } = cols;
  const usedFront = base.frontage;
  const [d0, d1, d2, d3] = facts.dev;
  const out = [0, 0, 0, 0];
  for (let j = from; j < to; j++) {
    const i = only ? only[j] : j;
    const f = flags[i];
    const front = usedFront[i];
    const dev = developmentScoresOf(
      TYPE_ORDER[typeCol[i]],
      f & F_LAND_NULL ? 0 : landCol[i],
      front === front ? front : 0,
      zones[zone[i]],
      (f & F_BATTLE_AXE) !== 0,
      (f & F_CORNER) !== 0,
      out,
    );
    d0[i] = dev[0];
    d1[i] = dev[1];
    d2[i] = dev[2];
    d3[i] = dev[3];
  }
}

/** splitSubscores(), for the listings only[from..to) (all when `only` is null; their layouts gathered). */
function computeSplit(cols: Columns, base: Base, facts: CatalogueFacts, only: Int32Array | null, from: number, to: number): void {
  const { type: typeCol, flags, beds, baths, land: landCol, layout, zone, zones, grannyMin } = cols;
  const usedFront = base.frontage;
  const [s0, s1, s2, s3] = facts.split;
  for (let j = from; j < to; j++) {
    const i = only ? only[j] : j;
    const type = TYPE_ORDER[typeCol[i]];
    const f = flags[i];
    const land = f & F_LAND_NULL ? 0 : landCol[i];
    const front = usedFront[i];
    const separate = (f & F_SEPARATE_ENTRANCE) !== 0;
    const yi = i * 4;
    s0[i] = roomingScoreOf(type, beds[i], baths[i], layout[yi + 1]);
    s1[i] = grannyFlatScoreOf(type, (f & F_GRANNY_FLAT) !== 0, separate, land, grannyMin[zone[i]]);
    s2[i] = internalDualScoreOf(type, layout[yi], separate, layout[yi + 3], layout[yi + 2]);
    s3[i] = duplexScoreOf(type, zones[zone[i]], land, front === front ? front : 0);
  }
}

/**
 * renovationAreas() + renovationOutcome() at each finish level, for the listings only[from..to)
 * (all when `only` is null; their layouts gathered). Vacant land: cost and score 0, as the buffers start.
 */
function computeRenovation(cols: Columns, base: Base, facts: CatalogueFacts, finishes: readonly (0 | 1 | 2)[], only: Int32Array | null, from: number, to: number): void {
  const nf = finishes.length;
  if (nf === 0) return;
  const { type: typeCol, beds, baths, condition, layout } = cols;
  const { expected, current, price } = base;
  const costCols = finishes.map((f) => facts.renoCost[f]);
  const innerCols = finishes.map((f) => facts.renoInner[f]);
  const areas: RenovationAreas = { condition: [0, 0, 0, 0, 0, 0, 0], quantity: [0, 0, 0, 0, 0, 0, 0] };
  const c = areas.condition;
  const out: RenovationOutcome = { cost: 0, indexAfter: 0, postValue: 0, acquisition: 0, margin: 0, marginPct: 0, upliftPct: 0, inner: 0 };
  for (let j = from; j < to; j++) {
    const i = only ? only[j] : j;
    const t = typeCol[i];
    if (t === LAND) continue;
    const type = TYPE_ORDER[t];
    const ci = i * 7;
    for (let a = 0; a < 7; a++) c[a] = condition[ci + a];
    // The layout column holds `layout.kitchens`, or the assumed 0-1: renovationQuantities counts at least 1 either way.
    renovationQuantities(type, beds[i], baths[i], layout[i * 4], areas.quantity);
    for (let j = 0; j < nf; j++) {
      const o = renovationOutcomeOf(type, expected[i], current[i], price[i], finishes[j], areas, out);
      costCols[j][i] = o.cost;
      innerCols[j][i] = o.inner;
    }
  }
}

/**
 * A catalogue prepared up to the sections that read the layout: every listing's investment
 * sub-scores, risk overlays and sort values; development, split living and renovation for the
 * listings passed to complete(). For a ranking that can tell from the first which listings
 * can't reach the top K (rankCatalogue); prepareCatalogue() completes them all.
 */
export type PartialPreparation = {
  listings: EngineListing[];
  /** The suburb profile of each listing completed. */
  profiles: SuburbProfile[];
  /** Investment sub-scores, overlays and sort values of every listing; the rest, and `ids`, of the listings completed. */
  facts: CatalogueFacts;
  /** Completes the listings only[from..to) (all when `only` is null): development, split living and renovation at the finish levels asked for. */
  complete(only: Int32Array | null, from: number, to: number): void;
};

/**
 * Prepares `listings` in part and hands the preparation to `body` (valid during the call only).
 * `eager`: read every listing's details in the first pass over the objects (for a caller that
 * will complete them all, which then costs no second pass). `sortValues`: fill the sort-value
 * columns (a ranking by property_score doesn't read them: they stay empty).
 */
export function withPartialPreparation<T>(
  listings: EngineListing[],
  profiles: ProfileSource,
  finishLevels: readonly FinishLevel[] | undefined,
  body: (p: PartialPreparation) => T,
  { eager = false, sortValues = true }: { eager?: boolean; sortValues?: boolean } = {},
): T {
  const n = listings.length;
  const finishes = [...new Set((finishLevels ?? FINISH_LEVEL_LIST).map((f) => FINISH_INDEX[f]))];
  // Two buffers for all the columns (many large separate allocations make the GC work harder);
  // the renovation columns of a finish level left out are allocated by ensureFinishLevel().
  const bytes = new ArrayBuffer(n * 12);
  const doubles = new ArrayBuffer(n * 8 * ((sortValues ? 5 : 0) + 2 * finishes.length));
  let u8Next = 0;
  let f64Next = 0;
  const u8 = () => new Uint8Array(bytes, n * u8Next++, n);
  const f64 = () => new Float64Array(doubles, n * 8 * f64Next++, n);
  const reno = (f: 0 | 1 | 2) => (finishes.includes(f) ? f64() : new Float64Array(0));
  const sortColumn = () => (sortValues ? f64() : new Float64Array(0));
  const facts: CatalogueFacts = {
    n,
    cashflow: u8(),
    undervalued: u8(),
    growthScore: u8(),
    dev: [u8(), u8(), u8(), u8()],
    split: [u8(), u8(), u8(), u8()],
    renoCost: [reno(0), reno(1), reno(2)],
    renoInner: [reno(0), reno(1), reno(2)],
    renoReady: [false, false, false],
    overlay: u8(),
    rentalYield: sortColumn(),
    growth: sortColumn(),
    capitalGrowthValue: sortColumn(),
    undervaluation: sortColumn(),
    landSize: sortColumn(),
    ids: new Array<string>(n),
  };
  const table = new ProfileTable();
  const profileList: SuburbProfile[] = new Array(n);
  const shared = !scratchInUse;
  scratchInUse = true;
  try {
    const work = scratch(n, shared);
    const g: Gathering = {
      listings,
      source: profiles,
      table,
      cols: columnsIn(work, n),
      overlay: facts.overlay,
      ids: facts.ids,
      profiles: profileList,
      byCode: work.byCode,
      byOtherCode: new Map(),
      byName: new Map(),
      states: new Map(),
    };
    const cols = g.cols;
    readListings(g, null, 0, n, true, eager);
    const base = computeBase(cols, table, work);
    computeInvestment(cols, base, facts, sortValues);
    return body({
      listings,
      profiles: profileList,
      facts,
      complete(only, from, to) {
        if (!eager) readListings(g, only, from, to, false, true);
        computeCurrent(cols, base, only, from, to);
        computeFrontage(cols, base, only, from, to);
        computeDevelopment(cols, base, facts, only, from, to);
        computeSplit(cols, base, facts, only, from, to);
        computeRenovation(cols, base, facts, finishes, only, from, to);
      },
    });
  } finally {
    if (shared) scratchInUse = false;
  }
}

export function prepareCatalogue(listings: EngineListing[], profiles: ProfileSource, opts: PrepareOptions = {}): PreparedCatalogue {
  return withPartialPreparation(
    listings,
    profiles,
    opts.finishLevels,
    (p) => {
      p.complete(null, 0, listings.length);
      for (const f of opts.finishLevels ?? FINISH_LEVEL_LIST) p.facts.renoReady[FINISH_INDEX[f]] = true;
      return { listings, profiles: p.profiles, facts: p.facts };
    },
    { eager: true },
  );
}
