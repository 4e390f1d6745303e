import { RENOVATION_BUDGET_MAX, RENOVATION_BUDGET_MIN, RENOVATION_BUDGET_STEP } from "@/lib/constants";
import { formatMoney } from "@/lib/money";
import { PRICE_RANGE_ERROR, RENOVATION_BUDGET_OPTIONS, priceRangeError } from "./edit";
import { FACTOR_LABELS, isComingSoon } from "./steps";
import { storedPreferencesSchema, type ImportanceFactor, type StoredPreferences } from "./schema";

/**
 * Stored preferences are consistent when the form could have produced them (spec 2
 * sections 3 to 5). The schema checks each field alone; this checks what the form's
 * edits (./edit.ts) keep true across fields, with the same option lists:
 * - a price range whose minimum is below its maximum (the form's options exclude the rest);
 * - a ranking with each factor once and no "coming soon" factor (their buttons are disabled);
 * - a renovation budget on the form's steps ($50k to $500k in $50k steps);
 * - a ranked renovation, proximity or commute with its section on, and no choice in a section
 *   that is off (ranking one turns it on, touching a sub-field turns it on, unranking clears it);
 * - no location, age, style or amenity chosen twice (the form toggles them);
 * - a commute list that starts with the destination address shown (the form mirrors it).
 *
 * `preferenceProblems` says what is wrong (PUT /api/preferences refuses such a copy, and a
 * producer of preferences such as the assistant's tools can refuse or ask again);
 * `makeConsistent` repairs a copy read from anywhere (parseStoredPreferences) the way the
 * form would, so what the browser holds and saves again is always accepted.
 */

export type PreferenceProblem = { path: (string | number)[]; message: string };

export const CONSISTENCY_MESSAGES = {
  /** Spec 2 section 5's words for a minimum at or above the maximum. */
  priceOrder: PRICE_RANGE_ERROR,
  rankedTwice: "A factor can be ranked only once.",
  comingSoon: (factor: ImportanceFactor) => `${FACTOR_LABELS[factor]} is coming soon and can't be ranked yet.`,
  renovationBudget: `The renovation budget must be ${formatMoney(RENOVATION_BUDGET_MIN, { unit: "k" })} to ${formatMoney(RENOVATION_BUDGET_MAX, { unit: "k" })} in steps of ${formatMoney(RENOVATION_BUDGET_STEP, { unit: "k" })}.`,
  rankedSectionOff: (factor: ImportanceFactor) => `${FACTOR_LABELS[factor]} is ranked, so its section must be on.`,
  choiceWithSectionOff: (section: string) => `${section} choices can only be set with the section on.`,
  repeatedLocation: "Each location can be listed only once.",
  repeatedChoice: "Each choice can be made only once.",
  destinationMismatch: "The first commute destination must be the destination address.",
} as const;

/** The factors whose section is an object with `enabled`, and what counts as a choice in it. */
const SECTIONS = {
  renovationPotential: { name: "Renovation", hasChoice: (p: StoredPreferences) => p.renovationPotential.renovationBudget !== null || p.renovationPotential.finishLevel !== null },
  proximityToAmenities: { name: "Amenity", hasChoice: (p: StoredPreferences) => p.proximityToAmenities.selectedCategories.length > 0 },
  destinations: { name: "Commute", hasChoice: (p: StoredPreferences) => p.destinations.address.trim() !== "" || p.destinations.preferences.length > 0 },
} as const;
type SectionFactor = keyof typeof SECTIONS;
const SECTION_FACTORS = Object.keys(SECTIONS) as SectionFactor[];

export const isRenovationBudgetOption = (budget: number) => RENOVATION_BUDGET_OPTIONS.includes(budget);

/** The first destination as the form keeps it: the address shown, trimmed, with its mode and time. */
function shownDestination(d: StoredPreferences["destinations"]) {
  const address = d.address.trim();
  return address ? { address, transportMode: d.transportMode, maxTravelTime: d.maxTravelTime } : null;
}

const sameDestination = (a: { address: string; transportMode: string; maxTravelTime: number } | undefined, b: { address: string; transportMode: string; maxTravelTime: number }) =>
  a !== undefined && a.address === b.address && a.transportMode === b.transportMode && a.maxTravelTime === b.maxTravelTime;

function repeats<T>(list: readonly T[]): number[] {
  return list.flatMap((v, i) => (list.indexOf(v) < i ? [i] : []));
}

/** Everything about the copy the form could not have produced; empty when it is consistent. */
export function preferenceProblems(p: StoredPreferences): PreferenceProblem[] {
  const out: PreferenceProblem[] = [];
  if (priceRangeError(p.priceRange)) out.push({ path: ["priceRange", "min"], message: CONSISTENCY_MESSAGES.priceOrder });

  p.importanceRanking.forEach((factor, i) => {
    if (p.importanceRanking.indexOf(factor) < i) out.push({ path: ["importanceRanking", i], message: CONSISTENCY_MESSAGES.rankedTwice });
    else if (isComingSoon(factor)) out.push({ path: ["importanceRanking", i], message: CONSISTENCY_MESSAGES.comingSoon(factor) });
  });

  const budget = p.renovationPotential.renovationBudget;
  if (budget !== null && !isRenovationBudgetOption(budget)) out.push({ path: ["renovationPotential", "renovationBudget"], message: CONSISTENCY_MESSAGES.renovationBudget });

  for (const factor of SECTION_FACTORS) {
    if (p[factor].enabled) continue;
    if (p.importanceRanking.includes(factor) && !isComingSoon(factor)) out.push({ path: [factor, "enabled"], message: CONSISTENCY_MESSAGES.rankedSectionOff(factor) });
    else if (SECTIONS[factor].hasChoice(p)) out.push({ path: [factor, "enabled"], message: CONSISTENCY_MESSAGES.choiceWithSectionOff(SECTIONS[factor].name) });
  }

  for (const i of repeats(p.locations)) out.push({ path: ["locations", i], message: CONSISTENCY_MESSAGES.repeatedLocation });
  for (const i of repeats(p.propertyAge)) out.push({ path: ["propertyAge", i], message: CONSISTENCY_MESSAGES.repeatedChoice });
  for (const i of repeats(p.propertyStyle)) out.push({ path: ["propertyStyle", i], message: CONSISTENCY_MESSAGES.repeatedChoice });
  for (const i of repeats(p.proximityToAmenities.selectedCategories)) out.push({ path: ["proximityToAmenities", "selectedCategories", i], message: CONSISTENCY_MESSAGES.repeatedChoice });

  const shown = shownDestination(p.destinations);
  if (shown && !sameDestination(p.destinations.preferences[0], shown)) out.push({ path: ["destinations", "preferences", 0], message: CONSISTENCY_MESSAGES.destinationMismatch });
  return out;
}

/** The nearest of the form's budget steps; none for a budget of nothing. */
export function nearestRenovationBudget(budget: number): number | null {
  if (budget <= 0) return null;
  const step = Math.round(budget / RENOVATION_BUDGET_STEP) * RENOVATION_BUDGET_STEP;
  return Math.min(RENOVATION_BUDGET_MAX, Math.max(RENOVATION_BUDGET_MIN, step));
}

const unique = <T>(list: readonly T[]): T[] => [...new Set(list)];

/**
 * The copy made consistent the way the form would have made it: the minimum dropped when it
 * is not below the maximum (a new ceiling replaces the range), repeats and "coming soon"
 * factors left out of the ranking, the budget moved to the nearest step, a section with a
 * choice or a ranking turned on, repeated choices dropped, the commute list led by the
 * destination shown. A consistent copy comes back unchanged (the same object).
 */
export function makeConsistent(p: StoredPreferences): StoredPreferences {
  if (preferenceProblems(p).length === 0) return p;
  const next = structuredClone(p);
  if (priceRangeError(next.priceRange)) next.priceRange = { ...next.priceRange, min: null };
  next.importanceRanking = unique(next.importanceRanking).filter((f) => !isComingSoon(f));
  const budget = next.renovationPotential.renovationBudget;
  if (budget !== null && !isRenovationBudgetOption(budget)) next.renovationPotential.renovationBudget = nearestRenovationBudget(budget);
  for (const factor of SECTION_FACTORS) {
    if (next.importanceRanking.includes(factor) || SECTIONS[factor].hasChoice(next)) next[factor].enabled = true;
  }
  next.locations = unique(next.locations);
  next.propertyAge = unique(next.propertyAge);
  next.propertyStyle = unique(next.propertyStyle);
  next.proximityToAmenities.selectedCategories = unique(next.proximityToAmenities.selectedCategories);
  const shown = shownDestination(next.destinations);
  if (shown && !sameDestination(next.destinations.preferences[0], shown)) next.destinations.preferences = [shown, ...next.destinations.preferences.slice(1)];
  return next;
}

/** The stored preference schema that also refuses an inconsistent copy (PUT /api/preferences), each problem at its field. */
export const consistentPreferencesSchema = storedPreferencesSchema.superRefine((p, ctx) => {
  for (const problem of preferenceProblems(p)) ctx.addIssue({ code: "custom", path: problem.path, message: problem.message });
});
