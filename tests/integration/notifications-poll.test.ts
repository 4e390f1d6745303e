// @drivers: both — what a poll sees while the job's transaction commits: visibility per engine
import "./viewer-mock";
import { describe, expect, it, vi } from "vitest";
import type { NotificationWire } from "@/lib/search/api";
import { getRequest, newSession, payloadFor } from "./search-fixtures";

/**
 * GET /api/notifications while the search ends. The page stops listening at the first poll that says the search is
 * no longer active, so that poll must carry every notification up to the end, the last one included. The job writes
 * "All property analysis complete" and marks the run complete in one transaction; here that transaction commits while
 * the poll is under way, just before the poll reads the run (the moment a 2-core CI machine under load found).
 */
const hook: { beforeRunRead: null | (() => Promise<void>) } = { beforeRunRead: null };

vi.mock("@/db/queries/search-runs", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/db/queries/search-runs")>();
  return {
    ...real,
    getLatestRun: async (args: Parameters<typeof real.getLatestRun>[0]) => {
      const before = hook.beforeRunRead;
      hook.beforeRunRead = null;
      if (before) await before();
      return real.getLatestRun(args);
    },
  };
});

const { GET } = await import("@/app/api/notifications/route");
const { createRun, insertNotification, updateRun } = await import("@/db/queries/search-runs");
const { getDb } = await import("@/db/client");

async function poll(sessionId: string, since: string) {
  const res = await GET(getRequest(`/api/notifications?sessionId=${sessionId}&since=${encodeURIComponent(since)}`), {});
  expect(res.status).toBe(200);
  return (await res.json()) as { notifications: NotificationWire[]; searchActive: boolean };
}

describe("GET /api/notifications as the search ends", () => {
  it("a poll that says the search has ended carries the last notification, even when the end commits mid-poll", async () => {
    const sessionId = await newSession();
    const db = await getDb();
    const run = await createRun({ db, sessionId, userId: null, engine: "builtin", status: "running", payload: payloadFor(sessionId) });
    const since = new Date(Date.now() - 1_000).toISOString();
    await insertNotification({ db, sessionId, message: "Analysis in progress: 1 of 2 property matches ready", status: "info" });

    const first = await poll(sessionId, since);
    expect(first.searchActive).toBe(true);
    expect(first.notifications.map((n) => n.message)).toEqual(["Analysis in progress: 1 of 2 property matches ready"]);

    // The job's last step, as search-job.ts writes it, committing while the next poll is in flight.
    hook.beforeRunRead = () =>
      db.transaction(async (tx) => {
        await insertNotification({ db: tx, sessionId, message: "All property analysis complete", status: "success" });
        await updateRun({ id: run.id, set: { status: "complete", completedAt: new Date() }, db: tx });
      });
    const last = await poll(sessionId, since);
    expect(hook.beforeRunRead).toBeNull();
    expect(last.searchActive).toBe(false);
    expect(last.notifications.map((n) => n.message)).toEqual(["Analysis in progress: 1 of 2 property matches ready", "All property analysis complete"]);
  });
});
