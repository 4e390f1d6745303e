/**
 * Money questions (docs/ASSISTANT.md, "Money questions"): repayments, stamp duty, a rate rise, the
 * most to offer for break-even, whether the buyer can borrow enough. Answered from lib/finance with
 * the inputs the listing panel's "Your numbers" block uses: the session's stored finance section
 * and the listing's own facts as the engine kept them (scoring_inputs.finance.facts: price, rent,
 * type, state), so a figure here equals the panel's. What the question says ("at 6.5 %", "on 150k
 * income", "for a first home buyer") is a what-if on top of the stored profile, never stored.
 */
import {
  analyseListing,
  depositProblem,
  financeProfileInputSchema,
  prepareFinance,
  resolveFinanceProfile,
  STATES,
  PROPERTY_KINDS,
  type FinanceAnalysis,
  type FinanceProfile,
  type FinanceProfileInput,
  type ListingFacts,
  type Provenance,
  type StateCode,
} from "@/lib/finance";
import { formatMoney, formatSignedMoney } from "@/lib/money";
import type { Delta } from "./reading";
import { referencedRanks, type AssistantResult } from "./results";
import { SUGGESTION_DISCLAIMER } from "./suggest";
import { joinWords } from "./text";

/** The spec's disclaimer (spec 1 §1, spec 2 §1): general information, not advice. */
export const MONEY_DISCLAIMER = SUGGESTION_DISCLAIMER;

const MONEY_WORDS =
  /\b(?:repayments?|mortgage (?:payments?|repayments?)|(?:monthly|weekly|fortnightly) (?:payments?|repayments?)|stamp duty|transfer duty|duty|lmi|lenders'? mortgage insurance|purchase costs|upfront costs|buying costs|costs? to buy|afford|borrow|borrowing (?:power|capacity)|serviceab\w*|break[- ]?even|(?:most|max(?:imum)?|highest|top) (?:i|we) (?:can|could|should) (?:offer|pay|bid)|most (?:i|we) (?:can|could|should) (?:offer|pay|bid)|(?:highest|max(?:imum)?) (?:offer|bid)|land tax|negatively geared|cash ?flow (?:at|with|if|on)|interest rates? (?:rise|rises|go up|goes up|increase|drop|fall|go down)|rates? (?:rise|rises|go up|goes up|increase|increases|jump|climb|drop|drops|fall|falls|go down|goes down|are cut|were cut))\b/i;
const ASKING = /\?\s*$|^\s*(?:what|whats|what's|how|hows|how's|is|are|do|does|can|could|would|should|will|which|tell me|calculate|work out|show me|and|what if|stamp duty|transfer duty|repayments?|lmi)\b/i;

/** The message asks a money question rather than giving a brief: its own intent, which never changes the brief. */
export function isMoneyQuestion(message: string): boolean {
  return MONEY_WORDS.test(message) && ASKING.test(message);
}

type Kind = "rateShift" | "breakEven" | "afford" | "duty" | "costs" | "repayment" | "overview";

const RATE_SHIFT = /\b(?:rates?|interest)\s+(?:(?:were|are|was|is)\s+)?(rise|rises|go up|goes up|went up|increase|increases|increased|jump|jumps|climb|climbs|drop|drops|fall|falls|go down|goes down|came down|cut|are cut|were cut|up|down)\s*(?:by\s+(?:another\s+)?|another\s+)?(\d(?:\.\d+)?)\s*(?:%|per ?cent|percentage points?|points?|pp)?/i;
const SHIFT_PLUS = /(?:\+|plus\s+)(\d(?:\.\d+)?)\s*(?:%|per ?cent)/i;

function kindOf(t: string): Kind {
  if (RATE_SHIFT.test(t) || (/\bwhat if\b/.test(t) && SHIFT_PLUS.test(t))) return "rateShift";
  if (/break[- ]?even|\b(?:most|max(?:imum)?|highest|top)\b[^?.]{0,20}\b(?:offer|bid|pay)\b|\bhow much (?:should|can|could) (?:i|we) (?:offer|bid)\b/.test(t)) return "breakEven";
  if (/\b(?:afford|borrow|borrowing|serviceab\w*)\b/.test(t)) return "afford";
  if (/\b(?:stamp duty|transfer duty|duty)\b/.test(t)) return "duty";
  if (/\b(?:lmi|lenders'? mortgage insurance|purchase costs|upfront costs|buying costs|costs? to buy|land tax)\b/.test(t)) return "costs";
  if (/\b(?:repayments?|payments?)\b/.test(t)) return "repayment";
  return "overview";
}

/** The rate change asked about, percentage points (+1 for "rates rise 1%"), or null. */
export function rateShiftOf(t: string): number | null {
  const m = RATE_SHIFT.exec(t);
  if (m) return (/(?:drop|fall|down|cut)/i.test(m[1]) ? -1 : 1) * Number(m[2]);
  const p = SHIFT_PLUS.exec(t);
  return p ? Number(p[1]) : null;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Obj) : {});
const finite = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const money = (n: number) => formatMoney(n);
const signed = formatSignedMoney;
const isState = (s: unknown): s is StateCode => typeof s === "string" && (STATES as readonly string[]).includes(s);
const isKind = (s: unknown): s is ListingFacts["type"] => typeof s === "string" && (PROPERTY_KINDS as readonly string[]).includes(s);

/**
 * The facts the engine worked the listing's finance from (scoring_inputs.finance.facts): the
 * panel reads the same, so the figures agree. A listing without them (an external one) is worked
 * from its price, type, state and the rent the engine used, where those can be read.
 */
export function listingFinanceFacts(r: AssistantResult): ListingFacts | null {
  const si = obj(r.scoringInputs);
  const f = obj(obj(si.finance).facts);
  const price = finite(f.price);
  if (price !== null && price > 0 && isState(f.state) && isKind(f.type)) {
    return {
      price,
      weeklyRent: finite(f.weeklyRent),
      type: f.type,
      state: f.state,
      yearBuilt: finite(f.yearBuilt),
      newBuild: f.newBuild === true,
      regional: f.regional === true,
      // Kept since issue 35 (older rows lack them: established, typical size).
      ...(typeof f.offThePlan === "boolean" ? { offThePlan: f.offThePlan } : {}),
      ...(finite(f.bedrooms) !== null ? { bedrooms: finite(f.bedrooms) } : {}),
      ...(typeof f.newBuildReading === "string" ? { newBuildReading: f.newBuildReading } : {}),
    } as ListingFacts;
  }
  const listed = typeof r.price === "number" ? r.price : Number(String(r.price ?? "").replace(/[^\d.]/g, ""));
  const state = /\b(NSW|VIC|QLD|SA|WA|TAS|ACT|NT)\b/.exec(r.address)?.[1];
  const type = PROPERTY_KINDS.find((k) => k.toLowerCase() === r.propertyType.toLowerCase());
  if (!Number.isFinite(listed) || listed <= 0 || !isState(state) || !type) return null;
  const rent = finite(obj(obj(si.investmentGoals).highcashflow).weekly_rent);
  return { price: listed, weeklyRent: rent, type, state };
}

const STATE_NAMES: [RegExp, StateCode][] = [
  [/\b(?:nsw|new south wales)\b/i, "NSW"],
  [/\b(?:vic|victoria)\b/i, "VIC"],
  [/\b(?:qld|queensland)\b/i, "QLD"],
  // "SA" and "ACT" are words too ("act now"): in capitals anywhere, in any case after "in" or "for".
  [/\bsouth australia\b|\b(?:in|for)\s+sa\b/i, "SA"],
  [/\bSA\b/, "SA"],
  [/\b(?:western australia|wa)\b/i, "WA"],
  [/\b(?:tas|tasmania|tassie)\b/i, "TAS"],
  [/\b(?:australian capital territory|canberra)\b|\b(?:in|for)\s+(?:the\s+)?act\b/i, "ACT"],
  [/\bACT\b/, "ACT"],
  [/\b(?:nt|northern territory|darwin)\b/i, "NT"],
];

/** The state a price-only question is about: its place's state, or a state named. */
function stateOf(message: string, d: Delta): StateCode | null {
  for (const c of [...d.addPlaces, ...d.ambiguous.flatMap((a) => a.options.slice(0, 1))]) {
    const s = /,\s*([A-Z]{2,3})(?:\s+\d{4})?$/.exec(c.description)?.[1] ?? STATE_NAMES.find(([re]) => re.test(c.description))?.[1];
    if (isState(s)) return s;
  }
  for (const [re, s] of STATE_NAMES) if (re.test(message)) return s;
  return null;
}

export type MoneyInput = {
  message: string;
  /** The session's stored finance section (the preferences' `finance`). */
  finance: FinanceProfileInput | undefined;
  results: readonly AssistantResult[];
  /** The message as the readers read it: its finance phrases (the what-if), price, type and places. */
  delta: Delta;
};

const provenanceWords = (p: Provenance) =>
  p.kind === "published" ? `${p.schedule.title}, from ${p.schedule.effective}${p.schedule.caveat ? `; ${p.schedule.caveat}` : ""}` : p.kind === "estimate" ? `estimate: ${p.detail}` : "your figures";

const loanTypeWords = (p: FinanceProfile) => (p.loanType === "interestOnly" ? "interest-only" : `principal and interest over ${p.loanTermYears} years`);
const buyerWords = (p: FinanceProfile) => (p.buyerType === "investor" ? "investor" : p.firstHomeBuyer ? "first home buyer (owner-occupier)" : "owner-occupier");
const depositWords = (p: FinanceProfile) => (p.deposit.kind === "cash" ? "cash purchase, no loan" : p.deposit.kind === "percent" ? `${p.deposit.percent}% deposit` : `${money(p.deposit.dollars)} deposit`);

/** The buyer's basis in words, each default marked. */
function basisWords(p: FinanceProfile, asked: FinanceProfileInput): string {
  const mark = (field: keyof FinanceProfileInput, words: string) => `${words}${asked[field] !== undefined ? " (as you asked)" : p.defaults.includes(field) ? " (default)" : ""}`;
  const parts = [
    mark("buyerType", buyerWords(p)),
    mark("deposit", depositWords(p)),
    ...(p.deposit.kind === "cash" ? [] : [mark("interestRate", `${p.interestRate}% a year`), mark("loanType", loanTypeWords(p))]),
    p.taxableIncome === null ? "no income entered" : mark("taxableIncome", `income ${money(p.taxableIncome)} a year`),
  ];
  if (p.foreignPurchaser) parts.push("foreign purchaser");
  return parts.join(", ");
}

type Worked = { profile: FinanceProfile; analysis: FinanceAnalysis; facts: ListingFacts };

function work(input: FinanceProfileInput, facts: ListingFacts): Worked {
  const profile = resolveFinanceProfile(input);
  return { profile, analysis: analyseListing(prepareFinance(profile), facts), facts };
}

/** The stored section with the question's what-if on top; a value the schema refuses is left out. */
function profileInput(stored: FinanceProfileInput | undefined, asked: FinanceProfileInput): FinanceProfileInput {
  const base = financeProfileInputSchema.safeParse(stored ?? {});
  return { ...(base.success ? base.data : {}), ...asked };
}

const where = (f: ListingFacts) => `${money(f.price)} ${f.type.toLowerCase()} in ${f.state}`;

function repaymentLine(w: Worked): string {
  const a = w.analysis;
  if (w.profile.deposit.kind === "cash") return "No loan (a cash purchase), so no repayments.";
  return `A loan of ${money(a.loan.amount.value)} (${a.loan.lvrPercent.value}% LVR) at ${a.loan.rate.value}% ${loanTypeWords(w.profile)} is **${money(a.loan.monthlyRepayment.value)} a month**.`;
}

function cashFlowLine(w: Worked): string | null {
  const a = w.analysis;
  if (w.facts.weeklyRent === null || w.facts.weeklyRent === undefined || w.profile.buyerType !== "investor") return null;
  return `With rent of ${money(w.facts.weeklyRent)} a week, the cash flow is ${signed(a.cashFlow.monthlyPreTax.value)} a month before tax and ${signed(a.cashFlow.monthlyAfterTax.value)} after tax.`;
}

function dutyLine(w: Worked): string {
  const a = w.analysis;
  const surcharge = a.purchase.foreignSurcharge.value > 0 ? ` plus the foreign purchaser surcharge of ${money(a.purchase.foreignSurcharge.value)}` : "";
  const who = buyerWords(w.profile);
  return `Stamp (transfer) duty for ${/^[aeiou]/.test(who) ? "an" : "a"} ${who}: **${money(a.purchase.duty.value)}**${surcharge} (${provenanceWords(a.purchase.duty.provenance)}).`;
}

function costsLine(w: Worked): string {
  const a = w.analysis;
  const fees = [a.purchase.transferFee, a.purchase.mortgageFee].reduce((n, f) => n + (f?.value ?? 0), 0);
  const lmi = a.purchase.lmi.value > 0 ? `LMI ${money(a.purchase.lmi.value)} (an estimate)` : "no LMI";
  return `Purchase costs: duty ${money(a.purchase.duty.value + a.purchase.foreignSurcharge.value)}, ${lmi}, registration fees ${money(fees)}: **${money(a.purchase.total.value)}** in all, so the purchase takes ${money(a.purchase.cashInvested.value)} in cash with the deposit.`;
}

function breakEvenLine(w: Worked): string {
  const b = w.analysis.highestOffer.breakEven;
  if (w.facts.weeklyRent === null || w.facts.weeklyRent === undefined) return "It has no rent to break even on, so there's no break-even price.";
  if (b.price === null) return `No price breaks even on these terms${b.reason ? ` (${b.reason})` : ""}.`;
  const vs = b.price >= w.facts.price ? `above the price of ${money(w.facts.price)}, so it is cash-flow positive before tax as it stands` : `${money(w.facts.price - b.price)} below the price of ${money(w.facts.price)}`;
  return `The most you could pay for the cash flow to break even before tax is about **${money(b.price)}**, ${vs}.`;
}

function affordLine(w: Worked): string {
  const a = w.analysis;
  const s = a.serviceability;
  if (s.verdict === "unknown" || !s.maxLoan) return 'I need your taxable income to judge that: ask again with it, e.g. "can I afford #1 on 150k income?", or enter it under Your finance in Preferences.';
  const loan = a.loan.amount.value;
  const verdict = s.verdict === "within" ? `Indicatively **yes**: the loan of ${money(loan)} is within` : `Indicatively **no**: the loan of ${money(loan)} is above`;
  const borrow = a.highestOffer.borrowing.price !== null ? ` The highest price you could borrow for on this deposit is about ${money(a.highestOffer.borrowing.price)}.` : "";
  const dti = s.dti ? ` Debt-to-income after this purchase: ${s.dti.value}×${s.highDti ? " (6× or more, which lenders treat as high)" : ""}.` : "";
  return `${verdict} your indicative maximum loan of ${money(s.maxLoan.value)}, assessed at ${s.assessmentRate.value}%.${borrow}${dti}`;
}

/** The assumptions a kind of answer rests on (from the working), the buyer's basis first. */
function assumptionsOf(kind: Kind, w: Worked, asked: FinanceProfileInput): string[] {
  const a = w.analysis.assumptions;
  const pick = (re: RegExp) => a.filter((s) => re.test(s));
  const out = [`Your finance: ${basisWords(w.profile, asked)}.`];
  if (kind === "duty") out.push(...pick(/first home|[Cc]oncession/));
  else if (kind === "costs") out.push(...pick(/fees|first home|LMI|Purchase costs/));
  else if (kind === "afford") out.push(...pick(/Serviceability/));
  else if (kind === "repayment") out.push(...pick(/Purchase costs are paid/));
  else out.push(...pick(/Holding costs|Land tax|land tax|income entered|Depreciation/));
  if (kind === "duty" && w.facts.newBuild !== true) out.push("The home is taken as established, not new.");
  return [...new Set(out)];
}

function answerFor(kind: Kind, w: Worked): string[] {
  switch (kind) {
    case "duty":
      return [dutyLine(w)];
    case "costs":
      return [costsLine(w)];
    case "breakEven":
      return [breakEvenLine(w)];
    case "afford":
      return [affordLine(w)];
    case "repayment":
      return [repaymentLine(w)];
    case "rateShift":
      return [repaymentLine(w), ...(cashFlowLine(w) ? [cashFlowLine(w)!] : [])];
    case "overview":
      return [repaymentLine(w), ...(cashFlowLine(w) ? [cashFlowLine(w)!] : []), dutyLine(w)];
  }
}

const label = (r: AssistantResult, f: ListingFacts) => `#${r.rank} ${r.address} (${where(f)})`;

/** A rate rise or cut on the listings: repayment and cash flow now and at the new rate, as a table. */
function rateShiftTable(picked: { r: AssistantResult; facts: ListingFacts }[], input: FinanceProfileInput, shift: number): { lines: string[]; now: Worked } | string {
  const nowProfile = resolveFinanceProfile(input);
  if (nowProfile.deposit.kind === "cash") return "You're buying with cash, so a rate change doesn't change any repayment.";
  const rate = Math.round((nowProfile.interestRate + shift) * 100) / 100;
  const check = financeProfileInputSchema.shape.interestRate.safeParse(rate);
  if (!check.success) return check.error.issues[0]?.message ?? "That rate can't be worked.";
  const rows = picked.map(({ r, facts }) => {
    const now = work(input, facts);
    const then = work({ ...input, interestRate: rate }, facts);
    const investor = now.profile.buyerType === "investor" && facts.weeklyRent !== null && facts.weeklyRent !== undefined;
    const cf = (w: Worked) => (investor ? signed(w.analysis.cashFlow.monthlyAfterTax.value) : "–");
    return { now, line: `| #${r.rank} ${r.address} | ${money(now.analysis.loan.monthlyRepayment.value)} | ${money(then.analysis.loan.monthlyRepayment.value)} | ${cf(now)} | ${cf(then)} |` };
  });
  const head = `If rates ${shift >= 0 ? "rise" : "fall"} ${Math.abs(shift)}% (from ${nowProfile.interestRate}% to ${rate}%), a month:`;
  return {
    now: rows[0].now,
    lines: [head, "", `| Listing | Repayment at ${nowProfile.interestRate}% | at ${rate}% | Cash flow after tax at ${nowProfile.interestRate}% | at ${rate}% |`, "|---|---|---|---|---|", ...rows.map((x) => x.line)],
  };
}

/**
 * The answer to a money question, in markdown: the figures, the assumptions they rest on and the
 * disclaimer; or, when it needs something it can't get (a price and a state, an income), what to ask.
 */
export function answerMoneyQuestion({ message, finance, results, delta }: MoneyInput): string {
  const t = message.toLowerCase();
  const kind = kindOf(t);
  const shift = kind === "rateShift" ? rateShiftOf(t) : null;
  // What the question says of the buyer's finance is a what-if for this answer only.
  const asked: FinanceProfileInput = { ...delta.finance };
  const problems = [...delta.financeProblems];
  const input = profileInput(finance, asked);
  const sorted = [...results].sort((a, b) => a.rank - b.rank);
  const ranks = referencedRanks(t, sorted.length);
  const price = delta.price?.max ?? delta.price?.min ?? null;
  const end = (lines: string[], assumptions: string[]) => [...lines, "", "**Assumptions:**", ...assumptions.map((s) => `- ${s}`), "", MONEY_DISCLAIMER].join("\n");
  if (problems.length) return `${problems.join(" ")} Ask again with a value I can work with.`;

  // About the current results: the listings named (#1 when none is), unless the question gives its own price.
  if (sorted.length > 0 && (ranks.length > 0 || price === null)) {
    const picked = (ranks.length ? ranks : kind === "rateShift" ? sorted.slice(0, 3).map((r) => r.rank) : [sorted[0].rank])
      .slice(0, 5)
      .map((n) => sorted.find((r) => r.rank === n) ?? sorted[n - 1])
      .flatMap((r) => {
        const facts = r ? listingFinanceFacts(r) : null;
        return r && facts ? [{ r, facts }] : [];
      });
    if (picked.length === 0) return "I can't work the numbers for that listing: its price or state isn't known.";
    for (const { facts } of picked) {
      const resolved = resolveFinanceProfile(input);
      const problem = depositProblem(resolved.deposit, facts.price);
      if (problem) return `${problem} Your deposit of ${depositWords(resolved)} is more than the price of ${money(facts.price)}.`;
    }
    if (kind === "rateShift") {
      if (shift === null) return 'By how much? Ask e.g. "what if rates rise 1%?"';
      const table = rateShiftTable(picked, input, shift);
      if (typeof table === "string") return table;
      return end(table.lines, assumptionsOf(kind, table.now, asked));
    }
    const worked = picked.map(({ r, facts }) => ({ r, w: work(input, facts) }));
    const lines = worked.flatMap(({ r, w }, i) => [...(i > 0 ? [""] : []), `**${label(r, w.facts)}**`, ...answerFor(kind, w)]);
    return end(lines, assumptionsOf(kind, worked[0].w, asked));
  }

  // Without results (or with a price of its own): a price and a state.
  if (sorted.length === 0 && referencedRanks(t, 99).length > 0) return "I haven't run a search yet, so there's no #1 to work on. Give me a price and a state instead, e.g. \"stamp duty on a 700k house in Brisbane for a first home buyer?\"";
  const state = stateOf(message, delta);
  if (price === null || state === null) {
    const need = joinWords([price === null ? "a price" : "", state === null ? "the state (or a suburb)" : ""].filter(Boolean));
    return `I can work that out from your finance, but I need ${need}, e.g. "stamp duty on a 700k house in Brisbane for a first home buyer?"`;
  }
  const type = isKind(delta.propertyType) ? delta.propertyType : "House";
  const facts: ListingFacts = { price, weeklyRent: null, type, state };
  const resolved = resolveFinanceProfile(input);
  const problem = depositProblem(resolved.deposit, price);
  if (problem) return `${problem} Your deposit of ${depositWords(resolved)} is more than ${money(price)}.`;
  if (kind === "rateShift") {
    if (shift === null) return 'By how much? Ask e.g. "what if rates rise 1%?"';
    const now = work(input, facts);
    const rate = Math.round((now.profile.interestRate + shift) * 100) / 100;
    const check = financeProfileInputSchema.shape.interestRate.safeParse(rate);
    if (!check.success) return check.error.issues[0]?.message ?? "That rate can't be worked.";
    const then = work({ ...input, interestRate: rate }, facts);
    const lines = [`**A ${where(facts)}**`, `At ${now.profile.interestRate}%: ${money(now.analysis.loan.monthlyRepayment.value)} a month; at ${rate}%: **${money(then.analysis.loan.monthlyRepayment.value)} a month**.`];
    return end(lines, assumptionsOf("repayment", now, asked));
  }
  const w = work(input, facts);
  const lines = [`**A ${where(facts)}**`, ...(kind === "breakEven" ? ["I need a rent to work out a break-even price: ask about a listing from your results instead (\"the most I can offer on #1 to break even?\")."] : answerFor(kind === "overview" ? "costs" : kind, w))];
  if (kind === "overview") lines.push(repaymentLine(w));
  return end(lines, assumptionsOf(kind, w, asked));
}
