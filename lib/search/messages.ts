import { GUEST_FAILURES, type GuestFailure } from "./api";
import { formatNumber } from "@/lib/money";

/** The search flow's copy, word for word from spec 2 sections 2, 5 and 8. */
export const SEARCH_MESSAGES = {
  estimateFailed: { title: "Search Failed", description: "Failed to start search. Please try again." },
  estimatePollFailed: { title: "Search Failed", description: "Failed to get search estimate. Please try again." },
  estimateException: { title: "Search Failed", description: "Failed to get search estimate. Please try again." },
  connectionError: { title: "Connection Error", description: "Unable to connect to search service. Please try again." },
  startHttpFailure: { title: "Error", description: "Failed to send preferences. Please try again." },
  startFailStatus: { title: "Error", description: "Oh dear...that didn't work. Would you like to start a new search and try again?" },
  startNetworkFallback: { title: "Error", description: "Please check your connection and try again." },
  networkError: (message: string) => ({ title: "Error", description: `Network error: ${message}` }),
  searchError: (message?: string | null) => ({ title: "Search Error", description: message?.trim() || "Search failed. Please try again." }),
  matchesReady: { title: "Bellissimo! Your matches are ready to view." },
  newSession: { title: "New Session Started" },
} as const;

export const GUEST_MESSAGES = {
  emailMismatch: { title: "Email mismatch", description: "The email addresses don't match exactly. Please try again." },
  invalidEmail: { title: "Invalid email", description: "Please enter a valid email address." },
  verifyFailed: { title: "Error", description: "Unable to verify email. Please try again." },
  /** The spec has two wordings: one from the existence check, one from the sign-up itself. */
  emailExists: { title: "Email already exists", description: "An account with this email already exists. Please sign in to continue." },
  emailExistsOnSignUp: { title: "Email already exists", description: "This email is already registered. Please sign in or use a different email." },
  creationFailed: { title: "Account creation failed", description: "Unable to create account. Please try again or proceed without email." },
  linkFailed: { title: "Session Link Warning", description: "Account created but session linking failed. You may need to log in to see results later." },
  generic: { title: "Error", description: "Something went wrong. Please try again." },
  created: (email: string) => ({ title: "Account created!", description: `We'll send search results to ${email}.` }),
} as const;

/** The toast for each reason the guest-account step gives: a reason added without one is a type error. */
const GUEST_FAILURE_TOASTS: Record<GuestFailure, { title: string; description: string }> = {
  mismatch: GUEST_MESSAGES.emailMismatch,
  invalid: GUEST_MESSAGES.invalidEmail,
  verify: GUEST_MESSAGES.verifyFailed,
  exists: GUEST_MESSAGES.emailExists,
  "signup-exists": GUEST_MESSAGES.emailExistsOnSignUp,
  create: GUEST_MESSAGES.creationFailed,
};

const isGuestFailure = (reason: string | null): reason is GuestFailure => (GUEST_FAILURES as readonly (string | null)[]).includes(reason);

/** The toast for a failed guest-account step, by the error's reason (lib/search/api.ts GuestFailure); the generic one for any other. */
export function guestFailureMessage(reason: string | null): { title: string; description: string } {
  return isGuestFailure(reason) ? GUEST_FAILURE_TOASTS[reason] : GUEST_MESSAGES.generic;
}

export const DIALOG_COPY = {
  readyTitle: "Search Results Ready",
  noResultsTitle: "No Results Found",
  noResultsText: "No properties match your current preferences. Try revising your preferences — widen the price range, add locations or relax the key search parameters.",
  tryAgain: "Let's try again",
  letsGo: "Let's go!",
  shareEmail: "Share email",
  noThanks: "No thanks I'll wait",
  createAccount: "Create account & start search",
  back: "Back",
  background: "The search runs in the background and we'll send you an email when your matches are ready.",
  /**
   * A guest has given no address yet: only Share email gets the e-mail. "No thanks I'll
   * wait" keeps them here, and the first matches open by themselves.
   */
  backgroundGuest:
    "The search runs in the background. Share your email and we'll send you a link when your matches are ready, or wait here and we'll take you to your matches as soon as the first ones are in.",
} as const;

/** "N properties match" with the estimated time's display rules (spec 2 section 9). */
export function formatEstimatedTime(minutes: number | null | undefined): string {
  const m = typeof minutes === "number" && Number.isFinite(minutes) ? minutes : 5;
  if (m < 1) return "less than 1 minute";
  const rounded = Math.round(m);
  return rounded === 1 ? "1 minute" : `${rounded} minutes`;
}

export function formatMatchCount(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? "property matches" : "properties match"}`;
}

/** What the search will do with the matches: all of them, or the best `ranked` of them. */
export function formatRankedCount(count: number, ranked: number | undefined): string | null {
  if (ranked === undefined || count === 0) return null;
  if (ranked >= count) return count === 1 ? "It will be analysed and scored." : `All ${formatNumber(count)} will be analysed and ranked.`;
  return `The best ${formatNumber(ranked)} by your filters will be analysed and ranked.`;
}

/** The 28 baking steps shown while a search runs, one every 6 s with a 300 ms fade. */
export const BAKING_MESSAGES = [
  "Preheating the oven...",
  "Gathering the freshest listings...",
  "Sifting through suburbs...",
  "Measuring out your price range...",
  "Cracking open the market data...",
  "Whisking in your preferences...",
  "Kneading the numbers...",
  "Rolling out the rental yields...",
  "Folding in capital growth...",
  "Checking the flood and bushfire overlays...",
  "Sprinkling in heritage checks...",
  "Proving the development potential...",
  "Layering the renovation estimates...",
  "Slicing up dual living options...",
  "Blind-baking the block sizes...",
  "Basting with suburb medians...",
  "Glazing the cash flow figures...",
  "Trimming the crusts off the outliers...",
  "Checking the filling is just right...",
  "Letting the scores rise...",
  "Turning the tray for an even bake...",
  "Peeking through the oven door...",
  "Scoring the top crust...",
  "Dusting with a little AI sugar...",
  "Plating up the best matches...",
  "Letting it cool on the rack...",
  "Cutting the first slice...",
  "Your pie is almost ready...",
] as const;

/** Status of a notification that a listing source was left out of a search (the matches page shows these notes). */
export const SOURCE_NOTE_STATUS = "warning";
