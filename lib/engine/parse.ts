/** Lenient parsers for the text fields of the search payload. */

/**
 * "$850,000" / "850000" / "850k" / "1.2m" / "$1.25M" → dollars; "", "No minimum", "Any" → null.
 * A bare number under 10,000 with no suffix is read as thousands only when it carries a "k".
 */
export function parseMoney(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  if (typeof text === "number") return Number.isFinite(text) && text > 0 ? Math.round(text) : null;
  const t = text.trim().toLowerCase().replace(/[$,\s]/g, "").replace(/aud$/, "");
  const m = /^(\d+(?:\.\d+)?)(k|m|mil|million|b)?$/.exec(t);
  if (!m) return null;
  const n = Number(m[1]);
  const mult = m[2] === "k" ? 1_000 : m[2] === "m" || m[2] === "mil" || m[2] === "million" ? 1_000_000 : m[2] === "b" ? 1_000_000_000 : 1;
  const v = Math.round(n * mult);
  return v > 0 ? v : null;
}

/** "3+" → 3; "Any", "", null → 0 (no minimum). */
export function parseMinCount(text: string | null | undefined): number {
  if (!text) return 0;
  const m = /(\d+)/.exec(text);
  return m ? Number(m[1]) : 0;
}

/** "600", "600m2", "600 m²", "600sqm", "0.5 ha", "1 acre", "1,000" → m²; empty or unreadable → null. */
export function parseLandSize(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  if (typeof text === "number") return Number.isFinite(text) && text > 0 ? Math.round(text) : null;
  const t = text.trim().toLowerCase().replace(/,/g, "");
  const m = /^(\d+(?:\.\d+)?)\s*(m2|m²|sqm|sq\s*m|square\s*met(?:re|er)s?|ha|hectares?|acres?|ac)?\+?$/.exec(t);
  if (!m) return null;
  const n = Number(m[1]);
  const unit = m[2] ?? "";
  const mult = unit.startsWith("ha") || unit.startsWith("hect") ? 10_000 : unit.startsWith("ac") ? 4_046.86 : 1;
  const v = Math.round(n * mult);
  return v > 0 ? v : null;
}
