"use client";

import { z } from "zod";
import { ApiError, apiFetch } from "@/client/api";
import { useSyncExternalStore } from "react";
import { AUTOSAVE_DEBOUNCE_MS } from "@/lib/constants";
import { isSessionId } from "@/lib/session-id";
import { getCurrentSessionId, setCurrentSessionId, SESSION_CHANGED_EVENT } from "@/client/session-id";
import { newSessionId } from "@/lib/session-id";
import { isEmptyPreferencesObject, parseStoredPreferences } from "@/lib/preferences/convert";
import { emptyPreferences, type StoredPreferences } from "@/lib/preferences/schema";

/**
 * The browser's copy of the current session's preferences: one module-level store
 * (read with useSyncExternalStore), a per-session copy in sessionStorage
 * (session_preferences_{session}) so a reload keeps edits, and the server copy
 * (user_sessions.session_data, through /api/preferences) written 500 ms after the
 * last edit.
 *
 * Other screens use the small API below: applyPreferences (e.g. restoring saved
 * preferences), getPreferences, subscribePreferences, resetPreferences.
 *
 * Someone else's search (opened through a shared link: `yours` false) is never written: the first
 * edit copies it into a new session of the viewer's own, which becomes the current one, and the
 * edit is saved there (`copiedFrom` says so). A save the server refuses is never kept quietly as if
 * it were saved: `saveStatus` "error" with the server's words in `saveError`.
 */
export type PreferencesStatus = "idle" | "loading" | "ready";
export type SaveStatus = "idle" | "pending" | "saving" | "saved" | "error" | "claim-required";
export type PreferencesSnapshot = {
  sessionId: string | null;
  preferences: StoredPreferences;
  status: PreferencesStatus;
  saveStatus: SaveStatus;
  /**
   * Why the server copy could not be loaded (spec 2 section 8): "Failed to load
   * preferences: …" when the server answered with an error, "Request failed: …" when
   * it could not be reached. Null after a successful load.
   */
  loadError: string | null;
  /**
   * Whether the session's personal data is this viewer's (GET /api/preferences `yours`): false for
   * someone else's search opened through its link, whose edits go to a copy.
   */
  yours: boolean;
  /** The shared search the current session was copied from by the viewer's first edit; null otherwise. */
  copiedFrom: string | null;
  /** Why the last save failed, in the server's words (saveStatus "error"). */
  saveError: string | null;
};

export const sessionPreferencesKey = (sessionId: string) => `session_preferences_${sessionId}`;

const SERVER_SNAPSHOT: PreferencesSnapshot = {
  sessionId: null,
  preferences: emptyPreferences(),
  status: "idle",
  saveStatus: "idle",
  loadError: null,
  yours: true,
  copiedFrom: null,
  saveError: null,
};

let snapshot: PreferencesSnapshot = SERVER_SNAPSHOT;
const listeners = new Set<() => void>();
let saveTimer: ReturnType<typeof setTimeout> | null = null;
let pendingSave: { sessionId: string; preferences: StoredPreferences } | null = null;
/** A save the server refused because the session is a guest's: kept until the user answers "Take it over?". */
let claimBlockedSave: { sessionId: string; preferences: StoredPreferences } | null = null;
/** The last save that failed, for "Try again". */
let failedSave: { sessionId: string; preferences: StoredPreferences } | null = null;
let loadSeq = 0;
let bound = false;

function emit(next: Partial<PreferencesSnapshot>) {
  snapshot = { ...snapshot, ...next };
  for (const l of listeners) l();
}

const inBrowser = () => typeof window !== "undefined";

/**
 * `next`, or the current object when it holds the same values: the filters panel's section
 * bodies are memoised on the preferences object, so a load that brings back what is already
 * shown (a new session, an unchanged copy) re-renders none of them.
 */
function unchangedOr(next: StoredPreferences): StoredPreferences {
  return JSON.stringify(next) === JSON.stringify(snapshot.preferences) ? snapshot.preferences : next;
}

function readLocal(sessionId: string): StoredPreferences | null {
  try {
    const raw = window.sessionStorage.getItem(sessionPreferencesKey(sessionId));
    return raw ? parseStoredPreferences(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

function writeLocal(sessionId: string, preferences: StoredPreferences | null) {
  try {
    if (preferences) window.sessionStorage.setItem(sessionPreferencesKey(sessionId), JSON.stringify(preferences));
    else window.sessionStorage.removeItem(sessionPreferencesKey(sessionId));
  } catch {
    // Storage can be full or disabled (private mode); the in-memory copy still works.
  }
}

/** Binds the store to the current session the first time it is used in the browser. */
function ensureBound() {
  if (bound || !inBrowser()) return;
  bound = true;
  const sessionId = getCurrentSessionId();
  emit({ sessionId, preferences: unchangedOr(readLocal(sessionId) ?? emptyPreferences()), status: "idle" });
  // Leaving the page inside the 500 ms debounce would otherwise drop the last edit.
  window.addEventListener("pagehide", () => void flushAutosave());
  window.addEventListener(SESSION_CHANGED_EVENT, (event) => {
    const id = (event as CustomEvent<string>).detail;
    if (isSessionId(id) && id !== snapshot.sessionId) switchSession(id);
  });
}

function switchSession(sessionId: string) {
  void flushAutosave();
  loadSeq++;
  emit({ sessionId, preferences: readLocal(sessionId) ?? emptyPreferences(), status: "idle", saveStatus: "idle", loadError: null, yours: true, copiedFrom: null, saveError: null });
}

export function getPreferences(): StoredPreferences {
  ensureBound();
  return snapshot.preferences;
}

export function getPreferencesSnapshot(): PreferencesSnapshot {
  ensureBound();
  return snapshot;
}

export function subscribePreferences(cb: () => void): () => void {
  ensureBound();
  listeners.add(cb);
  return () => listeners.delete(cb);
}

function scheduleSave(sessionId: string, preferences: StoredPreferences) {
  pendingSave = { sessionId, preferences };
  if (saveTimer) clearTimeout(saveTimer);
  emit({ saveStatus: "pending" });
  saveTimer = setTimeout(() => void flushAutosave(), AUTOSAVE_DEBOUNCE_MS);
}

/** Sends a pending autosave now (before a search starts, or when the session changes). */
export async function flushAutosave(): Promise<boolean> {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
  const job = pendingSave;
  pendingSave = null;
  if (!job) return true;
  emit({ saveStatus: "saving" });
  try {
    // keepalive lets a save started as the page unloads finish.
    await apiFetch("/api/preferences", { method: "PUT", body: { sessionId: job.sessionId, preferences: job.preferences }, keepalive: true });
    if (job.sessionId === snapshot.sessionId && !pendingSave) emit({ saveStatus: "saved", saveError: null });
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.status === 409 && err.code === "claim_required") {
      claimBlockedSave = job;
      if (job.sessionId === snapshot.sessionId) emit({ saveStatus: "claim-required" });
      return false;
    }
    // Kept for "Try again" (retrySave): the edit is still on screen and not saved.
    failedSave = job;
    if (job.sessionId === snapshot.sessionId && !pendingSave) emit({ saveStatus: "error", saveError: err instanceof Error ? err.message : String(err) });
    return false;
  }
}

/** Takes a guest's session over for the signed-in user (it becomes theirs, still readable by its link); false when refused. */
export function claimSession(sessionId: string): Promise<boolean> {
  return apiFetch(`/api/sessions/${encodeURIComponent(sessionId)}/claim`, { method: "POST" }).then(
    () => true,
    () => false,
  );
}

/**
 * The answer to "Take it over?" for a guest's session a signed-in user edited:
 * yes claims it (it becomes theirs, and stays readable by its link) and sends the
 * held save; no drops the edit and reloads the guest's copy.
 */
export async function answerClaim(takeOver: boolean): Promise<boolean> {
  const job = claimBlockedSave;
  claimBlockedSave = null;
  if (!job) return true;
  if (!takeOver) {
    await loadServerPreferences(job.sessionId);
    emit({ saveStatus: "idle" });
    return false;
  }
  if (!(await claimSession(job.sessionId))) {
    emit({ saveStatus: "error" });
    return false;
  }
  pendingSave = pendingSave?.sessionId === job.sessionId ? pendingSave : job;
  return flushAutosave();
}

/** Sends the last failed save again ("Try again"). */
export function retrySave(): Promise<boolean> {
  const job = failedSave;
  failedSave = null;
  if (!job) return Promise.resolve(true);
  pendingSave = pendingSave?.sessionId === job.sessionId ? pendingSave : job;
  return flushAutosave();
}

/**
 * Replaces the current session's preferences (restoring saved preferences, the chat,
 * a user edit) and autosaves them unless `save: false`. With `sessionId`, binds the
 * store to that session first; `yours: false` marks it as someone else's (a shared link),
 * so that a saved edit goes to a copy.
 */
export function applyPreferences(stored: StoredPreferences | Record<string, unknown>, opts: { save?: boolean; sessionId?: string; yours?: boolean } = {}) {
  ensureBound();
  if (opts.sessionId && opts.sessionId !== snapshot.sessionId) switchSession(opts.sessionId);
  if (opts.yours !== undefined) emit({ yours: opts.yours });
  let sessionId = snapshot.sessionId;
  if (!sessionId) return;
  const preferences = parseStoredPreferences(stored);
  if (opts.save !== false && !snapshot.yours) {
    // Someone else's search: the edit starts a copy of the viewer's own (its personal data was never sent).
    const from = sessionId;
    sessionId = newSessionId();
    setCurrentSessionId(sessionId);
    if (snapshot.sessionId !== sessionId) switchSession(sessionId);
    emit({ copiedFrom: from });
  }
  writeLocal(sessionId, preferences);
  emit({ preferences, status: snapshot.status === "loading" ? "ready" : snapshot.status });
  if (opts.save !== false) scheduleSave(sessionId, preferences);
}

/**
 * The session a write (a search) goes to: the current one when it is the viewer's, else a copy of
 * the shared search made now, as a first edit would (applyPreferences).
 */
export function ownSessionForWrite(): string | null {
  ensureBound();
  if (!snapshot.yours) applyPreferences(snapshot.preferences);
  return snapshot.sessionId;
}

/** A user edit: a pure function of the current preferences (see ./edit.ts). */
export function updatePreferences(edit: (p: StoredPreferences) => StoredPreferences) {
  applyPreferences(edit(getPreferences()));
}

/** Clears the local copy of the current (or given) session. The server copy is left alone unless `save`. */
export function resetPreferences(opts: { save?: boolean; sessionId?: string } = {}) {
  ensureBound();
  const sessionId = opts.sessionId ?? snapshot.sessionId;
  if (!sessionId) return;
  writeLocal(sessionId, null);
  if (sessionId !== snapshot.sessionId) return;
  if (pendingSave?.sessionId === sessionId) pendingSave = null;
  emit({ preferences: emptyPreferences() });
  if (opts.save) scheduleSave(sessionId, emptyPreferences());
}

/** GET /api/preferences: the stored preferences of a session (parsed by parseStoredPreferences below), and whether they are the viewer's. */
const preferencesResponseSchema = z.object({ preferences: z.unknown(), yours: z.boolean().default(true) });

/**
 * Loads the server copy of the session into local state (spec 2 section 4,
 * "Autosave"): an empty server copy clears local state. While it loads the panel
 * shows "Loading Filters...". A failed load keeps the local copy and records why
 * in loadError.
 */
export async function loadServerPreferences(sessionId = getPreferencesSnapshot().sessionId): Promise<void> {
  if (!sessionId) return;
  const seq = ++loadSeq;
  emit({ status: "loading" });
  try {
    let body: { preferences: unknown; yours: boolean };
    try {
      body = await apiFetch(`/api/preferences?sessionId=${encodeURIComponent(sessionId)}`, { schema: preferencesResponseSchema });
    } catch (err) {
      if (!(err instanceof ApiError) || err.status === 0 || err.code === "invalid_response") throw err;
      if (seq === loadSeq && sessionId === snapshot.sessionId) emit({ status: "ready", loadError: `Failed to load preferences: ${err.message}` });
      return;
    }
    if (seq !== loadSeq || sessionId !== snapshot.sessionId) return;
    emit({ yours: body.yours });
    // Edits made while the copy was loading win over it.
    if (pendingSave?.sessionId === sessionId) return emit({ status: "ready", loadError: null });
    if (isEmptyPreferencesObject(body.preferences)) {
      writeLocal(sessionId, null);
      emit({ preferences: unchangedOr(emptyPreferences()), status: "ready", loadError: null });
    } else {
      const preferences = parseStoredPreferences(body.preferences);
      writeLocal(sessionId, preferences);
      emit({ preferences: unchangedOr(preferences), status: "ready", loadError: null });
    }
  } catch (err) {
    if (seq === loadSeq) emit({ status: "ready", loadError: `Request failed: ${err instanceof Error ? err.message : String(err)}` });
  }
}

/** React binding: re-renders on every change of the current session's preferences. */
export function usePreferencesStore(): PreferencesSnapshot {
  return useSyncExternalStore(subscribePreferences, getPreferencesSnapshot, () => SERVER_SNAPSHOT);
}
