import "server-only";

/**
 * The serialised listings answers (spec 2, call 11) of the sessions being viewed, by
 * session and version (db/queries/search-listings.ts getListingsAccessAndVersion): a shared link
 * opened by many people, or a matches page polling, is built once per change instead
 * of once per request. Any instance may hold any entry; the version comes from the
 * database on every request, so an instance never serves an answer older than the data.
 * Bounded by entries and bytes; least recently used goes first.
 */
const MAX_ENTRIES = 500;
const MAX_BYTES = 64 * 1024 * 1024;

type Entry = { key: string; body: string };
const entries = new Map<string, Entry>(); // by session id: only its newest version is worth keeping
let bytes = 0;
const building = new Map<string, Promise<string>>();

function remember(sessionId: string, entry: Entry) {
  const old = entries.get(sessionId);
  if (old) {
    bytes -= old.body.length;
    entries.delete(sessionId);
  }
  entries.set(sessionId, entry);
  bytes += entry.body.length;
  for (const [id, e] of entries) {
    if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
    entries.delete(id);
    bytes -= e.body.length;
  }
}

/** The answer for this session at this version: cached, or built once (concurrent callers share the build). */
export async function cachedListingsBody(sessionId: string, version: string, build: () => Promise<string>): Promise<string> {
  const key = `${sessionId}:${version}`;
  const hit = entries.get(sessionId);
  if (hit && hit.key === key) {
    entries.delete(sessionId); // refresh its place in the LRU order
    entries.set(sessionId, hit);
    return hit.body;
  }
  let pending = building.get(key);
  if (!pending) {
    pending = build()
      .then((body) => {
        remember(sessionId, { key, body });
        return body;
      })
      .finally(() => building.delete(key));
    building.set(key, pending);
  }
  return pending;
}
