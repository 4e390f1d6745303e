import "server-only";
import { readEnv, type Env } from "@/lib/env-schema";

export type { Env };

/**
 * The one place that reads process.env. Every integration is optional: when its
 * variables are absent the built-in default is used. Parsed once and kept until a variable
 * of the schema changes (readEnv in lib/env-schema.ts): call it freely.
 */
export function env(): Env {
  return readEnv(process.env);
}

export const isProduction = () => env().NODE_ENV === "production";

/**
 * What a production server can't run without, as messages for the operator; empty when
 * the configuration is complete. `next start` (instrumentation.ts) and `npm run worker`
 * refuse to start otherwise: e-mailed links would point at localhost, sessions would
 * have no key.
 */
export function productionConfigProblems(e: Env = env()): string[] {
  if (e.NODE_ENV !== "production") return [];
  const problems: string[] = [];
  if (!e.APP_URL) problems.push("APP_URL is required in production: the public origin of the site, used in e-mailed links (e.g. APP_URL=https://propie.example.com).");
  if (!e.AUTH_SECRET) problems.push("AUTH_SECRET is required in production: it signs session tokens (generate one with `openssl rand -base64 32`).");
  return problems;
}

/** Exits the process with the problems when production configuration is incomplete. */
export function exitOnIncompleteProductionConfig(what: string): void {
  const problems = productionConfigProblems();
  if (problems.length === 0) return;
  console.error(`${what} refuses to start:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
