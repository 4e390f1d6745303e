/**
 * Transfer (stamp) duty for a buyer, from the schedules in ./schedules.ts: the scale that fits the
 * buyer (investor, owner-occupier, first home buyer), the state's first home concession, and the
 * foreign purchaser surcharge, on the rules in force at the contract date (DUTY_HISTORY).
 * docs/FINANCE.md gives each state's rules and sources.
 */
import { scaleAmount } from "./scale";
import { DUTY, dutyScheduleAt, type DutySchedule, type StateCode } from "./schedules";

export type DutyBuyer = {
  /** Will live in the home (owner-occupier); false = investor. */
  ownerOccupier: boolean;
  /** First home buyer (only counts for an owner-occupier). */
  firstHome: boolean;
  foreign: boolean;
  /** Household taxable income, for the ACT's income-tested concession; null = unknown (no concession assumed). */
  income: number | null;
  /** No buyer (or partner) owned property in the last five years: the ACT's Home Buyer Concession Scheme (a first home buyer counts). */
  noPropertyFiveYears?: boolean;
  /** Dependent children, for the ACT scheme's income limit. */
  dependants?: number;
};

export type DutyProperty = {
  /** A new home never lived in (first home buyers of new homes pay nothing in SA and QLD). */
  newBuild: boolean;
  /** WA: outside the Perth and Peel regions (a higher first home cap). */
  regional: boolean;
};

export type DutyResult = {
  /** Transfer duty after any concession, dollars (unrounded). */
  duty: number;
  /** Duty on the scale before the first home concession. */
  beforeConcession: number;
  /** The foreign purchaser surcharge. */
  surcharge: number;
  /** Which rule set the figure: "general", "owner-occupier", or the first home rule applied. */
  basis: "general" | "owner-occupier" | "first-home";
};

/** Transfer duty before any first home concession: the owner-occupier scale for a home, else the general one. */
export function baseDuty(s: DutySchedule, ownerOccupier: boolean, price: number): number {
  return scaleAmount(ownerOccupier && s.ownerOccupier ? s.ownerOccupier : s.general, price);
}

/** Whether a home buyer gets the state's home buyer rule: a first home buyer, or (the ACT's scheme) one who owned no property in five years. */
export function homeBuyerRuleApplies(s: DutySchedule, buyer: DutyBuyer): boolean {
  if (!buyer.ownerOccupier) return false;
  if (buyer.firstHome) return true;
  return s.firstHome.kind === "homeBuyerConcession" && buyer.noPropertyFiveYears === true;
}

/** The first home concession applied to `full` (the owner-occupier duty at this price). */
export function firstHomeDuty(s: DutySchedule, price: number, full: number, buyer: DutyBuyer, property: DutyProperty): number {
  if (property.newBuild && s.firstHomeNewBuildExempt && buyer.firstHome) return 0;
  const r = s.firstHome;
  switch (r.kind) {
    case "none":
      return full;
    case "taper": {
      if (price <= r.exemptTo) return 0;
      if (price > r.concessionTo) return full;
      const top = r.fullAt === "upper" ? baseDuty(s, true, r.concessionTo) : r.fullAt === "fixed" ? (r.amountAtUpper ?? 0) : full;
      return (top * (price - r.exemptTo)) / (r.concessionTo - r.exemptTo);
    }
    case "rate": {
      const cap = property.regional ? r.capToRegional : r.capTo;
      if (price <= r.exemptTo) return 0;
      if (price > cap) return full;
      const excess = price - r.exemptTo;
      return (property.regional ? r.rateRegional : r.rate) * (r.per100OrPart ? Math.ceil(excess / 100) * 100 : excess);
    }
    case "deduct": {
      for (const row of r.table) if (price < row.below) return Math.max(0, full - row.amount);
      return full;
    }
    case "exempt":
      return price <= r.exemptTo ? 0 : full;
    case "incomeTested":
      return buyer.income !== null && buyer.income <= r.incomeLimit && price <= r.exemptTo ? 0 : full;
    case "homeBuyerConcession": {
      const children = Math.min(r.maxChildren, Math.max(0, buyer.dependants ?? 0));
      if (buyer.income === null || buyer.income > r.incomeLimit + r.perChild * children) return full;
      return Math.max(0, full - r.cap);
    }
  }
}

/** Transfer duty on the rules in force at `date` (the contract date, ISO); without one, each state's latest rules (DUTY). */
export function transferDuty(state: StateCode, price: number, buyer: DutyBuyer, property: DutyProperty, date?: string): DutyResult {
  const s = date ? dutyScheduleAt(state, date) : DUTY[state];
  const full = baseDuty(s, buyer.ownerOccupier, price);
  const home = homeBuyerRuleApplies(s, buyer);
  const duty = home ? firstHomeDuty(s, price, full, buyer, property) : full;
  return {
    duty,
    beforeConcession: full,
    surcharge: buyer.foreign ? s.foreignSurcharge * price : 0,
    basis: home ? "first-home" : buyer.ownerOccupier && s.ownerOccupier ? "owner-occupier" : "general",
  };
}
