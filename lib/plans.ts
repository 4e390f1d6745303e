/**
 * The plans (spec 2 section 1, "Plan tiers") and what each allows, as one table: the pricing
 * page shows it, server/policy.ts enforces it (enforcePlanLimit), and `npm run plan:set`
 * names its plans. Names and prices are the spec's; the limits are Propie's
 * (docs/WATCHES.md, "Plans and their limits").
 *
 * A user's plan is users.plan. During the private beta every account is on DEFAULT_PLAN, the
 * top one, so the testers keep the unlimited use they have today; an operator moves someone
 * with one SQL statement or `npm run plan:set` (README, "Setting a user's plan").
 */
import {
  addDays,
  dayIn,
  dayKey,
  dayWords,
  firstOfNextMonth,
  instantOf,
  monthKey,
  PROPIE_TIME_ZONE,
  timeUntilWords,
} from "@/lib/zoned-time";
import { COMING_SOON_FACTORS, type ImportanceFactor } from "@/lib/preferences/schema";
import { PLAN_NAMES } from "@/lib/plan-names";

/** The ids are those of the beta request's plan_interest, so one vocabulary serves both. */
export const PLAN_IDS = ["Free", "Half Pie", "Whole Pie"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type PlanLimits = {
  /** Searches a signed-in user may start per day (midnight to midnight, Sydney time); null: no limit. */
  searchesPerDay: number | null;
  /** Searches watched at once (daily or weekly digests). */
  watchedSearches: number;
  /** Starred listings kept per session. */
  shortlistSize: number;
  /** CSV or XLSX exports per calendar month (Sydney time). */
  exportsPerMonth: number;
};

/**
 * The features a plan may list on /pricing, each with the product part that delivers it. A feature that rests on an
 * importance factor names it, and is listed only while the preferences form offers that factor (not "Coming soon"):
 * the pricing page sells nothing the form greys out (issue 38: "Undesirable flags" and "Amenity scoring" were on
 * Half Pie while avoidOverlay and proximityToAmenities were "Coming soon"; they come back when those factors ship).
 */
export const PLAN_FEATURES = {
  sharing: { label: "Sharing", factor: null },
  suburbSuggestions: { label: "Suburb suggestions", factor: null },
  undesirableFlags: { label: "Undesirable flags", factor: "avoidOverlay" },
  amenityScoring: { label: "Amenity scoring", factor: "proximityToAmenities" },
  everythingInHalfPie: { label: "Everything in Half Pie", factor: null },
  advancedMetrics: { label: "Advanced metrics", factor: null },
  scenarioAnalysis: { label: "Scenario analysis", factor: null },
} as const satisfies Record<string, { label: string; factor: ImportanceFactor | null }>;
export type PlanFeature = keyof typeof PLAN_FEATURES;

/** Whether the product has the feature today: its factor, if any, is one the form lets a buyer rank. */
export function isFeatureAvailable(feature: PlanFeature): boolean {
  const { factor } = PLAN_FEATURES[feature];
  return factor === null || !(COMING_SOON_FACTORS as readonly string[]).includes(factor);
}

/** The features the pricing page lists for a plan: those of `wanted` the product has. */
const available = (...wanted: PlanFeature[]): readonly PlanFeature[] => wanted.filter(isFeatureAvailable);

export type Plan = {
  id: PlanId;
  name: string;
  /** Dollars per month. */
  price: number;
  period: string;
  limits: PlanLimits;
  /** What the pricing page lists after the limits (only features the product has, see PLAN_FEATURES). */
  features: readonly PlanFeature[];
};

export const PLANS: readonly Plan[] = [
  {
    id: "Free",
    name: PLAN_NAMES.Free,
    price: 0,
    period: "per month",
    limits: { searchesPerDay: 2, watchedSearches: 1, shortlistSize: 10, exportsPerMonth: 0 },
    features: [],
  },
  {
    id: "Half Pie",
    name: PLAN_NAMES["Half Pie"],
    price: 59,
    period: "per month",
    limits: { searchesPerDay: null, watchedSearches: 5, shortlistSize: 100, exportsPerMonth: 0 },
    features: available("sharing", "suburbSuggestions", "undesirableFlags", "amenityScoring"),
  },
  {
    id: "Whole Pie",
    name: PLAN_NAMES["Whole Pie"],
    price: 199,
    period: "per month",
    limits: { searchesPerDay: null, watchedSearches: 20, shortlistSize: 500, exportsPerMonth: 50 },
    features: available("everythingInHalfPie", "advancedMetrics", "scenarioAnalysis"),
  },
];

/** Every account's plan until an operator sets another (the column's default): the beta keeps working as it does. */
export const DEFAULT_PLAN: PlanId = "Whole Pie";
/** What a guest (no account) is held to for the limits that apply to guests (the shortlist of their session). */
export const GUEST_PLAN: PlanId = "Free";

export function planById(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
}

export const isPlanId = (v: unknown): v is PlanId => typeof v === "string" && (PLAN_IDS as readonly string[]).includes(v);

/** A plan named on a command line: its id or its name, any case, spaces or hyphens ("half-pie", "Slice", "free"). */
export function planFromName(text: string): PlanId | null {
  const norm = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, "");
  const wanted = norm(text);
  return PLANS.find((p) => norm(p.id) === wanted || norm(p.name) === wanted)?.id ?? null;
}

/** The lines the pricing page shows for a plan's limits, then its features. */
export function planFeatureLines(plan: Plan): string[] {
  const l = plan.limits;
  const lines = [l.searchesPerDay === null ? "Unlimited searches" : `${l.searchesPerDay} searches per day`];
  if (l.watchedSearches > 0) lines.push(l.watchedSearches === 1 ? "Watch 1 search with e-mail alerts" : `Watch up to ${l.watchedSearches} searches with e-mail alerts`);
  if (l.shortlistSize > 0) lines.push(`Shortlist up to ${l.shortlistSize} listings`);
  if (l.exportsPerMonth > 0) lines.push(`${l.exportsPerMonth} exports per month (CSV and XLSX)`);
  return [...lines, ...plan.features.map((f) => PLAN_FEATURES[f].label)];
}

/* ---------- limits ---------- */

/** The `reason` of every plan-limit refusal (403), so the browser shows the server's message as it is. */
export const PLAN_LIMIT_REASON = "plan_limit";
export const PLAN_LIMIT_TITLE = "Plan limit reached";

/** The limits that are allowances used up over a period (counted in plan_usage) and those that are a size (counted where the things are). */
export const COUNTED_LIMITS = ["searches", "exports"] as const;
export const SIZE_LIMITS = ["watches", "shortlist"] as const;
export type CountedLimit = (typeof COUNTED_LIMITS)[number];
export type SizeLimit = (typeof SIZE_LIMITS)[number];
export type PlanLimitKind = CountedLimit | SizeLimit;

/** The allowance of a plan for a kind of limit; null: unlimited. */
export function limitOf(plan: Plan, kind: PlanLimitKind): number | null {
  switch (kind) {
    case "searches":
      return plan.limits.searchesPerDay;
    case "exports":
      return plan.limits.exportsPerMonth;
    case "watches":
      return plan.limits.watchedSearches;
    case "shortlist":
      return plan.limits.shortlistSize;
  }
}

/** The period a counted allowance is used in: its key in plan_usage and when the next one starts. */
export function usagePeriod(kind: CountedLimit, now: Date): { key: string; resetsAt: Date } {
  const today = dayIn(now, PROPIE_TIME_ZONE);
  if (kind === "searches") return { key: dayKey(today), resetsAt: instantOf(addDays(today, 1)) };
  return { key: monthKey(today), resetsAt: instantOf(firstOfNextMonth(today)) };
}

/** Why a plan refuses, in words that say what the limit is and when it resets (or what to do). */
export function planLimitMessage(plan: Plan, kind: PlanLimitKind, now: Date): string {
  const limit = limitOf(plan, kind) ?? 0;
  const better = PLANS.find((p) => p.price > plan.price && (limitOf(p, kind) === null || (limitOf(p, kind) ?? 0) > limit));
  const upgrade = better ? ` ${better.name} includes ${allowanceWords(better, kind)} (see /pricing).` : "";
  switch (kind) {
    case "searches": {
      const { resetsAt } = usagePeriod("searches", now);
      return `Your ${plan.name} plan includes ${limit} searches per day and you've used them. They reset at midnight Sydney time (${timeUntilWords(resetsAt, now)}).${upgrade}`;
    }
    case "exports": {
      if (limit === 0) return `Exports aren't included in the ${plan.name} plan.${upgrade}`;
      const { resetsAt } = usagePeriod("exports", now);
      return `Your ${plan.name} plan includes ${limit} exports per month and you've used them. They reset on ${dayWords(dayIn(resetsAt))} (Sydney time).${upgrade}`;
    }
    case "watches":
      if (limit === 0) return `Watched searches aren't included in the ${plan.name} plan.${upgrade}`;
      return `Your ${plan.name} plan watches up to ${limit} ${limit === 1 ? "search" : "searches"} at a time. Stop watching one to watch another.${upgrade}`;
    case "shortlist":
      if (limit === 0) return `Shortlists aren't included in the ${plan.name} plan.${upgrade}`;
      return `Your ${plan.name} plan's shortlist holds up to ${limit} listings per session. Unstar one to add another.${upgrade}`;
  }
}

function allowanceWords(plan: Plan, kind: PlanLimitKind): string {
  const n = limitOf(plan, kind);
  switch (kind) {
    case "searches":
      return n === null ? "unlimited searches" : `${n} searches per day`;
    case "exports":
      return n === null ? "unlimited exports" : `${n} exports per month`;
    case "watches":
      return n === null ? "unlimited watched searches" : `${n} watched searches`;
    case "shortlist":
      return n === null ? "an unlimited shortlist" : `a shortlist of ${n}`;
  }
}

/** Whether `adding` more fits beside `used` under the plan's limit. */
export function fitsPlan(plan: Plan, kind: PlanLimitKind, used: number, adding = 1): boolean {
  const limit = limitOf(plan, kind);
  return limit === null || used + adding <= limit;
}
