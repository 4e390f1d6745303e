import "server-only";
import { hash, verify } from "@node-rs/argon2";

type Argon2idOptions = { algorithm: 2; memoryCost: number; timeCost: number; parallelism: number };

/** OWASP's argon2id parameters: 19 MiB, 2 iterations, 1 lane. What production uses. */
const PRODUCTION: Argon2idOptions = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/** The test suites' cost (ARGON2_COST=test, set by vitest.config.ts and scripts/dev/e2e-server.ts only): 256 KiB, 1 iteration. */
const TEST: Argon2idOptions = { algorithm: 2, memoryCost: 256, timeCost: 1, parallelism: 1 };

/**
 * A hash of a random, discarded string at each cost. Verifying against it costs what verifying a
 * real user's hash (made at the same cost) costs, from the very first call (no lazy hashing that
 * would make the first unknown e-mail slower).
 */
const DUMMY_HASHES = {
  production: "$argon2id$v=19$m=19456,t=2,p=1$pXOlMyH3tVOMFoKdOHb0yg$LcvpyGmkFEKQGFzLo37MnWEdj4ivu7tK1LTCd4sBWfE",
  test: "$argon2id$v=19$m=256,t=1,p=1$MZYktBXVj8k1siKI9GrpfA$rLLLxYL1wGG4+/UhhXM6onAOuOzlxoPdlWNtPO1+ACc",
} as const;

/**
 * The argon2id cost, read from ARGON2_COST at each call: unset or "production" is OWASP's; "test" is the
 * cheap one the test suites set. Anything else is refused, so a typo never weakens production quietly.
 */
export function argon2Cost(env: Record<string, string | undefined> = process.env): "production" | "test" {
  const v = env.ARGON2_COST?.trim() || "production";
  if (v === "production" || v === "test") return v;
  throw new Error(`ARGON2_COST must be "production" (the default) or "test", not ${JSON.stringify(v)}`);
}

/** The options hashPassword passes to argon2id under env. */
export function argon2Options(env: Record<string, string | undefined> = process.env): Argon2idOptions {
  return { ...(argon2Cost(env) === "test" ? TEST : PRODUCTION) };
}

/** The dummy hash burnVerifyTime checks against under env: made with argon2Options(env). */
export function dummyHash(env: Record<string, string | undefined> = process.env): string {
  return DUMMY_HASHES[argon2Cost(env)];
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options());
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifies against the dummy hash so an unknown e-mail costs the same time as a wrong password. */
export async function burnVerifyTime(password: string): Promise<false> {
  await verifyPassword(dummyHash(), password);
  return false;
}
