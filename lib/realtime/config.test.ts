import { describe, expect, it } from "vitest";
import { securityHeaders } from "@/lib/security-headers";
import { pusherPublicConfigOf, pusherSettings, realtimeSocketOrigin } from "./config";

const credentials = { PUSHER_APP_ID: "1", PUSHER_KEY: "app-key", PUSHER_SECRET: "secret" };
const connectSrc = (origin: string | null) =>
  /connect-src ([^;]*)/.exec(securityHeaders({ dev: false, realtimeOrigin: origin }).find((h) => h.key === "Content-Security-Policy")!.value)![1].split(" ");

describe("Pusher settings, what the browser is told, and the one origin the CSP allows", () => {
  it("PUSHER_USE_TLS=true without a port: wss://host:443, as /api/realtime says", () => {
    const config = pusherPublicConfigOf(pusherSettings({ ...credentials, PUSHER_HOST: "push.example.com", PUSHER_USE_TLS: "true" }));
    expect(config).toEqual({ enabled: true, key: "app-key", cluster: "", wsHost: "push.example.com", wsPort: 443, forceTLS: true });
    expect(realtimeSocketOrigin(config)).toBe("wss://push.example.com:443");
    expect(connectSrc(realtimeSocketOrigin(config))).toEqual(["'self'", "https://*.googleapis.com", "wss://push.example.com:443"]);
  });

  it("PUSHER_USE_TLS=true with the port set: wss://host:port", () => {
    const config = pusherPublicConfigOf(pusherSettings({ ...credentials, PUSHER_HOST: "push.example.com", PUSHER_PORT: "6002", PUSHER_USE_TLS: "1" }));
    expect(realtimeSocketOrigin(config)).toBe("wss://push.example.com:6002");
  });

  it("a self-hosted host is plain ws:// unless TLS is asked for; Pusher's cluster is TLS unless turned off", () => {
    expect(realtimeSocketOrigin(pusherPublicConfigOf(pusherSettings({ ...credentials, PUSHER_HOST: "127.0.0.1", PUSHER_PORT: "6001" })))).toBe("ws://127.0.0.1:6001");
    expect(realtimeSocketOrigin(pusherPublicConfigOf(pusherSettings({ ...credentials, PUSHER_HOST: "127.0.0.1" })))).toBe("ws://127.0.0.1:80");
    expect(realtimeSocketOrigin(pusherPublicConfigOf(pusherSettings({ ...credentials, PUSHER_CLUSTER: "ap4" })))).toBe("wss://ws-ap4.pusher.com:443");
    expect(realtimeSocketOrigin(pusherPublicConfigOf(pusherSettings(credentials)))).toBe("wss://ws-mt1.pusher.com:443");
    expect(realtimeSocketOrigin(pusherPublicConfigOf(pusherSettings({ ...credentials, PUSHER_USE_TLS: "false" })))).toBe("ws://ws-mt1.pusher.com:80");
    expect(realtimeSocketOrigin(pusherPublicConfigOf(pusherSettings({ ...credentials, PUSHER_HOST: "::1", PUSHER_PORT: "6001" })))).toBe("ws://[::1]:6001");
  });

  it("off without all three credentials (empty counts as unset): no realtime source in the CSP", () => {
    expect(pusherSettings({ ...credentials, PUSHER_SECRET: "" })).toBeNull();
    expect(realtimeSocketOrigin(pusherPublicConfigOf(null))).toBeNull();
    expect(connectSrc(null)).toEqual(["'self'", "https://*.googleapis.com"]);
  });
});
