/**
 * What a watched search's digest says (docs/WATCHES.md): the new ranking
 * compared with the one stored at the watch's last run, in three lists:
 * - listings new in the top N (the user's N);
 * - listings whose score moved by at least the user's threshold, each with the reason in words,
 *   read from the scoring inputs that changed ("price cut $20,000 → cash flow now +$40/month");
 * - listings of the last top N that left: no longer in the catalogue, no longer for sale, or no
 *   longer matching the search.
 * Pure: the server ranks, looks up where the missing listings went and sends the e-mail.
 */
import { z } from "zod";
import type { ShapeOf } from "@/lib/engine/scoring-inputs";
import type { InvestmentGoalsInputs, RiskOverlayInputs, ScoringInputs } from "@/lib/engine/types";
import { formatMoney, formatSignedMoney } from "@/lib/money";
import { FACTOR_LABELS } from "@/lib/preferences/steps";
import { SCORED_FACTORS, type ScoredFactor } from "@/lib/preferences/schema";

/** How many of a ranking a watch keeps for the next comparison (a listing can enter the top N from below it). */
export const WATCH_SNAPSHOT_SIZE = 100;
export const WATCH_TOP_N_DEFAULT = 10;
export const WATCH_TOP_N_MAX = 50;
export const WATCH_THRESHOLD_DEFAULT = 5;
export const WATCH_THRESHOLD_MAX = 50;

const num = z.number().finite().nullable().catch(null);

/** One listing of a stored ranking: its place and score, and the figures a reason is read from. */
export const watchEntrySchema = z.object({
  id: z.string(),
  rank: z.number().int(),
  score: z.number(),
  address: z.string(),
  source: z.string().catch("demo"),
  url: z.string().nullable().catch(null),
  /** The price the engine scored on: the asking price, or its estimate when the price is on request. */
  price: num,
  priceEstimated: z.boolean().catch(false),
  monthlyCashFlow: num,
  grossYield: num,
  weeklyRent: num,
  suburbMedian: num,
  sections: z.record(z.string(), z.number()).catch({}),
  overlays: z.object({ flood: z.boolean(), bushfire: z.boolean(), heritage: z.boolean() }).catch({ flood: false, bushfire: false, heritage: false }),
});
export type WatchEntry = z.infer<typeof watchEntrySchema>;
export const watchRankingSchema = z.array(watchEntrySchema);

/**
 * What an entry is read from: the engine's ScoredListing, or a stored search_listings row in the
 * same (snake_case) shape. Scoring inputs are read defensively: a row written by an external
 * workflow may lack them.
 */
export type RankedListing = {
  listing_id: string;
  source: string | null;
  address_street: string | null;
  address_suburb: string | null;
  address_state: string | null;
  address_postcode: string | null;
  listing_url: string | null;
  property_score: number | null;
  section_scores: Record<string, string> | null;
  scoring_inputs: unknown;
};

/** What a digest reads of scoring_inputs; each shape's keys checked against the engine's (lib/engine/scoring-inputs.ts). */
const overlaySchema = z.object({ detected: z.boolean() } satisfies ShapeOf<RiskOverlayInputs["flood"]>).partial().catch({});
const inputsSchema = z
  .object({
    investmentGoals: z
      .object({
        highcashflow: z
          .object({ monthly_cash_flow: num, gross_yield: num, weekly_rent: num, price_used: num, price_basis: z.string().nullable().catch(null) } satisfies ShapeOf<InvestmentGoalsInputs["highcashflow"]>)
          .partial()
          .catch({}),
      } satisfies ShapeOf<InvestmentGoalsInputs>)
      .partial()
      .catch({}),
    suburbProfile: z.object({ medianPrice: num } satisfies ShapeOf<ScoringInputs["suburbProfile"]>).partial().catch({}),
    riskOverlay: z
      .object({ flood: overlaySchema, bushfire: overlaySchema, heritage: overlaySchema } satisfies ShapeOf<RiskOverlayInputs>)
      .partial()
      .catch({}),
  } satisfies ShapeOf<ScoringInputs>)
  .partial()
  .catch({});

const sectionNumber = (text: string | undefined) => {
  const n = Number.parseFloat(String(text ?? "").replace("%", ""));
  return Number.isFinite(n) ? n : null;
};

export function listingAddress(l: Pick<RankedListing, "address_street" | "address_suburb" | "address_state" | "address_postcode">): string {
  const place = [l.address_suburb, l.address_state, l.address_postcode].filter(Boolean).join(" ");
  return [l.address_street, place].filter(Boolean).join(", ") || "Address unavailable";
}

export function toWatchEntry(l: RankedListing, rank: number): WatchEntry {
  const inputs = inputsSchema.parse(l.scoring_inputs ?? {});
  const cash = inputs.investmentGoals?.highcashflow ?? {};
  const risk = inputs.riskOverlay ?? {};
  const sections: Record<string, number> = {};
  for (const key of SCORED_FACTORS) {
    const n = sectionNumber(l.section_scores?.[key]);
    if (n !== null) sections[key] = n;
  }
  return {
    id: l.listing_id,
    rank,
    score: l.property_score ?? 0,
    address: listingAddress(l),
    source: l.source ?? "demo",
    url: l.listing_url,
    price: cash.price_used ?? null,
    priceEstimated: cash.price_basis === "estimate",
    monthlyCashFlow: cash.monthly_cash_flow ?? null,
    grossYield: cash.gross_yield ?? null,
    weeklyRent: cash.weekly_rent ?? null,
    suburbMedian: inputs.suburbProfile?.medianPrice ?? null,
    sections,
    overlays: { flood: risk.flood?.detected === true, bushfire: risk.bushfire?.detected === true, heritage: risk.heritage?.detected === true },
  };
}

/** A ranking as a watch stores it: the first WATCH_SNAPSHOT_SIZE, best first. */
export function toWatchRanking(ranked: readonly RankedListing[]): WatchEntry[] {
  return ranked.slice(0, WATCH_SNAPSHOT_SIZE).map((l, i) => toWatchEntry(l, i + 1));
}

/* ---------- the reason in words ---------- */

const money = (n: number) => formatMoney(n);
const changed = (a: number | null, b: number | null, step = 1) => a !== null && b !== null && Math.round(a / step) !== Math.round(b / step);
const OVERLAY_WORDS = { flood: "flood", bushfire: "bushfire", heritage: "heritage" } as const;

/**
 * Why a listing's score moved, from the inputs that changed: first what changed (the price, the
 * rent, the suburb's median, an overlay), then what it changed ("cash flow now +$40/month").
 * When none of those changed, the sections that moved.
 */
export function describeChange(before: WatchEntry, after: WatchEntry): string {
  const causes: string[] = [];
  if (changed(before.price, after.price) && before.price !== null && after.price !== null) {
    const d = after.price - before.price;
    if (before.priceEstimated || after.priceEstimated) causes.push(`estimated value ${money(before.price)} → ${money(after.price)}`);
    else causes.push(d < 0 ? `price cut ${money(-d)}` : `price up ${money(d)}`);
  }
  if (changed(before.weeklyRent, after.weeklyRent)) causes.push(`rent estimate ${money(before.weeklyRent!)} → ${money(after.weeklyRent!)} a week`);
  if (changed(before.suburbMedian, after.suburbMedian, 1_000)) causes.push(`suburb median ${money(before.suburbMedian!)} → ${money(after.suburbMedian!)}`);
  for (const k of ["flood", "bushfire", "heritage"] as const) {
    if (before.overlays[k] !== after.overlays[k]) causes.push(after.overlays[k] ? `${OVERLAY_WORDS[k]} overlay now shown` : `${OVERLAY_WORDS[k]} overlay no longer shown`);
  }
  const effects: string[] = [];
  if (changed(before.monthlyCashFlow, after.monthlyCashFlow)) effects.push(`cash flow now ${formatSignedMoney(after.monthlyCashFlow!)}/month`);
  else if (changed(before.grossYield, after.grossYield, 0.01)) effects.push(`gross yield now ${after.grossYield!.toFixed(2)}%`);
  if (causes.length > 0) return effects.length ? `${causes.join(", ")} → ${effects.join(", ")}` : causes.join(", ");
  if (effects.length > 0) return effects.join(", ");
  const sections = SCORED_FACTORS.filter((k) => changed(before.sections[k] ?? null, after.sections[k] ?? null)).map(
    (k: ScoredFactor) => `${FACTOR_LABELS[k]} ${Math.round(before.sections[k])}% → ${Math.round(after.sections[k])}%`,
  );
  return sections.length ? sections.join(", ") : "its scoring inputs changed";
}

/* ---------- the comparison ---------- */

export type EnteredListing = { entry: WatchEntry; previousRank: number | null; reason: string };
export type MovedListing = { before: WatchEntry; after: WatchEntry; delta: number; reason: string };
export type LeftListing = { entry: WatchEntry; reason: string };
export type WatchDigest = { entered: EnteredListing[]; moved: MovedListing[]; left: LeftListing[] };

/** Where a listing of the last top N that is missing from the new ranking went, in words; null when it can't be known (its source wasn't read). */
export type Whereabouts = (entry: WatchEntry) => string | null;

const shown = (score: number) => Math.round(score);

export function compareRankings({
  previous,
  current,
  topN,
  threshold,
  whereabouts,
}: {
  previous: readonly WatchEntry[];
  current: readonly WatchEntry[];
  topN: number;
  threshold: number;
  whereabouts: Whereabouts;
}): WatchDigest {
  const before = new Map(previous.map((e) => [e.id, e]));
  const after = new Map(current.map((e) => [e.id, e]));
  const topBefore = new Set(previous.filter((e) => e.rank <= topN).map((e) => e.id));
  const topAfter = current.filter((e) => e.rank <= topN);

  const entered: EnteredListing[] = topAfter
    .filter((e) => !topBefore.has(e.id))
    .map((e) => {
      const old = before.get(e.id);
      if (!old) return { entry: e, previousRank: null, reason: "new match" };
      const moved = Math.abs(shown(e.score) - shown(old.score)) >= threshold;
      return { entry: e, previousRank: old.rank, reason: moved ? `up from #${old.rank}: ${describeChange(old, e)}` : `up from #${old.rank}` };
    });
  const enteredIds = new Set(entered.map((e) => e.entry.id));

  const watched = new Set([...topBefore, ...topAfter.map((e) => e.id)]);
  const moved: MovedListing[] = [];
  for (const id of watched) {
    const a = before.get(id);
    const b = after.get(id);
    if (!a || !b || enteredIds.has(id)) continue;
    const delta = shown(b.score) - shown(a.score);
    if (Math.abs(delta) >= threshold) moved.push({ before: a, after: b, delta, reason: describeChange(a, b) });
  }
  moved.sort((x, y) => Math.abs(y.delta) - Math.abs(x.delta) || x.after.rank - y.after.rank);

  const left: LeftListing[] = [];
  for (const id of topBefore) {
    if (after.has(id)) continue;
    const entry = before.get(id)!;
    const reason = whereabouts(entry);
    if (reason) left.push({ entry, reason });
  }
  left.sort((x, y) => x.entry.rank - y.entry.rank);
  return { entered, moved, left };
}

export const isEmptyDigest = (d: WatchDigest) => d.entered.length + d.moved.length + d.left.length === 0;
export const digestSize = (d: WatchDigest) => d.entered.length + d.moved.length + d.left.length;

/** "78" or "64 → 71 (+7)" */
export function scoreWords(before: number | null, after: number): string {
  if (before === null) return String(shown(after));
  const d = shown(after) - shown(before);
  return `${shown(before)} → ${shown(after)} (${d > 0 ? "+" : ""}${d})`;
}
