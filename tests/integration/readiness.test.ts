// @drivers: both — the job queue (pg-boss) and readiness checks per driver
import { afterAll, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/ready/route";
import { SEARCH_QUEUE, getBoss, stopBoss } from "@/server/search/queue";
import { setDraining } from "@/server/lifecycle";

/** Liveness (/api/health) and readiness (/api/ready: database, job queue, draining) on each driver. */

const call = (handler: typeof health, headers: Record<string, string> = {}) => handler(new Request("http://localhost/api/x", { headers }), {});
const driver = process.env.TEST_DB_DRIVER === "postgres" ? "postgres" : "pglite";

afterAll(async () => {
  setDraining(false);
  await stopBoss({ graceful: false, timeoutMs: 2_000 });
});

describe("/api/health (liveness)", () => {
  it("answers 200 with the driver, never cached, with a request id", async () => {
    const res = await call(health, { "X-Request-Id": "probe-1" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, database: driver });
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("X-Request-Id")).toBe("probe-1");
  });
});

describe("/api/ready (readiness)", () => {
  it("is ready when the database answers and the search queue is reachable", async () => {
    const res = await call(ready);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, database: driver, queue: "ok" });
    expect(res.headers.get("X-Request-Id")).toBeTruthy();
  });

  it("answers 503 with the reason while the instance drains, and liveness stays 200", async () => {
    setDraining(true);
    try {
      const res = await call(ready);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ ok: false, reason: "draining", message: "This instance is shutting down." });
      expect((await call(health)).status).toBe(200);
    } finally {
      setDraining(false);
    }
    expect((await call(ready)).status).toBe(200);
  });

  it("answers 503 'queue' when the job queue is missing, and recovers once it is back", async () => {
    const boss = await getBoss();
    await boss.deleteQueue(SEARCH_QUEUE);
    const res = await call(ready);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ok: false, reason: "queue", message: "The job queue is unreachable." });
    // A fresh queue instance puts the queues back (as every process does when it starts).
    await stopBoss({ graceful: false, timeoutMs: 2_000 });
    expect((await call(ready)).status).toBe(200);
  });

  it("answers 503 'queue' when pg-boss cannot reach its schema", async () => {
    const boss = await getBoss();
    // pg-boss's own tables gone (a wrong database, a dropped schema): the database answers, the queue doesn't.
    await boss.getDb().executeSql("ALTER SCHEMA pgboss RENAME TO pgboss_away");
    try {
      const res = await call(ready);
      expect(res.status).toBe(503);
      expect((await res.json()).reason).toBe("queue");
    } finally {
      await boss.getDb().executeSql("ALTER SCHEMA pgboss_away RENAME TO pgboss");
    }
    expect((await call(ready)).status).toBe(200);
  });
});
