"use client";

import { Button } from "@/components/ui/button";
import { DialogFrame } from "@/components/ui/dialog";
import { SHARED_SEARCH_COPY } from "@/lib/sessions/copy";

const COPY = SHARED_SEARCH_COPY.shareDialog;

/**
 * What Share shares, before it does (docs/SECURITY.md, "Personal data"): the search and its results,
 * never the buyer's finances. Confirming makes the session public and copies the link.
 */
export function ShareDialog({ open, busy, onConfirm, onCancel }: { open: boolean; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <DialogFrame open={open} onClose={onCancel} title={COPY.title} testId="share-dialog">
      <div className="space-y-3 text-sm text-gray-700">
        <p>{COPY.shares}</p>
        <p data-testid="share-dialog-private">{COPY.private}</p>
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onCancel} data-autofocus>
          {COPY.cancel}
        </Button>
        <Button size="sm" onClick={onConfirm} disabled={busy} className="disabled:opacity-60">
          {COPY.confirm}
        </Button>
      </div>
    </DialogFrame>
  );
}
