import "server-only";
import { getDbHandle } from "@/db/client";
import { env } from "@/server/env";
import { errorFields, log } from "@/server/log";
import { getSearchEngine } from "./engines";
import { warmSearchCaches } from "./scoring";

/**
 * Where this process works searches: the built-in engine's catalogue read into its memory in
 * the background (warmSearchCaches), so the first search after a start or a deploy is as quick
 * as the rest. On PostgreSQL only: on the embedded database the process is a laptop's dev
 * server, whose first pages come first. Called by `npm run worker` and, where the app works its
 * own queue, at the app's boot (instrumentation.ts).
 */
export async function warmSearchCachesInBackground(): Promise<void> {
  if (getSearchEngine().kind !== "builtin" || env().SEARCH_CACHE_LISTINGS <= 0) return;
  if ((await getDbHandle()).driver !== "postgres") return;
  const searchLog = log("search");
  warmSearchCaches().then(
    (r) => searchLog.info(r, "catalogue read into memory"),
    (err) => searchLog.warn(errorFields(err), "could not read the catalogue into memory; the first search will"),
  );
}
