import "server-only";
import { hash, verify } from "@node-rs/argon2";

/** OWASP's argon2id parameters: 19 MiB, 2 iterations, 1 lane. */
const ARGON2ID = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random, discarded string with the same parameters. Verifying
 * against it costs what verifying a real user's hash costs, from the very first
 * call (no lazy hashing that would make the first unknown e-mail slower).
 */
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$pXOlMyH3tVOMFoKdOHb0yg$LcvpyGmkFEKQGFzLo37MnWEdj4ivu7tK1LTCd4sBWfE";

/** Verifies against the dummy hash so an unknown e-mail costs the same time as a wrong password. */
export async function burnVerifyTime(password: string): Promise<false> {
  await verifyPassword(DUMMY_HASH, password);
  return false;
}
