"use client";

/** The pieces a saved item shows wherever it is listed: the Load Session dialog's rows and the /sessions cards. */
import { DIALOG_COPY } from "@/lib/matches/copy";
import type { SavedPreferenceItem } from "@/lib/matches/types";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { formatSavedDate, type useSavedItems } from "./use-saved-items";

export function SavedDate({ item }: { item: SavedPreferenceItem }) {
  return (
    <time dateTime={item.created_at} suppressHydrationWarning>
      {formatSavedDate(item.created_at)}
    </time>
  );
}

export function SavedMatchCount({ item }: { item: SavedPreferenceItem }) {
  return (
    <>
      {item.results_count} {item.results_count === 1 ? "match" : "matches"}
    </>
  );
}

const ACTION_STYLES = {
  row: { actions: "flex shrink-0 gap-1.5", grow: "", size: "px-3 py-1.5 text-xs" },
  card: { actions: "mt-auto flex gap-2 pt-4", grow: "flex-1 ", size: "px-3 py-2 text-sm" },
} as const;

/** Load and Delete, labelled with the item's name; Delete asks for confirmation (SavedItemDeleteConfirm). */
export function SavedItemActions({
  item,
  variant,
  loadDisabled,
  onLoad,
  onDelete,
}: {
  item: SavedPreferenceItem;
  variant: keyof typeof ACTION_STYLES;
  loadDisabled: boolean;
  onLoad: (item: SavedPreferenceItem) => void;
  onDelete: (item: SavedPreferenceItem) => void;
}) {
  const style = ACTION_STYLES[variant];
  return (
    <div className={style.actions}>
      <Button
        disabled={loadDisabled}
        onClick={() => onLoad(item)}
        size="sm"
        className={`${style.grow}${style.size} disabled:opacity-50`}
        aria-label={`Load ${item.name}`}
      >
        {DIALOG_COPY.load}
      </Button>
      <Button variant="outline-danger" size="sm" onClick={() => onDelete(item)} className={style.size} aria-label={`Delete ${item.name}`}>
        {DIALOG_COPY.delete}
      </Button>
    </div>
  );
}

/** The confirmation of a delete asked for through useSavedItems. */
export function SavedItemDeleteConfirm({ saved }: { saved: ReturnType<typeof useSavedItems> }) {
  return (
    <ConfirmDialog
      open={saved.pendingDelete !== null}
      title={DIALOG_COPY.deleteConfirmTitle}
      text={saved.pendingDelete ? DIALOG_COPY.deleteConfirm(saved.pendingDelete.name) : ""}
      confirmLabel={DIALOG_COPY.delete}
      busy={saved.deleting}
      onConfirm={() => void saved.confirmDelete()}
      onCancel={saved.cancelDelete}
    />
  );
}
