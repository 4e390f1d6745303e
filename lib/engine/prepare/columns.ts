/**
 * The working memory of a preparation: property types and suburb profiles as small integers and
 * flat rows, the flags and gathered columns, and the shared scratch buffer they live in.
 */
import { annualFixedCosts } from "../assumptions";
import { stateIndexOf } from "../finance";
import { effectiveProfile } from "../statistics";
import { PROPERTY_TYPE_KEYS, type PropertyTypeKey, type SuburbProfile } from "../types";
import { typeIndex, typeKey } from "../valuation";
import type { ZoneRule } from "../zoning";

/* ---------- property types, by id (the index in PROPERTY_TYPE_KEYS) ---------- */

// The ids below follow this order; the annotation makes a reordering a type error.
export const TYPE_ORDER: readonly ["House", "Unit", "Townhouse", "Apartment", "Land"] = PROPERTY_TYPE_KEYS;
export const LAND = typeIndex("Land");
const NT = TYPE_ORDER.length;
export const FIXED_COSTS = PROPERTY_TYPE_KEYS.map((t) => annualFixedCosts(t));
const TYPE_ALIASES = new Map<string, number>();

/** Type id of a listing's property type; an alias ("Villa", "flat") goes through typeKey() once. */
export function typeIdOf(propertyType: string): number {
  switch (propertyType) {
    case "House":
    case "Unit":
    case "Townhouse":
    case "Apartment":
    case "Land":
      return typeIndex(propertyType);
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
export const ROW = 1 + NT * 3;
export const GROWTH = 1 + NT * 2;
/** Suburb codes below this are found in a direct table (ABS codes have five digits). */
export const CODE_LIMIT = 1 << 17;

export type StateRules = { grannyFlatMinLot: number; zones: Map<string, number> };
/** Matches no state or zoning text. */
const UNSEEN = "\u0000";

/** The profiles a catalogue uses, each read once, with what gather() remembers per row. */
export class ProfileTable {
  /** Rows added. */
  size = 0;
  /**
   * Rows the arrays below have room for: grown by reserve() (to the count a pass found, once) or
   * by doubling, not a push at a time (which left ~1.8 MB of outgrown arrays a search).
   */
  private capacity = 0;
  list: SuburbProfile[] = [];
  /** ROW numbers per profile. */
  rows = new Float64Array(0);
  /** The state text, its rules, the zoning text ("" for none) and its zone last seen with each row. */
  state: string[] = [];
  rules: (StateRules | null)[] = [];
  zoning: string[] = [];
  zone: number[] = [];
  /**
   * lib/finance's index of each row's state (stateIndexOf(profile.state)), for a search with the
   * buyer's finance (`financeStates`), worked as add() reads the profile: looked up later, in the
   * order listings meet their rows, each one's profile and state text missed the cache (about 3 ms a
   * search of 100,000 listings against under 1).
   */
  financeState = new Int8Array(0);
  /** Whether a row's profile has medians for single bedroom counts (its listings may need another row: rowFor()). */
  byBedrooms: boolean[] = [];
  private byObject: Map<SuburbProfile, number> | null = null;

  constructor(private readonly financeStates = false) {}

  /** Room for `more` rows beyond those added. */
  reserve(more: number): void {
    const need = this.size + more;
    if (need <= this.capacity) return;
    const size = this.size;
    const grow = <T>(from: T[]): T[] => {
      const to = new Array<T>(need);
      for (let i = 0; i < size; i++) to[i] = from[i];
      return to;
    };
    this.list = grow(this.list);
    this.state = grow(this.state);
    this.rules = grow(this.rules);
    this.zoning = grow(this.zoning);
    this.zone = grow(this.zone);
    this.byBedrooms = grow(this.byBedrooms);
    const rows = new Float64Array(ROW * need);
    rows.set(this.rows.subarray(0, ROW * size));
    this.rows = rows;
    if (this.financeStates) {
      const states = new Int8Array(need);
      states.set(this.financeState.subarray(0, size));
      this.financeState = states;
    }
    this.capacity = need;
  }

  add(p: SuburbProfile): number {
    const i = this.size;
    if (i === this.capacity) this.reserve(Math.max(64, i));
    const at = i * ROW;
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
    this.list[i] = p;
    this.byBedrooms[i] = !!p.measured?.byBedrooms;
    if (this.financeStates) this.financeState[i] = stateIndexOf(p.state);
    this.state[i] = UNSEEN;
    this.rules[i] = null;
    this.zoning[i] = UNSEEN;
    this.zone[i] = -1;
    this.size = i + 1;
    return i;
  }

  /** The row of effectiveProfile() for a listing of this type and bedrooms whose suburb profile is row `pi`. */
  rowFor(pi: number, type: PropertyTypeKey, bedrooms: number): number {
    const p = this.list[pi];
    const e = effectiveProfile(p, type, bedrooms);
    return e === p ? pi : this.indexOf(e);
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

export const F_PRICE_NULL = 1;
export const F_RENT_NULL = 2;
export const F_LAND_NULL = 4;
export const F_FRONTAGE_NULL = 8;
export const F_CORNER = 16;
export const F_BATTLE_AXE = 32;
export const F_SEPARATE_ENTRANCE = 64;
export const F_GRANNY_FLAT = 128;
/** Set by computeBase(): no rent at all (land). */
export const F_NO_RENT = 256;
/** The condition columns are filled (for the price on request at first, for the rest with the details). */
export const F_CONDITION = 512;

export type Columns = {
  profile: Int32Array;
  type: Uint8Array;
  /** lib/finance's index of the state the listing's suburb is in (its profile's; −1 for a territory without schedules); gathered only for a search with the buyer's finance. */
  state: Int8Array;
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
  /** The year built, 0 when not stated; gathered only when the buyer's after-tax cash flow reads it (Division 43). */
  year: Float64Array;
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
/** The gathered columns (18 a listing), then the base figures (computeBase(): 7). */
export const GATHERED_DOUBLES = 18;
export const BASE_DOUBLES = 7;
const DOUBLES_PER_LISTING = GATHERED_DOUBLES + BASE_DOUBLES;

/** Set while a call uses the shared buffer (a profile source that prepared a catalogue itself would get its own). */
export function scratch(n: number, shared: boolean) {
  const bytes = n * (DOUBLES_PER_LISTING * 8 + 4 + 4 + 2 + 1 + 1) + CODE_LIMIT * 4;
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
    state: take((b, o, l) => new Int8Array(b, o, l), n, 1),
  };
}

export type Scratch = ReturnType<typeof scratch>;


export function columnsIn(work: Scratch, n: number): Columns {
  const doubles = work.doubles;
  return {
    profile: work.profile,
    type: work.type,
    state: work.state,
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
    year: doubles.subarray(17 * n, 18 * n),
    zones: [],
    grannyMin: [],
  };
}

