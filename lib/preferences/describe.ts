/**
 * The preferences in plain words (docs/ARCHITECTURE.md): the description of a search that anyone
 * may read, and the word tables the assistant's chips share.
 */
import type { Exclusions, ImportanceFactor, PublicPreferences } from "@/lib/preferences/schema";
import { formatPriceShort, formatWhole, joinWords } from "@/lib/words";

export const FEATURE_WORDS: Record<string, string> = {
  pool: "a pool", aircon: "air conditioning", garage: "a garage", dishwasher: "a dishwasher", builtinWardrobe: "built-in wardrobes",
  ensuite: "an ensuite", study: "a study", balcony: "a balcony", courtyard: "a courtyard", shed: "a shed",
};
export const GOAL_WORDS: Record<string, string> = { highcashflow: "strong cash flow", undervalued: "buying under value", highcapitalgrowth: "capital growth" };
export const DEV_WORDS: Record<string, string> = { battleAxe: "a battle-axe subdivision", sideByside: "a side-by-side build", multiTownhouse: "multiple townhouses", cornerLotsplit: "a corner-block split" };
export const SPLIT_WORDS: Record<string, string> = { grannyFlat: "a granny flat", internalDualliving: "dual living", roomingHouse: "a rooming house", duplexPair: "a duplex pair" };
export const RISK_WORDS: Record<string, string> = { flood: "flood-prone", bushfire: "bushfire-prone", heritage: "heritage-listed" };
export const AVOID_WORDS: Record<string, string> = { trainTracks: "train lines", nextToSchool: "schools next door", nextToMajorRoad: "major roads" };
export const FACTOR_WORDS: Record<ImportanceFactor, string> = {
  investmentGoals: "investment goals", developmentPotential: "development potential", renovationPotential: "renovation potential",
  splitLiving: "dual living and rooming", riskOverlay: "avoiding hazard overlays", avoidOverlay: "avoidances", propertyAgeStyle: "age and style",
  proximityToAmenities: "amenities", destinations: "commute",
};

export const keys = <T extends Record<string, boolean>>(o: T) => Object.entries(o).filter(([, v]) => v).map(([k]) => k);

export function priceWords(p: Pick<PublicPreferences, "priceRange">): string | null {
  const { min, max } = p.priceRange;
  if (min !== null && max !== null) return `${formatPriceShort(min)} to ${formatPriceShort(max)}`;
  if (max !== null) return `up to ${formatPriceShort(max)}`;
  if (min !== null) return `from ${formatPriceShort(min)}`;
  return null;
}

/** ["0-5", "6-15"] → "Built in the last 15 years"; ["51+"] → "Over 50 years old". */
export function ageWords(ages: readonly string[]): string {
  const bounds = ages.map((a) => a.split(/[-+]/).map(Number));
  const lo = Math.min(...bounds.map((b) => b[0]));
  const hi = bounds.some((b) => Number.isNaN(b[1]) || b[1] === 0) ? Infinity : Math.max(...bounds.map((b) => b[1]));
  if (lo === 0 && hi !== Infinity) return `Built in the last ${hi} years`;
  if (hi === Infinity) return `Over ${lo - 1} years old`;
  return `${lo} to ${hi} years old`;
}

export const AMENITY_WORDS: Record<string, string> = {
  schools: "schools", supermarkets: "supermarkets", shopping: "shops", publicTransport: "public transport", parks: "parks", medical: "medical centres",
  restaurants: "cafes and restaurants", gyms: "gyms", beaches: "the beach", cityCenter: "the city centre", airport: "the airport", hospitals: "hospitals",
  universities: "universities", entertainment: "entertainment",
};
export const MODE_WORDS: Record<string, string> = { car: "by car", publicTransport: "by public transport", bicycle: "by bike", walking: "on foot" };

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What the buyer ruled out, in plain words: places as named, types in the plural ("units"), features as worded. */
export function exclusionWords(x: Exclusions): string[] {
  return [...x.locations, ...x.propertyTypes.map((t) => (t === "Land" ? "vacant land" : `${t.toLowerCase()}s`)), ...x.features.map((f) => FEATURE_WORDS[f].replace(/^(a|an) /, ""))];
}

/**
 * A search in one or two plain sentences: the places, type, rooms, price and strategy. It is what
 * everyone may read of a search — titles, link previews, export file names, e-mails, the
 * assistant's summaries — so it takes the preferences without their personal fields
 * (lib/privacy/personal.ts): the buyer's money can't appear in it.
 */
export function describeSearch(p: PublicPreferences): string {
  const what: string[] = [];
  const type = p.propertyType ? (p.propertyType === "Land" ? "land" : p.propertyType.toLowerCase()) : "property";
  const article = /^(?:apartment|a|e|i|o)/.test(type) && type !== "unit" ? "an" : "a";
  let head = type === "land" ? "land" : `${article} ${type}`;
  const rooms = [p.bedrooms ? `${p.bedrooms} bedrooms` : null, p.bathrooms ? `${p.bathrooms} bathrooms` : null, p.parking ? `${p.parking} car spaces` : null].filter(Boolean) as string[];
  if (rooms.length) head += ` with ${joinWords(rooms)}`;
  if (p.locations.length) head += ` in ${joinWords(p.locations, "or")}`;
  const price = priceWords(p);
  if (price) head += `, ${price}`;
  if (p.landSize) head += `, on at least ${formatWhole(Number(p.landSize))} m² of land`;
  what.push(head);
  const feats = keys(p.features).map((f) => FEATURE_WORDS[f]);
  if (feats.length) what.push(`with ${joinWords(feats)}`);
  const strategy: string[] = [];
  for (const f of p.importanceRanking) {
    if (f === "investmentGoals") strategy.push(joinWords(keys(p.investmentGoals).map((g) => GOAL_WORDS[g])));
    if (f === "developmentPotential") strategy.push(keys(p.developmentPotential).length ? `development (${joinWords(keys(p.developmentPotential).map((o) => DEV_WORDS[o]), "or")})` : "subdivision potential");
    if (f === "splitLiving") strategy.push(joinWords(keys(p.splitLiving).map((o) => SPLIT_WORDS[o]), "or"));
    if (f === "renovationPotential") {
      const r = p.renovationPotential;
      const bits = [r.renovationBudget !== null ? `a ${formatPriceShort(r.renovationBudget)} budget` : null, r.finishLevel ? `a ${r.finishLevel.toLowerCase()} finish` : null].filter(Boolean) as string[];
      strategy.push(`a renovation${bits.length ? ` (${joinWords(bits)})` : ""}`);
    }
  }
  // A ranked factor with nothing chosen under it (investment goals, none ticked) names nothing.
  const named = strategy.filter(Boolean);
  if (named.length) what.push(`focused on ${joinWords(named)}`);
  const risks = keys(p.riskFilters).map((r) => RISK_WORDS[r]);
  if (risks.length) what.push(`avoiding anything ${joinWords(risks, "or")}`);
  const avoid = keys(p.avoidFilters).map((a) => AVOID_WORDS[a]);
  if (avoid.length) what.push(`away from ${joinWords(avoid)}`);
  if (p.proximityToAmenities.enabled && p.proximityToAmenities.selectedCategories.length) {
    const a = p.proximityToAmenities;
    what.push(`close to ${joinWords(a.selectedCategories.map((c) => AMENITY_WORDS[c]))}`);
  }
  if (p.destinations.enabled && p.destinations.address) {
    what.push(`within ${p.destinations.maxTravelTime} minutes ${MODE_WORDS[p.destinations.transportMode]} of ${p.destinations.address}`);
  }
  if (p.propertyStyle.length) what.push(`${joinWords(p.propertyStyle, "or")} style`);
  if (p.propertyAge.length) what.push(ageWords(p.propertyAge).toLowerCase());
  if (p.marketStatus !== "All Properties") what.push(p.marketStatus === "Off Market" ? "off-market only" : "currently for sale only");
  const ruledOut = exclusionWords(p.exclusions);
  if (ruledOut.length) what.push(`not ${joinWords(ruledOut, "or")}`);
  return what.join(", ");
}
