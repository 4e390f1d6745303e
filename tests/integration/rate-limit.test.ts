// @drivers: both — one atomic upsert per hit under concurrency: locking
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { rateLimits } from "@/db/schema";
import { clientIp, hit, peek, reset, type Limit } from "@/server/rate-limit";

const limit: Limit = { name: "test", points: 3, windowSeconds: 60 };

describe("database rate limiter", () => {
  it("counts hits in a fixed window and refuses past the limit", async () => {
    const states = [];
    for (let i = 0; i < 4; i++) states.push(await hit(limit, "a"));
    expect(states.map((s) => [s.count, s.allowed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
    ]);
    expect(states[3].retryAfterSeconds).toBeGreaterThan(0);
    expect(states[3].retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await peek(limit, "a")).allowed).toBe(false);
    expect((await peek(limit, "b")).allowed).toBe(true);
  });

  it("loses no hit under concurrency (one atomic upsert per hit)", async () => {
    await Promise.all(Array.from({ length: 25 }, () => hit({ ...limit, points: 100 }, "burst")));
    const db = await getDb();
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, "test:burst"));
    expect(row.points).toBe(25);
  });

  it("starts a new window once the old one has expired", async () => {
    const db = await getDb();
    await db.insert(rateLimits).values({ key: "test:expired", points: 50, expiresAt: sql`now() - interval '1 second'` });
    expect((await peek(limit, "expired")).count).toBe(0);
    const state = await hit(limit, "expired");
    expect(state).toMatchObject({ count: 1, allowed: true });
  });

  it("can be reset", async () => {
    await hit(limit, "resettable");
    await reset(limit, "resettable");
    expect((await peek(limit, "resettable")).count).toBe(0);
  });

  it("takes the client IP from the first X-Forwarded-For hop, else 'unknown'", () => {
    // One trusted proxy (the default) appended the address it saw: earlier entries are the client's to forge.
    const forged = new Request("http://x", { headers: { "x-forwarded-for": " 203.0.113.9 , 192.0.2.7" } });
    expect(clientIp(forged)).toBe("192.0.2.7");
    expect(clientIp(forged, 2)).toBe("203.0.113.9");
    expect(clientIp(new Request("http://x", { headers: { "x-forwarded-for": "192.0.2.7" } }), 2)).toBe("192.0.2.7");
    expect(clientIp(new Request("http://x"))).toBe("unknown");
  });
});
