/** Spec 2 section 7: listings are deduplicated by listing_id, keeping the newest created_at. */
export function dedupeByListingId<T extends { listing_id: string; created_at: string | Date }>(rows: readonly T[]): T[] {
  const time = (v: string | Date) => (v instanceof Date ? v.getTime() : Date.parse(v));
  const kept = new Map<string, T>();
  for (const row of rows) {
    const seen = kept.get(row.listing_id);
    if (!seen || time(row.created_at) > time(seen.created_at)) kept.set(row.listing_id, row);
  }
  // Keep the input order of the rows that survive, so a ranked query stays ranked.
  const winners = new Set(kept.values());
  return rows.filter((row) => winners.has(row));
}
