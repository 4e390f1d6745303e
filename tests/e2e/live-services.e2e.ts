import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, TestInfo, WebSocket as PageSocket } from "@playwright/test";
import { SEARCH_MESSAGES } from "@/lib/search/messages";
import { expect, test } from "./fixtures";
import { ChatPage } from "./pages/chat-page";
import { PreferencesPage } from "./pages/preferences-page";
import { startModelServer, type ModelServer } from "../support/openai-server";
import { startPusherServer, type PusherTestServer } from "../support/pusher-server";
import { RUNTIME_SENTINELS } from "../support/sentinels";
import { testCertificate } from "../support/test-certificate";
import { freePort } from "../support/ports";

/**
 * The two paid services as production uses them, each through a local server that speaks its protocol
 * as strictly as the service does, against a second production server of their own (scripts/dev/e2e-server.ts
 * on its own port and embedded database; the rest of the suite's server runs without them):
 *
 * - Pusher over TLS: tests/support/pusher-server.ts on wss:// and https:// with a certificate made for
 *   this run, PUSHER_USE_TLS=true. The app's triggers trust the certificate through NODE_EXTRA_CA_CERTS;
 *   Chromium is told to trust it in this file's browser contexts only (ignoreHTTPSErrors). Polling is
 *   switched off (every GET /api/notifications is held unanswered), so the search's notifications can
 *   only arrive over the socket: the page must open wss:// under the served CSP, get its private channel
 *   signed, and be taken to its matches by "Analysis in progress". With the client's old options
 *   (enabledTransports ["wss"]) no socket ever opened and this test failed.
 * - A streaming model: tests/support/openai-server.ts as the OpenAI-compatible endpoint (LLM_MODEL is a
 *   reasoning model's name, so max_tokens would be refused). The reply's first words must be on screen
 *   while the model server still holds its last word; the time from Send to the first words is printed.
 */
let pusher: PusherTestServer;
let model: ModelServer;
let server: ChildProcess | undefined;
let baseURL = "";
let dataDir = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // The e2e server runs the app with the sentinel Pusher secret (tests/support/sentinels.ts): the test server shares it.
  pusher = await startPusherServer({ tls: true, secret: RUNTIME_SENTINELS.PUSHER_SECRET });
  model = await startModelServer({ apiKey: "sk-e2e-model-key" });
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
    LLM_API_KEY: model.apiKey,
    LLM_BASE_URL: model.url,
    LLM_MODEL: "gpt-5-mini",
  };
  delete env.E2E_DATABASE_URL;
  server = spawn(path.join("node_modules", ".bin", "tsx"), ["--conditions=react-server", "scripts/dev/e2e-server.ts"], { env, stdio: "ignore", detached: true });
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
  await model?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A context of this file's server that trusts the run's certificate (and nothing else is changed). */
function liveContext(browser: Browser, testInfo: TestInfo) {
  const mobile = testInfo.project.name === "mobile";
  return browser.newContext({
    baseURL,
    ignoreHTTPSErrors: true,
    ...(mobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } }),
  });
}

test("with polling off, a search's notifications arrive over wss:// and take the user to the matches", async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const context = await liveContext(browser, testInfo);
  try {
    let polls = 0;
    // Polling off: the request is held, never answered, so only the socket can deliver.
    await context.route(/\/api\/notifications(\?|$)/, (route) => {
      if (route.request().method() === "GET") polls++;
      else void route.continue();
    });
    // The start's answer without firstResults, as when the first page is left to the job (an external workflow, or a
    // lock the request would not wait for): the page then waits for the notifications, which is what is under test.
    await context.route(/\/api\/search\/start$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      delete body.firstResults;
      await route.fulfill({ response, json: body });
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
    const channel = `private-notifications-${sessionId}`;
    await expect
      .poll(() => received.some((m) => m.event === "pusher_internal:subscription_succeeded" && m.channel === channel), { message: "the private channel was signed and joined", timeout: 15_000 })
      .toBe(true);
    // Pusher keeps no history, and a quick search may post its first progress before the page has joined (polling,
    // held here, fetches that in production). So one more progress message is posted once the channel is joined,
    // through the workflow's update-notification call (spec 2, call 3): the app pushes it over https, the page gets it over wss.
    const posted = await fetch(`${baseURL}/api/notifications`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${RUNTIME_SENTINELS.WEBHOOK_SECRET}` },
      body: JSON.stringify({ session_id: sessionId, message: "Analysis in progress: your first property matches are ready", status: "info" }),
    });
    expect(posted.status).toBe(200);
    await page.waitForURL(/\/matches\?welcome=1/, { timeout: 60_000 });
    await expect(page.getByTestId("toast").filter({ hasText: SEARCH_MESSAGES.matchesReady.title })).toBeVisible();

    const events = received.map((m) => m.event);
    expect(events[0]).toBe("pusher:connection_established");
    expect(received).toContainEqual(expect.objectContaining({ event: "pusher_internal:subscription_succeeded", channel }));
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

test("the model's reply streams: its first words are on screen before the model has written its last", async ({ browser }, testInfo) => {
  test.setTimeout(150_000);
  const context = await liveContext(browser, testInfo);
  try {
    model.reset();
    const page = await context.newPage();
    const chat = new ChatPage(page);
    await chat.open();
    const timings: number[] = [];
    // Three turns: the first also meets the server's cold route; the others show the steady figure.
    for (const [i, place] of ["Geelong", "Ballarat", "Bendigo"].entries()) {
      let release!: () => void;
      const hold = new Promise<void>((r) => (release = r));
      const reply = `${place} suits a $650,000 budget well: three suburbs there have three-bedroom houses under it, and the first of them has the strongest rents of the three.`;
      model.script({ say: reply, hold, delayMs: 20 });
      await chat.input().fill(`Is ${place} good for a 650k budget?`);
      const sent = Date.now();
      await chat.sendButton().click();
      await expect(chat.lastAssistant()).toContainText(`${place} suits`, { timeout: 30_000 });
      timings.push(Date.now() - sent);
      // The model server holds its last word until now: what is on screen came while it was still writing.
      expect(model.requests[i].finishedAt).toBeUndefined();
      await expect(chat.lastAssistant()).not.toContainText("strongest rents of the three");
      release();
      // The next Send waits for this turn to finish (the button is disabled while one is answered).
      await expect(chat.lastAssistant().getByTestId("chat-message-text")).toHaveText(reply);
    }
    expect(model.refusals).toEqual([]);
    expect(model.requests[0].body).toMatchObject({ model: "gpt-5-mini", stream: true, max_completion_tokens: 4_000 });
    testInfo.annotations.push({ type: "first words on screen (ms)", description: timings.join(", ") });
    console.log(`[${testInfo.project.name}] Send → first streamed words on screen: ${timings.join(" ms, ")} ms`);
  } finally {
    await context.close();
  }
});
