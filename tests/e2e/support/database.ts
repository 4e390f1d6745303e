import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { liveOwner } from "@/db/runtime-file";

/**
 * The e2e server's database, as an operator reaches it while the app runs: the
 * PostgreSQL server (E2E_DATABASE_URL), or on the default install the embedded
 * database the app serves on a loopback port (its runtime file beside the data
 * folder says which; README, Operations).
 */
export function e2eDatabaseUrl(): string {
  if (process.env.E2E_DATABASE_URL) return process.env.E2E_DATABASE_URL;
  const dir = process.env.E2E_PGLITE_DIR;
  if (!dir) throw new Error("E2E_PGLITE_DIR is not set (playwright.config.ts sets it)");
  return servedPgliteUrl(dir);
}

/** The URL on which the app holding this PGlite folder serves it. */
export function servedPgliteUrl(dir: string): string {
  const owner = liveOwner(dir);
  if (!owner?.port || !owner.host) throw new Error(`the e2e server does not serve its database (${dir}.runtime.json)`);
  return `postgres://postgres@${owner.host}:${owner.port}/postgres`;
}

/** The README's approval statement for `email`, word for word but for the name and address. */
export function readmeApprovalSql({ email, fullName }: { email: string; fullName: string }): string {
  const readme = readFileSync(path.join(process.cwd(), "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("### Approving a beta tester"));
  const block = /```sql\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block || !block.includes("'jane@example.com'")) throw new Error("the README's approval SQL was not found");
  const quote = (s: string) => s.replace(/'/g, "''");
  return block.replaceAll("'jane@example.com'", `'${quote(email)}'`).replaceAll("'Jane Citizen'", `'${quote(fullName)}'`).trim();
}

/** Runs SQL as the operator would: with psql when it is installed, else through postgres.js. */
export async function runOperatorSql(statement: string, url = e2eDatabaseUrl()): Promise<{ via: "psql" | "postgres.js"; output: string }> {
  const psql = await new Promise<{ ok: boolean; stdout: string; stderr: string }>((resolve) => {
    execFile("psql", [url, "-v", "ON_ERROR_STOP=1", "-c", statement], { timeout: 30_000 }, (err, stdout, stderr) => resolve({ ok: !err, stdout, stderr }));
  });
  if (psql.ok) return { via: "psql", output: psql.stdout };
  if (!/ENOENT|not found/i.test(psql.stderr) && psql.stderr) throw new Error(`psql: ${psql.stderr}`);
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const result = await sql.unsafe(statement);
    return { via: "postgres.js", output: `${result.command} ${result.count}` };
  } finally {
    await sql.end({ timeout: 5 });
  }
}
