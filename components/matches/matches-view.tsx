"use client";

import { CriteriaProvider } from "./criteria";
import { MatchesBody } from "./matches-body";
import { MatchesNotices, SortBar, ViewTabs } from "./matches-controls";
import { MatchesDialogs } from "./matches-dialogs";
import { MatchesHeader } from "./matches-header";
import { NumbersBasisProvider } from "./numbers-basis";
import { ShortlistProvider } from "./shortlist";
import { ComparePicker } from "./shortlist-toolbar";
import { useMatchesScreen, type MatchesViewProps } from "./use-matches-screen";

/** The matches screen (spec 2 section 2) for the current session: its state in useMatchesScreen, its parts in the files beside. */
export function MatchesView(props: MatchesViewProps) {
  const s = useMatchesScreen(props);
  return (
    <NumbersBasisProvider value={s.numbersBasis}>
    <CriteriaProvider value={s.criteria}>
    <ShortlistProvider value={s.shortlist}>
    {/* min-h-screen: the footer stays below the fold while the matches load, instead of being pushed down (layout shift). */}
    {/* aria-busy while results are still arriving (the page polls), so assistive tech and the e2e tests know the list may change. */}
    <div className="mx-auto min-h-screen max-w-[1400px] px-4 py-6 sm:px-6" aria-busy={s.polling} data-testid="matches-screen">
      <MatchesHeader screen={s} />
      <ViewTabs screen={s} />
      {s.onShortlist && <ComparePicker sessionId={s.sessionId} items={s.shortlist.items} />}
      <SortBar screen={s} />
      <MatchesNotices screen={s} />
      <MatchesBody screen={s} />
      <MatchesDialogs screen={s} />
    </div>
    </ShortlistProvider>
    </CriteriaProvider>
    </NumbersBasisProvider>
  );
}
