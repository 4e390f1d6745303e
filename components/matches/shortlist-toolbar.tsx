"use client";

import { useMemo, useState } from "react";
import { ApiError } from "@/client/api";
import { Button, ButtonLink } from "@/components/ui/button";
import { Chip } from "@/components/ui/controls";
import { toast } from "@/components/ui/toast-store";
import { sessionsApi } from "@/client/sessions";
import { joinAddress } from "@/lib/matches/format";
import { COMPARE_MAX, COMPARE_MIN, comparePath, type ExportAllowance, type ExportFormat, type ExportScope, type ShortlistItem } from "@/lib/shortlist/api";
import { exportsLeftWords, SHORTLIST_COPY } from "@/lib/shortlist/copy";

/**
 * The shortlist view's compare picker: the starred listings as chips, up to four chosen (the
 * first four to begin with), and the link to the compare view, which is shareable like the
 * session (the same read rules).
 */
export function ComparePicker({ sessionId, items }: { sessionId: string; items: ShortlistItem[] }) {
  const [picked, setPicked] = useState<readonly string[] | null>(null);
  const ids = useMemo(() => items.map((i) => i.listing_id), [items]);
  // Until the user picks, the first four starred; a pick of a listing since unstarred is dropped.
  const chosen = (picked ?? ids.slice(0, COMPARE_MAX)).filter((id) => ids.includes(id));
  const toggle = (id: string) => {
    const next = chosen.includes(id) ? chosen.filter((x) => x !== id) : chosen.length < COMPARE_MAX ? [...chosen, id] : chosen;
    setPicked(next);
  };
  if (items.length < COMPARE_MIN) return null;
  const ready = chosen.length >= COMPARE_MIN;
  return (
    <section className="mt-3 rounded-lg border border-gray-200 bg-white p-3" aria-label={SHORTLIST_COPY.compare} data-testid="compare-picker">
      <p className="text-sm text-gray-700">{SHORTLIST_COPY.compareHint}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {items.map((i) => (
          <Chip key={i.listing_id} selected={chosen.includes(i.listing_id)} onClick={() => toggle(i.listing_id)} disabled={!chosen.includes(i.listing_id) && chosen.length >= COMPARE_MAX} testId="compare-chip">
            {joinAddress(i.listing) || i.listing_id}
          </Chip>
        ))}
      </div>
      <div className="mt-3">
        {ready ? (
          <ButtonLink href={comparePath(sessionId, chosen)} size="sm" data-testid="compare-link">
            {SHORTLIST_COPY.compare} {chosen.length}
          </ButtonLink>
        ) : (
          <Button size="sm" disabled>
            {SHORTLIST_COPY.compare}
          </Button>
        )}
      </div>
    </section>
  );
}

/** Saves a Blob under a name (the browser's download). */
function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Export CSV / Export XLSX of what the screen shows (the matches or the shortlist); a plan's refusal shows the server's words. */
export function ExportButtons({
  sessionId,
  scope,
  className,
  allowance = null,
  onExported,
}: {
  sessionId: string;
  scope: ExportScope;
  className?: string;
  /** The viewer's exports left this month, shown beside the buttons. */
  allowance?: ExportAllowance | null;
  /** After an export (made or refused): reads the allowance again. */
  onExported?: () => void;
}) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const left = exportsLeftWords(allowance);
  async function run(format: ExportFormat) {
    setBusy(format);
    try {
      const { blob, filename } = await sessionsApi.exportFile(sessionId, format, scope);
      save(blob, filename ?? `propie-${scope}.${format}`);
      toast({ title: SHORTLIST_COPY.exportedTitle, description: filename ?? undefined, variant: "success" });
    } catch (err) {
      toast({ title: SHORTLIST_COPY.exportFailedTitle, description: err instanceof ApiError && err.serverMessage ? err.serverMessage : SHORTLIST_COPY.exportFailed, variant: "destructive" });
    } finally {
      setBusy(null);
      onExported?.();
    }
  }
  return (
    <>
      <Button variant="secondary" size="sm" className={className} onClick={() => void run("csv")} disabled={busy !== null} data-testid="export-csv">
        {busy === "csv" ? SHORTLIST_COPY.exporting : SHORTLIST_COPY.exportCsv}
      </Button>
      <Button variant="secondary" size="sm" className={className} onClick={() => void run("xlsx")} disabled={busy !== null} data-testid="export-xlsx">
        {busy === "xlsx" ? SHORTLIST_COPY.exporting : SHORTLIST_COPY.exportXlsx}
      </Button>
      {left && (
        <span className="self-center text-xs text-gray-600" data-testid="exports-left" aria-live="polite">
          {left}
        </span>
      )}
    </>
  );
}
