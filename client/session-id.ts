import { isSessionId, newSessionId } from "@/lib/session-id";

/**
 * The current search session id, a 36-character UUID kept in localStorage under
 * current_session_id (spec 1 section 3).
 */
export const SESSION_STORAGE_KEY = "current_session_id";
/** Dispatched on window when this tab changes its current session (client/session-hooks.ts listens). */
export const SESSION_CHANGED_EVENT = "propie:session-changed";

export function getCurrentSessionId(): string {
  const stored = window.localStorage.getItem(SESSION_STORAGE_KEY);
  if (isSessionId(stored)) return stored;
  const id = newSessionId();
  window.localStorage.setItem(SESSION_STORAGE_KEY, id);
  return id;
}

export function setCurrentSessionId(id: string) {
  if (!isSessionId(id)) throw new Error("Generated UUID is malformed");
  window.localStorage.setItem(SESSION_STORAGE_KEY, id);
  window.dispatchEvent(new CustomEvent(SESSION_CHANGED_EVENT, { detail: id }));
}
