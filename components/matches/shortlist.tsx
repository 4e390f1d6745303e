"use client";

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import useSWR from "swr";
import { ApiError } from "@/client/api";
import { StarIcon } from "@/components/ui/icons";
import { toast } from "@/components/ui/toast-store";
import { shortlistKey, sessionsApi } from "@/client/sessions";
import type { ExportAllowance, ShortlistItem } from "@/lib/shortlist/api";
import { SHORTLIST_COPY } from "@/lib/shortlist/copy";

/**
 * The session's shortlist on the matches screen (docs/WATCHES.md, "Shortlist, compare and
 * export"): one SWR answer shared by every star button through a context, updated at once when
 * a star is pressed and put back if the server refuses (the plan's limit, in its own words).
 */
type Shortlist = {
  items: ShortlistItem[];
  starred: ReadonlySet<string>;
  canEdit: boolean;
  limit: number | null;
  /** The viewer's exports left this month (null for a guest). */
  exports: ExportAllowance | null;
  loaded: boolean;
  toggle: (listingId: string) => Promise<void>;
  /** Reads the shortlist again (after a search changed the results: what dropped out). */
  refresh: () => void;
};

const ShortlistContext = createContext<Shortlist | null>(null);

export function useShortlistData(sessionId: string): Shortlist {
  const { data, mutate } = useSWR(shortlistKey(sessionId), () => sessionsApi.shortlist(sessionId), { revalidateOnFocus: false, shouldRetryOnError: false });
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const starred = useMemo(() => {
    const set = new Set((data?.items ?? []).map((i) => i.listing_id));
    for (const [id, on] of pending) {
      if (on) set.add(id);
      else set.delete(id);
    }
    return set;
  }, [data, pending]);

  const toggle = useCallback(
    async (listingId: string) => {
      const on = !starred.has(listingId);
      setPending((prev) => new Map(prev).set(listingId, on));
      try {
        if (on) await sessionsApi.star(sessionId, listingId);
        else await sessionsApi.unstar(sessionId, listingId);
        await mutate();
      } catch (err) {
        const message = err instanceof ApiError && err.serverMessage ? err.serverMessage : SHORTLIST_COPY.starFailed;
        toast({ title: err instanceof ApiError && err.reason === "plan_limit" ? SHORTLIST_COPY.limitTitle : SHORTLIST_COPY.starFailedTitle, description: message, variant: "destructive" });
      } finally {
        setPending((prev) => {
          const next = new Map(prev);
          next.delete(listingId);
          return next;
        });
      }
    },
    [starred, sessionId, mutate],
  );

  const refresh = useCallback(() => void mutate(), [mutate]);
  return { items: data?.items ?? [], starred, canEdit: data?.can_edit === true, limit: data?.limit ?? null, exports: data?.exports ?? null, loaded: data !== undefined, toggle, refresh };
}

export function ShortlistProvider({ value, children }: { value: Shortlist; children: ReactNode }) {
  return <ShortlistContext.Provider value={value}>{children}</ShortlistContext.Provider>;
}

/** The star of a listing (the table's row, a card, the details panel); nothing outside a shortlist or for a reader who can't edit it. */
export function StarButton({ listingId, address, withLabel = false, testId = "star-button" }: { listingId: string; address: string; withLabel?: boolean; testId?: string }) {
  const shortlist = useContext(ShortlistContext);
  if (!shortlist || !shortlist.loaded) return null;
  const on = shortlist.starred.has(listingId);
  if (!shortlist.canEdit && !on) return null;
  const label = on ? `${SHORTLIST_COPY.unstar} ${address}` : `${SHORTLIST_COPY.star} ${address}`;
  return (
    <button
      type="button"
      onClick={() => void shortlist.toggle(listingId)}
      disabled={!shortlist.canEdit}
      aria-pressed={on}
      aria-label={label}
      title={on ? SHORTLIST_COPY.starredTitle : SHORTLIST_COPY.starTitle}
      data-testid={testId}
      data-listing-id={listingId}
      className={`inline-flex h-8 items-center justify-center gap-1 rounded border px-1.5 text-xs font-medium disabled:cursor-default ${
        withLabel ? "min-w-8" : "w-8"
      } ${on ? "border-amber-400 bg-amber-50 text-amber-700 hover:bg-amber-100" : "border-gray-300 text-gray-700 hover:bg-gray-50"}`}
    >
      <StarIcon filled={on} />
      {withLabel && <span>{on ? SHORTLIST_COPY.starred : SHORTLIST_COPY.starShort}</span>}
    </button>
  );
}

/** A starred listing the latest search no longer returned. */
export function DroppedBadge() {
  return (
    <span className="inline-flex rounded bg-gray-100 px-1.5 py-0.5 text-[11px] font-medium text-gray-700 ring-1 ring-gray-300 ring-inset" data-testid="dropped-badge" title={SHORTLIST_COPY.droppedTitle}>
      {SHORTLIST_COPY.dropped}
    </span>
  );
}
