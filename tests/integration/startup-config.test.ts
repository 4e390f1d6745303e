import { execFile } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Production must not e-mail links to localhost. `next start` is checked in tests/e2e/operator.e2e.ts. */
describe("npm run worker in production", () => {
  it("refuses to start without APP_URL and AUTH_SECRET, saying which", async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" };
    delete env.APP_URL;
    delete env.AUTH_SECRET;
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(path.join("node_modules", ".bin", "tsx"), ["scripts/ops/worker.ts"], { env, timeout: 60_000 }, (err, _stdout, stderr) =>
        resolve({ code: err ? ((err as { code?: number }).code ?? null) : 0, stderr }),
      );
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("The worker refuses to start:");
    expect(result.stderr).toContain("APP_URL is required in production");
    expect(result.stderr).toContain("AUTH_SECRET is required in production");
  }, 90_000);
});
