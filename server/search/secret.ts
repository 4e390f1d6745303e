import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/server/env";
import { AppError } from "@/lib/errors";

/**
 * The external workflow authenticates with `Authorization: Bearer <WEBHOOK_SECRET>`.
 * Without a configured secret these endpoints refuse everything.
 */
const digest = (s: string) => createHash("sha256").update(s).digest();

export function requireWorkflowSecret(request: Request): void {
  const secret = env().WEBHOOK_SECRET;
  // Not configured: the endpoint is not there (404), rather than a server error.
  if (!secret) throw new AppError("not_found", "Workflow callbacks are not configured.");
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  // Comparing digests keeps the comparison constant-time whatever the lengths.
  if (!match || !timingSafeEqual(digest(match[1]), digest(secret))) throw new AppError("unauthorized", "Invalid or missing bearer token.");
}
