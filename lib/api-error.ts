/**
 * The error answer of every route handler: `{ error: { code, message, reason?, fields?, ownerEmail? } }`.
 * Read by hand rather than with a zod schema: client/api.ts is on every page (the
 * nav's account menu uses it), and zod would add 37 kB and a long task to each.
 */
export type ApiErrorBody = {
  error: { code: string; message: string; reason?: string; fields?: Record<string, string[]>; ownerEmail?: string | null };
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === "string");

/** The error answer, or null when the body isn't one (a proxy's error page, a wrong shape). */
export function parseApiErrorBody(body: unknown): ApiErrorBody | null {
  if (!isRecord(body) || !isRecord(body.error)) return null;
  const { code, message, reason, fields, ownerEmail } = body.error;
  if (typeof code !== "string" || typeof message !== "string") return null;
  if (reason !== undefined && typeof reason !== "string") return null;
  if (ownerEmail !== undefined && ownerEmail !== null && typeof ownerEmail !== "string") return null;
  if (fields !== undefined && !(isRecord(fields) && Object.values(fields).every(isStringList))) return null;
  return { error: { code, message, reason, fields: fields as Record<string, string[]> | undefined, ownerEmail } };
}
