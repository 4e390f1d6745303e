import { SESSION_ID_PATTERN } from "./constants";

/**
 * A page's first GETs, sent by an inline script as the HTML is parsed, before the page's scripts have run
 * and hydrated: the current session's id lives in the browser's storage (localStorage current_session_id),
 * so the server can't render what these answers hold, but the browser needn't wait for React to ask for
 * them (docs/PERFORMANCE.md, "Page loads"). apiFetch (client/api.ts) takes an answer sent here once, when
 * its component asks for the same path within EARLY_FETCH_MAX_AGE_MS; any other call goes out as usual.
 */
export const EARLY_FETCH_GLOBAL = "__propieEarlyFetch";
export const EARLY_FETCH_MAX_AGE_MS = 10_000;

/** What the script leaves on window, by path: when it was sent (the page's clock) and the answer. */
export type EarlyFetches = Record<string, { at: number; response: Promise<Response> }>;

/** The paths each page asks for first, `{id}` standing for the current session's id, as its components spell them. */
export const EARLY_FETCH_PATHS = {
  preferences: ["/api/preferences?sessionId={id}"],
  matches: ["/api/sessions/{id}/listings", "/api/sessions/{id}/stars"],
  /** A signed-in viewer's /matches also reads the session's preferences (its criteria; Save Session). */
  matchesSignedIn: ["/api/sessions/{id}/listings", "/api/sessions/{id}/stars", "/api/preferences?sessionId={id}"],
  chat: ["/api/chat?sessionId={id}"],
} as const satisfies Record<string, readonly string[]>;

export type EarlyFetchPage = keyof typeof EARLY_FETCH_PATHS;

/**
 * The inline script's source: reads the current session's id (nothing is sent without a valid one), sends
 * each GET as apiFetch would (same origin, not cached) and keeps its answer; a failure is left for the
 * component that asks (marked handled here, so an answer nobody takes logs nothing).
 */
export function earlyFetchScript(page: EarlyFetchPage, storageKey: string): string {
  const paths = JSON.stringify(EARLY_FETCH_PATHS[page]);
  return (
    `(()=>{try{const id=localStorage.getItem(${JSON.stringify(storageKey)});` +
    `if(!id||!new RegExp(${JSON.stringify(SESSION_ID_PATTERN.source)},${JSON.stringify(SESSION_ID_PATTERN.flags)}).test(id))return;` +
    `const sent=window[${JSON.stringify(EARLY_FETCH_GLOBAL)}]??={};` +
    `for(const p of ${paths}){const url=p.replace("{id}",encodeURIComponent(id));` +
    `const response=fetch(url,{credentials:"same-origin",cache:"no-store"});response.catch(()=>{});` +
    `sent[url]={at:performance.now(),response};}}catch{}})()`
  );
}
