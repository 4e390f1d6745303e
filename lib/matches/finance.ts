/**
 * The "Your numbers" block and its what-if drawer (docs/FINANCE.md §14): a scored listing's
 * scoring_inputs.finance (docs/SCORING.md §16) read back, and lib/finance's own functions run on
 * it in the browser, so the block, the what-if, the table and the assistant show one figure.
 * Tolerant like the other panels: a listing without the block (an external workflow's, a territory
 * without schedules, a buyer's-finance search from before the block kept the buyer's profile) gives
 * null; a standard-loan block of that age is read with the empty profile it was worked from.
 */
import { z } from "zod";
import {
  analyseListing,
  prepareFinance,
  projectListing,
  projectionAssumptions,
  rateStress,
  resolveFinanceProfile,
  todayIso,
  yours,
  type FinanceAnalysis,
  type FinanceCalculator,
  type FinanceProfileInput,
  type KeptFacts,
  type Projection,
  type ProjectionOverrides,
  type Provenance,
  type RateStress,
  type SuburbFigure,
} from "@/lib/finance";
import { listingProvenance, scoringFinanceBlockSchema } from "@/lib/engine/finance-block";
import type { FigureProvenance } from "@/lib/engine/provenance";
import type { ShapeOf } from "@/lib/engine/scoring-inputs";
import type { ScoringInputs } from "@/lib/engine/types";
import { formatMoney, formatSignedMoney } from "@/lib/money";

export type FinanceInputs = {
  /** "standard": no finance was entered; the ranking used Propie's standard loan and these are lib/finance's defaults. */
  basis: "profile" | "standard";
  facts: KeptFacts;
  profile: FinanceProfileInput;
  /** Where the listing's price and rent came from: the listing's own are taken as given ("yours"), anything else is an estimate. */
  priceProvenance: Provenance;
  rentProvenance: Provenance;
  /** The suburb's 12-month growth for the listing's type and how it is known (docs/SCORING.md §15): the projection's default growth. */
  growth?: SuburbFigure | null;
};

export function financeInputsOf(scoringInputs: unknown): FinanceInputs | null {
  const si = z.object({ finance: z.unknown(), provenance: z.record(z.string(), z.unknown()).optional(), suburbProfile: z.unknown().optional() } satisfies ShapeOf<ScoringInputs>).safeParse(scoringInputs);
  if (!si.success) return null;
  const block = scoringFinanceBlockSchema.safeParse(si.data.finance);
  if (!block.success) return null;
  const profile = block.data.profile ?? (block.data.basis === "standard" ? {} : null);
  if (!profile) return null;
  return {
    basis: block.data.basis,
    facts: block.data.facts,
    profile,
    priceProvenance: listingProvenance(si.data.provenance?.price, "the price"),
    rentProvenance: listingProvenance(si.data.provenance?.weekly_rent, "no rent"),
    growth: suburbGrowthOf(si.data.suburbProfile, si.data.provenance?.growth),
  };
}

/** The suburb's growth as the engine kept it: measured when its provenance says so, else modelled; null when absent. */
function suburbGrowthOf(suburbProfile: unknown, provenance: unknown): SuburbFigure | null {
  const g = z.object({ growth12m: z.number() } satisfies ShapeOf<ScoringInputs["suburbProfile"]>).safeParse(suburbProfile);
  if (!g.success) return null;
  const p = z.object({ kind: z.string() } satisfies ShapeOf<FigureProvenance>).safeParse(provenance);
  return { value: g.data.growth12m, kind: p.success && p.data.kind === "measured" ? "measured" : "modelled" };
}

/** Calculators of the profiles last used: a what-if slider recomputes with the same one until the rate or deposit moves. */
const CALCULATORS = new Map<string, FinanceCalculator>();
function calculatorFor(profile: FinanceProfileInput): FinanceCalculator {
  // Today's date in the key: a profile without a contract date is worked at today's, so a calculator kept past midnight (on the server, the compare view) isn't reused.
  const key = `${todayIso()}|${JSON.stringify(profile)}`;
  let calc = CALCULATORS.get(key);
  if (!calc) {
    calc = prepareFinance(resolveFinanceProfile(profile));
    if (CALCULATORS.size >= 16) CALCULATORS.delete(CALCULATORS.keys().next().value ?? "");
    CALCULATORS.set(key, calc);
  }
  return calc;
}

/** The what-if drawer's sliders: price, interest rate, deposit (% of the price) and weekly rent. */
export type WhatIf = { price: number; rate: number; depositPercent: number; weeklyRent: number | null };

/** The deposit as a share of the price: a cash purchase is 100 %. */
function depositPercentOf(profile: FinanceProfileInput, price: number): number {
  const d = resolveFinanceProfile(profile).deposit;
  if (d.kind === "cash") return 100;
  if (d.kind === "percent") return d.percent;
  return Math.min(100, Math.round((d.dollars / price) * 1000) / 10);
}

export function whatIfStart(inputs: FinanceInputs): WhatIf {
  return {
    price: inputs.facts.price,
    rate: resolveFinanceProfile(inputs.profile).interestRate,
    depositPercent: depositPercentOf(inputs.profile, inputs.facts.price),
    weeklyRent: inputs.facts.weeklyRent,
  };
}

/** The slider ranges: half to one and a half times the listing's price and rent; rates within the profile's allowed range. */
export function whatIfRanges(inputs: FinanceInputs) {
  const p = inputs.facts.price;
  const r = inputs.facts.weeklyRent;
  const priceStep = p >= 1_000_000 ? 10_000 : 5_000;
  return {
    price: { min: Math.max(priceStep, Math.round((p * 0.5) / priceStep) * priceStep), max: Math.round((p * 1.5) / priceStep) * priceStep, step: priceStep },
    rate: { min: 1, max: 15, step: 0.05 },
    depositPercent: { min: 0, max: 100, step: 1 },
    weeklyRent: r === null ? null : { min: Math.max(5, Math.round((r * 0.5) / 5) * 5), max: Math.max(10, Math.round((r * 1.5) / 5) * 5), step: 5 },
  };
}

/** The profile and facts a what-if stands for (the listing's own without one). */
function whatIfBasis(inputs: FinanceInputs, whatIf?: WhatIf): { profile: FinanceProfileInput; facts: KeptFacts } {
  if (!whatIf) return { profile: inputs.profile, facts: inputs.facts };
  const start = whatIfStart(inputs);
  const profile: FinanceProfileInput = { ...inputs.profile };
  if (whatIf.rate !== start.rate) profile.interestRate = Math.round(whatIf.rate * 100) / 100;
  if (whatIf.depositPercent !== start.depositPercent) profile.deposit = whatIf.depositPercent >= 100 ? { kind: "cash" } : { kind: "percent", percent: whatIf.depositPercent };
  return { profile, facts: { ...inputs.facts, price: whatIf.price, weeklyRent: whatIf.weeklyRent } };
}

/**
 * What the buyer can change of a hold in the Ten years tab: the projection's own assumptions, and
 * the two rent settings of the profile it runs on (vacancy weeks a year, the manager's fee), which
 * change only the hold, not "This year".
 */
export type HoldOverrides = ProjectionOverrides & { vacancyWeeks?: number; managementFeePercent?: number };

/** The profile with the hold's own vacancy and management fee. */
function holdProfile(profile: FinanceProfileInput, { vacancyWeeks, managementFeePercent }: HoldOverrides): FinanceProfileInput {
  if (vacancyWeeks === undefined && managementFeePercent === undefined) return profile;
  return { ...profile, ...(vacancyWeeks !== undefined ? { vacancyWeeks } : {}), ...(managementFeePercent !== undefined ? { managementFeePercent } : {}) };
}

/**
 * The hold year by year (docs/FINANCE.md §15) on the same basis as the block: the kept profile and
 * facts (with the drawer's what-if), growth defaulting to the suburb's, any assumption the buyer
 * changed; worked in the browser (and by the export and the assistant, from the same facts).
 */
export function projectFinance(inputs: FinanceInputs, whatIf?: WhatIf, overrides: HoldOverrides = {}): Projection {
  const { profile, facts } = whatIfBasis(inputs, whatIf);
  const { vacancyWeeks: _v, managementFeePercent: _m, ...projection } = overrides;
  return projectListing(calculatorFor(holdProfile(profile, overrides)), facts, projectionAssumptions(projection, { growth: inputs.growth ?? null }));
}

/** Rate stress (docs/FINANCE.md §16) on the block's basis, with the drawer's what-if and the hold's vacancy and fee. */
export function stressFinance(inputs: FinanceInputs, whatIf?: WhatIf, overrides: HoldOverrides = {}): RateStress {
  const { profile, facts } = whatIfBasis(inputs, whatIf);
  return rateStress(calculatorFor(holdProfile(profile, overrides)).profile, facts);
}

/** The vacancy and management fee the hold runs on: the buyer's changes, else the profile's (or its defaults). */
export function holdRentSettings(inputs: FinanceInputs, overrides: HoldOverrides = {}): { vacancyWeeks: number; managementFeePercent: number } {
  const p = resolveFinanceProfile(inputs.profile);
  return { vacancyWeeks: overrides.vacancyWeeks ?? p.vacancyWeeks, managementFeePercent: overrides.managementFeePercent ?? p.managementFeePercent };
}

/** The listing's working as the search kept it (no what-if), or with the drawer's figures. */
export function analyseFinance(inputs: FinanceInputs, whatIf?: WhatIf): FinanceAnalysis {
  if (!whatIf) return analyseListing(calculatorFor(inputs.profile), inputs.facts, inputs.priceProvenance, inputs.rentProvenance);
  const start = whatIfStart(inputs);
  const { profile, facts } = whatIfBasis(inputs, whatIf);
  const priceMoved = whatIf.price !== start.price;
  const rentMoved = whatIf.weeklyRent !== start.weeklyRent;
  return analyseListing(
    calculatorFor(profile),
    facts,
    priceMoved ? yours(`your what-if price of ${formatMoney(whatIf.price)}`) : inputs.priceProvenance,
    rentMoved && whatIf.weeklyRent !== null ? yours(`your what-if rent of ${formatMoney(whatIf.weeklyRent)} a week`) : inputs.rentProvenance,
  );
}

export const PROVENANCE_LABEL: Record<Provenance["kind"], string> = { yours: "yours", published: "published schedule", estimate: "estimate" };

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2025-07-01" → "1 Jul 2025"; anything else as written. */
export function scheduleDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  return `${Number(m[3])} ${MONTHS[Number(m[2]) - 1] ?? m[2]} ${m[1]}`;
}

/** A figure's source as the block's tag says it: "yours", "published schedule, 1 Jul 2025", "estimate". */
export function provenanceLabel(p: Provenance): string {
  return p.kind === "published" ? `${PROVENANCE_LABEL.published}, ${scheduleDate(p.schedule.effective)}` : PROVENANCE_LABEL[p.kind];
}

/** The tag's longer words (its tooltip and the screen reader's): what the figure rests on. */
export function provenanceDetail(p: Provenance): string {
  if (p.kind !== "published") return `${PROVENANCE_LABEL[p.kind]}: ${p.detail}`;
  const s = p.schedule;
  return `${p.detail}. ${s.title} (${s.source}, from ${scheduleDate(s.effective)})${s.caveat ? `. ${s.caveat}` : ""}`;
}

/** A signed figure: "+$120", "−$850" (lib/money.ts formatSignedMoney, the one convention). */
export const signedMoney = formatSignedMoney;
