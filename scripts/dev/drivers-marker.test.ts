import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DRIVERS_MARKER, bothDriverFiles } from "../../vitest.config";

/** The integration-postgres project's files are those whose first line says why the driver matters (vitest.config.ts). */
describe("the @drivers marker", () => {
  const dir = path.resolve(import.meta.dirname, "../../tests/integration");
  const files = readdirSync(dir).filter((f) => f.endsWith(".test.ts"));

  it("is only ever the first line, and always gives a reason", () => {
    for (const f of files) {
      const lines = readFileSync(path.join(dir, f), "utf8").split("\n");
      lines.slice(1).forEach((line, i) => expect(line.includes("@drivers:") && /^\s*\/\/ @drivers/.test(line), `${f}:${i + 2}`).toBe(false));
      if (DRIVERS_MARKER.test(lines[0])) expect(lines[0], f).toMatch(/^\/\/ @drivers: both — \S.{10,}/);
    }
  });

  it("selects exactly the marked files, the queue's and the locking ones among them", () => {
    const both = bothDriverFiles();
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(files.length);
    for (const f of ["db", "search-job", "watches", "rate-limit", "readiness"]) expect(both).toContain(`tests/integration/${f}.test.ts`);
    expect(both.filter((f) => f.includes("security-fuzz"))).toEqual([]);
  });

  it("marks every file with a test that runs on PostgreSQL only (unmarked, it would never run)", () => {
    const both = new Set(bothDriverFiles());
    const postgresOnly = files.filter((f) => /TEST_DB_DRIVER\s*!==\s*"postgres"\)\(/.test(readFileSync(path.join(dir, f), "utf8")));
    expect(postgresOnly.length).toBeGreaterThan(0);
    for (const f of postgresOnly) expect(both.has(`tests/integration/${f}`), f).toBe(true);
  });
});
