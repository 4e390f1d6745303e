/**
 * npm test: lint and the type-check beside the unit and integration tests (PGlite, and PostgreSQL
 * for the files marked `@drivers: both` when TEST_DATABASE_URL is set), then the production build and
 * the browser e2e suite in Debian's Chromium. Without Chromium the e2e step is skipped with a
 * plain message, unless REQUIRE_E2E=1 makes that a failure.
 *
 * Quiet: each step's own output goes to test-results/<step>.log and npm test prints one line per step,
 * then the failures by name (and the end of a failed step's log), the ten slowest test files, and last
 * the line "N passed, N failed" summed from the Vitest and Playwright JSON reports. Every file's time is
 * written to bench/results/test-times.txt. TEST_SERIAL=1 runs lint and the type-check before the tests.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createScratchDatabase, dropScratchDatabases, type ScratchDatabase } from "../../db/scratch";
import { BUILD_SENTINELS } from "../../tests/support/sentinels";
import type { FileTime } from "./vitest-times-reporter";

const bin = (name: string) => path.join("node_modules", ".bin", name);
const started = Date.now();

type StepResult = { label: string; ok: boolean; secs: number; log: string };

/**
 * Runs one step with its output in test-results/<name>.log; resolves when its process exits. The step leads its own
 * process group: what it started and left running (a server, a browser) is stopped when it exits, and cannot hold
 * the log's pipe open so that npm test never ends. A step still running after `limitSecs` is stopped and fails, with
 * the reason in its log (a hang then costs minutes, not CI's whole allowance).
 */
function run(label: string, name: string, cmd: string, args: string[], env: Record<string, string> = {}, limitSecs = 1_800): Promise<StepResult> {
  const t = Date.now();
  const log = path.join("test-results", `${name}.log`);
  const out = createWriteStream(log);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env }, detached: true });
    running.add(child);
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    let ended = false;
    const done = (ok: boolean) => {
      if (ended) return;
      ended = true;
      clearTimeout(limit);
      running.delete(child);
      stopGroup(child, "SIGKILL");
      child.stdout.unpipe(out);
      child.stderr.unpipe(out);
      out.end(() => resolve({ label, ok, secs: (Date.now() - t) / 1000, log }));
    };
    const limit = setTimeout(() => {
      out.write(`\n[npm test] ${label} was still running after ${limitSecs} s: stopped.\n`);
      stopGroup(child, "SIGTERM");
      setTimeout(() => done(false), 10_000).unref();
    }, limitSecs * 1000);
    child.on("error", (err) => {
      out.write(`${err}\n`);
      done(false);
    });
    // Its own output has been read by the time its streams close; a grandchild that keeps them open gets 5 s.
    child.on("close", (code) => done(code === 0));
    child.on("exit", (code) => setTimeout(() => done(code === 0), 5_000).unref());
  });
}

const running = new Set<ChildProcess>();
function stopGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // The group has already ended.
  }
}
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    for (const child of running) stopGroup(child, "SIGTERM");
    process.exit(130);
  });

/** The step's one line: ✓ or ✗, its name, its time, and what it counted. */
function report(step: StepResult, counts?: string) {
  console.log(`${step.ok ? "✓" : "✗"} ${step.label.padEnd(26)} ${step.secs.toFixed(1).padStart(7)} s${counts ? `   ${counts}` : ""}${step.ok ? "" : `   (log: ${step.log})`}`);
}

/** The last lines of a failed step's log, for the failure list (ANSI colours stripped). */
function logTail(log: string, lines = 25): string[] {
  if (!existsSync(log)) return [];
  const text = readFileSync(log, "utf8").replace(/\x1b\[[0-9;]*m/g, "").trimEnd();
  return text.split("\n").slice(-lines);
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

type Timed = { kind: string; file: string; seconds: number };
function vitestTimes(file: string): Timed[] {
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, "utf8")) as FileTime[]).map((t) => ({ kind: t.project, file: t.file, seconds: t.seconds }));
}
type PwResultSuite = PwSuite & { specs?: { title: string; file?: string; tests?: { projectName?: string; status?: string; results?: { duration?: number }[] }[] }[]; suites?: PwResultSuite[] };
/** Each e2e file's time per project: the sum of its tests' attempts (tests of a file run one after another). */
function playwrightTimes(file: string): Timed[] {
  if (!existsSync(file)) return [];
  const sums = new Map<string, Timed>();
  const walk = (s: PwResultSuite, fileName: string) => {
    for (const spec of s.specs ?? [])
      for (const t of spec.tests ?? []) {
        const key = `${t.projectName} ${spec.file ?? fileName}`;
        const entry = sums.get(key) ?? { kind: `e2e ${t.projectName}`, file: path.join("tests/e2e", spec.file ?? fileName), seconds: 0 };
        entry.seconds += (t.results ?? []).reduce((n, r) => n + (r.duration ?? 0), 0) / 1000;
        sums.set(key, entry);
      }
    for (const c of s.suites ?? []) walk(c, s.file ?? fileName);
  };
  for (const s of JSON.parse(readFileSync(file, "utf8")).suites ?? []) walk(s, s.file ?? "");
  return [...sums.values()];
}

async function main() {
  mkdirSync("test-results", { recursive: true });
  const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
  const add = (c: Counts) => {
    totals.passed += c.passed;
    totals.failed += c.failed;
    totals.skipped += c.skipped;
  };
  const failures: string[] = [];
  const tails: string[] = [];
  const failStep = (step: StepResult) => {
    totals.failed++;
    failures.push(step.label);
    tails.push(`── ${step.log} (last lines) ──`, ...logTail(step.log));
  };

  const pwJson = "test-results/playwright.json";
  rmSync(pwJson, { force: true });
  const vitestJson = "test-results/vitest.json";
  const vitestTimesJson = "test-results/vitest-times.json";
  rmSync(vitestJson, { force: true });
  rmSync(vitestTimesJson, { force: true });
  const projects = ["--project", "unit", "--project", "integration"];
  if (process.env.TEST_DATABASE_URL) projects.push("--project", "integration-postgres");
  else console.log("TEST_DATABASE_URL is not set: the integration suite runs on PGlite only.");
  // `npm test -- <filters>`: only the Vitest files whose path contains one of them.
  const filters = process.argv.slice(2);
  // This run's scratch databases share a prefix, so none outlives it (tests/integration/setup.ts).
  const dbPrefix = `propie_t${Date.now().toString(36)}`;
  const vitestRun = () =>
    run("unit + integration tests", "vitest", bin("vitest"), ["run", ...projects, ...filters, "--reporter=dot", "--reporter=json", `--outputFile.json=${vitestJson}`, "--reporter=./scripts/dev/vitest-times-reporter.ts"], {
      TEST_DB_PREFIX: dbPrefix,
      TEST_TIMES_FILE: vitestTimesJson,
    });
  const lintRun = () => run("lint", "lint", bin("eslint"), [".", "--max-warnings=0"], {}, 900);
  const typeRun = () => run("type-check", "type-check", bin("tsc"), ["--noEmit"], {}, 900);
  // Lint and the type-check beside the tests (TEST_SERIAL=1: before them).
  let lint: StepResult, types: StepResult, vitest: StepResult;
  if (process.env.TEST_SERIAL === "1") {
    lint = await lintRun();
    types = await typeRun();
    vitest = await vitestRun();
  } else [lint, types, vitest] = await Promise.all([lintRun(), typeRun(), vitestRun()]);
  for (const step of [lint, types]) {
    report(step);
    if (!step.ok) failStep(step);
  }
  const vc = vitestCounts(vitestJson);
  add(vc);
  report(vitest, `${vc.passed} passed, ${vc.failed} failed, ${vc.skipped} skipped`);
  failures.push(...vitestFailures(vitestJson));
  if (!vitest.ok && vc.failed === 0) failStep(vitest);
  if (process.env.TEST_DATABASE_URL) {
    const left = await dropScratchDatabases({ baseUrl: process.env.TEST_DATABASE_URL, prefix: dbPrefix });
    if (left.length) console.log(`  dropped ${left.length} scratch database(s) a test file left behind: ${left.join(", ")}`);
  }

  const chromium = chromiumPath();
  if (process.env.SKIP_E2E === "1") {
    console.log("- browser e2e tests          skipped (SKIP_E2E=1)");
  } else if (!chromium) {
    console.log("- browser e2e tests          SKIPPED: no Chromium found (install Debian's `chromium` or set CHROMIUM_PATH)");
    if (process.env.REQUIRE_E2E === "1") {
      console.error("REQUIRE_E2E=1: missing Chromium is a failure.");
      totals.failed++;
      failures.push("browser e2e tests (no Chromium)");
    }
  } else {
    // Every secret holds a sentinel during the build; tests/e2e/security.e2e.ts checks none reached the bundle.
    const built = await run("production build", "build", bin("next"), ["build"], { NEXT_SKIP_TYPECHECK: "1", ...BUILD_SENTINELS }, 900);
    report(built);
    if (!built.ok) failStep(built);
    else {
      let e2eDb: ScratchDatabase | undefined;
      if (process.env.TEST_DATABASE_URL) e2eDb = await createScratchDatabase({ baseUrl: process.env.TEST_DATABASE_URL, prefix: "propie_e2e" });
      const e2e = await run("browser e2e tests", "e2e", bin("playwright"), ["test"], {
        CHROMIUM_PATH: chromium,
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
        ...(e2eDb ? { E2E_DATABASE_URL: e2eDb.url } : {}),
      });
      const pc = playwrightCounts(pwJson);
      add(pc);
      report(e2e, `${pc.passed} passed, ${pc.failed} failed, ${pc.skipped} skipped`);
      failures.push(...playwrightFailures(pwJson));
      if (!e2e.ok && pc.failed === 0) failStep(e2e);
      await e2eDb?.drop();
    }
  }

  // Every file's time, slowest first, to bench/results/test-times.txt; the ten slowest here.
  const times = [...vitestTimes(vitestTimesJson), ...playwrightTimes(pwJson)].sort((a, b) => b.seconds - a.seconds);
  if (times.length) {
    const row = (t: Timed) => `${t.seconds.toFixed(1).padStart(8)} s  ${t.kind.padEnd(22)} ${t.file}`;
    mkdirSync("bench/results", { recursive: true });
    writeFileSync("bench/results/test-times.txt", `# npm test, ${new Date().toISOString()}: each test file's time (s), slowest first\n${times.map(row).join("\n")}\n`);
    console.log(`\nSlowest files (all ${times.length} in bench/results/test-times.txt):\n${times.slice(0, 10).map(row).join("\n")}`);
  }
  if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join("\n")}`);
  if (tails.length) console.log(`\n${tails.join("\n")}`);
  console.log(`\nTotal ${((Date.now() - started) / 1000).toFixed(1)} s; ${totals.skipped} skipped`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(totals.failed > 0 ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  console.log("0 passed, 1 failed");
  process.exit(1);
});
