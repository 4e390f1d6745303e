/**
 * Phase 1, gathering: the fields the scores read, copied from the listing objects into the
 * columns, everything keyed by a string resolved once per distinct string (see index.ts).
 */
import { financeYearOf } from "@/lib/finance/new-build";
import { ASSUMED_CONDITION } from "../assumptions";
import { overlayMask } from "../sections/risk-overlay";
import type { EngineListing, SuburbProfile } from "../types";
import { profileFor, suburbIdKey } from "../valuation";
import { grannyFlatMinLot, zoneRuleFor } from "../zoning";
import {
  CODE_LIMIT,
  F_BATTLE_AXE,
  F_CONDITION,
  F_CORNER,
  F_FRONTAGE_NULL,
  F_GRANNY_FLAT,
  F_LAND_NULL,
  F_PRICE_NULL,
  F_RENT_NULL,
  F_SEPARATE_ENTRANCE,
  TYPE_ORDER,
  typeIdOf,
  type Columns,
  type ProfileTable,
  type StateRules,
} from "./columns";
import type { ProfileSource } from "./types";

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
export type Gathering = {
  listings: readonly EngineListing[];
  source: ProfileSource;
  table: ProfileTable;
  cols: Columns;
  overlay: Uint8Array;
  ids: string[];
  profiles: SuburbProfile[];
  /** Per ABS code below CODE_LIMIT: 0 = not seen yet, −1 = not in the map (so by name), PENDING = seen, not looked up yet, else the row + 1. */
  byCode: Int32Array;
  /** The same for any other code. */
  byOtherCode: Map<number, number>;
  /** Rows by state, then suburb name, for listings without a code in a Map source. */
  byName: Map<string, Map<string, number>>;
  states: Map<string, StateRules>;
  /** What the buyer's cash flow reads (only a search with their finance): the state, and the year built with the core fields (whole listings) or the details. */
  /** `contractYear`: the buyer's contract's year (a new build the listing's words name reads as built then: lib/finance financeYearOf). */
  finance: { state: boolean; yearInCore: boolean; yearInDetails: boolean; contractYear: number };
};

/** byCode: the code has been met by the first pass, and its profile is looked up after it (resolveProfiles()). */
const PENDING = -2;

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
 * The listing's profile row `pi` into the columns: the row for its bedrooms where its suburb has
 * medians measured per bedroom count (listingBase()'s effectiveProfile()).
 */
function placeProfile(g: Gathering, i: number, pi: number): void {
  const { table, cols } = g;
  // A suburb with medians measured for single bedroom counts: listingBase()'s effectiveProfile().
  if (table.byBedrooms[pi]) pi = table.rowFor(pi, TYPE_ORDER[cols.type[i]], cols.beds[i]);
  cols.profile[i] = pi;
}

/**
 * lib/finance's index of the state each listing's suburb is in (listingBase()'s stateIndex), for
 * the listings only[from..to) whose profile rows are placed (a search with the buyer's finance):
 * the row's, worked as the table added it (ProfileTable.financeState).
 */
function placeStates(g: Gathering, only: Int32Array | null, from: number, to: number): void {
  const { profile, state } = g.cols;
  const byRow = g.table.financeState;
  for (let j = from; j < to; j++) {
    const i = only ? only[j] : j;
    state[i] = byRow[profile[i]];
  }
}

/**
 * The profiles of the codes the first pass met (PENDING), looked up after it, and placed for the
 * listings only[from..to) that have them (their profile column holds ~code until then). Each code
 * is looked up once, at the first listing that has it, as profileRow() would have when the pass
 * met it; but in a loop over columns alone: in the pass, each lookup's cache misses (the map's
 * entry, its key, the profile and its figures) came between reads of listings and cost about
 * twice as much.
 */
function resolveProfiles(g: Gathering, only: Int32Array | null, from: number, to: number, pending: number): void {
  const { table, source, byCode, listings } = g;
  // A row for each code (fewer when some aren't in the map; more, by name, when so).
  table.reserve(pending);
  const fromMap = typeof source === "function" ? null : source;
  const profile = g.cols.profile;
  for (let j = from; j < to; j++) {
    const i = only ? only[j] : j;
    const c = profile[i];
    if (c >= 0) continue;
    const code = ~c;
    let slot = byCode[code];
    if (slot === PENDING) {
      // A function source is asked once per code, with the first listing that has it.
      const p = fromMap ? fromMap.get(suburbIdKey(code)) : (source as (l: EngineListing) => SuburbProfile)(listings[i]);
      byCode[code] = slot = p ? table.add(p) + 1 : -1;
    }
    // Not in the map: profileRow() goes by the suburb's name (the listing's own).
    placeProfile(g, i, slot > 0 ? slot - 1 : profileRow(g, listings[i]));
  }
}

/**
 * Reads the listings only[from..to) (all when `only` is null) into the columns. `core`: what
 * the base figures, investment and risk read (the profile, type, bedrooms, land, price, rent,
 * overlays, and the condition when the price is on request), for every listing first.
 * `details`: what only development, split living and renovation read (bathrooms, frontage,
 * corner and battle-axe lots, the zone, the layout, the condition) and the year built (the
 * buyer's after-tax cash flow: Division 43), with the listing_id and
 * profile kept. Both at once read each object once; a ranking that prunes reads the details
 * of few listings.
 */
export function readListings(g: Gathering, only: Int32Array | null, from: number, to: number, core: boolean, details: boolean): void {
  const { listings, table, cols, overlay, ids, profiles, states, byCode } = g;
  const { profile, type, flags, beds, baths, land, frontage, price, rent, condition, layout, year, zone, zones, grannyMin } = cols;
  // With the details in the same pass, they read the profile row: it is looked up as the pass meets each code.
  const defer = core && !details;
  let deferred = false;
  let pending = 0;
  for (let j = from; j < to; j++) {
    const i = only ? only[j] : j;
    const l = listings[i];
    let f: number;
    if (core) {
      const code = l.suburbId;
      const direct = code !== null && code >= 0 && code < CODE_LIMIT && (code | 0) === code;
      const slot = direct ? byCode[code] : 0;
      type[i] = typeIdOf(l.propertyType);
      beds[i] = l.bedrooms;
      if (slot > 0) placeProfile(g, i, slot - 1);
      else if (defer && direct && slot !== -1) {
        // Looked up after the pass (resolveProfiles()); until then the column holds ~code.
        if (slot === 0) {
          byCode[code] = PENDING;
          pending++;
        }
        profile[i] = ~code;
        deferred = true;
      } else placeProfile(g, i, profileRow(g, l));
      if (g.finance.yearInCore) year[i] = financeYearOf(l, g.finance.contractYear);
      f = 0;
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
      if (g.finance.yearInDetails) year[i] = financeYearOf(l, g.finance.contractYear);
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
  if (deferred) resolveProfiles(g, only, from, to, pending);
  if (core && g.finance.state) placeStates(g, only, from, to);
}

