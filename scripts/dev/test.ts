/**
 * npm test: lint, type-check, unit and integration tests (PGlite, and PostgreSQL
 * when TEST_DATABASE_URL is set), then the production build and the browser
 * e2e suite in Debian's Chromium. Without Chromium the e2e step is skipped with a
 * plain message, unless REQUIRE_E2E=1 makes that a failure. Ends with the line
 * "N passed, N failed" summed from the Vitest and Playwright JSON reports.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { createScratchDatabase, dropScratchDatabases, type ScratchDatabase } from "../../db/scratch";
import { BUILD_SENTINELS } from "../../tests/support/sentinels";

const bin = (name: string) => path.join("node_modules", ".bin", name);
const started = Date.now();
const timings: string[] = [];

function run(label: string, cmd: string, args: string[], env: Record<string, string> = {}) {
  const t = Date.now();
  console.log(`\n▶ ${label}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const secs = ((Date.now() - t) / 1000).toFixed(1);
  timings.push(`${label}: ${secs}s${r.status === 0 ? "" : " (FAILED)"}`);
  return r.status === 0;
}

function chromiumPath(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean) as string[];
  return candidates.find((p) => existsSync(p)) ?? null;
}

type Counts = { passed: number; failed: number; skipped: number };
function vitestCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const r = JSON.parse(readFileSync(file, "utf8"));
  return { passed: r.numPassedTests ?? 0, failed: (r.numFailedTests ?? 0) + (r.success === false && !r.numFailedTests ? 1 : 0), skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0) };
}
/** The names of the tests that failed, so the last lines of a long log still say which. */
function vitestFailures(file: string): string[] {
  if (!existsSync(file)) return [];
  const r = JSON.parse(readFileSync(file, "utf8"));
  const out: string[] = [];
  for (const f of r.testResults ?? []) {
    const failed = (f.assertionResults ?? []).filter((a: { status: string }) => a.status === "failed");
    for (const a of failed) out.push(`${path.relative(process.cwd(), f.name)} › ${a.fullName}`);
    if (!failed.length && f.status === "failed") out.push(`${path.relative(process.cwd(), f.name)} (${String(f.message ?? "failed").slice(0, 200)})`);
  }
  return out;
}
type PwSuite = { title?: string; file?: string; specs?: { title: string; file?: string; tests?: { projectName?: string; status?: string }[] }[]; suites?: PwSuite[] };
function playwrightFailures(file: string): string[] {
  if (!existsSync(file)) return [];
  const out: string[] = [];
  const walk = (s: PwSuite) => {
    for (const spec of s.specs ?? [])
      for (const t of spec.tests ?? []) if (t.status === "unexpected") out.push(`[${t.projectName}] ${spec.file ?? s.file ?? ""} › ${spec.title}`);
    for (const c of s.suites ?? []) walk(c);
  };
  for (const s of JSON.parse(readFileSync(file, "utf8")).suites ?? []) walk(s);
  return out;
}
function playwrightCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const s = JSON.parse(readFileSync(file, "utf8")).stats ?? {};
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 };
}

async function main() {
  mkdirSync("test-results", { recursive: true });
  const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
  const add = (c: Counts) => {
    totals.passed += c.passed;
    totals.failed += c.failed;
    totals.skipped += c.skipped;
  };

  if (!run("lint", bin("eslint"), [".", "--max-warnings=0"])) totals.failed++;
  if (!run("type-check", bin("tsc"), ["--noEmit"])) totals.failed++;

  const vitestJson = "test-results/vitest.json";
  rmSync(vitestJson, { force: true });
  const projects = ["--project", "unit", "--project", "integration"];
  if (process.env.TEST_DATABASE_URL) projects.push("--project", "integration-postgres");
  else console.log("\nTEST_DATABASE_URL is not set: the integration suite runs on PGlite only.");
  // This run's scratch databases share a prefix, so none outlives it (tests/integration/setup.ts).
  const dbPrefix = `propie_t${Date.now().toString(36)}`;
  run("unit + integration tests", bin("vitest"), ["run", ...projects, "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`], { TEST_DB_PREFIX: dbPrefix });
  add(vitestCounts(vitestJson));
  const failures = vitestFailures(vitestJson);
  if (process.env.TEST_DATABASE_URL) {
    const left = await dropScratchDatabases({ baseUrl: process.env.TEST_DATABASE_URL, prefix: dbPrefix });
    if (left.length) console.log(`\nDropped ${left.length} scratch database(s) a test file left behind: ${left.join(", ")}`);
  }

  const chromium = chromiumPath();
  if (process.env.SKIP_E2E === "1") {
    console.log("\nSKIP_E2E=1: browser end-to-end tests skipped.");
  } else if (!chromium) {
    const msg = "No Chromium found (install Debian's `chromium` or set CHROMIUM_PATH): browser end-to-end tests SKIPPED.";
    console.log(`\n${msg}`);
    if (process.env.REQUIRE_E2E === "1") {
      console.error("REQUIRE_E2E=1: missing Chromium is a failure.");
      totals.failed++;
    }
  } else {
    // Every secret holds a sentinel during the build; tests/e2e/security.e2e.ts checks none reached the bundle.
    const built = run("production build", bin("next"), ["build"], { NEXT_SKIP_TYPECHECK: "1", ...BUILD_SENTINELS });
    if (!built) totals.failed++;
    else {
      let e2eDb: ScratchDatabase | undefined;
      if (process.env.TEST_DATABASE_URL) e2eDb = await createScratchDatabase({ baseUrl: process.env.TEST_DATABASE_URL, prefix: "propie_e2e" });
      const pwJson = "test-results/playwright.json";
      rmSync(pwJson, { force: true });
      run("browser e2e tests", bin("playwright"), ["test"], {
        CHROMIUM_PATH: chromium,
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
        ...(e2eDb ? { E2E_DATABASE_URL: e2eDb.url } : {}),
      });
      add(playwrightCounts(pwJson));
      failures.push(...playwrightFailures(pwJson));
      await e2eDb?.drop();
    }
  }

  if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join("\n")}`);
  console.log(`\nTimings: ${timings.join("; ")}; total ${((Date.now() - started) / 1000).toFixed(1)}s`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(totals.failed > 0 ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  console.log("0 passed, 1 failed");
  process.exit(1);
});
