import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { WebSocket as PageSocket } from "@playwright/test";
import { SEARCH_MESSAGES } from "@/lib/search/messages";
import { expect, test } from "./fixtures";
import { PreferencesPage } from "./pages/preferences-page";
import { startPusherServer, type PusherTestServer } from "../support/pusher-server";
import { RUNTIME_SENTINELS } from "../support/sentinels";
import { testCertificate } from "../support/test-certificate";

/**
 * Realtime as production runs it: Pusher over TLS. A local Pusher-protocol server speaks wss:// and
 * https:// with a certificate made for this run (tests/support/pusher-server.ts), and a second
 * production server (scripts/e2e-server.ts, its own port and embedded database) is pointed at it with
 * PUSHER_USE_TLS=true; the app's own triggers trust the certificate through NODE_EXTRA_CA_CERTS.
 * Chromium is told to trust it in this test's browser context only (ignoreHTTPSErrors): the rest of
 * the suite's browsers trust nothing extra, and its server runs without Pusher.
 *
 * Polling is switched off (every GET /api/notifications is held unanswered), so the search's
 * notifications can only arrive over the socket: the page must open wss:// under the served CSP, get
 * its private channel signed, and be taken to its matches by "Analysis in progress". With the client's
 * old options (enabledTransports ["wss"]) no socket ever opened and this test fails.
 */
let pusher: PusherTestServer;
let server: ChildProcess | undefined;
let baseURL = "";
let dataDir = "";

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((r) => probe.close(() => r()));
  return port;
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // The e2e server runs the app with the sentinel Pusher secret (tests/support/sentinels.ts): the test server shares it.
  pusher = await startPusherServer({ tls: true, secret: RUNTIME_SENTINELS.PUSHER_SECRET });
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), "propie-e2e-realtime-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    E2E_PORT: String(port),
    E2E_PGLITE_DIR: path.join(dataDir, "pglite"),
    E2E_CATALOGUE_COUNT: "1500",
    PUSHER_APP_ID: pusher.appId,
    PUSHER_KEY: pusher.key,
    PUSHER_HOST: "127.0.0.1",
    PUSHER_PORT: String(pusher.port),
    PUSHER_USE_TLS: "true",
    NODE_EXTRA_CA_CERTS: testCertificate().certFile,
  };
  delete env.E2E_DATABASE_URL;
  server = spawn(path.join("node_modules", ".bin", "tsx"), ["--conditions=react-server", "scripts/e2e-server.ts"], { env, stdio: "ignore", detached: true });
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the realtime e2e server exited (${server.exitCode})`);
    const up = await fetch(`${baseURL}/api/health`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error("the realtime e2e server did not start in 240 s");
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(async () => {
  if (server?.pid) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 1_000));
  }
  await pusher?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("with polling off, a search's notifications arrive over wss:// and take the user to the matches", async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const mobile = testInfo.project.name === "mobile";
  const context = await browser.newContext({
    baseURL,
    ignoreHTTPSErrors: true,
    ...(mobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } }),
  });
  try {
    let polls = 0;
    // Polling off: the request is held, never answered, so only the socket can deliver.
    await context.route(/\/api\/notifications(\?|$)/, (route) => {
      if (route.request().method() === "GET") polls++;
      else void route.continue();
    });
    const page = await context.newPage();
    const sockets: { socket: PageSocket; received: { event: string; channel?: string; data?: unknown }[] }[] = [];
    page.on("websocket", (socket) => {
      const entry = { socket, received: [] as { event: string; channel?: string; data?: unknown }[] };
      socket.on("framereceived", ({ payload }) => entry.received.push(JSON.parse(String(payload))));
      sockets.push(entry);
    });

    const prefs = new PreferencesPage(page);
    const opened = await page.goto("/preferences");
    // The policy the browser enforces names exactly this server's wss:// origin.
    const csp = opened?.headers()["content-security-policy"] ?? "";
    const connectSrc = (/connect-src ([^;]*)/.exec(csp)?.[1] ?? "").split(" ");
    expect(connectSrc.filter((s) => s.startsWith("ws"))).toEqual([`wss://127.0.0.1:${pusher.port}`]);
    await prefs.open();
    const sessionId = (await prefs.sessionId().textContent())?.trim() ?? "";
    await prefs.fillEverything();
    await prefs.findMatches().click();
    const dialog = prefs.dialog();
    await expect(dialog.getByRole("heading", { name: "Search Results Ready" })).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole("button", { name: "No thanks I'll wait" }).click();

    // The socket opens (it never did with the old options), over TLS, to the one origin /api/realtime named.
    await expect.poll(() => sockets.length, { message: "pusher-js opened a WebSocket", timeout: 15_000 }).toBeGreaterThan(0);
    const { socket, received } = sockets[0];
    expect(socket.url()).toMatch(new RegExp(`^wss://127\\.0\\.0\\.1:${pusher.port}/app/${pusher.key}\\?protocol=7&client=js&version=[\\d.]+&flash=false$`));
    await page.waitForURL(/\/matches\?welcome=1/, { timeout: 60_000 });
    await expect(page.getByTestId("toast").filter({ hasText: SEARCH_MESSAGES.matchesReady.title })).toBeVisible();

    const events = received.map((m) => m.event);
    expect(events[0]).toBe("pusher:connection_established");
    expect(received).toContainEqual(expect.objectContaining({ event: "pusher_internal:subscription_succeeded", channel: `private-notifications-${sessionId}` }));
    const notes = received.filter((m) => m.event === "notification").map((m) => JSON.parse(String(m.data)) as { message: string });
    expect(notes.some((n) => /^Analysis in progress/.test(n.message))).toBe(true);
    expect(pusher.connections.at(-1)).toMatchObject({ path: `/app/${pusher.key}`, secure: true });
    expect(pusher.refusedSubscriptions).toEqual([]);
    // Whatever polled was held: nothing came that way.
    testInfo.annotations.push({ type: "polls held", description: String(polls) });
  } finally {
    await context.close();
  }
});
