"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { DIALOG_COPY, SESSIONS_COPY } from "@/lib/matches/copy";
import type { SavedPreferenceItem } from "@/lib/matches/types";
import { ConfirmDialog } from "./dialog-frame";
import { restoreSavedItem } from "./restore";
import { formatSavedDate, useSavedItems } from "./use-saved-items";

/** /sessions for a signed-in user: saved items as cards, each loadable and deletable. */
export function SavedSessionsPage({ initialItems }: { initialItems: SavedPreferenceItem[] }) {
  const router = useRouter();
  const saved = useSavedItems({ enabled: true, fallbackData: initialItems, wording: "session" });
  const [busyId, setBusyId] = useState<string | null>(null);
  const items = saved.data ?? [];

  async function load(item: SavedPreferenceItem) {
    setBusyId(item.id);
    const result = await restoreSavedItem(item, "session");
    setBusyId(null);
    if (result) router.push(result.kind === "preferences" ? "/matches?restored=1" : "/matches");
  }

  return (
    <>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 bg-gray-50 px-6 py-12 text-center text-gray-600">{SESSIONS_COPY.empty}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="saved-cards">
          {items.map((item) => (
            <li key={item.id} className="flex flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm" data-testid="saved-card">
              <h2 className="text-lg font-semibold break-words text-ink">{item.name}</h2>
              <p className="mt-1 text-sm text-gray-600">
                Saved{" "}
                <time dateTime={item.created_at} suppressHydrationWarning>
                  {formatSavedDate(item.created_at)}
                </time>
              </p>
              <p className="text-sm text-gray-600">
                {item.results_count} {item.results_count === 1 ? "match" : "matches"}
              </p>
              {item.session_id && <p className="mt-1 font-mono text-[11px] break-all text-gray-400">{item.session_id}</p>}
              <div className="mt-auto flex gap-2 pt-4">
                <button
                  type="button"
                  onClick={() => void load(item)}
                  disabled={busyId !== null}
                  className="flex-1 rounded-md bg-crust-600 px-3 py-2 text-sm font-semibold text-white hover:bg-crust-700 disabled:opacity-50"
                  aria-label={`Load ${item.name}`}
                >
                  {DIALOG_COPY.load}
                </button>
                <button
                  type="button"
                  onClick={() => saved.askDelete(item)}
                  className="rounded-md border border-gray-300 px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50"
                  aria-label={`Delete ${item.name}`}
                >
                  {DIALOG_COPY.delete}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={saved.pendingDelete !== null}
        title={DIALOG_COPY.deleteConfirmTitle}
        text={saved.pendingDelete ? DIALOG_COPY.deleteConfirm(saved.pendingDelete.name) : ""}
        confirmLabel={DIALOG_COPY.delete}
        busy={saved.deleting}
        onConfirm={() => void saved.confirmDelete()}
        onCancel={saved.cancelDelete}
      />
    </>
  );
}
