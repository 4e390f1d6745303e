import { NextRequest } from "next/server";
import Pusher from "pusher-js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as getRealtime } from "@/app/api/realtime/route";
import { pusherClientOptions } from "@/client/realtime";
import type { PusherPublicConfig } from "@/lib/realtime/channel";
import nextConfig from "@/next.config";
import { proxy } from "@/proxy";
import { securityHeaders } from "@/lib/security-headers";

function asMap(list: { key: string; value: string }[]) {
  return new Map(list.map((h) => [h.key.toLowerCase(), h.value]));
}

describe("security headers", () => {
  it("apply to every route", async () => {
    const rules = (await nextConfig.headers?.()) ?? [];
    const all = rules.find((r) => r.source === "/:path*");
    expect(all).toBeDefined();
    const h = asMap(all?.headers ?? []);
    // The CSP is set at run time by proxy.ts (see tests/e2e/security.e2e.ts for the served answers).
    for (const name of ["strict-transport-security", "x-content-type-options", "referrer-policy", "x-frame-options"]) {
      expect(h.has(name), name).toBe(true);
    }
  });

  it("send a CSP that forbids framing, plugins and foreign form targets, and HSTS for two years", () => {
    const h = asMap(securityHeaders({ dev: false }));
    const csp = h.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(h.get("strict-transport-security")).toMatch(/max-age=(\d+); includeSubDomains/);
    expect(Number(/max-age=(\d+)/.exec(h.get("strict-transport-security") ?? "")?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(h.get("x-content-type-options")).toBe("nosniff");
    expect(h.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(h.get("x-frame-options")).toBe("DENY");
    expect(h.get("cross-origin-opener-policy")).toBe("same-origin");
  });

  it("allow eval only in development (React's dev tooling needs it)", () => {
    expect(asMap(securityHeaders({ dev: true })).get("content-security-policy")).toContain("'unsafe-eval'");
  });
});

/**
 * The policy's Pusher source is exactly the socket the browser opens: pusher-js (the installed
 * version) is given the options /api/realtime answers, and the URL it opens must be allowed by the
 * CSP proxy.ts serves with the same environment, with no other Pusher source beside it.
 */
describe("the CSP allows exactly the Pusher endpoint /api/realtime tells the browser", () => {
  const KEYS = ["PUSHER_APP_ID", "PUSHER_KEY", "PUSHER_SECRET", "PUSHER_CLUSTER", "PUSHER_HOST", "PUSHER_PORT", "PUSHER_USE_TLS", "NODE_ENV"] as const;
  const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
  afterEach(() => {
    for (const k of KEYS) {
      if (saved[k] === undefined) delete (process.env as Record<string, string | undefined>)[k];
      else (process.env as Record<string, string | undefined>)[k] = saved[k];
    }
    vi.restoreAllMocks();
  });

  function configure(vars: Partial<Record<(typeof KEYS)[number], string>>) {
    for (const k of KEYS) delete (process.env as Record<string, string | undefined>)[k];
    Object.assign(process.env, { NODE_ENV: "production", PUSHER_APP_ID: "1", PUSHER_KEY: "app-key", PUSHER_SECRET: "s" }, vars);
  }

  const connectSrc = () => {
    const csp = proxy(new NextRequest("http://localhost/")).headers.get("content-security-policy") ?? "";
    return (/connect-src ([^;]*)/.exec(csp)?.[1] ?? "").split(" ");
  };

  /** The URL pusher-js opens with the browser's options (its socket factory is stopped before any network). */
  async function socketUrl(): Promise<string> {
    const config = (await (await getRealtime(new Request("http://localhost/api/realtime"), {})).json()) as PusherPublicConfig;
    if (!config.enabled) throw new Error("Pusher should be on");
    const opened: string[] = [];
    vi.spyOn(Pusher.Runtime, "createWebSocket").mockImplementation((url: string) => {
      opened.push(url);
      return { close() {}, send() {} } as never;
    });
    const client = new Pusher(config.key, pusherClientOptions(config));
    client.disconnect();
    expect(opened).toHaveLength(1);
    return opened[0];
  }

  const pusherSources = (list: string[]) => list.filter((s) => /pusher|^wss?:|example\.com|127\.0\.0\.1/.test(s));

  it.each([
    ["TLS on a self-hosted host without a port: wss://host:443", { PUSHER_HOST: "pusher.example.com", PUSHER_USE_TLS: "true" }, "wss://pusher.example.com:443"],
    ["TLS on a self-hosted host with its port", { PUSHER_HOST: "pusher.example.com", PUSHER_PORT: "6002", PUSHER_USE_TLS: "true" }, "wss://pusher.example.com:6002"],
    ["Pusher's own cluster (TLS by default)", { PUSHER_CLUSTER: "ap4" }, "wss://ws-ap4.pusher.com:443"],
    ["a local server without TLS", { PUSHER_HOST: "127.0.0.1", PUSHER_PORT: "6001", PUSHER_USE_TLS: "false" }, "ws://127.0.0.1:6001"],
  ])("%s", async (_name, vars, origin) => {
    configure(vars);
    const url = new URL(await socketUrl());
    expect(`${url.protocol}//${url.hostname}:${url.port || (url.protocol === "wss:" ? "443" : "80")}`).toBe(origin);
    expect(pusherSources(connectSrc())).toEqual([origin]);
  });

  it("names no Pusher endpoint when Pusher is off", () => {
    configure({});
    delete process.env.PUSHER_APP_ID;
    expect(pusherSources(connectSrc())).toEqual([]);
  });
});
