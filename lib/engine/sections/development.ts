/**
 * Development potential: land and frontage against the zone's minimum lot size for a
 * side-by-side split, a battle-axe (rear lot) split, a corner-lot split, or multi-dwelling
 * (three or more townhouses).
 */
import { BATTLE_AXE_HANDLE_AREA, BATTLE_AXE_HANDLE_WIDTH, REQ_FULL, REQ_MET_SCORE, REQ_START } from "../assumptions";
import type { ListingBase } from "../base";
import { DEVELOPMENT_BITS, type EngineQuery } from "../query";
import type { DevelopmentOption, DevelopmentOptionKey, DevelopmentPotentialInputs, EngineListing, PropertyTypeKey } from "../types";
import { isStrata, round1 } from "../valuation";
import type { ZoneRule } from "../zoning";

/**
 * How well a quantity meets a requirement: 0 below 75 %, rising to 70 at 100 % (met),
 * then to 100 at 150 % (room to spare). Never decreases as the quantity grows.
 */
export function reqScore(x: number, req: number): number {
  if (!(req > 0) || !(x > 0)) return 0;
  const r = x / req;
  if (r < REQ_START) return 0;
  if (r < 1) return (REQ_MET_SCORE * (r - REQ_START)) / (1 - REQ_START);
  return Math.min(100, REQ_MET_SCORE + ((100 - REQ_MET_SCORE) * (r - 1)) / (REQ_FULL - 1));
}

const both = (land: number, frontage: number, landReq: number, frontReq: number) =>
  Math.round(Math.min(reqScore(land, landReq), reqScore(frontage, frontReq)));

type Req = { score: number; requiredLand: number | null; requiredFrontage: number | null; blocked: string | null };

function optionReq(key: DevelopmentOptionKey, listing: EngineListing, b: ListingBase): Req {
  const land = listing.landSize ?? 0;
  const front = b.frontage ?? 0;
  const z = b.zone;
  if (isStrata(b.type)) return { score: 0, requiredLand: null, requiredFrontage: null, blocked: `a strata-titled ${b.type.toLowerCase()} has no land of its own to subdivide` };
  if (!(land > 0)) return { score: 0, requiredLand: null, requiredFrontage: null, blocked: "the land size is unknown" };
  switch (key) {
    case "sideByside": {
      const L = 2 * z.minLot;
      const F = 2 * z.minFrontage;
      return { score: both(land, front, L, F), requiredLand: L, requiredFrontage: F, blocked: null };
    }
    case "battleAxe": {
      const L = 2 * z.minLot + BATTLE_AXE_HANDLE_AREA;
      const F = z.minFrontage + BATTLE_AXE_HANDLE_WIDTH;
      if (listing.isBattleAxe) return { score: 0, requiredLand: L, requiredFrontage: F, blocked: "it is already a battle-axe (rear) lot" };
      return { score: both(land, front, L, F), requiredLand: L, requiredFrontage: F, blocked: null };
    }
    case "cornerLotsplit": {
      const L = 2 * z.minLot;
      const F = z.minFrontage;
      if (!listing.isCorner) return { score: 0, requiredLand: L, requiredFrontage: F, blocked: "it is not a corner lot" };
      return { score: both(land, front, L, F), requiredLand: L, requiredFrontage: F, blocked: null };
    }
    case "multiTownhouse": {
      if (z.multiMinSite === null || z.multiFrontage === null)
        return { score: 0, requiredLand: null, requiredFrontage: null, blocked: `${z.code} (${z.name}) doesn't generally permit multi-dwelling housing` };
      return { score: both(land, front, z.multiMinSite, z.multiFrontage), requiredLand: z.multiMinSite, requiredFrontage: z.multiFrontage, blocked: null };
    }
  }
}

const DEVELOPMENT_OPTION_KEYS: DevelopmentOptionKey[] = ["sideByside", "battleAxe", "cornerLotsplit", "multiTownhouse"];

/**
 * The four option scores, in DEVELOPMENT_OPTION_KEYS order (query-independent). The same
 * arithmetic as optionReq() without its explanations, as this runs for a whole catalogue.
 */
export function developmentSubscores(listing: EngineListing, b: ListingBase, out: number[] = [0, 0, 0, 0]): number[] {
  return developmentScoresOf(b.type, listing.landSize ?? 0, b.frontage ?? 0, b.zone, listing.isBattleAxe, listing.isCorner, out);
}

/** developmentSubscores() from plain figures: `land` and `front` are 0 when unknown (the batch's columns). */
export function developmentScoresOf(
  type: PropertyTypeKey,
  land: number,
  front: number,
  z: ZoneRule,
  isBattleAxe: boolean,
  isCorner: boolean,
  out: number[],
): number[] {
  if (isStrata(type) || !(land > 0)) {
    out[0] = out[1] = out[2] = out[3] = 0;
    return out;
  }
  out[0] = both(land, front, 2 * z.minLot, 2 * z.minFrontage);
  out[1] = isBattleAxe ? 0 : both(land, front, 2 * z.minLot + BATTLE_AXE_HANDLE_AREA, z.minFrontage + BATTLE_AXE_HANDLE_WIDTH);
  out[2] = isCorner ? both(land, front, 2 * z.minLot, z.minFrontage) : 0;
  out[3] = z.multiMinSite === null || z.multiFrontage === null ? 0 : both(land, front, z.multiMinSite, z.multiFrontage);
  return out;
}

/** The best of the selected options (all four when none is selected): an investor takes the best route. */
export function combineMax4(a: number, b: number, c: number, d: number, mask: number): number {
  let m = 0;
  if (mask & 1 && a > m) m = a;
  if (mask & 2 && b > m) m = b;
  if (mask & 4 && c > m) m = c;
  if (mask & 8 && d > m) m = d;
  return m;
}

const potentialLabel = (score: number): DevelopmentPotentialInputs["subdivisionPotential"] =>
  score >= 70 ? "High" : score >= 40 ? "Medium" : score > 0 ? "Low" : "None";

const OPTION_WORDS: Record<DevelopmentOptionKey, string> = {
  sideByside: "side-by-side split",
  battleAxe: "battle-axe split",
  cornerLotsplit: "corner-lot split",
  multiTownhouse: "townhouse development",
};

export function developmentInputs(listing: EngineListing, b: ListingBase, q: EngineQuery): DevelopmentPotentialInputs {
  const options = {} as Record<DevelopmentOptionKey, DevelopmentOption>;
  const scores: number[] = [];
  for (const key of DEVELOPMENT_OPTION_KEYS) {
    const r = optionReq(key, listing, b);
    scores.push(r.score);
    const land = listing.landSize ?? 0;
    const reason = r.blocked
      ? `Not possible: ${r.blocked}.`
      : `Needs about ${r.requiredLand} m² and ${r.requiredFrontage} m frontage; this lot has ${land} m² and ${b.frontage ?? "?"} m${b.frontageEstimated ? " (estimated)" : ""}.`;
    options[key] = {
      selected: (q.developmentMask & DEVELOPMENT_BITS[key]) !== 0,
      score: r.score,
      requiredLand: r.requiredLand,
      requiredFrontage: r.requiredFrontage,
      reason,
    };
  }
  const score = combineMax4(scores[0], scores[1], scores[2], scores[3], q.developmentMask);
  const land = listing.landSize;
  const z = b.zone;
  const lots = land && land > 0 && !isStrata(b.type) ? Math.max(1, Math.floor(land / z.minLot)) : 0;
  const best = DEVELOPMENT_OPTION_KEYS.filter((k) => options[k].selected).sort((x, y) => options[y].score - options[x].score)[0];

  let commentary: string;
  if (isStrata(b.type)) commentary = `A strata-titled ${b.type.toLowerCase()}: there is no land of its own to subdivide or develop.`;
  else if (!land) commentary = "The land size isn't stated, so development potential can't be assessed.";
  else {
    const zoneText = `${z.code} (${z.name})${b.zoneAssumed ? ", assumed as no zoning is stated," : ""}`;
    commentary =
      `${land} m² with ${b.frontage ?? "?"} m frontage${b.frontageEstimated ? " (estimated from the area)" : ""} in ${zoneText} where the indicative minimum lot is ${z.minLot} m² and ${z.minFrontage} m frontage: ${lots >= 2 ? `room for about ${lots} lots` : "not enough land for a second lot of that size"}. ` +
      (best && options[best].score > 0
        ? `Best route: ${OPTION_WORDS[best]} (${options[best].score}/100). Check the council's lot-size map and controls before relying on it.`
        : "None of the selected development routes fits this lot.");
  }
  return {
    score,
    commentary,
    landSize: land,
    zoning: listing.zoning ?? z.code,
    zoningAssumed: b.zoneAssumed,
    subdivisionPotential: potentialLabel(score),
    minLotSize: isStrata(b.type) ? null : z.minLot,
    minFrontage: isStrata(b.type) ? null : z.minFrontage,
    frontage: b.frontage === null ? null : round1(b.frontage),
    frontageEstimated: b.frontageEstimated,
    lotsPossible: lots,
    options,
  };
}
