import "server-only";
import type { DbOrTx } from "@/db/client";
import { findSuburbsByName } from "@/db/queries/suburbs";
import { toCatalogueRow, type CatalogueExtras } from "@/db/queries/catalogue-writes";
import type { NewCatalogueListing, Suburb } from "@/db/schema";
import { profileOfSuburb } from "@/lib/catalogue/profile";
import { fallbackProfile, searchPriceOf, suburbNameKey, type EngineListing } from "@/lib/engine";

/** A listing from outside the demo catalogue (an import file, a live source) before its suburb is resolved. */
export type UnresolvedListing = Omit<EngineListing, "source" | "suburbId" | "searchPrice"> & Omit<CatalogueExtras, "lat" | "lng"> & { lat: number | null; lng: number | null };

/**
 * Ties each listing to a row of `suburbs` (postcode first, then the most populous), filling
 * region, position and the search price (the asking price, or the engine's estimate when on
 * request), as catalogue rows of `source`. Suburbs the table doesn't know are reported.
 */
export async function resolveListings({ db, listings, source }: { db: DbOrTx; listings: readonly UnresolvedListing[]; source: string }): Promise<{ rows: NewCatalogueListing[]; unknownSuburbs: string[] }> {
  const keys = [...new Set(listings.map((l) => suburbNameKey(l.suburb, l.state)))];
  const found = await findSuburbsByName({ db, keys });
  const byKey = new Map<string, Suburb[]>();
  for (const s of found) {
    const k = suburbNameKey(s.name, s.state);
    byKey.set(k, [...(byKey.get(k) ?? []), s]);
  }
  const unknown = new Set<string>();
  const rows = listings.map((l) => {
    const candidates = byKey.get(suburbNameKey(l.suburb, l.state)) ?? [];
    const s = candidates.find((c) => l.postcode && c.postcode === l.postcode) ?? candidates[0] ?? null;
    if (!s) unknown.add(`${l.suburb} ${l.state}`);
    // The listing tied to its suburb, which supplies what the listing leaves out.
    const listing = {
      ...l,
      source,
      suburb: s?.name ?? l.suburb,
      postcode: l.postcode ?? s?.postcode ?? null,
      suburbId: s?.id ?? null,
      lga: l.lga ?? s?.lga ?? null,
      urbanArea: l.urbanArea ?? s?.urbanArea ?? null,
      lat: l.lat ?? s?.lat ?? null,
      lng: l.lng ?? s?.lng ?? null,
    };
    const profile = s ? profileOfSuburb(s) : fallbackProfile(l.suburb, l.state);
    return toCatalogueRow({ ...listing, searchPrice: searchPriceOf(listing, profile) });
  });
  return { rows, unknownSuburbs: [...unknown].sort() };
}
