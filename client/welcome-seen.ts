import { useSyncExternalStore } from "react";

/**
 * Whether this browser has seen the first-results welcome ("Bellissimo, your pie is ready!"). Spec 2 shows it on
 * first results; issue 38 found it standing beside the Search Results Ready dialog around every search. It is shown
 * for the first results this browser sees; after that the ready toast alone announces new results.
 */
export const WELCOME_SEEN_KEY = "propie_welcome_seen";

function hasSeenWelcome(): boolean {
  try {
    return window.localStorage.getItem(WELCOME_SEEN_KEY) === "1";
  } catch {
    return false;
  }
}

export function markWelcomeSeen(): void {
  try {
    window.localStorage.setItem(WELCOME_SEEN_KEY, "1");
  } catch {
    // Storage refused (private mode): the welcome shows again next time, nothing else changes.
  }
}

const noSubscription = () => () => {};
/** True while this browser has not yet dismissed a welcome; false in the server's HTML (no storage there). */
export function useFirstWelcome(): boolean {
  return useSyncExternalStore(noSubscription, () => !hasSeenWelcome(), () => false);
}
