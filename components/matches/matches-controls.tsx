"use client";

/**
 * What the matches screen shows between its header and the list: the all/shortlist/criteria tabs, Sort By with
 * its direction, and the notices over the list (sources, money, numbers basis, demo rows, analysing).
 */

import { Button } from "@/components/ui/button";
import { Chip } from "@/components/ui/controls";
import { ArrowDownIcon } from "@/components/ui/icons";
import { CRITERIA_COPY, MATCHES_COPY } from "@/lib/matches/copy";
import { directionLabel, isSortKey } from "@/lib/matches/sort";
import { SHORTLIST_COPY } from "@/lib/shortlist/copy";
import { SourceNotes } from "./listing-source";
import { NumbersBasisNote } from "./numbers-basis";
import type { MatchesScreen } from "./use-matches-screen";

/** All matches or the shortlist, and the criteria filter: once there is something to show. */
export function ViewTabs({ screen: s }: { screen: MatchesScreen }) {
  const { count, shortlist, onShortlist, criteria } = s;
  if (!(count > 0 || shortlist.items.length > 0)) return null;
  return (
    <div className="mt-5 flex flex-wrap gap-2" role="group" aria-label="Which listings to show" data-testid="shortlist-tabs">
      <Chip selected={!onShortlist} onClick={() => s.setView("all")} testId="view-all">
        {SHORTLIST_COPY.allMatches} ({count})
      </Chip>
      <Chip selected={onShortlist} onClick={() => s.setView("shortlist")} testId="view-shortlist">
        {SHORTLIST_COPY.shortlist} ({shortlist.items.length}
        {shortlist.limit !== null && shortlist.canEdit ? ` of ${shortlist.limit}` : ""})
      </Chip>
      {criteria && !onShortlist && count > 0 && (
        <Chip selected={s.meetsOnly} onClick={s.toggleMeetsOnly} testId="meets-criteria">
          {CRITERIA_COPY.filter} ({s.lists.meeting.length})
        </Chip>
      )}
    </div>
  );
}

/** Sort By, the direction's toggle, the note on tied scores and the AI disclaimer. */
export function SortBar({ screen: s }: { screen: MatchesScreen }) {
  const { sortOptions, activeSort, activeDirection, chooseSort, turnSort } = s.sort;
  return (
    <div className="mt-5 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2 text-sm font-medium text-gray-700">
          {MATCHES_COPY.sortBy}
          <select
            value={activeSort}
            onChange={(e) => isSortKey(e.target.value) && chooseSort(e.target.value)}
            className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm"
            data-testid="sort-select"
          >
            {sortOptions.map((o) => (
              <option key={o.key} value={o.key}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="outline"
          size="sm"
          onClick={turnSort}
          className="inline-flex min-h-10 items-center gap-1 bg-white px-3 py-1.5 text-gray-700"
          title={`Turn the order round: ${directionLabel(activeDirection === "desc" ? "asc" : "desc").toLowerCase()}`}
          data-testid="sort-direction"
          data-direction={activeDirection}
        >
          <ArrowDownIcon className={`h-4 w-4 text-crust-700 ${activeDirection === "asc" ? "rotate-180" : ""}`} />
          {directionLabel(activeDirection)}
        </Button>
      </div>
      {activeSort === "property_score" && s.lists.ties && (
        <p className="text-xs text-gray-600 md:max-w-xs" data-testid="tie-note">
          {MATCHES_COPY.tieNote}
        </p>
      )}
      <p className="max-w-3xl text-xs text-gray-500 md:text-right" data-testid="ai-disclaimer">
        {MATCHES_COPY.disclaimer}
      </p>
    </div>
  );
}

/** The notices over the list: the sources' notes, every listing losing money, whose numbers these are, demo rows, analysing. */
export function MatchesNotices({ screen: s }: { screen: MatchesScreen }) {
  const { notice, allLoseMoney } = s.lists;
  const { analyzingCount } = s;
  return (
    <>
      <SourceNotes notes={s.sourceNotes} />
      {!s.onShortlist && allLoseMoney && (
        <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status" data-testid="all-lose-money">
          {CRITERIA_COPY.allLoseMoney(s.count)}
        </p>
      )}
      <NumbersBasisNote basis={s.numbersBasis} className="mt-3" />
      {notice?.testId === "demo-notice" && (
        <p className="mt-3 rounded-md border border-violet-200 bg-violet-50 px-3 py-2 text-sm text-violet-900" data-testid="demo-notice">
          {notice.text}
        </p>
      )}
      {notice?.testId === "mixed-notice" && (
        <p className="mt-2 text-sm text-gray-700" data-testid="mixed-notice">
          {notice.text}
        </p>
      )}
      {analyzingCount > 0 && (
        <p className="mt-3 flex items-center gap-2 text-sm text-crust-800" role="status">
          <span aria-hidden="true" className="h-3 w-3 animate-spin rounded-full border-2 border-crust-200 border-t-crust-700" />
          Analysing {analyzingCount} {analyzingCount === 1 ? "property" : "properties"}…
        </p>
      )}
    </>
  );
}
