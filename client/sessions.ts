"use client";

import { apiDownload, apiFetch } from "@/client/api";
import { fastParser } from "@/client/fast-parser";
import {
  listingResponseSchema,
  listingsResponseSchema,
  savedPreferenceResponseSchema,
  savedPreferencesResponseSchema,
  sessionResponseSchema,
  shareResponseSchema,
  type ListingsResponse,
  type SavePreferenceBody,
} from "@/lib/matches/types";
import { exportPath, shortlistResponseSchema, starResponseSchema, type ExportFormat, type ExportScope } from "@/lib/shortlist/api";

/** Up to 2,000 listings on every refresh of the matches screen: checked by the compiled predicate. */
const listingsAnswer = fastParser(listingsResponseSchema);
const session = (id: string) => `/api/sessions/${encodeURIComponent(id)}`;
const saved = (id: string) => `/api/saved-preferences/${encodeURIComponent(id)}`;

/** The sessions and saved-preferences routes, each answer read with its schema (lib/matches/types.ts). */
export const sessionsApi = {
  session: async (id: string) => (await apiFetch(session(id), { schema: sessionResponseSchema })).session,
  listings: (id: string) => apiFetch(`${session(id)}/listings`, { schema: listingsAnswer }),
  /** The listings' answer another call carried (the search start's first page), checked as the listings call's; null when it isn't one. */
  readListings: (body: unknown): ListingsResponse | null => {
    const read = listingsAnswer.safeParse(body);
    return read.success ? read.data : null;
  },
  listing: async (id: string, listingId: string) => (await apiFetch(`${session(id)}/listings/${encodeURIComponent(listingId)}`, { schema: listingResponseSchema })).listing,
  share: (id: string) => apiFetch(`${session(id)}/share`, { method: "POST", schema: shareResponseSchema }),
  saved: async () => (await apiFetch("/api/saved-preferences", { schema: savedPreferencesResponseSchema })).items,
  save: async (body: SavePreferenceBody) => (await apiFetch("/api/saved-preferences", { method: "POST", body, schema: savedPreferenceResponseSchema })).item,
  remove: async (id: string) => void (await apiFetch(saved(id), { method: "DELETE" })),
  shortlist: (id: string) => apiFetch(`${session(id)}/stars`, { schema: shortlistResponseSchema }),
  star: (id: string, listingId: string) => apiFetch(`${session(id)}/stars/${encodeURIComponent(listingId)}`, { method: "PUT", schema: starResponseSchema }),
  unstar: async (id: string, listingId: string) => void (await apiFetch(`${session(id)}/stars/${encodeURIComponent(listingId)}`, { method: "DELETE" })),
  exportFile: (id: string, format: ExportFormat, scope: ExportScope) => apiDownload(exportPath(id, format, scope)),
};

export const SAVED_PREFERENCES_KEY = "/api/saved-preferences";
export const listingsKey = (sessionId: string) => `/api/sessions/${sessionId}/listings`;
export const listingKey = (sessionId: string, listingId: string) => `/api/sessions/${sessionId}/listings/${listingId}`;
export const sessionKey = (sessionId: string) => `/api/sessions/${sessionId}`;
export const shortlistKey = (sessionId: string) => `/api/sessions/${sessionId}/stars`;
