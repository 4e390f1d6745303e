/**
 * Reads a listing's scoring_inputs into what the three expanded panels show, in
 * words a buyer understands. Tolerant by design: listings from an external
 * workflow may miss any key or carry numbers as strings, so every read falls
 * back to null instead of throwing.
 */
import { SPLIT_LIVING_LABELS } from "@/lib/preferences/labels";
import { scoringObject, storedObject, type KeyOf } from "@/lib/engine/scoring-inputs";
import type { DevelopmentOption, RenovationArea as ScoredArea, RenovationPotentialInputs, SplitOption } from "@/lib/engine/types";
import { formatDollars, formatLandSize, parsePercent, toNumber as num, type Tone } from "./format";

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const obj = (v: unknown): Obj => (isObj(v) ? v : {});

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);
function bool(v: unknown): boolean | null {
  if (typeof v === "boolean") return v;
  if (v === "true" || v === "yes" || v === "Yes") return true;
  if (v === "false" || v === "no" || v === "No") return false;
  return null;
}

/** "interiorPaint" -> "Interior paint". */
export function humanise(key: string): string {
  const words = key.replace(/[_-]+/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const AREA_LABELS: Record<string, string> = {
  kitchen: "Kitchen",
  bathrooms: "Bathrooms",
  flooring: "Flooring",
  interiorPaint: "Interior paint",
  exterior: "Exterior",
  roof: "Roof",
  landscaping: "Landscaping",
};

/** Areas named in the plural ("The bathrooms need …"). */
const PLURAL_AREAS = new Set(["bathrooms"]);

/* ------------------------------ Renovation ------------------------------ */

export type RenovationArea = {
  key: string;
  label: string;
  /** Current condition, 1 (poor) to 10 (as new). */
  condition: number;
  cost: number | null;
  work: string | null;
};

export type DonutSlice = { key: string; label: string; cost: number; fraction: number; startFraction: number };

/** The renovation bar's zones: 40%, 30%, 30% — the same cut-offs as the section score bands. */
export const RENOVATION_BAR_ZONES: readonly { from: number; to: number; tone: Tone; label: string }[] = [
  { from: 0, to: 40, tone: "red", label: "Low" },
  { from: 40, to: 70, tone: "amber", label: "Medium" },
  { from: 70, to: 100, tone: "green", label: "High" },
];

export type RenovationView = {
  score: number | null;
  commentary: string | null;
  areas: RenovationArea[];
  donut: DonutSlice[];
  estimatedCost: number | null;
  renovatorsMargin: number | null;
  renovatorsMarginPercent: number | null;
  currentValue: number | null;
  postRenovationValue: number | null;
  finishLevel: string | null;
  budget: number | null;
  withinBudget: boolean | null;
  conditionAssumed: boolean;
  sentences: string[];
};

/** Keys of renovationPotential that are not per-area entries. */
const RENOVATION_META = new Set<string>([
  "score",
  "commentary",
  "finishLevel",
  "budget",
  "withinBudget",
  "conditionAssumed",
  "estimatedRenovationCost",
  "currentValue",
  "postRenovationValue",
  "price_used",
  "price_basis",
  "renovators_margin",
  "renovators_margin_percent",
  "value_uplift_percent",
] satisfies KeyOf<RenovationPotentialInputs>[]);

export function renovationView(scoringInputs: unknown, sectionScore: string | null | undefined): RenovationView {
  const r = scoringObject(scoringInputs, "renovationPotential");
  const areas: RenovationArea[] = [];
  for (const [key, value] of Object.entries(r)) {
    if (RENOVATION_META.has(key) || !isObj(value)) continue;
    const area = storedObject<ScoredArea>(value);
    const condition = num(area.score);
    // Only areas with a score are charted (spec 2 section 2).
    if (condition === null) continue;
    areas.push({ key, label: AREA_LABELS[key] ?? humanise(key), condition, cost: num(area.cost), work: str(area.work) });
  }
  const costed = areas.filter((a) => a.cost !== null && a.cost > 0);
  const total = costed.reduce((sum, a) => sum + (a.cost ?? 0), 0);
  let start = 0;
  const donut: DonutSlice[] = costed.map((a) => {
    const fraction = total > 0 ? (a.cost ?? 0) / total : 0;
    const slice = { key: a.key, label: a.label, cost: a.cost ?? 0, fraction, startFraction: start };
    start += fraction;
    return slice;
  });
  const estimatedCost = num(r.estimatedRenovationCost) ?? (costed.length ? total : null);
  const view: RenovationView = {
    score: parsePercent(sectionScore) ?? num(r.score),
    commentary: str(r.commentary),
    areas,
    donut,
    estimatedCost,
    renovatorsMargin: num(r.renovators_margin),
    renovatorsMarginPercent: num(r.renovators_margin_percent),
    currentValue: num(r.currentValue),
    postRenovationValue: num(r.postRenovationValue),
    finishLevel: str(r.finishLevel),
    budget: num(r.budget),
    withinBudget: bool(r.withinBudget),
    conditionAssumed: bool(r.conditionAssumed) === true,
    sentences: [],
  };
  view.sentences = renovationSentences(view);
  return view;
}

function renovationSentences(v: RenovationView): string[] {
  const out: string[] = [];
  const cost = formatDollars(v.estimatedCost);
  if (cost) out.push(`Bringing it up to a ${v.finishLevel ? `${v.finishLevel.toLowerCase()} ` : ""}finish would cost about ${cost}.`);
  const budget = formatDollars(v.budget);
  if (budget && v.withinBudget !== null) out.push(v.withinBudget ? `That fits within your ${budget} budget.` : `That is more than your ${budget} budget.`);
  const after = formatDollars(v.postRenovationValue);
  const now = formatDollars(v.currentValue);
  if (after && now) out.push(`Its value could go from about ${now} today to about ${after} once renovated.`);
  const margin = formatDollars(v.renovatorsMargin);
  if (margin && v.renovatorsMargin !== null) {
    const pct = v.renovatorsMarginPercent !== null ? ` (${v.renovatorsMarginPercent.toFixed(1)}%)` : "";
    out.push(
      v.renovatorsMargin >= 0
        ? `After the price, purchase costs and renovation, that leaves a renovator's margin of about ${margin}${pct}.`
        : `After the price, purchase costs and renovation, you would be about ${margin.replace("-", "")} behind${pct}: the numbers don't favour a flip.`,
    );
  }
  const worst = [...v.areas].sort((a, b) => a.condition - b.condition)[0];
  if (worst && worst.condition <= 5) {
    const verb = PLURAL_AREAS.has(worst.key) ? "need" : "needs";
    out.push(`The ${worst.label.toLowerCase()} ${verb} the most work (condition ${worst.condition} out of 10).`);
  }
  if (v.conditionAssumed) out.push("The condition wasn't visible in the listing, so typical condition for the property's age was assumed.");
  return out;
}

/* ------------------------------ Development ------------------------------ */

/** One scored option of a panel (a development strategy, a split-living arrangement); selected: the user picked it. */
export type ScoredOptionView = { key: string; label: string; score: number | null; selected: boolean; reason: string | null };

/** The engine weighs every option, each marked selected, when the user picked none: that is no pick to show. */
function withPicks(options: ScoredOptionView[]): ScoredOptionView[] {
  return options.length > 1 && options.every((o) => o.selected) ? options.map((o) => ({ ...o, selected: false })) : options;
}

export type DevelopmentView = {
  score: number | null;
  commentary: string | null;
  landSize: number | null;
  zoning: string | null;
  zoningAssumed: boolean;
  subdivisionPotential: string | null;
  lotsPossible: number | null;
  minLotSize: number | null;
  frontage: number | null;
  frontageEstimated: boolean;
  options: ScoredOptionView[];
  sentences: string[];
};

const DEVELOPMENT_LABELS: Record<string, string> = {
  sideByside: "Side-by-side",
  battleAxe: "Battle-axe",
  cornerLotsplit: "Corner lot split",
  multiTownhouse: "Multiple townhouses",
};

export function developmentView(scoringInputs: unknown, sectionScore: string | null | undefined): DevelopmentView {
  const d = scoringObject(scoringInputs, "developmentPotential");
  const options: ScoredOptionView[] = withPicks(
    Object.entries(obj(d.options))
      .filter(([, v]) => isObj(v))
      .map(([key, v]) => {
        const o = storedObject<DevelopmentOption>(v);
        return { key, label: DEVELOPMENT_LABELS[key] ?? humanise(key), score: num(o.score), selected: bool(o.selected) === true, reason: str(o.reason) };
      }),
  );
  const view: DevelopmentView = {
    score: parsePercent(sectionScore) ?? num(d.score),
    commentary: str(d.commentary),
    landSize: num(d.landSize),
    zoning: str(d.zoning),
    zoningAssumed: bool(d.zoningAssumed) === true,
    subdivisionPotential: str(d.subdivisionPotential),
    lotsPossible: num(d.lotsPossible),
    minLotSize: num(d.minLotSize),
    frontage: num(d.frontage),
    frontageEstimated: bool(d.frontageEstimated) === true,
    options,
    sentences: [],
  };
  const s: string[] = [];
  if (view.landSize !== null) {
    const min = view.minLotSize !== null && view.minLotSize > 0 ? ` against a minimum lot size of ${formatLandSize(view.minLotSize)}` : "";
    s.push(`The block is ${formatLandSize(view.landSize) ?? "of unknown size"}${min}.`);
  }
  if (view.zoning) s.push(`Zoning is ${view.zoning}${view.zoningAssumed ? " (assumed from the suburb's usual zoning)" : ""}.`);
  if (view.frontage !== null) s.push(`Street frontage is about ${view.frontage.toFixed(1)} m${view.frontageEstimated ? " (estimated)" : ""}.`);
  if (view.subdivisionPotential) {
    const lots = view.lotsPossible !== null && view.lotsPossible > 1 ? `, with room for about ${view.lotsPossible} lots` : "";
    s.push(`Subdivision potential: ${view.subdivisionPotential}${lots}.`);
  }
  view.sentences = s;
  return view;
}

/* ---------------------------- Dual living & rooming ---------------------------- */

export type SplitLivingView = {
  score: number | null;
  commentary: string | null;
  options: ScoredOptionView[];
  facts: { label: string; value: string }[];
  layoutAssumed: boolean;
};

/** The options in the panel's order, rooming house first; each labelled as the preference form labels it. */
const SPLIT_ORDER = ["roomingHouse", "grannyFlat", "internalDualliving", "duplexPair"] as const satisfies readonly (keyof typeof SPLIT_LIVING_LABELS)[];

export function splitLivingView(scoringInputs: unknown, sectionScore: string | null | undefined): SplitLivingView {
  const s = scoringObject(scoringInputs, "splitLiving");
  const options: ScoredOptionView[] = withPicks(
    SPLIT_ORDER.filter((key) => isObj(s[key])).map((key) => {
      const o = storedObject<SplitOption>(s[key]);
      return { key, label: SPLIT_LIVING_LABELS[key], score: num(o.raw_score), selected: bool(o.selected) === true, reason: str(o.reason) };
    }),
  );
  const facts: { label: string; value: string }[] = [];
  const entrance = bool(s.separateEntrance);
  if (entrance !== null) facts.push({ label: "Separate entrance", value: entrance ? "Yes" : "No" });
  const kitchens = num(s.kitchenFacilities);
  if (kitchens !== null) facts.push({ label: "Kitchen facilities", value: `${kitchens} ${kitchens === 1 ? "kitchen" : "kitchens"}` });
  else if (str(s.kitchenFacilities)) facts.push({ label: "Kitchen facilities", value: str(s.kitchenFacilities) as string });
  const baths = num(s.privateBathroom);
  if (baths !== null) facts.push({ label: "Private bathrooms", value: `${baths} ${baths === 1 ? "bedroom has" : "bedrooms have"} their own bathroom` });
  else if (bool(s.privateBathroom) !== null) facts.push({ label: "Private bathrooms", value: bool(s.privateBathroom) ? "Yes" : "No" });
  const rooms = str(s.roomConfiguration);
  if (rooms) facts.push({ label: "Room configuration", value: rooms });
  return {
    score: parsePercent(sectionScore) ?? num(s.score),
    commentary: str(s.commentary),
    options,
    facts,
    layoutAssumed: bool(s.layoutAssumed) === true,
  };
}
