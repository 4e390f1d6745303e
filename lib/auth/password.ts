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

let dummyHash: Promise<string> | undefined;
/** Verifies against a throwaway hash so an unknown e-mail costs the same time as a wrong password. */
export async function burnVerifyTime(password: string): Promise<false> {
  dummyHash ??= hashPassword("not-a-real-password-" + Math.random());
  await verifyPassword(await dummyHash, password);
  return false;
}
