/**
 * The matches and sessions copy of spec 2 (sections 2, 5 and 8), word for word,
 * in one place so components and tests read the same strings.
 */
import { formatNumber } from "@/lib/money";

export const MATCHES_COPY = {
  title: "Property Matches",
  countNone: "No properties found yet",
  count: (n: number) => `Found ${n} property ${n === 1 ? "match" : "matches"}`,
  /** The search kept the best `n` of `matched` listings. */
  countTop: (n: number, matched: number) => `Showing the top ${formatNumber(n)} of ${formatNumber(matched)} property matches`,
  sessionId: "Session ID:",
  guestHint: "Sign in to save your preferences and sessions.",
  shareResults: "Share Results",
  saveSession: "Save Session",
  loadSession: "Load Session",
  refresh: "Refresh",
  sortBy: "Sort By",
  tieNote: "Equal scores are ordered by your next-ranked section, then by the lower price.",
  disclaimer:
    "Scores are algorithmic estimates from AI-interpreted third-party data. They are general information only, not financial advice; Propie is not a licensed financial adviser and holds no financial services licence.",
  emptyTitle: "No properties found yet",
  emptyText: "Your search hasn't returned any matches for this session yet.",
  emptyAction: "Go back to preferences",
  demoBadge: "Demo data",
  demoNotice: "Demo data: these listings are generated for demonstration and are not real properties for sale.",
  liveBadge: "Live · Domain",
  liveBadgeTitle: "A real listing for sale, from Domain",
  importBadge: "Imported",
  importBadgeTitle: "A listing imported from a file",
  /** Demo rows among real ones (live or imported): the rows are labelled, not the page. */
  mixedNotice: "Only the rows labelled Demo data are generated for demonstration; the others are real listings.",
  viewOnDomain: "View on Domain",
  agentPrice: "Agent's price:",
  photosOf: (address: string) => `Photos of ${address}`,
  floorPlansOf: (address: string) => `Floor plans of ${address}`,
  satelliteUnavailable: "Satellite image unavailable",
  satelliteMissing: "No satellite view available",
  priceOnRequest: "Price on request",
  analysing: "Analysing…",
  welcomeTitle: "Bellissimo, your pie is ready!",
  welcomeText: "Your matches are out of the oven. Take a look at how each property scores against your strategy.",
  welcomeAction: "View My Matches",
} as const;

/** The count line: "Found N property matches", or "top N of M" where the search cut the matches. */
export function matchCountLine(count: number, matched: number | null | undefined): string {
  if (count === 0) return MATCHES_COPY.countNone;
  return typeof matched === "number" && matched > count ? MATCHES_COPY.countTop(count, matched) : MATCHES_COPY.count(count);
}

export const DIALOG_COPY = {
  saveTitle: "Save Current Preferences",
  saveNameLabel: "Name",
  saveNamePlaceholder: "e.g. Brisbane cash flow",
  save: "Save",
  cancel: "Cancel",
  loadTitle: "Load Session",
  loadByIdLabel: "Session ID",
  load: "Load",
  savedListTitle: "Saved sessions",
  savedListEmpty: "You have no saved sessions yet.",
  delete: "Delete",
  deleteConfirmTitle: "Delete saved session?",
  deleteConfirm: (name: string) => `"${name}" will be deleted. This can't be undone.`,
} as const;

export const SESSIONS_COPY = {
  title: "Saved Sessions",
  back: "Back to Preferences",
  signInRequired: "Please sign in to view your saved sessions",
  signIn: "Sign In",
  empty: "You have no saved sessions yet. Save one from the matches screen.",
  notFoundTitle: "Session Not Found",
  notFoundText: "The session you're looking for doesn't exist or has been removed.",
  loginRequiredTitle: "Login Required",
  loginRequiredText: "This session is private. Log in with the account that owns it to view the results.",
  loginRequiredOwner: (email: string) => `This session belongs to ${email}.`,
  logIn: "Log In",
  restoring: "Restoring session…",
  goHome: "Go to Home",
} as const;

/** Toasts of spec 2 section 8, exactly as written. */
export const TOASTS = {
  saveFailed: { title: "Save Failed", fallback: "Failed to save preferences." },
  saved: (name: string) => ({ title: "Preferences Saved", description: `"${name}" saved successfully.` }),
  deleteFailedPreference: { title: "Delete Failed", fallback: "Failed to delete saved preference." },
  deleteFailedSession: { title: "Delete Failed", fallback: "Failed to delete saved session." },
  deleted: (name: string) => ({ title: "Deleted", description: `"${name}" has been deleted.` }),
  restoreFailedPreferences: { title: "Restore Failed", fallback: "Failed to restore saved preferences." },
  restoreFailedSession: { title: "Restore Failed", fallback: "Failed to restore saved session." },
  fetchFailed: { title: "Fetch Failed", description: "Failed to load listings for restored session." },
  sessionRestored: { title: "Session Restored", description: "Your session has been restored successfully." },
  preferencesRestored: { title: "Preferences Restored" },
  restoreSessionError: { title: "Error", description: "Failed to restore session." },
  loadError: { title: "Error", description: "Failed to load property matches. Please try again." },
  refreshed: { title: "Refreshed", description: "Property matches have been updated." },
  shareFailedServer: { title: "Share Failed", description: "Could not make session shareable." },
  shareFailed: { title: "Share Failed", description: "Could not share session. Please try again." },
  linkCopied: { title: "Link Copied!" },
  copyLinkManually: { title: "Copy this link manually:" },
  addressCopied: { title: "Address Copied!" },
  copyAddressManually: { title: "Copy this address manually:" },
  nameRequired: { title: "Name Required", description: "Please enter a name for your saved preferences." },
  noPreferences: { title: "No Preferences", description: "Set some preferences first by using the chat or filters." },
  notAuthenticated: "User must be authenticated",
} as const;

/** What /session/{id} stores before sending a signed-out viewer to /auth (spec 2 section 8). */
export const LOGIN_MESSAGE = "Please log in to view your results";

/** The buyer's criteria on /matches (docs/SCORING.md §17). */
export const CRITERIA_COPY = {
  title: "Your criteria",
  filter: "Meets my criteria",
  meets: "Meets your criteria",
  misses: (missed: number, of: number) => `Misses ${missed} of ${of} criteria`,
  noneTitle: "No listing meets your criteria",
  noneText: (n: number) => `None of these ${n.toLocaleString("en-AU")} listings passes every criterion you set.`,
  nearestTitle: "The nearest listings, and what each misses by",
  change: "Change your criteria",
  allLoseMoney: (n: number) =>
    `Every listing in this search loses money: none of these ${n.toLocaleString("en-AU")} has a positive cash flow a month on the numbers shown.`,
};
