"use client";

import { apiFetch } from "@/client/api";
import { viewerSchema, type Viewer } from "@/lib/auth/viewer";

/**
 * GET /api/viewer through the one fetch layer. Its own module so that client/viewer.ts
 * can load it with import(): the fetch layer and zod then stay out of the first load
 * of the static pages (the root layout is on every page).
 */
export async function fetchViewer(): Promise<Viewer["user"]> {
  return (await apiFetch("/api/viewer", { schema: viewerSchema })).user;
}
