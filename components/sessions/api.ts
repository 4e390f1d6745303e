"use client";

import type { ApiError, ListingDetail, ListingsResponse, SavedPreferenceItem, SavePreferenceBody, SessionInfo } from "@/lib/matches/types";

/** A failed API call with the server's safe message (never a stack trace). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly ownerEmail: string | null = null,
  ) {
    super(message);
  }
}

async function request<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, { credentials: "same-origin", cache: "no-store", ...init });
  if (res.status === 204) return undefined as T;
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // A non-JSON answer (a proxy's error page) is reported by status below.
  }
  if (!res.ok) {
    const err = (body as Partial<ApiError> | null)?.error;
    throw new ApiRequestError(res.status, err?.code ?? "error", typeof err?.message === "string" ? err.message : `Request failed (${res.status})`, err?.ownerEmail ?? null);
  }
  return body as T;
}

const json = (method: string, body: unknown): RequestInit => ({ method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

export const sessionsApi = {
  session: (id: string) => request<{ session: SessionInfo }>(`/api/sessions/${encodeURIComponent(id)}`).then((r) => r.session),
  listings: (id: string) => request<ListingsResponse>(`/api/sessions/${encodeURIComponent(id)}/listings`),
  listing: (id: string, listingId: string) =>
    request<{ listing: ListingDetail }>(`/api/sessions/${encodeURIComponent(id)}/listings/${encodeURIComponent(listingId)}`).then((r) => r.listing),
  share: (id: string) => request<{ session_id: string; is_public: boolean; path: string }>(`/api/sessions/${encodeURIComponent(id)}/share`, { method: "POST" }),
  saved: () => request<{ items: SavedPreferenceItem[] }>("/api/saved-preferences").then((r) => r.items),
  save: (body: SavePreferenceBody) => request<{ item: SavedPreferenceItem }>("/api/saved-preferences", json("POST", body)).then((r) => r.item),
  remove: (id: string) => request<void>(`/api/saved-preferences/${encodeURIComponent(id)}`, { method: "DELETE" }),
};

export const SAVED_PREFERENCES_KEY = "/api/saved-preferences";
export const listingsKey = (sessionId: string) => `/api/sessions/${sessionId}/listings`;
export const listingKey = (sessionId: string, listingId: string) => `/api/sessions/${sessionId}/listings/${listingId}`;
export const sessionKey = (sessionId: string) => `/api/sessions/${sessionId}`;
