/**
 * Where a finance figure comes from (docs/FINANCE.md, "Provenance"). It sits beside the engine's
 * data-confidence levels (docs/SCORING.md §15): those say how far the listing's market figures can
 * be trusted; these say whose money figures the working uses.
 */

/** A published schedule: a revenue office's, the ATO's, APRA's; `effective` is the date the schedule took effect. */
export type ScheduleRef = {
  id: string;
  title: string;
  effective: string;
  /** The last day the schedule applies to, where it has one (a later year's schedule replaces it). */
  to?: string;
  source: string;
  url: string;
  /** Set when the figures could not be checked against the publisher's own current page (docs/FINANCE.md says why). */
  caveat?: string;
};

export type Provenance =
  | { kind: "yours"; detail: string }
  | { kind: "published"; detail: string; schedule: ScheduleRef }
  | { kind: "estimate"; detail: string };

export type ProvenanceKind = Provenance["kind"];

/** A figure and where it came from. */
export type Sourced<T = number> = { value: T; provenance: Provenance };

export const yours = (detail: string): Provenance => ({ kind: "yours", detail });
export const published = (schedule: ScheduleRef, detail: string): Provenance => ({ kind: "published", detail, schedule });
export const estimate = (detail: string): Provenance => ({ kind: "estimate", detail });

const STRENGTH: Record<ProvenanceKind, number> = { estimate: 0, published: 1, yours: 2 };

/**
 * The provenance of a figure worked out from others: as weak as its weakest input (an estimate
 * anywhere makes the result an estimate), with the details joined so the working can be shown.
 */
export function derived(detail: string, inputs: readonly Provenance[]): Provenance {
  let weakest: Provenance | null = null;
  for (const p of inputs) if (weakest === null || STRENGTH[p.kind] < STRENGTH[weakest.kind]) weakest = p;
  if (weakest === null || weakest.kind === "yours") return yours(detail);
  if (weakest.kind === "published") return published(weakest.schedule, detail);
  return estimate(detail);
}
