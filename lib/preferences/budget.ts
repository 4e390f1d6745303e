/**
 * Renovation budget parsing (spec 2 sections 3 and 5): "50k", "$50,000", "50000"
 * and 50000 all mean fifty thousand dollars; k means thousands. Anything else is
 * null (no budget), so a stray value never blocks a search.
 */
export function parseRenovationBudget(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  if (typeof value !== "string") return null;
  const text = value.trim().toLowerCase().replace(/[$,\s]/g, "");
  if (text === "") return null;
  const match = /^(\d+(?:\.\d+)?)(k?)$/.exec(text);
  if (!match) return null;
  const amount = Number(match[1]) * (match[2] === "k" ? 1_000 : 1);
  return Number.isFinite(amount) ? Math.round(amount) : null;
}
