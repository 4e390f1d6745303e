import type { NumbersBasis } from "@/lib/matches/types";

/**
 * The words around a shared search (docs/SECURITY.md, "Personal data"): what Share shares, what
 * someone who opens the link sees instead of the sharer's own money, and where their edits go.
 */
export const SHARED_SEARCH_COPY = {
  shareDialog: {
    title: "Share this search?",
    shares: "Anyone with the link can see this search (its places, property type, price range and strategy) and its ranked results.",
    private:
      "Your finances are never shared: your income, debts, deposit, savings and loan settings stay yours. Anyone who opens the link sees the money figures worked on their own finances, or on standard assumptions.",
    confirm: "Share and copy link",
    cancel: "Cancel",
  },
  /** Instead of "Session Restored" for a session that isn't the viewer's. */
  openedToast: {
    title: "Shared search opened",
    description: "You're viewing a search someone shared with you. Figures about a buyer's own money are worked on yours or on standard assumptions, never on theirs.",
  },
  preferencesNotice:
    "This search was shared with you. Any change you make is saved as a search of your own, and the original stays as it was. The finances of the person who shared it are not shown, and yours are not shown to them.",
  copiedToast: { title: "Saved as your own copy", description: "Your change went to a new search of your own. The shared search stays as it was." },
  copiedNotice: "You're editing your own copy of a shared search. The original stays as it was.",
  saveFailed: "Your changes aren't saved.",
} as const;

/** The line that says whose finance "Your numbers" and the money columns were worked on. */
export const NUMBERS_BASIS_LABEL: Record<NumbersBasis, string> = {
  owner: "Worked on your finance",
  yours: "Worked on your own finance from your account, not on the finances of the person who shared this search",
  standard: "Worked on Propie's standard assumptions, not on the finances of the person who shared this search",
};

/**
 * Whose finance a hold's figures are worked on, in the panel's words: NUMBERS_BASIS_LABEL, and for
 * the searcher's own search run without any finance entered, the standard loan said plainly.
 */
export function numbersBasisLabel(basis: NumbersBasis, blockBasis: "profile" | "standard"): string {
  if (basis === "owner" && blockBasis === "standard") return "Worked on Propie's standard loan: no finance was entered for this search";
  return NUMBERS_BASIS_LABEL[basis];
}
