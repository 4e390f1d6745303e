"use client";

import { useState } from "react";
import useSWR from "swr";
import { toast } from "@/components/ui/toast-store";
import { TOASTS } from "@/lib/matches/copy";
import type { SavedPreferenceItem } from "@/lib/matches/types";
import { ApiError } from "@/client/api";
import { SAVED_PREFERENCES_KEY, sessionsApi } from "@/client/sessions";

/** The signed-in user's saved items (spec 2, call 16) with delete (spec 2, call 18) and its confirmation state. */
export function useSavedItems({ enabled, fallbackData, wording }: { enabled: boolean; fallbackData?: SavedPreferenceItem[]; wording: "preference" | "session" }) {
  const swr = useSWR(enabled ? SAVED_PREFERENCES_KEY : null, sessionsApi.saved, { fallbackData, revalidateOnFocus: false });
  const [pendingDelete, setPendingDelete] = useState<SavedPreferenceItem | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function confirmDelete() {
    const item = pendingDelete;
    if (!item) return;
    setDeleting(true);
    try {
      await sessionsApi.remove(item.id);
      toast({ ...TOASTS.deleted(item.name), variant: "success" });
      await swr.mutate((items) => items?.filter((i) => i.id !== item.id), { revalidate: true });
    } catch (err) {
      const t = wording === "preference" ? TOASTS.deleteFailedPreference : TOASTS.deleteFailedSession;
      toast({ title: t.title, description: err instanceof ApiError ? err.message : t.fallback, variant: "destructive" });
    } finally {
      setDeleting(false);
      setPendingDelete(null);
    }
  }

  return { ...swr, pendingDelete, askDelete: setPendingDelete, cancelDelete: () => setPendingDelete(null), confirmDelete, deleting };
}

export function formatSavedDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : d.toLocaleString("en-AU", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" });
}
