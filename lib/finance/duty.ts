/**
 * Transfer (stamp) duty for a buyer, from the schedules in ./schedules.ts: the scale that fits the
 * buyer (investor, owner-occupier, first home buyer), the state's first home concession, and the
 * foreign purchaser surcharge. docs/FINANCE.md gives each state's rules and sources.
 */
import { scaleAmount } from "./scale";
import { DUTY, type DutySchedule, type StateCode } from "./schedules";

export type DutyBuyer = {
  /** Will live in the home (owner-occupier); false = investor. */
  ownerOccupier: boolean;
  /** First home buyer (only counts for an owner-occupier). */
  firstHome: boolean;
  foreign: boolean;
  /** Household taxable income, for the ACT's income-tested concession; null = unknown (no concession assumed). */
  income: number | null;
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

/** The first home concession applied to `full` (the owner-occupier duty at this price). */
export function firstHomeDuty(s: DutySchedule, price: number, full: number, buyer: DutyBuyer, property: DutyProperty): number {
  if (property.newBuild && s.firstHomeNewBuildExempt) return 0;
  const r = s.firstHome;
  switch (r.kind) {
    case "none":
      return full;
    case "taper":
      if (price <= r.exemptTo) return 0;
      if (price > r.concessionTo) return full;
      return ((r.fullAt === "upper" ? baseDuty(s, true, r.concessionTo) : full) * (price - r.exemptTo)) / (r.concessionTo - r.exemptTo);
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
  }
}

export function transferDuty(state: StateCode, price: number, buyer: DutyBuyer, property: DutyProperty): DutyResult {
  const s = DUTY[state];
  const full = baseDuty(s, buyer.ownerOccupier, price);
  const fhb = buyer.ownerOccupier && buyer.firstHome;
  const duty = fhb ? firstHomeDuty(s, price, full, buyer, property) : full;
  return {
    duty,
    beforeConcession: full,
    surcharge: buyer.foreign ? s.foreignSurcharge * price : 0,
    basis: fhb ? "first-home" : buyer.ownerOccupier && s.ownerOccupier ? "owner-occupier" : "general",
  };
}
