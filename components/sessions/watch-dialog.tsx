"use client";

import { useState, type FormEvent } from "react";
import { mutate } from "swr";
import { ApiError } from "@/client/api";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/controls";
import { DialogFrame, DialogTextInput } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast-store";
import { PLAN_LIMIT_REASON, PLAN_LIMIT_TITLE } from "@/lib/plans";
import type { WatchItem } from "@/lib/watches/api";
import { FREQUENCY_OPTIONS, THRESHOLD_OPTIONS, TOP_N_OPTIONS, WATCH_COPY, WATCH_TOASTS } from "@/lib/watches/copy";
import { WATCH_THRESHOLD_DEFAULT, WATCH_TOP_N_DEFAULT } from "@/lib/watches/digest";
import { WATCH_NAME_MAX_CHARS } from "@/lib/watches/api";
import type { WatchFrequency } from "@/lib/watches/schedule";
import { WATCHES_KEY, watchesApi } from "@/client/watches";

/** The server's words for a refusal (a plan limit says what it is and when it resets). */
export function watchFailureToast(err: unknown) {
  if (err instanceof ApiError && err.reason === PLAN_LIMIT_REASON) return { title: PLAN_LIMIT_TITLE, description: err.message };
  return { title: WATCH_TOASTS.failed.title, description: (err instanceof ApiError && err.serverMessage) || WATCH_TOASTS.failed.fallback };
}

/** Starts watching a session, or changes or stops a watch: name, how often, the top N and the threshold. */
export function WatchDialog({ open, onClose, sessionId, watch }: { open: boolean; onClose: () => void; sessionId: string; watch: WatchItem | null }) {
  const [name, setName] = useState(watch?.name ?? "");
  const [frequency, setFrequency] = useState<WatchFrequency>(watch?.frequency ?? "daily");
  const [topN, setTopN] = useState<number>(watch?.top_n ?? WATCH_TOP_N_DEFAULT);
  const [threshold, setThreshold] = useState<number>(watch?.threshold ?? WATCH_THRESHOLD_DEFAULT);
  const [busy, setBusy] = useState(false);

  async function act(action: () => Promise<{ title: string; description: string }>) {
    setBusy(true);
    try {
      toast({ ...(await action()), variant: "success" });
      await mutate(WATCHES_KEY);
      onClose();
    } catch (err) {
      toast({ ...watchFailureToast(err), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = name.trim();
    void act(async () => {
      if (watch) {
        await watchesApi.update(watch.id, { name: trimmed || watch.name, frequency, top_n: topN, threshold });
        return WATCH_TOASTS.saved;
      }
      const created = await watchesApi.create({ session_id: sessionId, ...(trimmed ? { name: trimmed } : {}), frequency, top_n: topN, threshold });
      return WATCH_TOASTS.started(created.name);
    });
  }

  function stop() {
    if (!watch) return;
    void act(async () => {
      await watchesApi.stop(watch.id);
      return WATCH_TOASTS.stopped(watch.name);
    });
  }

  return (
    <DialogFrame open={open} onClose={onClose} title={watch ? WATCH_COPY.editTitle : WATCH_COPY.newTitle} testId="watch-dialog">
      <p className="text-sm text-gray-600">{WATCH_COPY.intro}</p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <div>
          <DialogTextInput
            id="watch-name"
            label={WATCH_COPY.nameLabel}
            value={name}
            onValueChange={setName}
            placeholder={WATCH_COPY.namePlaceholder}
            maxLength={WATCH_NAME_MAX_CHARS}
          />
        </div>
        <SelectField id="watch-frequency" label={WATCH_COPY.frequencyLabel} options={FREQUENCY_OPTIONS} value={frequency} onChange={setFrequency} />
        <SelectField id="watch-top-n" label={WATCH_COPY.topNLabel} options={TOP_N_OPTIONS} value={topN} onChange={setTopN} />
        <SelectField id="watch-threshold" label={WATCH_COPY.thresholdLabel} options={THRESHOLD_OPTIONS} value={threshold} onChange={setThreshold} />
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          {watch && (
            <Button variant="outline-danger" size="sm" onClick={stop} disabled={busy} className="mr-auto disabled:opacity-60">
              {WATCH_COPY.stop}
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={onClose}>
            {WATCH_COPY.cancel}
          </Button>
          <Button type="submit" disabled={busy} size="sm" className="disabled:opacity-60">
            {watch ? WATCH_COPY.save : WATCH_COPY.start}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
