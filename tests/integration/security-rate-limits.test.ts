/**
 * docs/SECURITY.md, Limits: the rate limits can't be bypassed by writing X-Forwarded-For,
 * sign-in failures are limited per account across addresses (a progressive delay),
 * and every write that costs something is limited.
 */
import "./viewer-mock";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { rateLimits, users } from "@/db/schema";
import { registerUser } from "@/server/auth/accounts";
import { authorizeCredentials, InvalidCredentials, SignInRateLimited } from "@/server/auth/credentials";
import { env } from "@/server/env";
import { clientIp, LIMITS, SIGN_IN_ACCOUNT_DELAY } from "@/server/rate-limit";
import { addressSubject, installPeerAddressHook, PEER_HEADER } from "@/server/peer-address";
import { completePreferences, jsonRequest, newId, signInAs, viewer } from "./search-fixtures";

const PASSWORD = "correct horse battery";

/** Sends one request to a real Node HTTP server and returns what clientIp made of it there. */
async function addressSeenByServer(headers: Record<string, string>, hops: number): Promise<string> {
  const server = createServer((req, res) => {
    const h = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") h.set(k, v);
    res.end(clientIp({ headers: h }, hops));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<string>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, headers }, (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve(body));
      });
      req.on("error", reject);
      req.end();
    });
  } finally {
    server.close();
  }
}

async function seedCounter(key: string, points: number, expiresInSeconds = 30 * 60) {
  const db = await getDb();
  const expiresAt = sql`now() + ${`${expiresInSeconds} seconds`}::interval`;
  await db.insert(rateLimits).values({ key, points, expiresAt }).onConflictDoUpdate({ target: rateLimits.key, set: { points, expiresAt } });
}

describe("the client address", () => {
  it("TRUSTED_PROXY_HOPS=0 means no proxy, and unset means 0", () => {
    const saved = process.env.TRUSTED_PROXY_HOPS;
    try {
      process.env.TRUSTED_PROXY_HOPS = "0";
      expect(env().TRUSTED_PROXY_HOPS).toBe(0);
      delete process.env.TRUSTED_PROXY_HOPS;
      expect(env().TRUSTED_PROXY_HOPS).toBe(0);
      process.env.TRUSTED_PROXY_HOPS = "";
      expect(env().TRUSTED_PROXY_HOPS).toBe(0);
    } finally {
      process.env.TRUSTED_PROXY_HOPS = saved;
    }
  });

  it("with no proxy trusted, ignores X-Forwarded-For and believes no header before the socket hook is installed", () => {
    const forged = new Request("http://x", { headers: { "x-forwarded-for": "198.51.100.7", [PEER_HEADER]: "198.51.100.8" } });
    expect(clientIp(forged, 0)).toBe("unknown");
  });

  it("with no proxy trusted, uses the socket address the server saw, whatever the client wrote", async () => {
    installPeerAddressHook();
    const seen = new Set<string>();
    for (let i = 0; i < 5; i++) {
      seen.add(await addressSeenByServer({ "x-forwarded-for": `198.51.100.${i}`, [PEER_HEADER]: `203.0.113.${i}` }, 0));
    }
    expect([...seen]).toEqual(["127.0.0.1"]);
  });

  it("behind N proxies takes the entry N places from the end", () => {
    const req = new Request("http://x", { headers: { "x-forwarded-for": "10.9.9.9, 203.0.113.9, 192.0.2.7" } });
    expect(clientIp(req, 1)).toBe("192.0.2.7");
    expect(clientIp(req, 2)).toBe("203.0.113.9");
    expect(clientIp(req, 5)).toBe("10.9.9.9");
  });

  it("keys each address by one bounded subject: junk is one bucket, IPv6 by its /64", () => {
    expect(addressSubject("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(addressSubject("2001:db8:1:2:aaaa::1")).toBe(addressSubject("2001:db8:1:2:bbbb:cccc:dddd:eeee"));
    expect(addressSubject("2001:db8:1:2::1")).not.toBe(addressSubject("2001:db8:1:3::1"));
    expect(addressSubject(`x${"a".repeat(5000)}`)).toBe("invalid");
    expect(addressSubject("not-an-ip")).toBe("invalid");
    const forged = new Request("http://x", { headers: { "x-forwarded-for": `${"z".repeat(3000)}` } });
    expect(clientIp(forged, 1)).toBe("invalid");
  });
});

describe("sign-in failures per account, across addresses", () => {
  it("slows the 11th attempt on one account even from a new address, and lets the owner in after the wait", async () => {
    const email = `spray-${newId()}@example.com`;
    const user = await registerUser({ email, password: PASSWORD });
    const db = await getDb();
    await db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, user.id));
    const from = (n: number) => new Request("http://x", { method: "POST", headers: { "x-forwarded-for": `192.0.2.${n}` } });

    for (let i = 0; i < SIGN_IN_ACCOUNT_DELAY.free; i++) {
      await expect(authorizeCredentials({ email, password: `wrong password ${i}` }, from(i))).rejects.toBeInstanceOf(InvalidCredentials);
    }
    const refused = await authorizeCredentials({ email, password: PASSWORD }, from(200)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SignInRateLimited);
    expect((refused as SignInRateLimited).retryAfterSeconds).toBeGreaterThan(0);
    expect((refused as SignInRateLimited).retryAfterSeconds).toBeLessThanOrEqual(SIGN_IN_ACCOUNT_DELAY.maxDelaySeconds);

    // Time passes (the last attempt moved back beyond the longest delay): the owner gets in, and the counter is cleared.
    const key = `${SIGN_IN_ACCOUNT_DELAY.name}:${email}`;
    await db.update(rateLimits).set({ expiresAt: sql`${rateLimits.expiresAt} - interval '10 minutes'` }).where(eq(rateLimits.key, key));
    expect((await authorizeCredentials({ email, password: PASSWORD }, from(201))).email).toBe(email);
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, key))).toEqual([]);
  });

  it("never makes the wait longer than the cap, however many attempts were made", async () => {
    const email = `capped-${newId()}@example.com`;
    // 10,000 attempts, the last one just now.
    await seedCounter(`${SIGN_IN_ACCOUNT_DELAY.name}:${email}`, 10_000, SIGN_IN_ACCOUNT_DELAY.windowSeconds);
    const refused = await authorizeCredentials({ email, password: PASSWORD }, new Request("http://x", { headers: { "x-forwarded-for": "192.0.2.99" } })).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SignInRateLimited);
    expect((refused as SignInRateLimited).retryAfterSeconds).toBeLessThanOrEqual(SIGN_IN_ACCOUNT_DELAY.maxDelaySeconds);
  });
});

describe("limits on the writes that cost something", () => {
  const ip = "192.0.2.150";
  const from = { headers: { "x-forwarded-for": ip } };

  it("refuses preference saves past the per-address limit with 429 and Retry-After", async () => {
    const { PUT } = await import("@/app/api/preferences/route");
    viewer.current = null;
    await seedCounter(`${LIMITS.preferencesWritePerIp.name}:${ip}`, LIMITS.preferencesWritePerIp.points);
    const res = await PUT(jsonRequest("/api/preferences", { sessionId: newId(), preferences: completePreferences() }, { method: "PUT", ...from }), {});
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses saved items past the per-user limit", async () => {
    const { POST } = await import("@/app/api/saved-preferences/route");
    const user = await signInAs("saver");
    await seedCounter(`${LIMITS.savedItemPerUser.name}:${user.id}`, LIMITS.savedItemPerUser.points);
    const res = await POST(jsonRequest("/api/saved-preferences", { name: "x", preferences: completePreferences() }), {});
    expect(res.status).toBe(429);
    viewer.current = null;
  });

  it("refuses guest accounts past their own per-address limit", async () => {
    const { POST } = await import("@/app/api/guest-account/route");
    viewer.current = null;
    await seedCounter(`${LIMITS.guestAccountPerIp.name}:${ip}`, LIMITS.guestAccountPerIp.points);
    const res = await POST(jsonRequest("/api/guest-account", { email: "a@example.com", confirmEmail: "a@example.com", payload: {} }, from), {});
    expect(res.status).toBe(429);
  });

  it("refuses estimates and beta requests past their limits", async () => {
    const estimate = await import("@/app/api/search/estimate/route");
    const beta = await import("@/app/api/beta-access/route");
    await seedCounter(`search-estimate-ip:${ip}`, 10_000);
    await seedCounter(`${LIMITS.betaRequestPerIp.name}:${ip}`, LIMITS.betaRequestPerIp.points);
    expect((await estimate.POST(jsonRequest("/api/search/estimate", {}, from), {})).status).toBe(429);
    expect((await beta.POST(jsonRequest("/api/beta-access", {}, from), {})).status).toBe(429);
  });
});
