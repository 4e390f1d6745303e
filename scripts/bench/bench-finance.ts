/**
 * npm run bench:finance [-- --count 100000 --runs 15]
 * The finance core's fast path over generated listings: prepareFinance() once, then compute() per
 * listing (duty, LMI, land tax, repayments, tax effect, serviceability), and the reverse solve
 * (break-even price) per listing. Printed as ns per listing beside two baselines measured in the
 * same run: an empty loop over the same columns, and the engine's own per-listing cash flow
 * (monthlyCashFlowWith, the fixed-loan figure the finance core replaces). Also cashFlow() per
 * listing, the monthly figure alone (what the engine's ranking computes for every candidate).
 * Median of the timed runs after two warm-up runs.
 */
import { monthlyCashFlowWith } from "@/lib/engine/sections/investment";
import { annualFixedCosts } from "@/lib/engine/assumptions";
import { PROPERTY_KINDS, STATES, emptyNumbers, maxPriceForCashFlow, prepareFinance, resolveFinanceProfile } from "@/lib/finance";

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : fallback;
}
const count = arg("count", 100_000);
const runs = arg("runs", 15);

// A seeded PRNG (mulberry32), so every run costs the same listings.
let seed = 0x5eed;
const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const price = new Float64Array(count);
const rent = new Float64Array(count);
const type = new Uint8Array(count);
const state = new Uint8Array(count);
const year = new Uint16Array(count);
for (let i = 0; i < count; i++) {
  price[i] = Math.round(300_000 + rand() * 1_700_000);
  type[i] = Math.floor(rand() * 4); // built types
  state[i] = Math.floor(rand() * STATES.length);
  rent[i] = Math.round((price[i] * (0.03 + rand() * 0.03)) / 52);
  year[i] = rand() < 0.3 ? 0 : 1950 + Math.floor(rand() * 76);
}
const fixed = PROPERTY_KINDS.map((t) => annualFixedCosts(t));

const profiles = {
  "defaults (investor, 20%, 6.25% IO)": resolveFinanceProfile({}),
  "first home buyer, 5%, P&I, income $140k": resolveFinanceProfile({ buyerType: "ownerOccupier", firstHomeBuyer: true, deposit: { kind: "percent", percent: 5 }, loanType: "principalAndInterest", taxableIncome: 140_000 }),
  "investor, $150k deposit, P&I 6.5%, income $180k": resolveFinanceProfile({ deposit: { kind: "dollars", dollars: 150_000 }, loanType: "principalAndInterest", interestRate: 6.5, taxableIncome: 180_000 }),
  // Land tax on the aggregate in every state (docs/FINANCE.md §17): what a portfolio adds to the per-listing cost.
  "defaults + 8 investments (one a state), income $180k": resolveFinanceProfile({
    taxableIncome: 180_000,
    portfolio: STATES.map((state) => ({ state, value: 900_000, loan: 500_000, rate: 6, weeklyRent: 650, costs: 5_000, ownerOccupied: false })),
  }),
};

function time(fn: () => number): { median: number; min: number; max: number; sink: number } {
  const times: number[] = [];
  let sink = 0;
  for (let r = 0; r < runs + 2; r++) {
    const t0 = process.hrtime.bigint();
    sink += fn();
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (r >= 2) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], min: times[0], max: times[times.length - 1], sink };
}
const nsPer = (ms: number) => ((ms * 1e6) / count).toFixed(1);
const line = (name: string, t: ReturnType<typeof time>) =>
  console.log(`${name.padEnd(58)} ${t.median.toFixed(2).padStart(8)} ms  ${nsPer(t.median).padStart(7)} ns/listing  (min ${t.min.toFixed(2)}, max ${t.max.toFixed(2)})`);

console.log(`bench:finance: ${count.toLocaleString("en-AU")} listings, ${runs} timed runs after 2 warm-up runs; Node ${process.version}\n`);
line("baseline: empty loop over the same columns", time(() => {
  let s = 0;
  for (let i = 0; i < count; i++) s += price[i] * 1e-9 + rent[i] + type[i] + state[i];
  return s;
}));
line("baseline: engine's fixed-loan monthlyCashFlowWith", time(() => {
  let s = 0;
  for (let i = 0; i < count; i++) s += monthlyCashFlowWith(rent[i], price[i], fixed[type[i]]);
  return s;
}));
for (const [name, profile] of Object.entries(profiles)) {
  const calc = prepareFinance(profile);
  const out = emptyNumbers();
  line(`finance compute(): ${name}`, time(() => {
    let s = 0;
    for (let i = 0; i < count; i++) s += calc.compute(price[i], rent[i], type[i], state[i], year[i], 0, out).monthly;
    return s;
  }));
  // What the engine's ranking runs for every candidate: the same monthly figure, nothing else.
  line(`finance cashFlow() (the ranking's): ${name}`, time(() => {
    let s = 0;
    for (let i = 0; i < count; i++) s += calc.cashFlow(price[i], rent[i], type[i], state[i], year[i], 0);
    return s;
  }));
}
{
  const calc = prepareFinance(profiles["defaults (investor, 20%, 6.25% IO)"]);
  const sample = Math.min(count, 10_000);
  let evaluations = 0;
  const t = time(() => {
    let s = 0;
    evaluations = 0;
    for (let i = 0; i < sample; i++) {
      const r = maxPriceForCashFlow(calc, { weeklyRent: rent[i], type: PROPERTY_KINDS[type[i]], state: STATES[state[i]], yearBuilt: year[i] || null });
      evaluations += r.evaluations;
      s += r.price ?? 0;
    }
    return s;
  });
  console.log(
    `${"break-even price solve (defaults), first 10,000 listings".padEnd(58)} ${t.median.toFixed(2).padStart(8)} ms  ${((t.median * 1e6) / sample).toFixed(1).padStart(7)} ns/listing  (${(evaluations / sample).toFixed(1)} evaluations each)`,
  );
}
