"use client";

import type { ReactNode } from "react";

/** A titled card of a long form (the preferences): a Done / To do badge, and collapsible on request. */
export function Section({
  id,
  title,
  complete,
  collapsible,
  expanded,
  onToggle,
  children,
  description,
  loading = false,
  optional = false,
}: {
  id: string;
  title: string;
  complete: boolean;
  collapsible: boolean;
  expanded: boolean;
  onToggle?: () => void;
  children: ReactNode;
  description?: string;
  /**
   * The stored preferences are still loading: the heading is shown (server HTML, the page's
   * largest content), the body keeps its place but is hidden and inert under a "Loading
   * Filters..." placeholder, and the Done / To do badge is hidden, so no value that may
   * still change is shown or editable.
   */
  loading?: boolean;
  /** A section no step waits on (the buyer's finance): its badge says "Optional" instead of Done / To do. */
  optional?: boolean;
}) {
  const headingId = `section-${id}-title`;
  const bodyId = `section-${id}-body`;
  // Scrolled to, it stops 0.75rem below the sticky progress card: the page's scroll padding (globals.css, 4.5rem) clears
  // the site nav the card sticks under (4rem), so the margin adds the card's height (--filter-progress-h) and 0.25rem.
  return (
    <section id={`section-${id}`} aria-labelledby={headingId} data-testid={`section-${id}`} className="scroll-mt-[calc(var(--filter-progress-h,11rem)+0.25rem)] rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {collapsible ? (
              <button type="button" onClick={onToggle} aria-expanded={expanded} aria-controls={bodyId} className="text-left hover:text-crust-700">
                {title}
              </button>
            ) : (
              title
            )}
          </h2>
          {description && <p className="mt-0.5 text-sm text-gray-600">{description}</p>}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${complete ? "bg-green-100 text-green-800" : "bg-gray-100 text-gray-600"} ${loading ? "invisible" : ""}`}
            data-testid={`section-${id}-state`}
          >
            {optional ? "Optional" : complete ? "Done" : "To do"}
          </span>
          {collapsible && (
            <button
              type="button"
              onClick={onToggle}
              aria-label={`${expanded ? "Collapse" : "Expand"} ${title}`}
              aria-expanded={expanded}
              aria-controls={bodyId}
              className="flex h-8 w-8 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100"
            >
              <span aria-hidden="true" className={`transition-transform ${expanded ? "rotate-180" : ""}`}>
                ▾
              </span>
            </button>
          )}
        </div>
      </div>
      <div id={bodyId} hidden={!expanded} className="relative mt-4">
        {loading && (
          <div className="absolute inset-0 z-10 overflow-hidden bg-white" data-testid="section-loading">
            {/* The bar pulses, the words don't: text at half opacity fails contrast. */}
            <p className="font-semibold text-gray-500">Loading Filters...</p>
            <div className="mt-3 h-10 animate-pulse rounded bg-gray-100" />
          </div>
        )}
        <div inert={loading} className={loading ? "invisible" : undefined}>
          {children}
        </div>
      </div>
    </section>
  );
}
