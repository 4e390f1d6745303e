"use client";

import { useState, type FormEvent } from "react";
import { DIALOG_COPY } from "@/lib/matches/copy";
import type { SavedPreferenceItem } from "@/lib/matches/types";
import { ConfirmDialog, DialogFrame } from "./dialog-frame";
import { restoreSavedItem, restoreSessionById, type RestoreResult } from "./restore";
import { formatSavedDate, useSavedItems } from "./use-saved-items";

/** "Load Session": by ID (Load disabled while blank) or from the saved list, with delete confirmation. */
export function LoadSessionDialog({ open, onClose, onRestored }: { open: boolean; onClose: () => void; onRestored: (r: RestoreResult) => void }) {
  const [id, setId] = useState("");
  const [busy, setBusy] = useState(false);
  const saved = useSavedItems({ enabled: open, wording: "preference" });

  async function finish(result: RestoreResult | null) {
    setBusy(false);
    if (!result) return;
    setId("");
    onClose();
    onRestored(result);
  }

  async function loadById(e: FormEvent) {
    e.preventDefault();
    const trimmed = id.trim();
    if (!trimmed) return;
    setBusy(true);
    await finish(await restoreSessionById(trimmed));
  }

  async function loadItem(item: SavedPreferenceItem) {
    setBusy(true);
    await finish(await restoreSavedItem(item, "preferences"));
  }

  const items = saved.data ?? [];
  return (
    <DialogFrame open={open} onClose={onClose} title={DIALOG_COPY.loadTitle} size="lg" testId="load-dialog">
      <form onSubmit={loadById} className="flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor="load-session-id" className="block text-sm font-medium text-gray-700">
            {DIALOG_COPY.loadByIdLabel}
          </label>
          <input
            id="load-session-id"
            data-autofocus
            value={id}
            onChange={(e) => setId(e.target.value)}
            placeholder="xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"
            autoComplete="off"
            spellCheck={false}
            className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 font-mono text-sm focus:border-crust-500 focus:outline-none"
          />
        </div>
        <button
          type="submit"
          disabled={busy || id.trim() === ""}
          className="rounded-md bg-crust-600 px-4 py-2 text-sm font-semibold text-white hover:bg-crust-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {DIALOG_COPY.load}
        </button>
      </form>

      <h3 className="mt-6 text-sm font-semibold text-gray-700">{DIALOG_COPY.savedListTitle}</h3>
      {saved.isLoading && !saved.data ? (
        <p className="mt-2 text-sm text-gray-500" role="status">
          Loading…
        </p>
      ) : saved.error ? (
        <p className="mt-2 text-sm text-red-700" role="alert">
          {saved.error instanceof Error ? saved.error.message : "Couldn't load your saved sessions."}
        </p>
      ) : items.length === 0 ? (
        <p className="mt-2 text-sm text-gray-500">{DIALOG_COPY.savedListEmpty}</p>
      ) : (
        <ul className="mt-2 max-h-72 divide-y divide-gray-100 overflow-y-auto rounded-md border border-gray-200" data-testid="saved-list">
          {items.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <div className="min-w-0">
                <p className="truncate font-medium">{item.name}</p>
                <p className="text-xs text-gray-500">
                  <time dateTime={item.created_at} suppressHydrationWarning>
                    {formatSavedDate(item.created_at)}
                  </time>
                  {" · "}
                  {item.results_count} {item.results_count === 1 ? "match" : "matches"}
                </p>
              </div>
              <div className="flex shrink-0 gap-1.5">
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void loadItem(item)}
                  className="rounded-md bg-crust-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-crust-700 disabled:opacity-50"
                  aria-label={`Load ${item.name}`}
                >
                  {DIALOG_COPY.load}
                </button>
                <button
                  type="button"
                  onClick={() => saved.askDelete(item)}
                  className="rounded-md border border-gray-300 px-3 py-1.5 text-xs font-medium text-red-700 hover:bg-red-50"
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
    </DialogFrame>
  );
}
