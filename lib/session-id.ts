import { z } from "zod";
import { MALFORMED_UUID_MESSAGE, SESSION_ID_PATTERN } from "./constants";

/** A search session id (a 36-character UUID) at every boundary, with the spec's message. */
export const sessionIdSchema = z.string().regex(SESSION_ID_PATTERN, MALFORMED_UUID_MESSAGE);

/**
 * The current search session id, a 36-character UUID kept in localStorage under
 * current_session_id (spec 1 section 3). Browser-only helpers.
 */
export const SESSION_STORAGE_KEY = "current_session_id";

export function isSessionId(value: unknown): value is string {
  return typeof value === "string" && SESSION_ID_PATTERN.test(value);
}

export function newSessionId(): string {
  const id = crypto.randomUUID();
  if (!isSessionId(id)) throw new Error("Generated UUID is malformed");
  return id;
}

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
  window.dispatchEvent(new CustomEvent("propie:session-changed", { detail: id }));
}
