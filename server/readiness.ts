import "server-only";
import { getDbHandle } from "@/db/client";
import { pingDatabase } from "@/db/queries/health";
import { SEARCH_QUEUE, getBoss } from "@/server/search/queue";
import { isDraining } from "@/server/lifecycle";
import { errorFields, log } from "@/server/log";

/**
 * Readiness: whether this instance should receive traffic. Liveness (/api/health) only
 * says the process answers; readiness also needs the database to answer a query and
 * the job queue (pg-boss on the same database) to be reachable with the search queue
 * in place, and the process not to be shutting down.
 */
export const READY_CHECK_TIMEOUT_MS = 2_000;

export type Readiness =
  | { ready: true; database: "postgres" | "pglite"; queue: "ok" }
  | { ready: false; reason: "draining" | "database" | "queue"; message: string };

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${READY_CHECK_TIMEOUT_MS} ms`)), READY_CHECK_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function checkReadiness(): Promise<Readiness> {
  if (isDraining()) return { ready: false, reason: "draining", message: "This instance is shutting down." };
  let database: "postgres" | "pglite";
  try {
    database = (await withTimeout(getDbHandle().then(pingDatabase), "the database")).driver as "postgres" | "pglite";
  } catch (err) {
    log("ready").warn(errorFields(err), "database not ready");
    return { ready: false, reason: "database", message: "The database is unreachable." };
  }
  try {
    const queue = await withTimeout(
      getBoss().then((boss) => boss.getQueue(SEARCH_QUEUE)),
      "the job queue",
    );
    if (!queue) throw new Error(`the ${SEARCH_QUEUE} queue does not exist`);
  } catch (err) {
    log("ready").warn(errorFields(err), "job queue not ready");
    return { ready: false, reason: "queue", message: "The job queue is unreachable." };
  }
  return { ready: true, database, queue: "ok" };
}
