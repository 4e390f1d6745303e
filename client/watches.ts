"use client";

import { apiFetch } from "@/client/api";
import { watchesResponseSchema, watchResponseSchema, type CreateWatchBody, type UpdateWatchBody } from "@/lib/watches/api";

/** The watched searches' routes, each answer read with its schema (lib/watches/api.ts). */
export const WATCHES_KEY = "/api/watches";
const one = (id: string) => `${WATCHES_KEY}/${encodeURIComponent(id)}`;

export const watchesApi = {
  list: async () => (await apiFetch(WATCHES_KEY, { schema: watchesResponseSchema })).watches,
  create: async (body: CreateWatchBody) => (await apiFetch(WATCHES_KEY, { method: "POST", body, schema: watchResponseSchema })).watch,
  update: async (id: string, body: UpdateWatchBody) => (await apiFetch(one(id), { method: "PUT", body, schema: watchResponseSchema })).watch,
  stop: async (id: string) => void (await apiFetch(one(id), { method: "DELETE" })),
  unsubscribe: async (token: string) => void (await apiFetch(`${WATCHES_KEY}/unsubscribe?token=${encodeURIComponent(token)}`, { method: "POST", body: { "List-Unsubscribe": "One-Click" } })),
};
