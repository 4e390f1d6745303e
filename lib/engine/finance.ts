/**
 * The buyer's finance in the engine (docs/SCORING.md §4 and §10): the search's finance section
 * compiled once into lib/finance's calculator, the cash flow the ranking reads (its fast path),
 * and the itemised working kept with each listing a search keeps. With no finance entered the
 * engine works on Propie's standard loan as it always has, so an old session ranks as before.
 */
import {
  FINANCE_FIELDS,
  FINANCE_YEAR,
  NEW_BUILD,
  OFF_THE_PLAN,
  REGIONAL,
  financeYearOf,
  readNewBuild,
  STATES,
  analyseListing,
  estimate,
  prepareFinance,
  projectListing,
  projectionAssumptions,
  resolveFinanceProfile,
  yours,
  type FinanceAnalysis,
  type FinanceCalculator,
  type FinanceProfileInput,
  type KeptFacts,
  type Provenance,
  type StateCode,
  type SuburbFigure,
} from "@/lib/finance";
import type { ListingBase } from "./base";
import { stateAbbr } from "./locations";
import type { FigureProvenance } from "./provenance";
import type { EngineListing, SuburbProfile } from "./types";
import { typeIndex } from "./valuation";

/** The buyer's finance, compiled for a search. */
export type EngineFinance = {
  /** Names the figures (the profile's values): two searches with the same key rank alike. */
  key: string;
  calc: FinanceCalculator;
  /** The cash flow reads the year built (an investor with tax effects: Division 43). */
  readsYearBuilt: boolean;
};

/** The key of the standard loan (no finance entered). */
export const STANDARD_FINANCE_KEY = "standard";
export const financeKeyOf = (f: EngineFinance | null): string => f?.key ?? STANDARD_FINANCE_KEY;

/**
 * Whether the buyer entered nothing: every field left out (null income or other debts mean "not
 * given", the same as left out). Such a search ranks on the standard loan.
 */
export function isEmptyFinance(input: FinanceProfileInput | null | undefined): boolean {
  if (!input) return true;
  for (const field of FINANCE_FIELDS) if (input[field] !== undefined && input[field] !== null) return false;
  return true;
}

let last: { input: FinanceProfileInput; compiled: EngineFinance } | null = null;

/** The search's finance section compiled (null: the standard loan). The last one is kept, as a search compiles it more than once. */
export function compileFinance(input: FinanceProfileInput | null | undefined): EngineFinance | null {
  if (isEmptyFinance(input)) return null;
  if (last && last.input === input) return last.compiled;
  const profile = resolveFinanceProfile(input!);
  const calc = prepareFinance(profile);
  const key = JSON.stringify(FINANCE_FIELDS.map((f) => profile[f]));
  const compiled = last?.compiled.key === key ? last.compiled : { key, calc, readsYearBuilt: calc.cashFlowReadsYearBuilt };
  last = { input: input!, compiled };
  return compiled;
}

/** A listing's state as lib/finance's index (STATES), −1 for one without schedules (another territory, or unreadable). */
export function stateIndexOf(state: string): number {
  switch (state) {
    case "NSW":
      return 0;
    case "VIC":
      return 1;
    case "QLD":
      return 2;
    case "SA":
      return 3;
    case "WA":
      return 4;
    case "TAS":
      return 5;
    case "ACT":
      return 6;
    case "NT":
      return 7;
  }
  return STATES.indexOf((stateAbbr(state) ?? "") as StateCode);
}

/**
 * The year the ranking's first pass assumes for a listing whose year built it hasn't read yet:
 * one that qualifies for Division 43, so the after-tax cash flow it gives is the most the listing
 * could have (the deduction only adds to it). The listings the pruning walk completes are then
 * worked on their own year (docs/PERFORMANCE.md, "The engine's fast path").
 */
export const UNREAD_YEAR_BUILT = FINANCE_YEAR;
/** The year the first pass assumes for a year not read yet, for this buyer: the contract's (a new build, the most Division 43 and 40 could give). */
export const unreadYearBuilt = (f: EngineFinance): number => f.calc.contractYear;

/**
 * The monthly cash flow the cash-flow sub-score uses with the buyer's finance, whole dollars. The
 * state whose land tax and fees apply is the one the listing's suburb is in (its profile's).
 */
export function financeMonthly(f: EngineFinance, listing: EngineListing, b: ListingBase): number {
  const year = f.readsYearBuilt ? financeYearOf(listing, f.calc.contractYear) : 0;
  return Math.round(f.calc.cashFlow(b.price, b.rent ?? 0, typeIndex(b.type), b.stateIndex, year, 0, listing.bedrooms));
}

/**
 * Outside the capital city and the regional centres: a suburb its derived profile places outside
 * the ABS's Major Cities (a state-wide fallback profile counts as metro). WA's first home
 * concession reaches further there, and the Home Guarantee Scheme's price caps are lower. Only
 * duty and the schemes read it: the ranking's cash flow doesn't.
 */
export const isRegional = (b: ListingBase, profile: SuburbProfile) => b.stateIndex >= 0 && profile.source === "derived" && profile.remoteness !== "Major Cities";

/** lib/finance's listing flags: regional as isRegional(); a new build or off the plan as the listing reads (readNewBuild). */
export const financeFlags = (b: ListingBase, profile: SuburbProfile, listing?: EngineListing, contractYear = FINANCE_YEAR) => {
  const r = listing ? readNewBuild(listing, contractYear) : null;
  return (isRegional(b, profile) ? REGIONAL : 0) | (r?.newBuild ? NEW_BUILD : 0) | (r?.offThePlan ? OFF_THE_PLAN : 0);
};

/** The working kept with each listing a search keeps (scoring_inputs.finance), for the panels and the chat. */
export type ScoringFinance = {
  /**
   * "profile": the cash-flow sub-score and the ranking used the buyer's finance (entered figures,
   * defaults for the rest). "standard": nothing was entered, so they used Propie's standard loan
   * (docs/SCORING.md §10) as before, and `analysis` shows what lib/finance's defaults give.
   */
  basis: "profile" | "standard";
  /** What the figures were worked from; lib/finance's analyseListing(calculator, facts) redoes them (a what-if in the browser). */
  facts: ScoringFacts;
  /**
   * The buyer's finance the working used, in the stored form (only what was entered; `{}` on the
   * standard basis): prepareFinance(resolveFinanceProfile(profile)) is the calculator to redo it with.
   */
  profile: FinanceProfileInput;
  /** lib/finance's analyseListing(): every figure with where it comes from. */
  analysis: FinanceAnalysis;
  /** The ten-year hold on the default assumptions (tenYearOf): what the "Ten-year return" sort and the criteria read. */
  tenYear?: TenYearFigure;
};

/** A hold's headline on the default assumptions (docs/FINANCE.md §15), as the "Ten years" tab shows it before any change. */
export type TenYearFigure = { years: number; totalReturn: number; totalReturnPercent: number; irrPercent: number | null };

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The ten-year return of one listing: lib/finance's projectListing on the default assumptions (the
 * suburb's growth, held within its band), the same figures as the listing's "Ten years" tab.
 */
export function tenYearOf(calc: FinanceCalculator, facts: ScoringFacts, growth: SuburbFigure | null): TenYearFigure {
  const p = projectListing(calc, facts, projectionAssumptions({}, { growth }));
  return { years: p.assumptions.years, totalReturn: Math.round(p.totalReturn), totalReturnPercent: round1(p.totalReturnPercent), irrPercent: p.irrPercent === null ? null : round1(p.irrPercent) };
}

/** The suburb's growth as a projection's default (measured when its provenance says so, else modelled). */
export const growthFigure = (growth: number, provenance: FigureProvenance | null | undefined): SuburbFigure => ({ value: growth, kind: provenance?.kind === "measured" ? "measured" : "modelled" });

/** The listing facts kept (lib/finance KeptFacts). */
export type ScoringFacts = KeptFacts;

let defaultCalc: FinanceCalculator | null = null;

/** What the buyer entered, from a calculator's profile (its defaults left out); kept per calculator, as every listing of a search shares it. */
const ENTERED = new WeakMap<FinanceCalculator, FinanceProfileInput>();
function enteredOf(calc: FinanceCalculator): FinanceProfileInput {
  let entered = ENTERED.get(calc);
  if (!entered) {
    const p = calc.profile;
    entered = Object.fromEntries(FINANCE_FIELDS.filter((f) => !p.defaults.includes(f)).map((f) => [f, p[f]])) as FinanceProfileInput;
    ENTERED.set(calc, entered);
  }
  return entered;
}

/** Listing figures as lib/finance's provenance: the listing's own is taken as given, anything else is an estimate. */
const asFinanceProvenance = (p: FigureProvenance | null, fallback: string): Provenance => (p?.kind === "listing" ? yours(p.detail) : estimate(p?.detail ?? fallback));

/**
 * scoring_inputs.finance for a listing: lib/finance's working on the price and rent the engine
 * used, in the state its suburb is in. Null in a territory without schedules (no duty or land tax
 * to show).
 * Only for the listings a search keeps: two reverse solves make it about a hundred times the
 * ranking's cash flow.
 */
export function financeBlock(listing: EngineListing, profile: SuburbProfile, b: ListingBase, finance: EngineFinance | null, provenance: { price: FigureProvenance; weekly_rent: FigureProvenance | null; growth?: FigureProvenance }): ScoringFinance | null {
  const s = b.stateIndex;
  if (s < 0) return null;
  const state = STATES[s];
  const calc = finance?.calc ?? (defaultCalc ??= prepareFinance(resolveFinanceProfile({})));
  // New or off the plan: from the listing's own words, or its age (lib/finance readNewBuild), and said so.
  const reading = readNewBuild(listing, calc.contractYear);
  const facts: ScoringFacts = {
    price: b.price,
    weeklyRent: b.rent,
    type: b.type,
    state,
    yearBuilt: listing.yearBuilt,
    newBuild: reading.newBuild,
    regional: isRegional(b, profile),
    offThePlan: reading.offThePlan,
    bedrooms: listing.bedrooms,
    newBuildReading: reading.detail,
  };
  const analysis = analyseListing(calc, facts, asFinanceProvenance(provenance.price, "the price"), asFinanceProvenance(provenance.weekly_rent, "no rent"));
  const tenYear = tenYearOf(calc, facts, growthFigure(b.growth, provenance.growth));
  return { basis: finance ? "profile" : "standard", facts, profile: enteredOf(calc), analysis, tenYear };
}
