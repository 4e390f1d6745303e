import "server-only";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/server/env";

/**
 * AUTH_SECRET signs the session JWTs. Production refuses to start without one;
 * development generates one on first start and keeps it in .data/ so that
 * `npm run dev` needs no configuration and sessions survive restarts.
 */
export function authSecret(): string {
  const e = env();
  if (e.AUTH_SECRET) return e.AUTH_SECRET;
  if (e.NODE_ENV === "production") {
    throw new Error("AUTH_SECRET is required in production (openssl rand -base64 32)");
  }
  const file = path.join(process.cwd(), ".data", "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
