"use client";

import dynamic from "next/dynamic";

/** The panels' loading state: three blocks the size of the panels, while their code or the listing's detail loads. */
export function PanelsSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-3" role="status" aria-label="Loading details">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-40 animate-pulse rounded-lg bg-gray-100" />
      ))}
    </div>
  );
}

/**
 * The expanded row's panels, loaded with the first expand rather than with the page: "Your numbers"
 * carries lib/finance (its schedules and calculator) and the charts, which /matches' first load
 * would otherwise pay for (docs/PERFORMANCE.md, first-load budgets). The page preloads them on idle.
 */
const loadPanels = () => import("./listing-panels").then((m) => m.ListingPanels);
export const ListingPanels = dynamic(loadPanels, { loading: () => <PanelsSkeleton /> });
export const preloadListingPanels = () => void loadPanels().catch(() => undefined);
