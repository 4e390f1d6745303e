/**
 * The brief: merging what a message says into the stored preferences (keeping what
 * earlier turns said, changing only what this one changes), the essentials a search
 * needs, and the brief in plain words.
 */
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  EXCLUDED_LOCATIONS_MAX,
  PARKING_OPTIONS,
  emptyPreferences,
  storedPreferencesSchema,
  type ImportanceFactor,
  type StoredPreferences,
} from "@/lib/preferences/schema";
import { normaliseLga, normaliseName, parseLocation } from "@/lib/engine/locations";
import { parseStoredPreferences } from "@/lib/preferences/convert";
import { hasChoice } from "@/lib/preferences/steps";
import type { Delta, ExpectedField } from "./reading";
import { isWithinDescription } from "./places";
import { formatMoney } from "@/lib/money";
import { criterionText } from "@/lib/matches/criteria";
import { CRITERIA_KEYS, CRITERIA_LABELS, NO_CRITERIA, type CriterionKey } from "@/lib/preferences/criteria";
import { AMENITY_WORDS, AVOID_WORDS, DEV_WORDS, FACTOR_WORDS, FEATURE_WORDS, GOAL_WORDS, MODE_WORDS, RISK_WORDS, SPLIT_WORDS, ageWords, capitalise, exclusionWords, keys, priceWords } from "@/lib/preferences/describe";
import { formatPriceShort, formatWhole, joinWords } from "./text";

const clampOption = <T extends string>(options: readonly T[], n: number | null | undefined): T | null => {
  if (n === null || n === undefined || n < 1) return null;
  const max = options.length;
  return options[Math.min(n, max) - 1];
};

const locationWords = (loc: string) => {
  const p = parseLocation(loc);
  const name = p?.name ?? loc;
  return new Set([normaliseName(name), normaliseLga(name)].filter(Boolean));
};

export function applyDelta(prev: StoredPreferences, d: Delta): StoredPreferences {
  // "Start over" clears the search brief; the buyer's own finance and criteria are theirs, not the search's, and stay.
  const kept = {
    ...(d.keepOnReset.includes("price") ? { priceRange: prev.priceRange } : {}),
    ...(d.keepOnReset.includes("bedrooms") ? { bedrooms: prev.bedrooms } : {}),
    ...(d.keepOnReset.includes("propertyType") ? { propertyType: prev.propertyType } : {}),
  };
  const p: StoredPreferences = structuredClone(
    d.reset ? { ...emptyPreferences(), ...(prev.finance ? { finance: prev.finance } : {}), ...(prev.criteria ? { criteria: prev.criteria } : {}), ...kept } : prev,
  );

  if (d.clearExclusions) p.exclusions = { locations: [], propertyTypes: [], features: [] };
  // Locations: remove, then add or replace. A place ruled out that the brief didn't want (a suburb inside a wanted
  // council area, or a place never named) is kept as an exclusion, so the search leaves it out; one the brief
  // wanted is simply dropped.
  if (d.removePlaces.length > 0) {
    for (const m of d.removePlaces) {
      const words = [normaliseName(m.text), ...(m.place ? [...locationWords(m.place.description)] : []), ...m.options.flatMap((o) => [...locationWords(o.description)])];
      const ruledOut = !!m.place && d.ruledOutPlaces.includes(m.place.description);
      // (A suburb ruled out keeps its own council: "not Rockingham suburb itself" keeps Rockingham (City).)
      const council = ruledOut && m.place!.kind !== "lga" ? m.place!.lga : null;
      const left = p.locations.filter((loc) => loc === council || ![...locationWords(loc)].some((w) => words.includes(w)));
      // ("Start again. Forget Perth.": a place the brief wanted before it started over is dropped with it, not ruled out.)
      const wantedBefore = d.reset && prev.locations.some((loc) => [...locationWords(loc)].some((w) => words.includes(w)));
      if ((left.length === p.locations.length || ruledOut) && !(wantedBefore && !ruledOut) && m.place && m.place.kind !== "state") p.exclusions.locations = [...new Set([...p.exclusions.locations, m.place.description])].slice(0, EXCLUDED_LOCATIONS_MAX);
      p.locations = left;
    }
  }
  // "lol jk we live in Scarborough", "Oops, we LIVE in East Albury, that's not the search": a place the brief searches,
  // told in this turn as the buyer's home and not wished for again, was named by mistake.
  const home = d.contextPlaces.filter((c) => c.role === "live" && c.place && !d.addPlaces.includes(c.place)).map((c) => c.place!.description);
  if (home.length > 0) p.locations = p.locations.filter((loc) => !home.includes(loc));
  // Said to be fine: a place ruled out is no longer ("actually Woodridge is fine"), and is wanted too unless a wanted region
  // holds it; any other is added to the places wanted ("Kangaroo Flat and Golden Square are fine too").
  for (const c of d.acceptedPlaces) {
    const excluded = p.exclusions.locations.includes(c.description);
    p.exclusions.locations = p.exclusions.locations.filter((loc) => loc !== c.description);
    if (excluded && p.locations.some((loc) => isWithinDescription(c, loc))) continue;
    p.locations = [...new Set([...p.locations, c.description])].slice(0, 50);
  }
  if (d.addPlaces.length > 0) {
    const added = d.addPlaces.map((c) => c.description);
    // Places inside a region the brief wants narrow it ("Cairns" then "Edge Hill or Whitfield"), unless added to it ("add Whitfield too").
    const narrowed = d.alsoPlaces ? p.locations : p.locations.filter((loc) => !d.addPlaces.every((c) => isWithinDescription(c, loc)));
    // "Kingston TAS" after "Kingston ACT": the buyer means one of the places of that name.
    const renamed = narrowed.filter((loc) => !d.addPlaces.some((c) => c.kind !== "state" && c.description !== loc && normaliseName(parseLocation(loc)?.name ?? loc) === normaliseName(c.name)));
    const base = d.replacePlaces ? [] : renamed;
    p.locations = [...new Set([...base, ...added])].slice(0, 50);
    // Wanted again: no longer ruled out.
    p.exclusions.locations = p.exclusions.locations.filter((loc) => !added.includes(loc));
  }

  if (d.price) {
    const min = d.price.min === undefined ? p.priceRange.min : d.price.min;
    const max = d.price.max === undefined ? p.priceRange.max : d.price.max;
    // A new ceiling below the old floor (or a floor above the old ceiling) replaces the range.
    if (d.price.max !== undefined && d.price.min === undefined && min !== null && max !== null && min >= max) p.priceRange = { min: null, max };
    else if (d.price.min !== undefined && d.price.max === undefined && min !== null && max !== null && min >= max) p.priceRange = { min, max: null };
    else p.priceRange = { min, max };
  }

  if (d.propertyType !== undefined) p.propertyType = d.propertyType;
  if (p.propertyType && d.excludedTypes.includes(p.propertyType)) p.propertyType = null;
  // Types ruled out are kept ("anything but units"); a type asked for again is no longer ruled out.
  p.exclusions.propertyTypes = [...new Set([...p.exclusions.propertyTypes, ...d.excludedTypes])].filter((t) => t !== p.propertyType);
  if (d.bedrooms !== undefined) p.bedrooms = clampOption(BEDROOM_OPTIONS, d.bedrooms);
  if (d.bathrooms !== undefined) p.bathrooms = clampOption(BATHROOM_OPTIONS, d.bathrooms);
  if (d.parking !== undefined) p.parking = clampOption(PARKING_OPTIONS, d.parking);
  if (d.landSize !== undefined) p.landSize = d.landSize === null ? "" : String(d.landSize);
  if (d.marketStatus) p.marketStatus = d.marketStatus;
  // Widening: what the brief had and this one; both is all (docs/ASSISTANT.md, "Understanding: clauses, then readers").
  if (d.marketWiden && p.marketStatus !== d.marketWiden) p.marketStatus = "All Properties";
  if (d.clearStyle) p.propertyStyle = [];
  for (const [style, on] of Object.entries(d.style) as [StoredPreferences["propertyStyle"][number], boolean][]) {
    p.propertyStyle = on ? [...new Set([...p.propertyStyle, style])] : p.propertyStyle.filter((s) => s !== style);
  }
  if (d.age !== undefined) p.propertyAge = d.age ?? [];
  if (d.amenitiesRemoved.length) {
    const a = p.proximityToAmenities;
    const left = a.selectedCategories.filter((c) => !d.amenitiesRemoved.includes(c));
    p.proximityToAmenities = { ...a, selectedCategories: left, enabled: a.enabled && left.length > 0 };
  }
  if (d.amenities.categories.length) {
    const a = p.proximityToAmenities;
    p.proximityToAmenities = {
      enabled: true,
      selectedCategories: [...new Set([...(d.optionsInstead ? [] : a.selectedCategories), ...d.amenities.categories])],
      transportMode: d.amenities.transportMode ?? a.transportMode,
      maxTravelTime: d.amenities.maxTravelTime ?? a.maxTravelTime,
    };
  }
  if (d.destination) {
    // The stored form keeps the first destination both flat and in the list, as the form does.
    p.destinations = { enabled: true, ...d.destination, preferences: [{ ...d.destination }] };
  }

  if (Object.keys(d.finance).length > 0) p.finance = { ...p.finance, ...d.finance };
  if (Object.keys(d.criteria).length > 0) p.criteria = { ...NO_CRITERIA, ...p.criteria, ...d.criteria };

  Object.assign(p.features, d.features);
  // Features ruled out are kept ("no pool"); one asked for again is no longer ruled out.
  p.exclusions.features = [...new Set([...p.exclusions.features, ...d.excludedFeatures])].filter((f) => d.excludedFeatures.includes(f) || (!p.features[f] && !d.acceptedFeatures.includes(f)));
  Object.assign(p.riskFilters, d.risks);
  Object.assign(p.avoidFilters, d.avoid);
  // "granny flat instead", "more about growth than rent": an option named replaces the others of its group.
  if (d.optionsInstead) {
    const instead = <K extends string>(group: Record<K, boolean>, named: Partial<Record<K, boolean>>) => {
      if (Object.values(named).includes(true)) for (const k of Object.keys(group) as K[]) if (named[k] === undefined) group[k] = false;
    };
    instead(p.investmentGoals, d.goals);
    instead(p.developmentPotential, d.development);
    instead(p.splitLiving, d.split);
  }
  Object.assign(p.investmentGoals, d.goals);
  Object.assign(p.developmentPotential, d.development);
  Object.assign(p.splitLiving, d.split);
  if (d.renovation.enabled !== undefined) {
    p.renovationPotential.enabled = d.renovation.enabled;
    if (!d.renovation.enabled) p.renovationPotential = { enabled: false, renovationBudget: null, finishLevel: null };
  }
  if (d.renovation.budget !== undefined) p.renovationPotential.renovationBudget = d.renovation.budget;
  if (d.renovation.finish !== undefined) p.renovationPotential.finishLevel = d.renovation.finish;

  // Importance: factors in the order first named; a factor left with nothing chosen goes.
  const ranking = [...p.importanceRanking];
  for (const f of d.factorOrder) if (!ranking.includes(f)) ranking.push(f);
  const active: Record<ImportanceFactor, boolean> = {
    investmentGoals: hasChoice("investmentGoals", p),
    developmentPotential: hasChoice("developmentPotential", p) || (ranking.includes("developmentPotential") && d.developmentGeneric !== false),
    renovationPotential: hasChoice("renovationPotential", p),
    // (Wanted with no kind, "a dual income property", it stays until a kind is taken off or it is ruled out.)
    splitLiving: hasChoice("splitLiving", p) || d.splitGeneric === true || (ranking.includes("splitLiving") && d.splitGeneric !== false && !Object.values(d.split).includes(false)),
    riskOverlay: hasChoice("riskOverlay", p),
    avoidOverlay: true,
    propertyAgeStyle: true,
    proximityToAmenities: true,
    destinations: true,
  };
  let next = ranking.filter((f) => active[f]);
  if (d.topFactor && next.includes(d.topFactor)) next = [d.topFactor, ...next.filter((f) => f !== d.topFactor)];
  p.importanceRanking = next.slice(0, 9);
  // A rule across fields (a dollar deposit above a newly lowered maximum price) drops what it names.
  const whole = storedPreferencesSchema.safeParse(p);
  return whole.success ? whole.data : parseStoredPreferences(p);
}

/** What a search still needs, in the order the form asks it. */
export function missingEssentials(p: StoredPreferences): ExpectedField[] {
  const out: ExpectedField[] = [];
  if (p.locations.length === 0) out.push("locations");
  if (p.priceRange.min === null && p.priceRange.max === null) out.push("price");
  if (!p.propertyType) out.push("propertyType");
  if (!p.bedrooms && p.propertyType !== "Land") out.push("bedrooms");
  // Spec 2 section 5: a ranked development potential needs a minimum land size.
  if (p.importanceRanking.includes("developmentPotential") && p.landSize.trim() === "") out.push("landSize");
  // The form's importance step: a search ranks by at least one factor. A brief that chose a goal or a
  // section is ranked by it (applyDelta); one that said nothing about what matters is asked.
  if (p.importanceRanking.length === 0) out.push("ranking");
  return out;
}

/** The answers offered when a brief names nothing that ranks: each one a phrase the readers turn into a ranked factor. */
export const RANKING_CHOICES = ["Strong cash flow", "Capital growth", "Buying below value", "A granny flat or dual living", "Renovation potential", "Low flood and bushfire risk"] as const;

const placeLabel = (loc: string) => loc;

type Chip = { field: string; label: string; value: string };

/** The chips: one per understood field, in plain words, with the value the form takes for it. */
function chipsOf(p: StoredPreferences): Chip[] {
  const out: Chip[] = [];
  const chip = (field: string, label: string, value: string) => out.push({ field, label, value });
  for (const loc of p.locations) chip("locations", placeLabel(loc), loc);
  const price = priceWords(p);
  if (price) chip("priceRange", price.charAt(0).toUpperCase() + price.slice(1), price);
  if (p.propertyType) chip("propertyType", p.propertyType, p.propertyType);
  if (p.bedrooms) chip("bedrooms", `${p.bedrooms} bedrooms`, p.bedrooms);
  if (p.bathrooms) chip("bathrooms", `${p.bathrooms} bathrooms`, p.bathrooms);
  if (p.parking) chip("parking", `${p.parking} car spaces`, p.parking);
  if (p.landSize) chip("landSize", `Land ${formatWhole(Number(p.landSize))} m²+`, p.landSize);
  if (p.marketStatus !== "All Properties") chip("marketStatus", p.marketStatus, p.marketStatus);
  for (const f of keys(p.features)) chip("features", capitalise(FEATURE_WORDS[f].replace(/^(a|an) /, "")), f);
  for (const g of keys(p.investmentGoals)) chip("investmentGoals", capitalise(GOAL_WORDS[g]), g);
  for (const o of keys(p.developmentPotential)) chip("developmentPotential", capitalise(DEV_WORDS[o].replace(/^(a|an) /, "")), o);
  if (p.importanceRanking.includes("developmentPotential") && keys(p.developmentPotential).length === 0) chip("developmentPotential", "Subdivision potential", "subdivision");
  for (const o of keys(p.splitLiving)) chip("splitLiving", capitalise(SPLIT_WORDS[o].replace(/^(a|an) /, "")), o);
  if (p.renovationPotential.enabled) {
    const r = p.renovationPotential;
    const extra = [r.renovationBudget !== null ? `${formatPriceShort(r.renovationBudget)} budget` : null, r.finishLevel ? `${r.finishLevel.toLowerCase()} finish` : null].filter(Boolean);
    chip("renovationPotential", `Renovation${extra.length ? ` (${extra.join(", ")})` : ""}`, "renovation");
  }
  for (const r of keys(p.riskFilters)) chip("riskFilters", `Not ${RISK_WORDS[r]}`, r);
  for (const a of keys(p.avoidFilters)) chip("avoidFilters", `Away from ${AVOID_WORDS[a]}`, a);
  if (p.proximityToAmenities.enabled && p.proximityToAmenities.selectedCategories.length) {
    chip("proximityToAmenities", `Near ${joinWords(p.proximityToAmenities.selectedCategories.map((c) => AMENITY_WORDS[c]))}`, p.proximityToAmenities.selectedCategories.join(","));
  }
  if (p.destinations.enabled && p.destinations.address) {
    chip("destinations", `${p.destinations.maxTravelTime} min ${MODE_WORDS[p.destinations.transportMode]} to ${p.destinations.address}`, p.destinations.address);
  }
  for (const style of p.propertyStyle) chip("propertyStyle", `${style} style`, style);
  if (p.propertyAge.length) chip("propertyAge", ageWords(p.propertyAge), p.propertyAge.join(","));
  for (const [key, words] of financeWords(p)) chip("finance", capitalise(words), key);
  // Ruled out ("Not: Warilla, NSW 2528"): the chat's "Your brief" shows them as such.
  for (const words of exclusionWords(p.exclusions)) chip("exclusions", `Not: ${words}`, words);
  for (const key of CRITERIA_KEYS) {
    const v = p.criteria?.[key];
    if (v !== null && v !== undefined) chip("criteria", criterionWords(key, v), key);
  }
  return out;
}

/** A criterion in plain words, for its chip: "Cash-flow positive only", "Gross yield at least 5%". */
function criterionWords(key: CriterionKey, v: number): string {
  if (key === "minCashFlow" && v === 0) return "Cash-flow positive only";
  const { label, bound } = CRITERIA_LABELS[key];
  return `${label.replace(/,.*$/, "")} ${bound === "min" ? "at least" : "at most"} ${criterionText(key, v)}`;
}

/** What the buyer said about their finance (the stored section's entered fields), in plain words. */
export function financeWords(p: StoredPreferences): [string, string][] {
  const f = p.finance;
  if (!f) return [];
  const out: [string, string][] = [];
  if (f.deposit) out.push(["deposit", f.deposit.kind === "cash" ? "cash purchase" : f.deposit.kind === "percent" ? `${f.deposit.percent}% deposit` : `${formatMoney(f.deposit.dollars)} deposit`]);
  if (f.firstHomeBuyer) out.push(["firstHomeBuyer", "first home buyer"]);
  else if (f.buyerType === "ownerOccupier") out.push(["buyerType", "owner-occupier"]);
  if (f.foreignPurchaser) out.push(["foreignPurchaser", "foreign purchaser"]);
  if (f.loanType) out.push(["loanType", f.loanType === "interestOnly" ? "interest-only loan" : "principal and interest loan"]);
  if (f.interestRate !== undefined) out.push(["interestRate", `${f.interestRate}% interest`]);
  if (f.loanTermYears !== undefined) out.push(["loanTermYears", `${f.loanTermYears}-year loan term`]);
  if (f.taxableIncome !== undefined && f.taxableIncome !== null) out.push(["taxableIncome", `income ${formatMoney(f.taxableIncome)} a year`]);
  return out;
}

/** The chips: one per understood field, in plain words. */
export function understoodChips(p: StoredPreferences): { field: string; label: string }[] {
  return chipsOf(p).map(({ field, label }) => ({ field, label }));
}

/** The summary's chips: each with its value and whether it was read with low confidence (its field in `low`). */
export function summaryChips(p: StoredPreferences, low: ReadonlySet<string>): { field: string; label: string; value: string; confidence: "high" | "low" }[] {
  return chipsOf(p).map((c) => ({ ...c, confidence: low.has(c.field) ? "low" : "high" }));
}

export function rankingWords(p: StoredPreferences): string | null {
  if (p.importanceRanking.length < 2) return null;
  return `Ranked by ${joinWords(p.importanceRanking.map((f, i) => `${i + 1}. ${FACTOR_WORDS[f]}`))}`;
}
