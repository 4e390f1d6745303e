import { z } from "zod";
import { MALFORMED_UUID_MESSAGE, SESSION_ID_PATTERN } from "./constants";

/** A search session id (a 36-character UUID) at every boundary, with the spec's message. */
export const sessionIdSchema = z.string().regex(SESSION_ID_PATTERN, MALFORMED_UUID_MESSAGE);

export function isSessionId(value: unknown): value is string {
  return typeof value === "string" && SESSION_ID_PATTERN.test(value);
}

export function newSessionId(): string {
  const id = crypto.randomUUID();
  if (!isSessionId(id)) throw new Error("Generated UUID is malformed");
  return id;
}
