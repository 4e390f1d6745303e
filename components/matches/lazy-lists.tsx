"use client";

import dynamic from "next/dynamic";

/** While the list's code loads (a moment, once): blocks the size of the first rows. */
function ListSkeleton() {
  return (
    <div className="space-y-3" role="status" aria-label="Loading matches">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-24 animate-pulse rounded-lg bg-gray-100" />
      ))}
    </div>
  );
}

/**
 * The matches list as a table (1280 px) or as cards (a phone): a screen needs only one of them, so each is
 * its own chunk, loaded when the screen knows its width (docs/PERFORMANCE.md, first-load budgets);
 * `preloadListingList` starts it with the page, beside the listings' fetch.
 */
const loadTable = () => import("./listing-table").then((m) => m.ListingTable);
const loadCards = () => import("./listing-cards").then((m) => m.ListingCards);
export const ListingTable = dynamic(loadTable, { loading: () => <ListSkeleton /> });
export const ListingCards = dynamic(loadCards, { loading: () => <ListSkeleton /> });
export const preloadListingList = (mobile: boolean) => void (mobile ? loadCards() : loadTable()).catch(() => undefined);
