import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS } from "./tests/support/chromium-flags";

/**
 * E2E against the production build (`next build` first; scripts/dev/test.ts does it),
 * served by scripts/dev/e2e-server.ts on a fresh database. Debian's Chromium only:
 * browsers are never downloaded.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// The server's embedded database (without E2E_DATABASE_URL): a fixed folder per port, so the
// tests find the port the server serves it on (tests/e2e/support/database.ts).
process.env.E2E_PGLITE_DIR ??= path.join(tmpdir(), `propie-e2e-${port}`, "pglite");

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: /.*\.e2e\.ts$/,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  outputDir: "test-results/artifacts",
  use: {
    baseURL,
    // A trace only for a failed test's retry (CI retries once). Recording one for every test (retain-on-failure) cost
    // 144 CPU s against 58 s for sessions + matches at desktop, one worker (274 s against 166 s wall, same machine, same
    // hour; issue 33). Locally: `--trace on`.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: "desktop", use: { browserName: "chromium", viewport: { width: 1280, height: 800 } } },
    // The phone runs only the tests tagged @phone: those whose layout differs at 390 px (cards for rows, the menu, overflow,
    // touch targets, the docs' per-viewport screenshots) and the privacy spec. Desktop runs every test.
    { name: "mobile", grep: /@phone/, use: { browserName: "chromium", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: "npx tsx --conditions=react-server scripts/dev/e2e-server.ts",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "pipe",
    stderr: "pipe",
    env: { E2E_PORT: String(port), E2E_PGLITE_DIR: process.env.E2E_PGLITE_DIR },
  },
});
