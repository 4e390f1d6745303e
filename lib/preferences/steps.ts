import { COMING_SOON_FACTORS, PRICE_ORDER_MESSAGE, type ImportanceFactor, type StoredPreferences } from "./schema";

/**
 * The filters panel's sections and step completion (spec 2 sections 2 and 4).
 * The first five are always shown; a conditional section shows when its factor is
 * ranked or it already has a selection, except Age and style, which shows only when ranked.
 */
export type StepId =
  | "marketStatus"
  | "priceRange"
  | "importance"
  | "locations"
  | "keySearch"
  | "riskOverlay"
  | "investmentGoals"
  | "avoidOverlay"
  | "propertyAgeStyle"
  | "proximityToAmenities"
  | "destinations"
  | "splitLiving"
  | "developmentPotential"
  | "renovationPotential";

export type StepDefinition = {
  id: StepId;
  title: string;
  /** Short label for the progress chips. */
  chip: string;
  /** The importance factor that reveals a conditional section. */
  factor?: ImportanceFactor;
};

/** In the spec's order. */
export const STEPS: readonly StepDefinition[] = [
  { id: "marketStatus", title: "Market Status", chip: "Market" },
  { id: "priceRange", title: "Price Range", chip: "Price" },
  { id: "importance", title: "What's most important to you?", chip: "Importance" },
  { id: "locations", title: "Locations", chip: "Locations" },
  { id: "keySearch", title: "Key Search Parameters", chip: "Key search" },
  { id: "riskOverlay", title: "Hazard & Heritage Overlays", chip: "Overlays", factor: "riskOverlay" },
  { id: "investmentGoals", title: "Investment Goals", chip: "Investment", factor: "investmentGoals" },
  { id: "avoidOverlay", title: "Avoidance", chip: "Avoid", factor: "avoidOverlay" },
  { id: "propertyAgeStyle", title: "Age & Style", chip: "Age & style", factor: "propertyAgeStyle" },
  { id: "proximityToAmenities", title: "Proximity to Amenities", chip: "Proximity", factor: "proximityToAmenities" },
  { id: "destinations", title: "Commute", chip: "Commute", factor: "destinations" },
  { id: "splitLiving", title: "Dual Living & Rooming", chip: "Dual living", factor: "splitLiving" },
  { id: "developmentPotential", title: "Development (Subdivision)", chip: "Development", factor: "developmentPotential" },
  { id: "renovationPotential", title: "Renovation", chip: "Renovation", factor: "renovationPotential" },
] as const;

export const ALWAYS_SHOWN_STEPS: readonly StepId[] = ["marketStatus", "priceRange", "importance", "locations", "keySearch"];

/** Labels of the importance factors, in the ranking list. */
export const FACTOR_LABELS: Record<ImportanceFactor, string> = {
  riskOverlay: "Hazard & heritage overlays",
  avoidOverlay: "Avoid undesirable surrounds",
  propertyAgeStyle: "Property age & style",
  proximityToAmenities: "Proximity to amenities",
  destinations: "Commute to destinations",
  splitLiving: "Dual living & rooming",
  developmentPotential: "Development potential",
  renovationPotential: "Renovation potential",
  investmentGoals: "Investment goals",
};

export const isComingSoon = (factor: ImportanceFactor) => (COMING_SOON_FACTORS as readonly string[]).includes(factor);

const anyTrue = (flags: Record<string, boolean>) => Object.values(flags).some(Boolean);

/** The scored sections a choice switches on, in the form's order. */
export const CHOICE_SECTIONS = ["investmentGoals", "splitLiving", "renovationPotential", "developmentPotential", "riskOverlay"] as const;
export type ChoiceSection = (typeof CHOICE_SECTIONS)[number];

/**
 * Whether a scored section has a choice made: a goal, an option or a hazard ticked, renovation
 * switched on. A search ranks such a section when nothing else is ranked (docs/ASSISTANT.md).
 */
export function hasChoice(section: ChoiceSection, p: StoredPreferences): boolean {
  switch (section) {
    case "investmentGoals":
      return anyTrue(p.investmentGoals);
    case "splitLiving":
      return anyTrue(p.splitLiving);
    case "renovationPotential":
      return p.renovationPotential.enabled;
    case "developmentPotential":
      return anyTrue(p.developmentPotential);
    case "riskOverlay":
      return anyTrue(p.riskFilters);
  }
}

/** Spec 2 section 4, "Step completion". */
export function isStepComplete(id: StepId, p: StoredPreferences): boolean {
  switch (id) {
    case "marketStatus":
      return Boolean(p.marketStatus);
    case "priceRange":
      return p.priceRange.min !== null || p.priceRange.max !== null;
    case "importance":
      return p.importanceRanking.length > 0;
    case "locations":
      return p.locations.length > 0;
    case "keySearch":
      return p.propertyType !== null && p.bedrooms !== null;
    case "riskOverlay":
      return anyTrue(p.riskFilters);
    case "avoidOverlay":
      return anyTrue(p.avoidFilters);
    case "splitLiving":
      return anyTrue(p.splitLiving);
    case "developmentPotential":
      return anyTrue(p.developmentPotential);
    case "investmentGoals":
      return anyTrue(p.investmentGoals);
    case "propertyAgeStyle":
      return p.propertyAge.length > 0 || p.propertyStyle.length > 0;
    case "proximityToAmenities":
      return p.proximityToAmenities.selectedCategories.length > 0;
    case "destinations":
      return p.destinations.address.trim() !== "" || p.destinations.preferences.some((d) => d.address.trim() !== "");
    case "renovationPotential":
      return p.renovationPotential.renovationBudget !== null || p.renovationPotential.finishLevel !== null;
  }
}

export function isStepVisible(step: StepDefinition, p: StoredPreferences): boolean {
  if (!step.factor) return true;
  const ranked = p.importanceRanking.includes(step.factor);
  if (step.id === "propertyAgeStyle") return ranked;
  return ranked || isStepComplete(step.id, p);
}

export type StepState = StepDefinition & { complete: boolean };

export function visibleSteps(p: StoredPreferences): StepState[] {
  return STEPS.filter((s) => isStepVisible(s, p)).map((s) => ({ ...s, complete: isStepComplete(s.id, p) }));
}

/** "N of M completed" and whether Find Matches may show. */
export function stepProgress(p: StoredPreferences) {
  const steps = visibleSteps(p);
  const completed = steps.filter((s) => s.complete).length;
  return { steps, completed, total: steps.length, allComplete: completed === steps.length };
}

export const MISSING_LAND_SIZE = {
  title: "Missing Required Field",
  description: "Min land size is required when development potential is selected under importance",
} as const;

/** The checks Find Matches makes before the estimate (spec 2 section 5). */
export function validateForSearch(p: StoredPreferences): { ok: true } | { ok: false; title: string; description: string } {
  if (p.importanceRanking.includes("developmentPotential") && p.landSize.trim() === "") return { ok: false, ...MISSING_LAND_SIZE };
  const { min, max } = p.priceRange;
  if (min !== null && max !== null && min > max) return { ok: false, title: "Invalid price range", description: PRICE_ORDER_MESSAGE };
  return { ok: true };
}
