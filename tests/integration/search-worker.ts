import { stopBoss } from "@/server/search/queue";
import { resetWorkerForTests } from "@/server/search/worker";

/** Ends a test file's search queue and worker (afterAll): the queue stopped without waiting for jobs, the worker forgotten. */
export async function stopSearchWorker() {
  await stopBoss({ graceful: false, timeoutMs: 2_000 });
  resetWorkerForTests();
}
