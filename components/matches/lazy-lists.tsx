"use client";

import dynamic from "next/dynamic";
import { preloadable, useLoadedAtMount } from "@/components/ui/preloadable";
import type { ListingListProps } from "./listing-parts";
import type { TableSortProps } from "./listing-table-head";

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
 * `preloadListingList` starts it with the page, beside the listings' fetch. Once it is here the list renders
 * at once (components/ui/preloadable.tsx); before that, and in the server's HTML, through next/dynamic.
 */
const table = preloadable(() => import("./listing-table").then((m) => m.ListingTable));
const cards = preloadable(() => import("./listing-cards").then((m) => m.ListingCards));
const DynamicTable = dynamic(() => import("./listing-table").then((m) => m.ListingTable), { loading: () => <ListSkeleton /> });
const DynamicCards = dynamic(() => import("./listing-cards").then((m) => m.ListingCards), { loading: () => <ListSkeleton /> });

export function ListingTable(props: ListingListProps & TableSortProps) {
  return useLoadedAtMount(table.isLoaded) ? <table.Loaded {...props} /> : <DynamicTable {...props} />;
}

export function ListingCards(props: ListingListProps) {
  return useLoadedAtMount(cards.isLoaded) ? <cards.Loaded {...props} /> : <DynamicCards {...props} />;
}

export const preloadListingList = (mobile: boolean) => void (mobile ? cards.preload() : table.preload()).catch(() => undefined);
