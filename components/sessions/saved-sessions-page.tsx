"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { SESSIONS_COPY } from "@/lib/matches/copy";
import type { SavedPreferenceItem } from "@/lib/matches/types";
import type { WatchItem } from "@/lib/watches/api";
import { restoreSavedItem } from "./restore";
import { useWatches, WatchToggle } from "./watch-button";
import { WatchedSearches } from "./watched-searches";
import { SavedDate, SavedItemActions, SavedItemDeleteConfirm, SavedMatchCount } from "./saved-item-parts";
import { useSavedItems } from "./use-saved-items";

/** /sessions for a signed-in user: the watched searches, then saved items as cards, each loadable, watchable and deletable. */
export function SavedSessionsPage({ initialItems, initialWatches }: { initialItems: SavedPreferenceItem[]; initialWatches: WatchItem[] }) {
  const router = useRouter();
  const saved = useSavedItems({ enabled: true, fallbackData: initialItems, wording: "session" });
  const watches = useWatches({ fallbackData: initialWatches }).data ?? [];
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
      <WatchedSearches watches={watches} />
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 bg-gray-50 px-6 py-12 text-center text-gray-600">{SESSIONS_COPY.empty}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="saved-cards">
          {items.map((item) => (
            <li key={item.id} className="flex flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm" data-testid="saved-card">
              <h2 className="text-lg font-semibold break-words text-ink">{item.name}</h2>
              <p className="mt-1 text-sm text-gray-600">
                Saved <SavedDate item={item} />
              </p>
              <p className="text-sm text-gray-600">
                <SavedMatchCount item={item} />
              </p>
              {item.session_id && <p className="mt-1 font-mono text-[11px] break-all text-gray-400">{item.session_id}</p>}
              <SavedItemActions item={item} variant="card" loadDisabled={busyId !== null} onLoad={(i) => void load(i)} onDelete={saved.askDelete} />
              {item.session_id && <WatchToggle sessionId={item.session_id} watches={watches} className="mt-2 w-full" />}
            </li>
          ))}
        </ul>
      )}
      <SavedItemDeleteConfirm saved={saved} />
    </>
  );
}
