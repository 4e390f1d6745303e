import { GUEST_OWN_SEARCH_KEY, GUEST_VIEWING_KEY } from "./copy";

/**
 * How this tab views the current session's matches, from two sessionStorage flags:
 * - shared view: the tab opened someone else's session through /session/{id}. The beta
 *   gate is bypassed and the list is shown as it is (no "Analysing…", no polling: spec 2
 *   section 4, "unless the page is a guest/shared view").
 * - a guest's own search: the beta gate is bypassed too (a guest has no approval to
 *   show), but it is the guest's live search, so it polls and shows "Analysing…".
 * Each flag holds a session id and applies only while that session is current.
 */
export type Viewing = { bypassGate: boolean; sharedView: boolean };

type FlagStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function readViewing(storage: Pick<Storage, "getItem"> | null, sessionId: string | null): Viewing {
  if (!storage || !sessionId) return { bypassGate: false, sharedView: false };
  const sharedView = storage.getItem(GUEST_VIEWING_KEY) === sessionId;
  const ownSearch = storage.getItem(GUEST_OWN_SEARCH_KEY) === sessionId;
  return { bypassGate: sharedView || ownSearch, sharedView };
}

/** /session/{id} restored a session: a shared view. */
export function markSharedView(storage: FlagStore, sessionId: string) {
  storage.setItem(GUEST_VIEWING_KEY, sessionId);
  if (storage.getItem(GUEST_OWN_SEARCH_KEY) === sessionId) storage.removeItem(GUEST_OWN_SEARCH_KEY);
}

/** A guest's own search delivered its first results: open them without the gate, as a live search. */
export function markOwnGuestSearch(storage: FlagStore, sessionId: string) {
  storage.setItem(GUEST_OWN_SEARCH_KEY, sessionId);
  if (storage.getItem(GUEST_VIEWING_KEY) === sessionId) storage.removeItem(GUEST_VIEWING_KEY);
}
