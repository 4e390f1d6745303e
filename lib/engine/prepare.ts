/**
 * prepareCatalogue(): every query-independent sub-score of a catalogue, in one pass over
 * plain listings, into typed columns (struct of arrays). This is what a search pays for a
 * freshly selected set of candidates, so it is written for speed:
 *
 * - each suburb profile is read once, into a flat table of its figures by property type
 *   (median price, rent, growth and growth score), found per listing by its ABS code;
 * - property types, states and zonings are resolved to small integer ids or cached rules
 *   with a Map, once per distinct string;
 * - the per-type constants (typical bedrooms, fixed costs, floor area, building share) sit
 *   in arrays by type id, so there is no string-keyed lookup per listing;
 * - nothing is allocated per listing: columns are preallocated, a scratch ListingBase is
 *   filled in place, condition scores are read once into locals.
 *
 * listingBase(), investmentSubscores() and renovationOutcome() are restated here over those
 * tables — the same expressions in the same order, so the same bits — and the development
 * and split-living sub-scores come from the very functions scoreListing() uses. The tests
 * ("prepareCatalogue equals the per-listing functions") compare every column with the
 * per-listing functions bit for bit, on random listings and on a generated catalogue: a
 * change to a formula in sections/ or valuation.ts that isn't made here fails them.
 */
import {
  ASSUMED_CONDITION,
  BEDROOM_FACTOR_MAX,
  BEDROOM_FACTOR_MIN,
  BEDROOM_RENT_MAX,
  BEDROOM_RENT_MIN,
  BEDROOM_RENT_STEP,
  BEDROOM_VALUE_STEP,
  BUILDING_SHARE,
  CONDITION_AFTER,
  FINISH_INDEX,
  FINISH_LEVEL_LIST,
  FLOOR_AREA,
  LOT_DEPTH_RATIO,
  PURCHASE_COSTS_SHARE,
  RENOVATION_THRESHOLD,
  TYPICAL_BEDROOMS,
  annualFixedCosts,
} from "./assumptions";
import type { ListingBase } from "./base";
import { developmentSubscores } from "./sections/development";
import { capitalGrowthValue, cashflowScore, diffPercent, grossYield, growthScore, monthlyCashFlowWith, undervaluedScore } from "./sections/investment";
import { areaCostAt, renovationInner } from "./sections/renovation";
import { overlayMask } from "./sections/risk-overlay";
import { splitSubscores } from "./sections/split-living";
import { PROPERTY_TYPE_KEYS, type EngineListing, type FinishLevel, type SuburbProfile } from "./types";
import { clamp, landValueFactor, profileFor, round1, typeKey, valueAtCondition, weightedConditionIndex } from "./valuation";
import { grannyFlatMinLot, zoneRuleFor, type ZoneRule } from "./zoning";

export type CatalogueFacts = {
  n: number;
  cashflow: Uint8Array;
  undervalued: Uint8Array;
  growthScore: Uint8Array;
  dev: [Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  split: [Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  /** Renovation cost and pre-budget score per finish level (Budget, Standard, Premium). */
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

/* ---------- per-type tables, by type id (the index in PROPERTY_TYPE_KEYS) ---------- */

// The ids below follow this order; the annotation makes a reordering a type error.
const TYPE_ORDER: readonly ["House", "Unit", "Townhouse", "Apartment", "Land"] = PROPERTY_TYPE_KEYS;
const UNIT = 1;
const APARTMENT = 3;
const LAND = 4;
const NT = TYPE_ORDER.length;

const TYPICAL_BEDS = PROPERTY_TYPE_KEYS.map((t) => TYPICAL_BEDROOMS[t]);
const FIXED_COSTS = PROPERTY_TYPE_KEYS.map((t) => annualFixedCosts(t));
const FLOOR_BASE = PROPERTY_TYPE_KEYS.map((t) => FLOOR_AREA[t].base);
const FLOOR_PER_BEDROOM = PROPERTY_TYPE_KEYS.map((t) => FLOOR_AREA[t].perBedroom);
const OWNER_SHARE = PROPERTY_TYPE_KEYS.map((t) => BUILDING_SHARE[t]);
/** Condition after the work, by finish index. */
const AFTER = FINISH_LEVEL_LIST.map((f) => CONDITION_AFTER[f]);

const TYPE_ID = new Map<string, number>(PROPERTY_TYPE_KEYS.map((t, i) => [t, i]));

/** Type id of a listing's property type; an alias ("Villa", "flat") goes through typeKey() once. */
function typeIdOf(propertyType: string): number {
  const id = TYPE_ID.get(propertyType);
  if (id !== undefined) return id;
  const t = TYPE_ID.get(typeKey(propertyType))!;
  if (TYPE_ID.size < 1_000) TYPE_ID.set(propertyType, t);
  return t;
}

/** A renovated area's condition: `after` when it is worked on (below the threshold and owned), else as is. */
const conditionAfter = (c: number, quantity: number, after: number) => (c < RENOVATION_THRESHOLD && quantity > 0 ? after : c);

/* ---------- profiles ---------- */

/** Per profile: its typical block, then for each type id its median price, weekly rent, growth and growth score. */
const ROW = 1 + NT * 4;

/** The profiles a catalogue uses, each read once into `rows` (ROW numbers each). */
class ProfileTable {
  readonly list: SuburbProfile[] = [];
  readonly rows: number[] = [];
  private byObject: Map<SuburbProfile, number> | null = null;

  add(p: SuburbProfile): number {
    const m = p.medianPrice;
    const r = p.weeklyRent;
    const g = p.growth12m;
    this.list.push(p);
    this.rows.push(
      p.typicalBlock,
      ...[m.House, r.House, g.House, growthScore(g.House)],
      ...[m.Unit, r.Unit, g.Unit, growthScore(g.Unit)],
      ...[m.Townhouse, r.Townhouse, g.Townhouse, growthScore(g.Townhouse)],
      ...[m.Apartment, r.Apartment, g.Apartment, growthScore(g.Apartment)],
      ...[m.Land, 0, g.Land, growthScore(g.Land)],
    );
    return this.list.length - 1;
  }

  /** add(), once per profile object (for sources that hand out shared profiles per listing). */
  indexOf(p: SuburbProfile): number {
    const byObject = (this.byObject ??= new Map());
    let i = byObject.get(p);
    if (i === undefined) byObject.set(p, (i = this.add(p)));
    return i;
  }
}

/* ---------- states and zones ---------- */

type Zone = { rule: ZoneRule; assumed: boolean };
/** Per state text: the granny-flat minimum lot and the zone of each zoning text (zoneRuleFor's answer). */
type StateRules = { grannyFlatMinLot: number; zones: Map<string, Zone> };

function zoneOf(s: StateRules, state: string, zoning: string | null): Zone {
  const key = zoning ?? "";
  let z = s.zones.get(key);
  if (!z) s.zones.set(key, (z = zoneRuleFor(state, zoning)));
  return z;
}

/** A ListingBase filled in place for each listing (development and split living read it). */
function scratchBase(): ListingBase {
  return {
    type: "House",
    expected: 0.5,
    conditionIndex: 0.5,
    current: 0.5,
    price: 0.5,
    priceEstimated: false,
    rent: null,
    rentEstimated: false,
    growth: 0.5,
    frontage: null,
    frontageEstimated: false,
    zone: zoneRuleFor("NSW", null).rule,
    zoneAssumed: false,
    grannyFlatMinLot: 0.5,
  };
}

export function prepareCatalogue(listings: EngineListing[], profiles: ProfileSource, opts: PrepareOptions = {}): PreparedCatalogue {
  const n = listings.length;
  // Two buffers for all the columns: many large separate allocations make the GC work harder.
  const bytes = new ArrayBuffer(n * 12);
  const doubles = new ArrayBuffer(n * 8 * 11);
  let u8Next = 0;
  let f64Next = 0;
  const u8 = () => new Uint8Array(bytes, n * u8Next++, n);
  const f64 = () => new Float64Array(doubles, n * 8 * f64Next++, n);
  const facts: CatalogueFacts = {
    n,
    cashflow: u8(),
    undervalued: u8(),
    growthScore: u8(),
    dev: [u8(), u8(), u8(), u8()],
    split: [u8(), u8(), u8(), u8()],
    renoCost: [f64(), f64(), f64()],
    renoInner: [f64(), f64(), f64()],
    renoReady: [false, false, false],
    overlay: u8(),
    rentalYield: f64(),
    growth: f64(),
    capitalGrowthValue: f64(),
    undervaluation: f64(),
    landSize: f64(),
    ids: new Array<string>(n),
  };
  const { cashflow, undervalued, overlay, rentalYield, growth, undervaluation, landSize, ids } = facts;
  const growthCol = facts.growthScore;
  const capValueCol = facts.capitalGrowthValue;
  const [d0, d1, d2, d3] = facts.dev;
  const [s0, s1, s2, s3] = facts.split;
  const finishes = [...new Set((opts.finishLevels ?? FINISH_LEVEL_LIST).map((f) => FINISH_INDEX[f]))];
  const nf = finishes.length;
  const costCols = finishes.map((f) => facts.renoCost[f]);
  const innerCols = finishes.map((f) => facts.renoInner[f]);

  // Profiles: by ABS code when the listing has one; otherwise from the source (a Map: by suburb and state).
  const table = new ProfileTable();
  const rows = table.rows;
  const bySuburbId = new Map<number, number>();
  const byName = new Map<string, Map<string, number>>();
  const fromMap = typeof profiles === "function" ? null : profiles;
  const lookup = typeof profiles === "function" ? profiles : (l: EngineListing) => profileFor(l, profiles);
  const profileOf = new Int32Array(n);
  const states = new Map<string, StateRules>();
  const b = scratchBase();
  const devOut = [0, 0, 0, 0];
  const splitOut = [0, 0, 0, 0];
  const A = ASSUMED_CONDITION;

  for (let i = 0; i < n; i++) {
    const l = listings[i];

    // The profile's row.
    let pi: number | undefined;
    if (l.suburbId !== null) {
      pi = bySuburbId.get(l.suburbId);
      if (pi === undefined) bySuburbId.set(l.suburbId, (pi = table.add(lookup(l))));
    } else if (fromMap) {
      // profileFor() without a code depends on the suburb and state alone.
      let perState = byName.get(l.state);
      if (!perState) byName.set(l.state, (perState = new Map()));
      pi = perState.get(l.suburb);
      if (pi === undefined) perState.set(l.suburb, (pi = table.add(profileFor(l, fromMap))));
    } else pi = table.indexOf(lookup(l));
    profileOf[i] = pi;
    const t = typeIdOf(l.propertyType);
    const type = TYPE_ORDER[t];
    const row = pi * ROW;
    const rt = row + 1 + t * 4;

    // listingBase().
    const beds = l.bedrooms;
    const land = l.landSize;
    const listPrice = l.price;
    const bedFactor = t === LAND ? 1 : clamp(1 + BEDROOM_VALUE_STEP * (beds - TYPICAL_BEDS[t]), BEDROOM_FACTOR_MIN, BEDROOM_FACTOR_MAX);
    const expected = Math.round(rows[rt] * bedFactor * landValueFactor(type, land, rows[row]));
    const c = l.condition;
    const k0 = c ? c.kitchen : A;
    const k1 = c ? c.bathrooms : A;
    const k2 = c ? c.flooring : A;
    const k3 = c ? c.interiorPaint : A;
    const k4 = c ? c.exterior : A;
    const k5 = c ? c.roof : A;
    const k6 = c ? c.landscaping : A;
    const idx = weightedConditionIndex(k0, k1, k2, k3, k4, k5, k6);
    const current = valueAtCondition(expected, type, idx);
    const ownRent = t === LAND ? null : l.rentWeekly !== null && l.rentWeekly > 0 ? l.rentWeekly : null;
    const rent =
      ownRent ??
      (t === LAND ? null : Math.round((rows[rt + 1] * clamp(1 + BEDROOM_RENT_STEP * (beds - TYPICAL_BEDS[t]), BEDROOM_RENT_MIN, BEDROOM_RENT_MAX)) / 5) * 5);
    const ownFrontage = l.frontage !== null && l.frontage > 0;
    const frontage = ownFrontage ? l.frontage : land !== null && land > 0 ? round1(Math.sqrt(land / LOT_DEPTH_RATIO)) : null;
    let rules = states.get(l.state);
    if (!rules) states.set(l.state, (rules = { grannyFlatMinLot: grannyFlatMinLot(l.state), zones: new Map() }));
    const zone = zoneOf(rules, l.state, l.zoning);
    const price = listPrice ?? current;
    const g = rows[rt + 2];
    b.type = type;
    b.expected = expected;
    b.conditionIndex = idx;
    b.current = current;
    b.price = price;
    b.priceEstimated = listPrice === null;
    b.rent = rent;
    b.rentEstimated = ownRent === null && rent !== null;
    b.growth = g;
    b.frontage = frontage;
    b.frontageEstimated = !ownFrontage && frontage !== null;
    b.zone = zone.rule;
    b.zoneAssumed = zone.assumed;
    b.grannyFlatMinLot = rules.grannyFlatMinLot;

    // investmentSubscores().
    const gross = grossYield(rent, price);
    cashflow[i] = cashflowScore(gross, monthlyCashFlowWith(rent, price, FIXED_COSTS[t]));
    const diff = diffPercent(listPrice, expected);
    undervalued[i] = undervaluedScore(diff);
    growthCol[i] = rows[rt + 3];

    const dev = developmentSubscores(l, b, devOut);
    d0[i] = dev[0];
    d1[i] = dev[1];
    d2[i] = dev[2];
    d3[i] = dev[3];
    const split = splitSubscores(l, b, splitOut);
    s0[i] = split[0];
    s1[i] = split[1];
    s2[i] = split[2];
    s3[i] = split[3];

    // renovationAreas() + renovationOutcome(), per finish level (vacant land: nothing to renovate).
    if (nf > 0 && t !== LAND) {
      const floor = FLOOR_BASE[t] + FLOOR_PER_BEDROOM[t] * beds;
      const share = OWNER_SHARE[t];
      const kitchens = Math.max(1, l.layout?.kitchens ?? 1);
      const bathrooms = Math.max(1, l.bathrooms);
      const acquisition = Math.round(price * (1 + PURCHASE_COSTS_SHARE));
      for (let j = 0; j < nf; j++) {
        const f = finishes[j];
        const cost =
          areaCostAt(0, k0, kitchens, f) +
          areaCostAt(1, k1, bathrooms, f) +
          areaCostAt(2, k2, floor, f) +
          areaCostAt(3, k3, floor, f) +
          areaCostAt(4, k4, share, f) +
          areaCostAt(5, k5, share, f) +
          areaCostAt(6, k6, share, f);
        const after = AFTER[f];
        const indexAfter = weightedConditionIndex(
          conditionAfter(k0, kitchens, after),
          conditionAfter(k1, bathrooms, after),
          conditionAfter(k2, floor, after),
          conditionAfter(k3, floor, after),
          conditionAfter(k4, share, after),
          conditionAfter(k5, share, after),
          conditionAfter(k6, share, after),
        );
        const postValue = valueAtCondition(expected, type, indexAfter);
        const margin = postValue - acquisition - cost;
        const marginPct = round1((margin / (acquisition + cost)) * 100);
        const upliftPct = round1(((postValue - current) / current) * 100);
        costCols[j][i] = cost;
        innerCols[j][i] = renovationInner(marginPct, upliftPct);
      }
    }

    overlay[i] = overlayMask(l);
    rentalYield[i] = gross ?? NaN;
    growth[i] = g;
    capValueCol[i] = capitalGrowthValue(price, g);
    undervaluation[i] = diff === null ? NaN : -diff;
    landSize[i] = land ?? NaN;
    ids[i] = l.listingId;
  }
  for (const f of finishes) facts.renoReady[f] = true;
  const profileList: SuburbProfile[] = new Array(n);
  for (let i = 0; i < n; i++) profileList[i] = table.list[profileOf[i]];
  return { listings, profiles: profileList, facts };
}
