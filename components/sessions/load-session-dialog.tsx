"use client";

import { useState, type FormEvent } from "react";
import { DIALOG_COPY } from "@/lib/matches/copy";
import type { SavedPreferenceItem } from "@/lib/matches/types";
import { DialogFrame, DialogTextInput } from "@/components/ui/dialog";
import { restoreSavedItem, restoreSessionById, type RestoreResult } from "./restore";
import { SavedDate, SavedItemActions, SavedItemDeleteConfirm, SavedMatchCount } from "./saved-item-parts";
import { useSavedItems } from "./use-saved-items";
import { Button } from "@/components/ui/button";

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
          <DialogTextInput
            id="load-session-id"
            label={DIALOG_COPY.loadByIdLabel}
            value={id}
            onValueChange={setId}
            placeholder="xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"
            spellCheck={false}
            mono
          />
        </div>
        <Button type="submit" disabled={busy || id.trim() === ""} size="sm" className="disabled:cursor-not-allowed disabled:opacity-50">
          {DIALOG_COPY.load}
        </Button>
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
                  <SavedDate item={item} />
                  {" · "}
                  <SavedMatchCount item={item} />
                </p>
              </div>
              <SavedItemActions item={item} variant="row" loadDisabled={busy} onLoad={(i) => void loadItem(i)} onDelete={saved.askDelete} />
            </li>
          ))}
        </ul>
      )}
      <SavedItemDeleteConfirm saved={saved} />
    </DialogFrame>
  );
}
