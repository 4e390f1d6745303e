/**
 * A Vitest reporter that prints nothing and writes, when the run ends, each test file's time (import, setup,
 * collection and its tests) with its project and state to TEST_TIMES_FILE (default test-results/vitest-times.json).
 * scripts/dev/test.ts reads it for bench/results/test-times.txt and the ten slowest files.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

export type FileTime = { project: string; file: string; seconds: number; state: string };

export default class TimesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const out = process.env.TEST_TIMES_FILE ?? "test-results/vitest-times.json";
    const times: FileTime[] = testModules.map((m) => {
      const d = m.diagnostic();
      const ms = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      return { project: m.project.name, file: path.relative(process.cwd(), m.moduleId), seconds: Math.round(ms) / 1000, state: m.state() };
    });
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify(times, null, 1));
  }
}
