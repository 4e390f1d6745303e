"use client";

import { useState, type FormEvent } from "react";
import { mutate } from "swr";
import { toast } from "@/components/ui/toast-store";
import { DIALOG_COPY, TOASTS } from "@/lib/matches/copy";
import { getPreferences } from "@/client/preferences-store";
import { ApiError } from "@/client/api";
import { SAVED_PREFERENCES_KEY, sessionsApi } from "@/client/sessions";
import { DialogFrame, DialogTextInput } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";

/** "Save Current Preferences": a name (required; Enter submits) for the current preferences and session. */
export function SaveSessionDialog({
  open,
  onClose,
  sessionId,
  resultsCount,
}: {
  open: boolean;
  onClose: () => void;
  sessionId: string;
  resultsCount: number;
}) {
  const [name, setName] = useState("");
  const [saving, setSaving] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      toast({ ...TOASTS.nameRequired, variant: "destructive" });
      return;
    }
    setSaving(true);
    try {
      await sessionsApi.save({ name: trimmed, preferences: getPreferences(), results_count: resultsCount, session_id: sessionId });
      toast({ ...TOASTS.saved(trimmed), variant: "success" });
      await mutate(SAVED_PREFERENCES_KEY);
      setName("");
      onClose();
    } catch (err) {
      toast({ title: TOASTS.saveFailed.title, description: err instanceof ApiError ? err.message : TOASTS.saveFailed.fallback, variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <DialogFrame open={open} onClose={onClose} title={DIALOG_COPY.saveTitle} testId="save-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTextInput
          id="save-session-name"
          label={DIALOG_COPY.saveNameLabel}
          value={name}
          onValueChange={setName}
          placeholder={DIALOG_COPY.saveNamePlaceholder}
          maxLength={120}
        />
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="outline" size="sm" onClick={onClose}>
            {DIALOG_COPY.cancel}
          </Button>
          <Button type="submit" disabled={saving} size="sm" className="disabled:opacity-60">
            {DIALOG_COPY.save}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
