/**
 * Risk overlays: flood, bushfire and heritage against the user's risk filters. Starts at 100;
 * each detected overlay the user avoids takes its penalty off (flood 40, bushfire 35, heritage 25).
 */
import { OVERLAY_PENALTY } from "../assumptions";
import { capitalise, joinList } from "../format";
import { OVERLAY_BITS, type EngineQuery } from "../query";
import type { EngineListing, OverlayKey, RiskOverlayInputs } from "../types";

const NOT_DETECTED = "Not detected";

/** Overlay text counts as detected unless it is empty or says it isn't there. */
export function overlayDetected(text: string | null | undefined): boolean {
  if (text === null || text === undefined) return false;
  // Every "isn't there" word starts with an n: text that starts with any other ASCII letter or a
  // digit is a detection whatever follows (trimming can't change its first character).
  const c = text.charCodeAt(0);
  const lower = c | 32;
  if ((lower >= 97 && lower <= 122 && lower !== 110) || (c >= 48 && c <= 57)) return true;
  // A catalogue repeats a few hundred overlay texts: remember the verdicts.
  let hit = verdicts.get(text);
  if (hit === undefined) {
    const t = text.trim().toLowerCase();
    hit = t !== "" && !/^(not detected|none|no|nil|n\/a|not affected|not applicable)\.?$/.test(t);
    if (verdicts.size < 10_000) verdicts.set(text, hit);
  }
  return hit;
}

const verdicts = new Map<string, boolean>();

export const overlayText = (text: string | null | undefined) => (overlayDetected(text) ? text!.trim() : NOT_DETECTED);

export function overlayMask(listing: Pick<EngineListing, "floodOverlay" | "bushfireOverlay" | "heritageOverlay">): number {
  return (
    (overlayDetected(listing.floodOverlay) ? OVERLAY_BITS.flood : 0) |
    (overlayDetected(listing.bushfireOverlay) ? OVERLAY_BITS.bushfire : 0) |
    (overlayDetected(listing.heritageOverlay) ? OVERLAY_BITS.heritage : 0)
  );
}

/** Score for each (detected & avoided) mask 0-7, precomputed. */
const RISK_SCORE_BY_MASK: readonly number[] = Array.from(
  { length: 8 },
  (_, m) =>
    100 -
    (m & OVERLAY_BITS.flood ? OVERLAY_PENALTY.flood : 0) -
    (m & OVERLAY_BITS.bushfire ? OVERLAY_PENALTY.bushfire : 0) -
    (m & OVERLAY_BITS.heritage ? OVERLAY_PENALTY.heritage : 0),
);

export const combineRisk = (mask: number, avoidMask: number) => RISK_SCORE_BY_MASK[mask & avoidMask];

const OVERLAY_WORDS: Record<OverlayKey, string> = { flood: "flood", bushfire: "bushfire", heritage: "heritage" };

export function riskOverlayInputs(listing: EngineListing, q: EngineQuery): RiskOverlayInputs {
  const mask = overlayMask(listing);
  const score = combineRisk(mask, q.avoidMask);
  const entry = (key: OverlayKey, text: string | null) => {
    const detected = overlayDetected(text);
    const avoided = (q.avoidMask & OVERLAY_BITS[key]) !== 0;
    return { text: overlayText(text), detected, avoided, penalty: detected && avoided ? OVERLAY_PENALTY[key] : 0 };
  };
  const flood = entry("flood", listing.floodOverlay);
  const bushfire = entry("bushfire", listing.bushfireOverlay);
  const heritage = entry("heritage", listing.heritageOverlay);
  const all = { flood, bushfire, heritage };
  const hits = (Object.keys(all) as OverlayKey[]).filter((k) => all[k].detected);
  const counted = hits.filter((k) => all[k].avoided);
  const ignored = hits.filter((k) => !all[k].avoided);
  const avoidedWords = (Object.keys(all) as OverlayKey[]).filter((k) => all[k].avoided).map((k) => OVERLAY_WORDS[k]);
  let commentary =
    hits.length === 0
      ? "No flood, bushfire or heritage overlay detected."
      : `Detected: ${hits.map((k) => `${OVERLAY_WORDS[k]} (${all[k].text})`).join("; ")}.`;
  if (counted.length > 0) commentary += ` You avoid ${joinList(counted.map((k) => OVERLAY_WORDS[k]))}: −${counted.reduce((s, k) => s + all[k].penalty, 0)} points.`;
  if (ignored.length > 0)
    commentary += ` ${capitalise(joinList(ignored.map((k) => OVERLAY_WORDS[k])))} ${ignored.length === 1 ? "isn't" : "aren't"} among your risk filters (${joinList(avoidedWords)}), so ${ignored.length === 1 ? "it doesn't" : "they don't"} lower the score.`;
  commentary += " Overlays come from the listing's data; confirm with a planning certificate.";
  return { score, commentary, flood, bushfire, heritage };
}
