/** The shortlist's, compare view's and exports' words (docs/WATCHES.md, "Shortlist, compare and export"). */
export const SHORTLIST_COPY = {
  star: "Star",
  unstar: "Unstar",
  starShort: "Star",
  starred: "Starred",
  starTitle: "Add to your shortlist",
  starredTitle: "On your shortlist: press to remove",
  starFailedTitle: "Couldn't update the shortlist",
  starFailed: "The shortlist couldn't be updated. Please try again.",
  limitTitle: "Shortlist full",
  dropped: "Dropped out",
  droppedTitle: "The latest search no longer returns this listing: shown as it was when you starred it.",
  allMatches: "All matches",
  shortlist: "Shortlist",
  shortlistEmpty: "No listings starred yet. Press the star beside a listing to keep it on your shortlist, even when a later search drops it.",
  compareHint: "Pick two to four listings to compare side by side.",
  compare: "Compare",
  exportCsv: "Export CSV",
  exportXlsx: "Export XLSX",
  exporting: "Preparing export…",
  exportFailedTitle: "Export failed",
  exportFailed: "The export couldn't be made. Please try again.",
  exportedTitle: "Export ready",
  compareTitle: "Compare listings",
  compareBack: "Back to the matches",
  best: "Best",
} as const;

/** How many of the month's exports are left (null: nothing to say — unlimited, or not known yet). */
export function exportsLeftWords(allowance: { limit: number | null; left: number | null } | null): string | null {
  if (!allowance || allowance.limit === null || allowance.left === null) return null;
  if (allowance.limit === 0) return "Exports aren't included in your plan";
  if (allowance.left === 0) return `No exports left this month (of ${allowance.limit})`;
  return `${allowance.left} of ${allowance.limit} export${allowance.limit === 1 ? "" : "s"} left this month`;
}
