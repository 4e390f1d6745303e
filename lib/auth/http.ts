import "server-only";
import type { z } from "zod";
import { AppError } from "@/lib/errors";
import { parseJson } from "@/lib/http";

/**
 * parseJson, but only for `Content-Type: application/json`. A cross-site page
 * can't send that type without a CORS preflight, which this app never answers,
 * so a forged form post can't reach the auth and account handlers.
 */
export async function readJsonBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/json")) throw new AppError("bad_request", "Request body must be JSON");
  return parseJson(request, schema);
}
