"use client";

import { ButtonLink } from "@/components/ui/button";
import type { WatchItem } from "@/lib/watches/api";
import { formatWatchTime, lastRunWords, WATCH_COPY, watchSettingsLine } from "@/lib/watches/copy";
import { WatchToggle } from "./watch-button";
import { formatSavedDate } from "./use-saved-items";

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {formatSavedDate(iso)}
    </time>
  );
}

/** /sessions: each watched search with its settings, its last run (and what came of it) and its next run. */
export function WatchedSearches({ watches }: { watches: WatchItem[] }) {
  return (
    <section aria-labelledby="watched-heading" className="mb-8">
      <h2 id="watched-heading" className="text-lg font-semibold text-ink">
        {WATCH_COPY.sectionTitle}
      </h2>
      {watches.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600" data-testid="watches-empty">
          {WATCH_COPY.sectionEmpty}
        </p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="watch-list">
          {watches.map((w) => (
            <li key={w.id} className="flex flex-col rounded-xl border border-crust-200 bg-crust-50/40 p-4" data-testid="watch-item">
              <h3 className="font-semibold break-words text-ink">{w.name}</h3>
              <p className="mt-1 text-sm text-gray-700">{watchSettingsLine(w)}</p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-gray-500">Last run</dt>
                <dd data-testid="watch-last-run">
                  {w.last_run_at ? (
                    <>
                      <When iso={w.last_run_at} />
                      {lastRunWords(w.last_run_status) && <span className="text-gray-600">: {lastRunWords(w.last_run_status)}</span>}
                    </>
                  ) : (
                    WATCH_COPY.notRunYet
                  )}
                </dd>
                <dt className="text-gray-500">Next run</dt>
                <dd data-testid="watch-next-run">
                  {/* On the clock the watch runs by, the zone named: the server's UTC time read as local said "8:00 pm". */}
                  <time dateTime={w.next_run_at} suppressHydrationWarning>
                    {formatWatchTime(w.next_run_at)}
                  </time>
                </dd>
              </dl>
              <div className="mt-auto flex flex-wrap gap-2 pt-3">
                <ButtonLink href={`/session/${w.session_id}`} variant="outline" size="sm" className="bg-white px-3 py-1.5 font-semibold">
                  {WATCH_COPY.openSession}
                </ButtonLink>
                <WatchToggle sessionId={w.session_id} watches={watches} className="px-3" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
