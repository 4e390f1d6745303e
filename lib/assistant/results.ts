/**
 * Questions about the results, answered from the engine's own scoring_inputs:
 * "why is the first one ranked top?", "compare 1 and 3", "show only the ones under
 * 600k", "which has the best cash flow?". Every figure quoted is read from the
 * listing's scoring_inputs (tolerantly: an external listing may miss any key).
 */
import { PAYLOAD_PRICE } from "@/lib/engine/parse";
import { scoringObject, scoringValue, storedObject } from "@/lib/engine/scoring-inputs";
import type { RiskOverlayInputs, ScoringInputs } from "@/lib/engine/types";
import { formatMoney, parseMoney } from "@/lib/money";
import { COMPARE_MAX } from "@/lib/shortlist/api";
import { compareRequest } from "./compare-request";
import { formatPriceShort, formatWhole, joinWords } from "./text";

export type AssistantResult = {
  rank: number;
  listingId: string;
  address: string;
  price: string | number | null;
  score: number;
  propertyType: string;
  bedrooms?: number;
  bathrooms?: number;
  /** The engine's scoring_inputs for this listing. */
  scoringInputs: unknown;
};

const num = (v: unknown): number | null => {
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  if (typeof v === "string" && v.trim() !== "") {
    const n = Number(v.replace(/[,%$\s]/g, ""));
    return Number.isFinite(n) ? n : null;
  }
  return null;
};
const pct = (n: number | null, digits = 1) => (n === null ? null : `${n.toFixed(digits)}%`);
const money = (n: number | null) => (n === null ? null : formatMoney(n));

export type Facts = {
  price: number | null;
  grossYield: number | null;
  netYield: number | null;
  monthlyCashFlow: number | null;
  weeklyRent: number | null;
  rentEstimated: boolean;
  diffPercent: number | null;
  suburbMedian: number | null;
  growthPercent: number | null;
  growthValue: number | null;
  landSize: number | null;
  zoning: string | null;
  subdivision: string | null;
  lotsPossible: number | null;
  renoCost: number | null;
  renoMargin: number | null;
  renoMarginPercent: number | null;
  splitScore: number | null;
  overlays: string[];
  sections: { factor: string; score: number; weight: number; rank: number | null }[];
  /** scoring_inputs.confidence (docs/SCORING.md §15): the level and its verdict in words; null when not rated. */
  confidence: "high" | "medium" | "low" | null;
  confidenceWhy: string | null;
  /** Where the rent came from: listing, measured, modelled. */
  rentKind: string | null;
};

const SECTION_WORDS: Record<string, string> = {
  investmentGoals: "investment", developmentPotential: "development", renovationPotential: "renovation", splitLiving: "dual living/rooming", riskOverlay: "overlays",
};

export function factsOf(r: AssistantResult): Facts {
  const si = scoringObject(r.scoringInputs);
  const cf = scoringObject(r.scoringInputs, "investmentGoals", "highcashflow");
  const uv = scoringObject(r.scoringInputs, "investmentGoals", "undervalued");
  const gr = scoringObject(r.scoringInputs, "investmentGoals", "highgrowth");
  const dev = scoringObject(r.scoringInputs, "developmentPotential");
  const reno = scoringObject(r.scoringInputs, "renovationPotential");
  const split = scoringObject(r.scoringInputs, "splitLiving");
  const risk = scoringObject(r.scoringInputs, "riskOverlay");
  const overlays = (["flood", "bushfire", "heritage"] as const).filter((k) => storedObject<RiskOverlayInputs[typeof k]>(risk[k]).detected === true);
  const weighting = Array.isArray(si.weighting) ? si.weighting.map((w) => storedObject<ScoringInputs["weighting"][number]>(w)) : [];
  const conf = scoringObject(r.scoringInputs, "confidence");
  const level = conf.level === "high" || conf.level === "medium" || conf.level === "low" ? conf.level : null;
  const verdict = Array.isArray(conf.reasons) && typeof conf.reasons[0] === "string" ? conf.reasons[0] : null;
  const rentKind = scoringValue(r.scoringInputs, "provenance", "weekly_rent", "kind");
  return {
    confidence: level,
    confidenceWhy: verdict ? verdict.replace(/^(high|medium|low) confidence:\s*/i, "") : null,
    rentKind: typeof rentKind === "string" ? rentKind : null,
    price: typeof r.price === "number" ? r.price : parseMoney(r.price ?? null, PAYLOAD_PRICE) ?? num(cf.price_used),
    grossYield: num(cf.gross_yield),
    netYield: num(cf.net_yield),
    monthlyCashFlow: num(cf.monthly_cash_flow),
    weeklyRent: num(cf.weekly_rent),
    rentEstimated: cf.rent_estimated === true,
    diffPercent: num(uv.diff_percent),
    suburbMedian: num(uv.suburb_median),
    growthPercent: num(gr.capital_growth_percent),
    growthValue: num(gr.capital_growth_value),
    landSize: num(dev.landSize),
    zoning: typeof dev.zoning === "string" ? dev.zoning : null,
    subdivision: typeof dev.subdivisionPotential === "string" ? dev.subdivisionPotential : null,
    lotsPossible: num(dev.lotsPossible),
    renoCost: num(reno.estimatedRenovationCost),
    renoMargin: num(reno.renovators_margin),
    renoMarginPercent: num(reno.renovators_margin_percent),
    splitScore: num(split.score),
    overlays,
    sections: weighting
      .map((w) => ({ factor: String(w.factor ?? ""), score: num(w.score) ?? 0, weight: num(w.weight) ?? 0, rank: num(w.rank) }))
      .filter((w) => w.factor),
  };
}

const label = (r: AssistantResult) => `#${r.rank} ${r.address}`;

/** The figures of one listing, as sentences. */
export function explainListing(r: AssistantResult, all: readonly AssistantResult[]): string {
  const f = factsOf(r);
  const lines: string[] = [];
  const price = f.price !== null ? ` at ${formatPriceShort(f.price)}` : "";
  lines.push(`**${label(r)}**${price} scores **${Math.round(r.score)}/100**.`);
  const weighted = f.sections.filter((s) => s.weight > 0).sort((a, b) => b.weight * b.score - a.weight * a.score);
  const totalWeight = weighted.reduce((n, s) => n + s.weight, 0);
  if (weighted.length === 1) lines.push(`Its score is its ${SECTION_WORDS[weighted[0].factor] ?? weighted[0].factor} score, ${Math.round(weighted[0].score)}%.`);
  else if (weighted.length > 1) {
    const terms = weighted.map((s) => `${s.weight} × ${SECTION_WORDS[s.factor] ?? s.factor} ${Math.round(s.score)}%`).join(" + ");
    lines.push(`Its score weighs the factors you ranked: (${terms}) ÷ ${totalWeight} = ${Math.round(r.score)}.`);
  }
  const cash: string[] = [];
  if (f.grossYield !== null) cash.push(`gross yield ${pct(f.grossYield)}${f.netYield !== null ? ` (net ${pct(f.netYield)})` : ""}`);
  if (f.weeklyRent !== null) cash.push(`rent ${money(f.weeklyRent)}/week${f.rentEstimated ? (f.rentKind === "measured" ? " (the measured suburb median)" : " (estimated)") : ""}`);
  if (f.monthlyCashFlow !== null) {
    cash.push(
      f.monthlyCashFlow >= 0
        ? `about ${money(f.monthlyCashFlow)} a month left over after loan and costs`
        : `about ${money(-f.monthlyCashFlow)} a month out of pocket after loan and costs`,
    );
  }
  if (cash.length) lines.push(`Cash flow: ${joinWords(cash)}.`);
  if (f.diffPercent !== null && f.suburbMedian !== null) {
    lines.push(
      f.diffPercent <= 0
        ? `Value: ${pct(Math.abs(f.diffPercent))} below the expected price for its size in the suburb (the suburb median is ${formatPriceShort(f.suburbMedian)}).`
        : `Value: ${pct(f.diffPercent)} above the expected price for its size in the suburb (the suburb median is ${formatPriceShort(f.suburbMedian)}).`,
    );
  }
  if (f.growthPercent !== null) lines.push(`Growth: the suburb grew ${pct(f.growthPercent)} in the last 12 months${f.growthValue !== null ? ` (about ${money(f.growthValue)} on this price)` : ""}.`);
  const devBits = [f.landSize !== null ? `${formatWhole(f.landSize)} m² block` : null, f.zoning ? `zoned ${f.zoning}` : null, f.subdivision ? `subdivision potential ${f.subdivision.toLowerCase()}` : null].filter(Boolean);
  if (devBits.length) lines.push(`Land: ${joinWords(devBits as string[])}.`);
  if (f.renoMargin !== null && f.renoCost !== null) lines.push(`Renovation: about ${money(f.renoCost)} of work for a renovator's margin of ${money(f.renoMargin)}${f.renoMarginPercent !== null ? ` (${pct(f.renoMarginPercent)})` : ""}.`);
  lines.push(f.overlays.length ? `Overlays detected: ${joinWords(f.overlays)}.` : "No flood, bushfire or heritage overlay detected.");
  if (f.confidence) lines.push(`Data confidence: **${f.confidence}**${f.confidenceWhy ? ` (${f.confidenceWhy.replace(/\.$/, "")})` : ""}.`);
  // Against its neighbour in the ranking: which weighted section makes the difference.
  const other = all.find((x) => x.rank === (r.rank === 1 ? 2 : r.rank - 1));
  if (other) {
    const of = factsOf(other);
    const diffs = f.sections
      .map((s) => {
        const o = of.sections.find((x) => x.factor === s.factor);
        return o ? { factor: s.factor, mine: s.score, theirs: o.score, gap: (s.score - o.score) * s.weight } : null;
      })
      .filter((x): x is NonNullable<typeof x> => x !== null && x.gap !== 0)
      .sort((a, b) => (r.rank === 1 ? b.gap - a.gap : a.gap - b.gap));
    const key = diffs[0];
    const why = key ? `, mainly on ${SECTION_WORDS[key.factor] ?? key.factor} (${Math.round(key.mine)}% vs ${Math.round(key.theirs)}%)` : "";
    lines.push(
      r.rank === 1
        ? `It leads #2 (${other.address}, ${Math.round(other.score)}/100) by ${Math.max(0, Math.round((r.score - other.score) * 10) / 10)} points${why}.`
        : `It sits behind #${other.rank} (${other.address}, ${Math.round(other.score)}/100) by ${Math.max(0, Math.round((other.score - r.score) * 10) / 10)} points${why}.`,
    );
  }
  return lines.join("\n");
}

type Metric = { key: string; words: RegExp; label: string; pick: (f: Facts) => number | null; best: "max" | "min"; show: (f: Facts) => string };

const METRICS: Metric[] = [
  { key: "cashflow", words: /cash ?flow|cashflow|positive(ly)? geared/, label: "cash flow", pick: (f) => f.monthlyCashFlow, best: "max", show: (f) => `${money(f.monthlyCashFlow)} a month` },
  { key: "yield", words: /yield|rental return|rent return|return/, label: "gross yield", pick: (f) => f.grossYield, best: "max", show: (f) => `${pct(f.grossYield)} gross` },
  { key: "rent", words: /\brent\b|rents/, label: "rent", pick: (f) => f.weeklyRent, best: "max", show: (f) => `${money(f.weeklyRent)}/week` },
  { key: "growth", words: /growth|capital gain|appreciat/, label: "capital growth", pick: (f) => f.growthPercent, best: "max", show: (f) => `${pct(f.growthPercent)} in 12 months` },
  { key: "value", words: /undervalued|under value|below (market|median)|best value|bargain|best deal/, label: "price vs expected price", pick: (f) => f.diffPercent, best: "min", show: (f) => `${pct(f.diffPercent)} vs expected price` },
  { key: "land", words: /biggest (block|land)|largest (block|land)|most land|biggest lot|land size|block size/, label: "land size", pick: (f) => f.landSize, best: "max", show: (f) => `${formatWhole(f.landSize ?? 0)} m²` },
  { key: "reno", words: /reno|renovat|flip|margin/, label: "renovator's margin", pick: (f) => f.renoMargin, best: "max", show: (f) => `${money(f.renoMargin)}` },
  { key: "cheapest", words: /cheapest|lowest price|least expensive|most affordable/, label: "price", pick: (f) => f.price, best: "min", show: (f) => (f.price !== null ? formatPriceShort(f.price) : "price on request") },
  { key: "dearest", words: /most expensive|dearest|highest price/, label: "price", pick: (f) => f.price, best: "max", show: (f) => (f.price !== null ? formatPriceShort(f.price) : "price on request") },
];

const ORDINALS: Record<string, number> = {
  first: 1, top: 1, "1st": 1, second: 2, "2nd": 2, third: 3, "3rd": 3, fourth: 4, "4th": 4, fifth: 5, "5th": 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, last: -1, bottom: -1,
};
const WORD_NUMS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/** Ranks referred to: "1 and 3", "#2", "the first one", "number four", "the last". */
export function referencedRanks(t: string, count: number): number[] {
  const out: number[] = [];
  const push = (n: number) => {
    const r = n === -1 ? count : n;
    if (r >= 1 && r <= count && !out.includes(r)) out.push(r);
  };
  // An ordinal after an indefinite or possessive determiner ("a third IP", "his first place", "our second home") counts
  // the buyer's own purchases, as does one before "IP" or "investment": no listing is named.
  for (const m of t.matchAll(/(?<!\b(?:a|an|my|our|his|her|their|your|its)\s+)\b(first|top|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|seventh|eighth|ninth|tenth|last|bottom)\b(?!\s*(?:home|house|time|buyer|priority|ip|ips|investment|purchase))/gi)) push(ORDINALS[m[1].toLowerCase()]);
  // ("IP #3", "investment no. 2": the buyer's own count, not a listing.)
  for (const m of t.matchAll(/(?<!\b(?:ip|ips|investment|inv|purchase|property)\s*)(?:#|\bno\.?\s*|\bnumber\s+|\blisting\s+|\bproperty\s+|\boption\s+|\brank(?:ed)?\s+)(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten)\b/gi)) push(WORD_NUMS[m[1].toLowerCase()] ?? Number(m[1]));
  for (const m of t.matchAll(/\bcompare\s+(\d{1,3})\s*(?:,|and|&|vs\.?|versus|with|to)\s*(\d{1,3})\b/gi)) {
    push(Number(m[1]));
    push(Number(m[2]));
  }
  for (const m of t.matchAll(/\b(\d{1,3})\s*(?:vs\.?|versus|and|&|with|or)\s*(\d{1,3})\b(?!\s*(?:k|m|bed|bath|car|sqm))/gi)) {
    if (!/compare|vs|versus|difference|better|between/i.test(t)) continue;
    push(Number(m[1]));
    push(Number(m[2]));
  }
  return out;
}

/** True when the message asks about the listed results rather than changing the brief. */
export function isResultsQuestion(t: string): boolean {
  return (
    /\b(why|how come|explain|tell me (more )?about|what about|details|break ?down|compare|comparison|versus|vs\.?|difference|which (one|ones|has|is|property|listing|of them)|what'?s the (best|top)|best one|show (me )?(only|just)|only (show|the ones)|just the ones|the ones|filter|those (under|over|below|above|with)|any of them|of these|of them|ranked|rank|score[ds]?|top one|first one|number \d|#\d)\b/i.test(t) &&
    !/\b(actually|change|make it|instead|drop|remove|add|also want|new search|start over)\b/i.test(t)
  );
}

export function answerResultsQuestion(message: string, results: readonly AssistantResult[], options: { compareHref?: (listingIds: string[]) => string } = {}): string | null {
  const t = message.toLowerCase();
  const sorted = [...results].sort((a, b) => a.rank - b.rank);
  if (sorted.length === 0) return null;
  const byRank = (n: number) => sorted.find((r) => r.rank === n) ?? sorted[n - 1];

  // "show only the ones under 600k" / "just houses" / "only 4 bed".
  if (/\b(only|just|filter|those|the ones|which ones|any (?:of them )?(?:under|below|over|above))\b/.test(t) && /\b(under|below|less than|cheaper than|over|above|more than|max|houses?|units?|townhouses?|apartments?|land|\d\s*(?:\+\s*)?(?:bed|br))\b/.test(t)) {
    let list = sorted;
    const crit: string[] = [];
    const money = /\b(under|below|less than|cheaper than|max|over|above|more than|at least)\s*\$?\s*(\d+(?:[.,]\d+)?\s*(?:k|m|mil|million)?)/.exec(t);
    if (money) {
      let v = parseMoney(money[2].replace(/\s+/g, ""), PAYLOAD_PRICE);
      if (v !== null && v < 10_000) v = v < 20 ? v * 1_000_000 : v * 1_000;
      if (v !== null) {
        const under = /under|below|less|cheaper|max/.test(money[1]);
        list = list.filter((r) => {
          const p = factsOf(r).price;
          return p !== null && (under ? p <= v! : p >= v!);
        });
        crit.push(`${under ? "at or under" : "at or over"} ${formatPriceShort(v)}`);
      }
    }
    const type = /\b(houses?|units?|townhouses?|apartments?|land)\b/.exec(t);
    if (type) {
      const want = type[1].replace(/s$/, "").toLowerCase();
      list = list.filter((r) => r.propertyType.toLowerCase() === want);
      crit.push(`${want}s only`);
    }
    const beds = /(\d)\s*\+?\s*(?:bed|br)/.exec(t);
    if (beds) {
      list = list.filter((r) => (r.bedrooms ?? 0) >= Number(beds[1]));
      crit.push(`${beds[1]}+ bedrooms`);
    }
    if (crit.length) {
      if (list.length === 0) return `None of the ${sorted.length} listings I have are ${crit.join(", ")}.`;
      const shown = list.slice(0, 10);
      return [
        `${list.length} of the ${sorted.length} listings are ${crit.join(", ")}:`,
        ...shown.map((r) => `- ${label(r)} — ${factsOf(r).price !== null ? formatPriceShort(factsOf(r).price!) : "price on request"}, score ${Math.round(r.score)}/100`),
        list.length > shown.length ? `…and ${list.length - shown.length} more.` : "",
      ].filter(Boolean).join("\n");
    }
  }

  // Features are hard filters of the search, not part of scoring_inputs.
  const feature = /\b(?:which|what|any|do|does|have|has)\b[^.?!]*\b(pool|air ?con|garage|dishwasher|ensuite|study|balcony|courtyard|shed|built[- ]in robes)\b/.exec(t);
  if (feature) {
    return `Features like a ${feature[1]} aren't part of each listing's scores, so I can't tell from these figures. Add "${feature[1]}" to your brief and I'll search again for listings that have one.`;
  }

  const ranks = referencedRanks(t, sorted.length);

  // "compare 1 and 3", "put the first three side by side", "table of the top 3" (compare-request.ts); "is 2 better than 4?"
  const asked = compareRequest(t, sorted.length) ?? (ranks.length >= 2 && /\b(compare|comparison|vs\.?|versus|difference|better|between|against)\b/.test(t) ? ranks : null);
  if (asked) {
    // As many as the compare view takes (it links to it).
    const picked = asked.slice(0, COMPARE_MAX).map(byRank).filter(Boolean);
    const facts = picked.map(factsOf);
    const row = (name: string, cells: (string | null)[]) => (cells.some((c) => c !== null) ? `| ${name} | ${cells.map((c) => c ?? "–").join(" | ")} |` : null);
    const rows = [
      `| | ${picked.map((r) => `#${r.rank}`).join(" | ")} |`,
      `|---|${picked.map(() => "---").join("|")}|`,
      row("Address", picked.map((r) => r.address)),
      row("Score", picked.map((r) => `${Math.round(r.score)}/100`)),
      row("Price", facts.map((f) => (f.price !== null ? formatPriceShort(f.price) : null))),
      row("Gross yield", facts.map((f) => pct(f.grossYield))),
      row("Cash flow / month", facts.map((f) => money(f.monthlyCashFlow))),
      row("Vs suburb", facts.map((f) => pct(f.diffPercent))),
      row("Growth (12 mo)", facts.map((f) => pct(f.growthPercent))),
      row("Land", facts.map((f) => (f.landSize !== null ? `${formatWhole(f.landSize)} m²` : null))),
      row("Reno margin", facts.map((f) => money(f.renoMargin))),
      row("Overlays", facts.map((f) => (f.overlays.length ? f.overlays.join(", ") : "none"))),
      row("Data confidence", facts.map((f) => f.confidence)),
    ].filter(Boolean);
    const [a, b] = picked;
    const lead = a.score === b.score ? `#${a.rank} and #${b.rank} score the same.` : `#${(a.score > b.score ? a : b).rank} scores higher (${Math.round(Math.max(a.score, b.score))} vs ${Math.round(Math.min(a.score, b.score))}).`;
    // The side-by-side compare view of the session (shareable like it), for every figure and its source.
    const link = options.compareHref ? ["", `[Compare them side by side](${options.compareHref(picked.map((r) => r.listingId))}), with every score's inputs and sources.`] : [];
    const more = asked.length > picked.length ? ["", `The table takes ${COMPARE_MAX} at a time: these are the first ${COMPARE_MAX} you named.`] : [];
    return [lead, "", ...rows, ...more, ...link].join("\n");
  }

  // "which has the best cash flow?"
  const metric = METRICS.find((m) => m.words.test(t));
  if (metric && /\b(which|what|best|highest|lowest|most|biggest|largest|cheapest|dearest|top|strongest|greatest|who)\b/.test(t) && ranks.length === 0) {
    const withValue = sorted.map((r) => ({ r, f: factsOf(r) })).filter((x) => metric.pick(x.f) !== null);
    if (withValue.length === 0) return `None of the listings carry a ${metric.label} figure to compare.`;
    withValue.sort((x, y) => (metric.best === "max" ? metric.pick(y.f)! - metric.pick(x.f)! : metric.pick(x.f)! - metric.pick(y.f)!));
    const top = withValue[0];
    const runners = withValue.slice(1, 3).map((x) => `${label(x.r)} (${metric.show(x.f)})`);
    return `${label(top.r)} has the best ${metric.label}: ${metric.show(top.f)}.${runners.length ? ` Next: ${joinWords(runners)}.` : ""}\n\n${explainListing(top.r, sorted)}`;
  }

  // "why is the first one ranked top?", "tell me about 2"
  if (ranks.length >= 1 || /\b(why|top one|ranked|first|best one|number one)\b/.test(t)) {
    const r = byRank(ranks[0] ?? 1);
    if (!r) return null;
    return explainListing(r, sorted);
  }
  return null;
}
