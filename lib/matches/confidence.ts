/**
 * The data-confidence level of a scored listing (scoring_inputs.confidence, docs/SCORING.md
 * §15) as the matches screen shows it: a label and tone beside the score, and the reasons and
 * each figure's source in the expanded panel. Tolerant: a listing from an external workflow
 * may have no confidence at all (null: nothing is shown).
 */
import { scoringObject, storedObject, type KeyOf } from "@/lib/engine/scoring-inputs";
import type { FigureProvenance, ScoringProvenance } from "@/lib/engine/provenance";
import type { Tone } from "./format";

export const CONFIDENCE_LEVELS = ["high", "medium", "low"] as const;
export type ConfidenceLevel = (typeof CONFIDENCE_LEVELS)[number];

export const CONFIDENCE_LABEL: Record<ConfidenceLevel, string> = { high: "High", medium: "Medium", low: "Low" };
export const CONFIDENCE_TONE: Record<ConfidenceLevel, Tone> = { high: "green", medium: "amber", low: "grey" };

/** What the badge says to a screen reader and in its tooltip. */
export function confidenceDescription(level: ConfidenceLevel): string {
  switch (level) {
    case "high":
      return "Data confidence: high. The price, rent and suburb median are the listing's own or measured.";
    case "medium":
      return "Data confidence: medium. Some figures behind this score are modelled or assumed.";
    case "low":
      return "Data confidence: low. The score rests mostly on modelled figures or an estimated price.";
  }
}

export function confidenceLevelOf(v: unknown): ConfidenceLevel | null {
  return v === "high" || v === "medium" || v === "low" ? v : null;
}

const FIGURE_LABELS: [key: KeyOf<ScoringProvenance>, label: string][] = [
  ["price", "Price"],
  ["weekly_rent", "Rent"],
  ["suburb_median", "Suburb median"],
  ["growth", "Growth"],
  ["land_size", "Land size"],
  ["frontage", "Frontage"],
  ["zoning", "Zoning"],
  ["condition", "Condition"],
  ["layout", "Layout"],
];

export type FigureKind = "listing" | "measured" | "modelled" | "assumption";
export const KIND_LABEL: Record<FigureKind, string> = { listing: "From the listing", measured: "Measured", modelled: "Modelled", assumption: "Assumed" };

export type ConfidenceView = {
  level: ConfidenceLevel;
  reasons: string[];
  figures: { key: string; label: string; kind: FigureKind; detail: string }[];
};

const isKind = (v: unknown): v is FigureKind => v === "listing" || v === "measured" || v === "modelled" || v === "assumption";

/** The expanded panel's view of scoring_inputs.confidence and .provenance; null when there is no level. */
export function confidenceView(scoringInputs: unknown): ConfidenceView | null {
  const c = scoringObject(scoringInputs, "confidence");
  const level = confidenceLevelOf(c.level);
  if (!level) return null;
  const reasons = Array.isArray(c.reasons) ? c.reasons.filter((r): r is string => typeof r === "string" && r.trim() !== "") : [];
  const p = scoringObject(scoringInputs, "provenance");
  const figures: ConfidenceView["figures"] = [];
  for (const [key, label] of FIGURE_LABELS) {
    const f = storedObject<FigureProvenance>(p[key]);
    if (isKind(f.kind) && typeof f.detail === "string") figures.push({ key, label, kind: f.kind, detail: f.detail });
  }
  return { level, reasons, figures };
}
