// @drivers: both — the real queue and in-process worker
/**
 * The job queue and the in-process worker are started by whichever request needs them first,
 * and then serve the whole process: their log lines carry their own ids (jobId), never the id
 * of the request that happened to start them.
 */
import { Writable } from "node:stream";
import { afterAll, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { createRun, getRun } from "@/db/queries/search-runs";
import { SEARCH_QUEUE, getBoss } from "@/server/search/queue";
import { startSearchWorker } from "@/server/search/worker";
import { setLogDestination, withLogContext } from "@/server/log";
import { newSession, payloadFor, seedCatalogue, waitFor } from "./search-fixtures";
import { stopSearchWorker } from "./search-worker";

afterAll(async () => {
  await stopSearchWorker();
  setLogDestination(null);
});

it("a job's log lines carry its jobId, not the id of the request that started the worker", async () => {
  await seedCatalogue({ count: 50 });
  const lines: Record<string, unknown>[] = [];
  setLogDestination(
    new Writable({
      write(chunk, _enc, done) {
        for (const l of String(chunk).split("\n")) if (l.trim()) lines.push(JSON.parse(l));
        done();
      },
    }),
    "info",
  );
  // A request starts the queue and the worker (as POST /api/search/start does)…
  await withLogContext({ reqId: "the-request-that-started-the-worker" }, () => startSearchWorker());
  // …and a later search runs on them.
  const sessionId = await newSession();
  const db = await getDb();
  const run = await createRun({ db, sessionId, userId: null, engine: "builtin", status: "queued", payload: payloadFor(sessionId) });
  await (await getBoss()).send(SEARCH_QUEUE, { runId: run.id }, { id: run.id });
  await waitFor(async () => ((await getRun({ db: await getDb(), id: run.id }))?.status === "complete" ? true : null), 60_000);
  const jobLines = await waitFor(async () => {
    const found = lines.filter((l) => l.jobId === run.id);
    return found.some((l) => l.msg === "search job ended") ? found : null;
  }, 10_000);
  expect(jobLines.map((l) => l.msg)).toEqual(expect.arrayContaining(["search job started", "search job ended"]));
  for (const l of jobLines) expect(l.reqId).toBeUndefined();
});
