/**
 * Runs once when the server boots (`next start`, `next dev`), never during `next build`:
 * - in production, refuses to start without APP_URL and AUTH_SECRET (server/env.ts);
 * - stamps every incoming request with the socket address it came from, for the
 *   rate limits (server/peer-address.ts);
 * - on PGlite, migrates and seeds the embedded database (db/dev-setup.ts), then serves it to psql
 *   and the npm scripts (db/client.ts serveEmbeddedDatabase);
 * - installs the graceful shutdown on SIGTERM (server/lifecycle.ts: readiness 503 while
 *   draining, jobs stopped or returned to the queue, in-flight requests finished);
 * - starts the in-process search worker and the approval e-mails: always on PGlite (one process owns the
 *   database), and on PostgreSQL unless SEARCH_WORKER=off (then run `npm run worker`
 *   beside the app); there, on PostgreSQL, it reads the catalogue into memory for the searches.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { exitOnIncompleteProductionConfig } = await import("@/server/env");
  exitOnIncompleteProductionConfig("The server");
  const { errorFields, log } = await import("@/server/log");
  const { installGracefulShutdown } = await import("@/server/lifecycle");
  installGracefulShutdown();
  const { installPeerAddressHook } = await import("@/server/peer-address");
  installPeerAddressHook();
  const { prepareEmbeddedDatabase } = await import("@/db/dev-setup");
  // Before the first request (Next.js awaits register()). A failure is logged and the pages that need no database
  // are still served, as for the other steps here.
  await prepareEmbeddedDatabase().catch((err) => log("db").error(errorFields(err), "the embedded database could not be migrated and seeded"));
  const { serveEmbeddedDatabase } = await import("@/db/client");
  // psql and the npm scripts reach the embedded database through the app (README, Operations).
  await serveEmbeddedDatabase().catch((err) => log("db").error(errorFields(err), "the embedded database is not served"));
  const { startInProcessJobs } = await import("@/server/jobs/worker");
  const { workerEnabledHere } = await import("@/server/search/worker");
  // A failure here must not take the site down: searches also start the worker on demand.
  startInProcessJobs().catch((err) => log("jobs").error(errorFields(err), "the search worker did not start"));
  // Where this process works searches, the catalogue into its memory (server/search/warm.ts).
  workerEnabledHere()
    .then(async (here) => here && (await import("@/server/search/warm")).warmSearchCachesInBackground())
    .catch((err) => log("search").warn(errorFields(err), "the catalogue was not read into memory"));
}
