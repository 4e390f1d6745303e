"use client";

import { apiFetch } from "@/client/api";
import type { ListingDetail, ListingsResponse, SavedPreferenceItem, SavePreferenceBody, SessionInfo } from "@/lib/matches/types";

/** Failed calls throw the one ApiError of client/api.ts (kept under its old name for the screens). */
export { ApiError as ApiRequestError } from "@/client/api";

function request<T>(url: string, init?: { method?: "POST" | "DELETE"; body?: unknown }): Promise<T> {
  return apiFetch(url, init) as Promise<T>;
}


export const sessionsApi = {
  session: (id: string) => request<{ session: SessionInfo }>(`/api/sessions/${encodeURIComponent(id)}`).then((r) => r.session),
  listings: (id: string) => request<ListingsResponse>(`/api/sessions/${encodeURIComponent(id)}/listings`),
  listing: (id: string, listingId: string) =>
    request<{ listing: ListingDetail }>(`/api/sessions/${encodeURIComponent(id)}/listings/${encodeURIComponent(listingId)}`).then((r) => r.listing),
  share: (id: string) => request<{ session_id: string; is_public: boolean; path: string }>(`/api/sessions/${encodeURIComponent(id)}/share`, { method: "POST" }),
  saved: () => request<{ items: SavedPreferenceItem[] }>("/api/saved-preferences").then((r) => r.items),
  save: (body: SavePreferenceBody) => request<{ item: SavedPreferenceItem }>("/api/saved-preferences", { method: "POST", body }).then((r) => r.item),
  remove: (id: string) => request<void>(`/api/saved-preferences/${encodeURIComponent(id)}`, { method: "DELETE" }),
};

export const SAVED_PREFERENCES_KEY = "/api/saved-preferences";
export const listingsKey = (sessionId: string) => `/api/sessions/${sessionId}/listings`;
export const listingKey = (sessionId: string, listingId: string) => `/api/sessions/${sessionId}/listings/${listingId}`;
export const sessionKey = (sessionId: string) => `/api/sessions/${sessionId}`;
