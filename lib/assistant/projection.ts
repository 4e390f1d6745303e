/**
 * "What would #1 be worth in ten years at 4 % growth?" (docs/ASSISTANT.md, "Money questions"): a
 * listing of the current results carried over a hold by the Ten years tab's own function
 * (lib/matches/finance.ts projectFinance), with what the question sets (the hold, the growth) as
 * the buyer's assumptions for this answer only. Worked on the session's own stored finance (only
 * whoever may write the session talks to its assistant: its owner), or Propie's standard loan when
 * none is entered, and labelled as the panel labels it. Kept apart from the rest of the assistant.
 */
import { financeProfileInputSchema, HOLD_YEARS_MAX, HOLD_YEARS_MIN, type FinanceProfileInput } from "@/lib/finance";
import { financeInputsOf, projectFinance, signedMoney, type FinanceInputs, type HoldOverrides } from "@/lib/matches/finance";
import { formatMoney } from "@/lib/money";
import { numbersBasisLabel } from "@/lib/sessions/copy";
import { listingFinanceFacts, MONEY_DISCLAIMER } from "./money";
import { referencedRanks, type AssistantResult } from "./results";

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20, "twenty-five": 25, thirty: 30,
  a: 1,
};
const YEARS = /\b(?:in|after|over|within|for|hold(?:ing)?(?: it)?(?: for)?)\s+(?:a\s+|the\s+next\s+|another\s+)?(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|twenty-five|thirty|a)\s*(?:-\s*)?years?\b/i;
const GROWTH = [
  /\b(?:at|with|on|assuming|if)\s+(-?\d{1,2}(?:\.\d+)?)\s*(?:%|per ?cent)\s*(?:a year\s*|p\.?a\.?\s*|annual\s*|yearly\s*)?(?:capital\s+)?(?:growth|a year|p\.?a\.?|per year|per annum)\b/i,
  /\b(?:growth|grows?|growing)\s+(?:of|at|by)?\s*(-?\d{1,2}(?:\.\d+)?)\s*(?:%|per ?cent)/i,
  /\b(-?\d{1,2}(?:\.\d+)?)\s*(?:%|per ?cent)\s+(?:capital\s+)?growth\b/i,
];
const REPAYMENT_ASKED = /\b(?:pay|repay\w*)\b[^.?!]{0,30}\b(?:a|per|each)\s+(?:fortnight|month|week)\b|\bfortnightly\b|\brepayments?\b/i;
const ASKS = /\b(?:worth|value[ds]?|valuation|be valued|sell (?:it )?for|equity|projection|project(?:ed)?)\b/i;

/** The message asks what a listing would be worth (or return) over years: "worth in 10 years", "value after five years at 5% growth". */
export function isProjectionQuestion(message: string): boolean {
  // ("what would I pay a fortnight … using equity in our house, at 6.5 over 30 years": a repayment over a loan's term.)
  if (REPAYMENT_ASKED.test(message) && !/\b(?:worth|value[ds]?|valuation)\b/i.test(message)) return false;
  return ASKS.test(message) && (YEARS.test(message) || /\bten[- ]year\b/i.test(message)) && ASKED.test(message);
}
/** Asked, not wished for: a question, or about a listing ("#2", "the first one"); not "one that's likely to go up in value over ten years". */
const ASKED = /\?|^\W*(?:what|whats|what's|how|would|will|could|can|is|if)\b|#\d|\bnumber \d|\b(?:this|that|it|the (?:top|first|second|third|last) one)\b[^.!?]{0,20}\b(?:be )?(?:worth|valued?)\b/i;

/** What the question sets: the hold in years and the growth a year, each when said. */
export function projectionAsked(message: string): { years: number | null; growthPercent: number | null } {
  const y = YEARS.exec(message)?.[1]?.toLowerCase();
  const years = y === undefined ? (/\bten[- ]year\b/i.test(message) ? 10 : null) : (NUMBER_WORDS[y] ?? Number(y));
  const g = GROWTH.map((re) => re.exec(message)).find(Boolean)?.[1];
  return { years, growthPercent: g === undefined ? null : Number(g) };
}

const pct = (n: number) => `${Math.round(n * 10) / 10}%`;
const CONFIDENCE_WORDS = { measured: "the suburb's measured figure", modelled: "the suburb's modelled figure", assumption: "Propie's assumption", yours: "as you asked" } as const;

/** The inputs of the panel's projection, on the session's stored finance (the block's facts and the suburb's growth kept). */
function inputsFor(r: AssistantResult, finance: FinanceProfileInput | undefined): FinanceInputs | null {
  const stored = financeProfileInputSchema.safeParse(finance ?? {});
  const profile = stored.success ? stored.data : {};
  const basis = Object.keys(profile).length > 0 ? "profile" : "standard";
  const kept = financeInputsOf(r.scoringInputs);
  if (kept) return { ...kept, basis, profile };
  const facts = listingFinanceFacts(r);
  if (!facts) return null;
  const given = { kind: "estimate" as const, detail: "as listed" };
  return { basis, facts: { ...facts, yearBuilt: facts.yearBuilt ?? null, newBuild: facts.newBuild ?? false, regional: facts.regional ?? false } as FinanceInputs["facts"], profile, priceProvenance: given, rentProvenance: given, growth: null };
}

/**
 * The answer, in markdown: the listing's value, loan and equity at the end of the hold, the cash
 * flow over it, the sale, the assumptions with their confidence, whose finance, and the disclaimer.
 */
export function answerProjectionQuestion({ message, finance, results }: { message: string; finance: FinanceProfileInput | undefined; results: readonly AssistantResult[] }): string {
  const sorted = [...results].sort((a, b) => a.rank - b.rank);
  if (sorted.length === 0) return "I haven't run a search yet, so there's no listing to project. Tell me what you're after, then ask e.g. \"what would #1 be worth in ten years at 4% growth?\"";
  const asked = projectionAsked(message);
  const years = asked.years ?? 10;
  if (years < HOLD_YEARS_MIN || years > HOLD_YEARS_MAX) return `I can project a hold of ${HOLD_YEARS_MIN} to ${HOLD_YEARS_MAX} years. Ask again with a hold in that range.`;
  if (asked.growthPercent !== null && (asked.growthPercent < -10 || asked.growthPercent > 20)) return "I can project growth from −10% to 20% a year. Ask again with a rate in that range.";
  const rank = referencedRanks(message.toLowerCase(), sorted.length)[0] ?? sorted[0].rank;
  const r = sorted.find((x) => x.rank === rank) ?? sorted[rank - 1];
  const inputs = r ? inputsFor(r, finance) : null;
  if (!r || !inputs) return "I can't work the numbers for that listing: its price or state isn't known.";
  const overrides: HoldOverrides = { years, ...(asked.growthPercent !== null ? { growthPercent: asked.growthPercent } : {}) };
  const p = projectFinance(inputs, undefined, overrides);
  const last = p.years[p.years.length - 1];
  const a = p.assumptions;
  const e = p.exit;
  const assumption = (label: string, x: { value: number; confidence: keyof typeof CONFIDENCE_WORDS }, unit: string) => `- ${label}: ${pct(x.value)} ${unit} (${CONFIDENCE_WORDS[x.confidence]})`;
  return [
    `**#${r.rank} ${r.address}**, ${formatMoney(inputs.facts.price)} today, held ${years} year${years === 1 ? "" : "s"}:`,
    "",
    `- Worth about **${formatMoney(last.value)}** after ${years} year${years === 1 ? "" : "s"} at ${pct(a.growthPercent.value)} a year.`,
    `- Loan left ${formatMoney(last.balance)}, so equity of **${formatMoney(last.equity)}**.`,
    `- Cash flow after tax over the hold: ${signedMoney(last.cumulativeCashFlow)}${p.firstPositiveYear === null ? ` (not positive within ${years} years)` : ` (positive from year ${p.firstPositiveYear})`}.`,
    `- Selling then: ${formatMoney(e.sellingCosts)} selling costs and ${formatMoney(e.capitalGainsTax)} capital gains tax leave net proceeds of ${formatMoney(e.netProceeds)}; a total return of **${signedMoney(p.totalReturn)}** on ${formatMoney(p.cashInvested)} put in${p.irrPercent === null ? "" : ` (IRR ${pct(p.irrPercent)} a year)`}.`,
    "",
    "**Assumptions:**",
    assumption("Capital growth", a.growthPercent, "a year"),
    assumption("Rent growth", a.rentGrowthPercent, "a year"),
    assumption("Costs indexed", a.costGrowthPercent, "a year"),
    assumption("Selling costs", a.sellingCostPercent, "of the sale"),
    `- ${numbersBasisLabel("owner", inputs.basis)}. The listing's Ten years tab shows every year and lets you change each assumption.`,
    "",
    MONEY_DISCLAIMER,
  ].join("\n");
}
