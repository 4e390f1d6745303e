"use client";

import { ApiError, apiFetch } from "@/client/api";

/** The answer of one of our JSON routes, as the forms need it. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string | null; fields: Record<string, string[]>; retryAfterSeconds: number | null };

/** Sends JSON and never throws: a failure (a network failure is status 0) comes back as `{ ok: false }`. */
export async function sendJson<T = unknown>(url: string, body: unknown, method: "POST" | "DELETE" | "PUT" = "POST"): Promise<ApiResult<T>> {
  try {
    const data = (await apiFetch(url, { method, body: body ?? {} })) as T;
    return { ok: true, status: 200, data };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return { ok: false, status: err.status, message: err.status === 0 || err.code === "error" ? null : err.message, fields: err.fields, retryAfterSeconds: err.retryAfterSeconds };
  }
}
