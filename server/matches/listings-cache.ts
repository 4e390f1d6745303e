import "server-only";

/**
 * The serialised listings answers (spec 2, call 11) of the sessions being viewed, by
 * session and version (db/queries/search-listings.ts getListingsAccessAndVersion): a shared link
 * opened by many people, or a matches page polling, is built once per change instead
 * of once per request. Any instance may hold any entry; the version comes from the
 * database on every request, so an instance never serves an answer older than the data.
 * Bounded by entries and bytes; least recently used goes first. An answer is also kept per lens
 * (server/privacy.ts): the owner's, and each finance its other viewers' figures are worked on.
 */
const MAX_ENTRIES = 500;
const MAX_BYTES = 64 * 1024 * 1024;

type Entry = { key: string; body: string };
const entries = new Map<string, Entry>(); // by session id and lens: only the newest version is worth keeping
let bytes = 0;
const building = new Map<string, Promise<string>>();

function remember(slot: string, entry: Entry) {
  const old = entries.get(slot);
  if (old) {
    bytes -= old.body.length;
    entries.delete(slot);
  }
  entries.set(slot, entry);
  bytes += entry.body.length;
  for (const [id, e] of entries) {
    if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
    entries.delete(id);
    bytes -= e.body.length;
  }
}

/** The answer for this session at this version through this lens: cached, or built once (concurrent callers share the build). */
export async function cachedListingsBody(sessionId: string, version: string, lens: string, build: () => Promise<string>): Promise<string> {
  const slot = `${sessionId}|${lens}`;
  const key = `${slot}:${version}`;
  const hit = entries.get(slot);
  if (hit && hit.key === key) {
    entries.delete(slot); // refresh its place in the LRU order
    entries.set(slot, hit);
    return hit.body;
  }
  let pending = building.get(key);
  if (!pending) {
    pending = build()
      .then((body) => {
        remember(slot, { key, body });
        return body;
      })
      .finally(() => building.delete(key));
    building.set(key, pending);
  }
  return pending;
}
