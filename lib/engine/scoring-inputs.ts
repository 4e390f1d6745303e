/**
 * scoring_inputs as its readers find it, beside the engine that writes it (score.ts builds the
 * `ScoringInputs` of types.ts; docs/SCORING.md). What is stored is not the writer's type: an external
 * workflow's listings may miss any key or carry numbers as strings, and rows kept from an older
 * engine lack newer keys. So readers go through here: paths and keys are checked against
 * `ScoringInputs` at compile time (a key renamed in the writer fails the type-check of every reader,
 * and of the search_listings columns generated from these paths, db/schema/listings.ts), while every
 * value read is `unknown`, for the reader to take tolerantly (a missing object reads as `{}`).
 */
import type { ScoringInputs } from "./types";

/** The object a value is when it is one (null and arrays aren't). */
type Node<T> = NonNullable<T> extends infer N ? (N extends readonly unknown[] ? never : N extends object ? N : never) : never;
/** The keys a stored object of the writer's type T may have. */
export type KeyOf<T> = Extract<keyof Node<T>, string>;
type Child<T, K extends string> = K extends keyof Node<T> ? Node<T>[K] : never;

/** The writer's type at a path of T. */
export type ValueAt<T, P extends readonly string[]> = P extends readonly [infer H extends string, ...infer R extends readonly string[]] ? ValueAt<Child<T, H>, R> : T;

/**
 * P when each of its keys is one of T's along the way; otherwise P with its first wrong key widened
 * to the keys allowed there, so that the type error names them.
 */
export type CheckedPath<T, P extends readonly string[]> = P extends readonly [infer H extends string, ...infer R extends readonly string[]]
  ? H extends KeyOf<T>
    ? readonly [H, ...CheckedPath<Child<T, H>, R>]
    : readonly [KeyOf<T>, ...R]
  : readonly [];

/** The keys of a path of scoring_inputs, as a reader writes them: checked against the writer's type. */
export type ScoringPath<P extends readonly string[]> = P & CheckedPath<ScoringInputs, P>;

declare const CHECKED: unique symbol;
/** A path of scoring_inputs made by scoringPath(), so checked: for tables of paths and for columns. */
export type CheckedScoringPath<P extends readonly string[] = readonly string[]> = P & { readonly [CHECKED]: true };

/**
 * A stored object as a reader may find it: the writer's keys, each of any value (missing, a string
 * for a number, anything). Reading a key the writer doesn't write is a type error.
 */
export type Stored<T> = { readonly [K in KeyOf<T>]?: unknown };

/** The keys of a zod object shape that reads a stored object of type T: `z.object({ … } satisfies ShapeOf<T>)` refuses a key T doesn't have. */
export type ShapeOf<T> = { [K in KeyOf<T>]?: unknown };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

function walk(v: unknown, path: readonly string[]): unknown {
  for (const key of path) {
    if (!isObj(v)) return undefined;
    v = v[key];
  }
  return v;
}

/** A path of scoring_inputs as a value, checked against the writer's type. */
export function scoringPath<const P extends readonly string[]>(...path: ScoringPath<P>): CheckedScoringPath<P> {
  return path as unknown as CheckedScoringPath<P>;
}

/** The value at a path made by scoringPath() (stored as it is), or undefined when any step is missing. */
export function valueAt(scoringInputs: unknown, path: CheckedScoringPath): unknown {
  return walk(scoringInputs, path);
}

/** The value at a path of a listing's scoring_inputs (stored as it is), or undefined when any step is missing. */
export function scoringValue<const P extends readonly string[]>(scoringInputs: unknown, ...path: ScoringPath<P>): unknown {
  return walk(scoringInputs, path);
}

/** The object at a path of scoring_inputs (the whole of it for no path); `{}` when it isn't one. */
export function scoringObject<const P extends readonly string[]>(scoringInputs: unknown, ...path: ScoringPath<P>): Stored<ValueAt<ScoringInputs, P>> {
  return storedObject(walk(scoringInputs, path));
}

/** A value read out of scoring_inputs taken as an object of the writer's type T; `{}` when it isn't an object. */
export function storedObject<T>(v: unknown): Stored<T> {
  return (isObj(v) ? v : {}) as Stored<T>;
}

/**
 * The figures the matches list carries of each listing besides its own columns (ListingSummary's
 * capital_growth_value, diff_percent, estimated_price, data_confidence and finance_*): the paths
 * search_listings' generated columns read (db/schema/listings.ts).
 */
export const LIST_FIGURE_PATHS = {
  capitalGrowthValue: scoringPath("investmentGoals", "highgrowth", "capital_growth_value"),
  diffPercent: scoringPath("investmentGoals", "undervalued", "diff_percent"),
  /** The price the engine worked from, and whether it is the asking price or its estimate: estimated_price when "estimate". */
  priceUsed: scoringPath("investmentGoals", "highcashflow", "price_used"),
  priceBasis: scoringPath("investmentGoals", "highcashflow", "price_basis"),
  dataConfidence: scoringPath("confidence", "level"),
  financeCashFlow: scoringPath("finance", "analysis", "cashFlow", "monthlyAfterTax", "value"),
  financeHighestOffer: scoringPath("finance", "analysis", "highestOffer", "breakEven", "price"),
  financeCashNeeded: scoringPath("finance", "analysis", "purchase", "cashInvested", "value"),
  /** finance_price_after_costs: the price the finance was worked on, plus the purchase costs. */
  financePrice: scoringPath("finance", "facts", "price"),
  financePurchaseCosts: scoringPath("finance", "analysis", "purchase", "total", "value"),
  financeTenYearReturn: scoringPath("finance", "tenYear", "totalReturnPercent"),
} as const;

/** A plain decimal as text: the strings the list's figures take as numbers (the generated columns' DECIMAL_TEXT, db/schema/scoring-figures.ts). */
const DECIMAL_TEXT = /^ *[-+]?([0-9]{1,100}([.][0-9]{0,100})?|[.][0-9]{1,100})([eE][-+]?[0-9]{1,3})? *$/;

/** A list figure read as the generated columns read it: a finite number, a plain decimal string as its number, else null. */
export function listFigure(v: unknown): number | null {
  const n = typeof v === "number" ? v : typeof v === "string" && DECIMAL_TEXT.test(v) ? Number(v) : null;
  return n !== null && Number.isFinite(n) ? n : null;
}

/** The list's own-money figures (ListingSummary's finance_* fields) of a listing's scoring_inputs, as its generated columns hold them. */
export function listFinanceFigures(scoringInputs: unknown) {
  const at = (path: CheckedScoringPath) => listFigure(valueAt(scoringInputs, path));
  const price = at(LIST_FIGURE_PATHS.financePrice);
  const costs = at(LIST_FIGURE_PATHS.financePurchaseCosts);
  return {
    finance_cash_flow: at(LIST_FIGURE_PATHS.financeCashFlow),
    finance_highest_offer: at(LIST_FIGURE_PATHS.financeHighestOffer),
    finance_cash_needed: at(LIST_FIGURE_PATHS.financeCashNeeded),
    finance_price_after_costs: price !== null && costs !== null ? price + costs : null,
    finance_ten_year_return: at(LIST_FIGURE_PATHS.financeTenYearReturn),
  };
}
