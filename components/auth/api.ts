"use client";

/** The answer of one of our JSON routes, as the forms need it. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string | null; fields: Record<string, string[]>; retryAfterSeconds: number | null };

function errorOf(body: unknown): { message: string | null; fields: Record<string, string[]> } {
  if (typeof body !== "object" || body === null || !("error" in body)) return { message: null, fields: {} };
  const error = (body as { error: unknown }).error;
  if (typeof error !== "object" || error === null) return { message: null, fields: {} };
  const message = typeof (error as { message?: unknown }).message === "string" ? (error as { message: string }).message : null;
  const rawFields = (error as { fields?: unknown }).fields;
  const fields: Record<string, string[]> = {};
  if (typeof rawFields === "object" && rawFields !== null) {
    for (const [k, v] of Object.entries(rawFields)) if (Array.isArray(v)) fields[k] = v.filter((m): m is string => typeof m === "string");
  }
  return { message, fields };
}

/** Sends JSON and never throws: a network failure is `{ ok: false, status: 0 }`. */
export async function sendJson<T = unknown>(url: string, body: unknown, method: "POST" | "DELETE" | "PUT" = "POST"): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body ?? {}),
      credentials: "same-origin",
    });
  } catch {
    return { ok: false, status: 0, message: null, fields: {}, retryAfterSeconds: null };
  }
  let parsed: unknown = null;
  if (res.status !== 204) {
    try {
      parsed = await res.json();
    } catch {
      parsed = null;
    }
  }
  if (res.ok) return { ok: true, status: res.status, data: parsed as T };
  const retry = Number(res.headers.get("Retry-After"));
  return { ok: false, status: res.status, ...errorOf(parsed), retryAfterSeconds: Number.isFinite(retry) && retry > 0 ? retry : null };
}
