/**
 * A scored listing as someone other than the buyer who searched sees it (docs/SECURITY.md,
 * "Personal data"). The ranking and the scores stay the searcher's: they are not personal. Every
 * figure worked on the searcher's own finance is worked again on the viewer's basis instead — the
 * viewer's own finance profile when they have one, else Propie's standard assumptions — so nothing
 * in the answer carries the searcher's income, debts, deposit or loan settings, in a number or in
 * words:
 * - scoring_inputs.finance: its `profile` and `analysis` (whose provenance quotes the income);
 * - investmentGoals.highcashflow: the monthly cash flow, net yield, costs, interest and `working`;
 * - investmentGoals.commentary, whose first sentence is that working.
 * A listing a search on the standard loan kept is already free of them, and is given back as it is
 * to a viewer on the standard basis.
 */
import { z } from "zod";
import { analyseListing, prepareFinance, resolveFinanceProfile, type FinanceAnalysis, type FinanceCalculator, type FinanceProfileInput, type ListingFacts } from "@/lib/finance";
import { listingProvenance, scoringFinanceFactsSchema, storedFinanceBlockSchema } from "./finance-block";
import { compileFinance, growthFigure, isEmptyFinance, stateIndexOf, tenYearOf, type EngineFinance, type TenYearFigure } from "./finance";
import { scoringObject, scoringValue, storedObject, type ShapeOf, type Stored } from "./scoring-inputs";
import { profileWorking, standardWorking, type CashFlowListing, type CashFlowWorking } from "./sections/investment";
import type { InvestmentGoalsInputs, ScoringInputs } from "./types";

/** The finance a viewer's figures are worked on: their own profile (what they entered), or null for the standard assumptions. */
export type ViewerFinance = FinanceProfileInput | null;

const blockSchema = storedFinanceBlockSchema;
const cashSchema = z.object({ price_used: z.number(), price_basis: z.string(), weekly_rent: z.number().nullable(), rent_estimated: z.boolean() } satisfies ShapeOf<InvestmentGoalsInputs["highcashflow"]>).loose();

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** A viewer's finance, compiled once for every listing of an answer. */
export type PreparedViewerFinance = { input: FinanceProfileInput; calc: FinanceCalculator; engine: EngineFinance | null };

export function prepareViewerFinance(viewer: ViewerFinance): PreparedViewerFinance {
  const input = viewer && !isEmptyFinance(viewer) ? viewer : {};
  return { input, calc: prepareFinance(resolveFinanceProfile(input)), engine: compileFinance(input) };
}

/** The viewer's analysis of one listing from its stored facts, or null when it has none (an external workflow's, a territory without schedules). */
export function viewerAnalysis(prepared: PreparedViewerFinance, facts: unknown, provenance?: { price?: unknown; weekly_rent?: unknown }): FinanceAnalysis | null {
  const f = scoringFinanceFactsSchema.safeParse(facts);
  if (!f.success) return null;
  return analyseListing(prepared.calc, f.data as Required<ListingFacts>, listingProvenance(provenance?.price, "the price"), listingProvenance(provenance?.weekly_rent, "no rent"));
}

/** What the engine's ten-year figure was worked from besides the facts: the suburb's growth and its provenance (scoring_inputs.suburbProfile.growth12m, provenance.growth). */
export type GrowthInputs = { growth12m?: unknown; growthProvenance?: unknown };

/** The viewer's ten-year figure of one listing (lib/engine/finance.ts tenYearOf), or null without facts or growth. */
export function viewerTenYear(prepared: PreparedViewerFinance, facts: unknown, growth: GrowthInputs): TenYearFigure | null {
  const f = scoringFinanceFactsSchema.safeParse(facts);
  if (!f.success || typeof growth.growth12m !== "number" || !Number.isFinite(growth.growth12m)) return null;
  const kind = isObject(growth.growthProvenance) && growth.growthProvenance.kind === "measured" ? "measured" : "modelled";
  return tenYearOf(prepared.calc, f.data as Required<ListingFacts>, growthFigure(growth.growth12m, { kind, detail: "" }));
}

/** The list's own-money figures (ListingSummary's finance_* fields) from an analysis, the facts' price and a ten-year figure. */
export function financeSummaryOf(analysis: FinanceAnalysis | null, price: number | null, tenYear: TenYearFigure | null) {
  return {
    finance_cash_flow: analysis?.cashFlow.monthlyAfterTax.value ?? null,
    finance_highest_offer: analysis?.highestOffer.breakEven.price ?? null,
    finance_cash_needed: analysis?.purchase.cashInvested.value ?? null,
    finance_price_after_costs: analysis && price !== null ? price + analysis.purchase.total.value : null,
    finance_ten_year_return: tenYear?.totalReturnPercent ?? null,
  };
}

/** The list's own-money figures of one listing on the viewer's finance, from its stored facts and growth. */
export function viewerSummaryFigures(prepared: PreparedViewerFinance, stored: { facts: unknown } & GrowthInputs) {
  const f = scoringFinanceFactsSchema.safeParse(stored.facts);
  if (!f.success) return financeSummaryOf(null, null, null);
  return financeSummaryOf(viewerAnalysis(prepared, f.data), f.data.price, viewerTenYear(prepared, f.data, stored));
}

function cashListing(cash: z.infer<typeof cashSchema>, facts: z.infer<typeof scoringFinanceFactsSchema>): CashFlowListing {
  const year = facts.yearBuilt ?? 0;
  return {
    price: cash.price_used,
    priceEstimated: cash.price_basis === "estimate",
    rent: cash.weekly_rent,
    rentEstimated: cash.rent_estimated,
    type: facts.type,
    stateIndex: stateIndexOf(facts.state),
    yearBuilt: facts.yearBuilt,
    bedrooms: facts.bedrooms,
    regional: facts.regional,
    // The search's reading (at its contract year) is what was kept; a new build said so by the listing reads as the contract's year, as financeYearOf() does.
    reading: (contractYear) => ({ newBuild: facts.newBuild, offThePlan: facts.offThePlan, year: facts.newBuild && year < contractYear && year !== 0 ? contractYear : facts.newBuild && year === 0 ? contractYear : year }),
  };
}

/**
 * The searcher's own working sentence, for a listing kept before `working` was stored: worked again
 * from the profile the block kept. Null when it can't be (no profile kept).
 */
function searcherWorking(block: z.infer<typeof blockSchema>, c: CashFlowListing): string | null {
  if (block.basis === "standard") return standardWorking(c).sentence;
  const profile = block.profile as FinanceProfileInput | undefined;
  const compiled = profile ? compileFinance(profile) : null;
  return compiled ? profileWorking(c, compiled).sentence : null;
}

/** investmentGoals with its cash-flow working on the viewer's basis (the searcher's scores kept). */
function investmentFor(goals: Stored<InvestmentGoalsInputs>, block: z.infer<typeof blockSchema> | null, prepared: PreparedViewerFinance): Json {
  const cashParsed = cashSchema.safeParse(goals.highcashflow);
  const commentary = typeof goals.commentary === "string" ? goals.commentary : null;
  if (!block || !cashParsed.success) {
    // No facts to work from: nothing finance-derived can be shown, and a commentary that may quote it isn't either.
    const highcashflow = isObject(goals.highcashflow) ? { ...goals.highcashflow, monthly_cash_flow: null, net_yield: null, annual_costs: null, loan_interest: null, working: undefined } : goals.highcashflow;
    return { ...goals, highcashflow, commentary: null };
  }
  const c = cashListing(cashParsed.data, block.facts);
  const cash: CashFlowWorking = prepared.engine ? profileWorking(c, prepared.engine) : standardWorking(c);
  const stored = typeof cashParsed.data.working === "string" ? cashParsed.data.working : searcherWorking(block, c);
  let rest: string | null = null;
  if (commentary !== null && stored !== null && commentary.startsWith(stored)) rest = commentary.slice(stored.length);
  return {
    ...goals,
    highcashflow: { ...cashParsed.data, monthly_cash_flow: cash.monthly, net_yield: cash.net, annual_costs: cash.annualCosts, loan_interest: cash.interest, working: cash.sentence },
    // A commentary that doesn't start with the working it was written with is left out rather than guessed at.
    commentary: rest === null ? cash.sentence : cash.sentence + rest,
  };
}

/**
 * A listing's scoring_inputs on the viewer's finance instead of the searcher's. `prepared` comes
 * from prepareViewerFinance (once per answer).
 */
export function scoringInputsForViewer(scoringInputs: unknown, prepared: PreparedViewerFinance): unknown {
  if (!isObject(scoringInputs)) return scoringInputs;
  const si = storedObject<ScoringInputs>(scoringInputs);
  const parsed = blockSchema.safeParse(si.finance);
  const block = parsed.success ? parsed.data : null;
  const standardViewer = prepared.engine === null;
  // Already on the standard loan, for a viewer on it: nothing in it is anyone's own.
  if (block?.basis === "standard" && standardViewer && Object.keys(block.profile ?? {}).length === 0) return scoringInputs;
  const out: Json = { ...scoringInputs };
  if (si.finance !== undefined) {
    const provenance = isObject(si.provenance) ? scoringObject(scoringInputs, "provenance") : undefined;
    const growth12m = scoringValue(scoringInputs, "suburbProfile", "growth12m");
    const tenYear = block ? viewerTenYear(prepared, block.facts, { growth12m, growthProvenance: provenance?.growth }) : null;
    out.finance = block
      ? {
          basis: standardViewer ? "standard" : "profile",
          facts: block.facts,
          profile: prepared.input,
          analysis: viewerAnalysis(prepared, block.facts, provenance),
          ...(tenYear ? { tenYear } : {}),
        }
      : null;
  }
  if (isObject(si.investmentGoals)) out.investmentGoals = investmentFor(storedObject<InvestmentGoalsInputs>(si.investmentGoals), block, prepared);
  return out;
}
