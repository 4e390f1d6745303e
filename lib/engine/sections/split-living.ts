/**
 * Split living: a rooming house, a granny flat (existing or room to build one), internal
 * dual living, or a duplex pair (dual occupancy) on the lot.
 */
import { ROOMING_MIN_BEDROOMS } from "../assumptions";
import type { ListingBase } from "../base";
import { plural } from "../format";
import { SPLIT_BITS, type EngineQuery } from "../query";
import type { EngineListing, Layout, PropertyTypeKey, SplitLivingInputs, SplitOptionKey } from "../types";
import type { ZoneRule } from "../zoning";
import { reqScore, combineMax4 } from "./development";

/** The layout when a listing doesn't state one: one kitchen, ensuite from features, a second living area from 4 bedrooms. */
export function layoutOf(listing: EngineListing): { layout: Layout; assumed: boolean } {
  if (listing.layout) return { layout: listing.layout, assumed: false };
  return { layout: assumedLayout(listing, emptyLayout()), assumed: true };
}

const emptyLayout = (): Layout => ({ separateEntrance: false, kitchens: 0, ensuites: 0, livingAreas: 0, hasGrannyFlat: false, levels: 1 });

/** Fills `out` with the layout assumed for a listing that doesn't state one. */
function assumedLayout(listing: EngineListing, out: Layout): Layout {
  out.separateEntrance = false;
  out.kitchens = listing.propertyType === "Land" ? 0 : 1;
  out.ensuites = listing.features.includes("ensuite") ? 1 : 0;
  out.livingAreas = listing.bedrooms >= 4 ? 2 : 1;
  out.hasGrannyFlat = false;
  out.levels = 1;
  return out;
}

/** Reused by splitSubscores(), which reads the assumed layout and lets go of it (a catalogue makes no garbage). */
const SCRATCH_LAYOUT = emptyLayout();

/**
 * 4+ bedrooms: 15 a bedroom above 2 (to 7), up to 15 for one bathroom per two bedrooms,
 * 5 per ensuite (up to 2). Houses and townhouses only.
 */
function roomingScore(listing: EngineListing, b: ListingBase, l: Layout): number {
  return roomingScoreOf(b.type, listing.bedrooms, listing.bathrooms, l.ensuites);
}

export function roomingScoreOf(type: PropertyTypeKey, beds: number, baths: number, ensuites: number): number {
  if (type !== "House" && type !== "Townhouse") return 0;
  if (beds < ROOMING_MIN_BEDROOMS) return 0;
  const bedPts = 15 * (Math.min(beds, 7) - 2);
  const bathPts = Math.round(15 * Math.min(1, baths / Math.ceil(beds / 2)));
  const ensuitePts = 5 * Math.min(Math.max(ensuites, 0), 2);
  return Math.min(100, bedPts + bathPts + ensuitePts);
}

/** An existing granny flat: 85 (+15 with its own entrance). Otherwise room to build one: 50 at the state's minimum lot, 70 at 1.5 ×. */
function grannyFlatScore(listing: EngineListing, b: ListingBase, l: Layout): number {
  return grannyFlatScoreOf(b.type, l.hasGrannyFlat, l.separateEntrance, listing.landSize ?? 0, b.grannyFlatMinLot);
}

/** `land` is 0 when unknown. */
export function grannyFlatScoreOf(type: PropertyTypeKey, hasGrannyFlat: boolean, separateEntrance: boolean, land: number, min: number): number {
  if (type !== "House" && type !== "Land") return 0;
  if (hasGrannyFlat) return separateEntrance ? 100 : 85;
  if (!(land >= min)) return 0;
  return 50 + Math.round(20 * Math.min(1, (land - min) / (0.5 * min)));
}

/** Two kitchens: 60, +25 with a separate entrance, +15 over two levels; else a convertible layout scores 45/30/15. */
function internalDualScore(b: ListingBase, l: Layout): number {
  return internalDualScoreOf(b.type, l.kitchens, l.separateEntrance, l.levels, l.livingAreas);
}

export function internalDualScoreOf(type: PropertyTypeKey, kitchens: number, separateEntrance: boolean, levels: number, livingAreas: number): number {
  if (type !== "House" && type !== "Townhouse") return 0;
  if (kitchens >= 2) return 60 + (separateEntrance ? 25 : 0) + (levels >= 2 ? 15 : 0);
  if (separateEntrance && livingAreas >= 2) return 45;
  if (levels >= 2 && livingAreas >= 2) return 30;
  if (livingAreas >= 2) return 15;
  return 0;
}

/** Dual occupancy against the zone's minimum lot and frontage (same 75 %/100 %/150 % scale as development). */
function duplexScore(listing: EngineListing, b: ListingBase): number {
  return duplexScoreOf(b.type, b.zone, listing.landSize ?? 0, b.frontage ?? 0);
}

/** `land` and `front` are 0 when unknown. */
export function duplexScoreOf(type: PropertyTypeKey, z: ZoneRule, land: number, front: number): number {
  if (type !== "House" && type !== "Land") return 0;
  if (z.dualOccMinLot === null || z.dualOccFrontage === null) return 0;
  return Math.round(Math.min(reqScore(land, z.dualOccMinLot), reqScore(front, z.dualOccFrontage)));
}

const SPLIT_OPTION_KEYS: SplitOptionKey[] = ["roomingHouse", "grannyFlat", "internalDualliving", "duplexPair"];

export function splitSubscores(listing: EngineListing, b: ListingBase, out: number[] = [0, 0, 0, 0]): number[] {
  const layout = listing.layout ?? assumedLayout(listing, SCRATCH_LAYOUT);
  out[0] = roomingScore(listing, b, layout);
  out[1] = grannyFlatScore(listing, b, layout);
  out[2] = internalDualScore(b, layout);
  out[3] = duplexScore(listing, b);
  return out;
}

export function splitLivingInputs(listing: EngineListing, b: ListingBase, q: EngineQuery): SplitLivingInputs {
  const { layout: l, assumed } = layoutOf(listing);
  const [rooming, granny, internal, duplex] = splitSubscores(listing, b, [0, 0, 0, 0]);
  const score = combineMax4(rooming, granny, internal, duplex, q.splitMask);
  const sel = (k: SplitOptionKey) => (q.splitMask & SPLIT_BITS[k]) !== 0;
  const z = b.zone;
  const land = listing.landSize ?? 0;

  const roomingReason =
    b.type !== "House" && b.type !== "Townhouse"
      ? "Rooming suits a house or townhouse."
      : listing.bedrooms < 4
        ? `Needs at least 4 bedrooms; this has ${listing.bedrooms}.`
        : `${plural(listing.bedrooms, "bedroom")}, ${plural(listing.bathrooms, "bathroom")}, ${plural(l.ensuites, "ensuite")}.`;
  const grannyReason = l.hasGrannyFlat
    ? `Has a granny flat${l.separateEntrance ? " with its own entrance" : ""}.`
    : b.type !== "House" && b.type !== "Land"
      ? "A granny flat needs a house lot."
      : land >= b.grannyFlatMinLot
        ? `${land} m² meets the ${b.grannyFlatMinLot} m² minimum for a secondary dwelling in ${listing.state.toUpperCase()}: room to build one.`
        : `${land || "Unknown"} m² is under the ${b.grannyFlatMinLot} m² minimum for a secondary dwelling in ${listing.state.toUpperCase()}.`;
  const internalReason =
    l.kitchens >= 2
      ? `${plural(l.kitchens, "kitchen")}${l.separateEntrance ? ", a separate entrance" : ""}${l.levels >= 2 ? ` over ${l.levels} levels` : ""}.`
      : l.livingAreas >= 2
        ? `One kitchen but ${l.livingAreas} living areas${l.levels >= 2 ? ` over ${l.levels} levels` : ""}: could be split with a kitchenette.`
        : "A single-kitchen, single-living layout.";
  const duplexReason =
    b.type !== "House" && b.type !== "Land"
      ? "A duplex pair needs a house lot."
      : z.dualOccMinLot === null
        ? `${z.code} doesn't generally permit dual occupancy.`
        : `Dual occupancy in ${z.code} needs about ${z.dualOccMinLot} m² and ${z.dualOccFrontage} m frontage; this lot has ${land} m² and ${b.frontage ?? "?"} m.`;

  const names: Record<SplitOptionKey, string> = { roomingHouse: "rooming house", grannyFlat: "granny flat", internalDualliving: "internal dual living", duplexPair: "duplex pair" };
  const scores: Record<SplitOptionKey, number> = { roomingHouse: rooming, grannyFlat: granny, internalDualliving: internal, duplexPair: duplex };
  const best = SPLIT_OPTION_KEYS.filter(sel).sort((x, y) => scores[y] - scores[x])[0];
  const commentary =
    (best && scores[best] > 0 ? `Best split-living option: ${names[best]} (${scores[best]}/100). ` : "No selected split-living option suits this property. ") +
    `Layout: ${plural(listing.bedrooms, "bedroom")}, ${plural(listing.bathrooms, "bathroom")}, ${plural(l.kitchens, "kitchen")}, ${plural(l.livingAreas, "living area")} over ${plural(l.levels, "level")}` +
    `${l.separateEntrance ? ", with a separate entrance" : ""}.${assumed ? " The layout isn't stated for this listing: a typical one is assumed." : ""}`;

  return {
    score,
    commentary,
    roomingHouse: { selected: sel("roomingHouse"), raw_score: rooming, reason: roomingReason },
    grannyFlat: { selected: sel("grannyFlat"), raw_score: granny, reason: grannyReason },
    internalDualliving: { selected: sel("internalDualliving"), raw_score: internal, reason: internalReason },
    duplexPair: { selected: sel("duplexPair"), raw_score: duplex, reason: duplexReason },
    separateEntrance: l.separateEntrance,
    kitchenFacilities: l.kitchens,
    privateBathroom: l.ensuites,
    roomConfiguration: `${plural(listing.bedrooms, "bedroom")}, ${plural(listing.bathrooms, "bathroom")}, ${plural(l.livingAreas, "living area")}, ${plural(l.levels, "level")}`,
    layoutAssumed: assumed,
  };
}
