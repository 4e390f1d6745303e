"use client";

import dynamic from "next/dynamic";
import { preloadable, useMountMode } from "@/components/ui/preloadable";
import { MOBILE_BREAKPOINT_PX } from "@/lib/constants";
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
 * the one this width shows starts loading as this module is evaluated, with the page's scripts and before
 * hydration (`preloadListingList` again if the width changes). Once it is here the list renders at once
 * (components/ui/preloadable.tsx); in the server's HTML and the render that hydrates it, through next/dynamic;
 * mounted in the browser before it is here (the listings came first), the skeleton until it is.
 */
const table = preloadable(() => import("./listing-table").then((m) => m.ListingTable));
const cards = preloadable(() => import("./listing-cards").then((m) => m.ListingCards));
const DynamicTable = dynamic(() => import("./listing-table").then((m) => m.ListingTable), { loading: () => <ListSkeleton /> });
const DynamicCards = dynamic(() => import("./listing-cards").then((m) => m.ListingCards), { loading: () => <ListSkeleton /> });

export function ListingTable(props: ListingListProps & TableSortProps) {
  const mode = useMountMode(table);
  return mode === "loaded" ? <table.Loaded {...props} /> : mode === "server" ? <DynamicTable {...props} /> : <ListSkeleton />;
}

export function ListingCards(props: ListingListProps) {
  const mode = useMountMode(cards);
  return mode === "loaded" ? <cards.Loaded {...props} /> : mode === "server" ? <DynamicCards {...props} /> : <ListSkeleton />;
}

export const preloadListingList = (mobile: boolean) => void (mobile ? cards.preload() : table.preload()).catch(() => undefined);

if (typeof window !== "undefined") preloadListingList(window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`).matches);
