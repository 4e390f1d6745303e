import Link from "next/link";
import { ButtonLink } from "@/components/ui/button";
import { compareHeading, compareSections, type CompareListing, type CompareRow } from "@/lib/shortlist/compare";
import { SHORTLIST_COPY } from "@/lib/shortlist/copy";
import type { NumbersBasis } from "@/lib/matches/types";
import { NumbersBasisNote } from "@/components/matches/numbers-basis";

/**
 * The compare view (docs/WATCHES.md, "Shortlist, compare and export"), drawn on the server:
 * from 768 px a table with the listings as columns and the row labels kept in view; on a phone
 * one card per listing in a row that swipes sideways (scroll snap), each card with every row.
 * The best value of a row is marked in words and colour, not colour alone.
 */
export function CompareView({ sessionId, listings, basis = "owner" }: { sessionId: string; listings: CompareListing[]; basis?: NumbersBasis }) {
  const sections = compareSections(listings);
  const headings = listings.map(compareHeading);
  return (
    <div className="mx-auto max-w-[1400px] px-4 py-6 sm:px-6" data-testid="compare-view">
      <header className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{SHORTLIST_COPY.compareTitle}</h1>
          <p className="mt-1 text-sm text-gray-600">
            {listings.length} listings side by side. The best value in each row is marked <BestMark />.
          </p>
        </div>
        <ButtonLink href={`/session/${sessionId}`} variant="secondary" size="sm" className="self-start px-3.5">
          {SHORTLIST_COPY.compareBack}
        </ButtonLink>
      </header>
      <NumbersBasisNote basis={basis} className="mt-4" />

      {/* From 768 px: one table, listings as columns. */}
      {/* Focusable, so a keyboard can scroll it sideways when four columns don't fit. */}
      <div className="mt-5 hidden overflow-x-auto rounded-lg border border-gray-200 bg-white md:block" data-testid="compare-table" role="region" aria-label="Listings compared" tabIndex={0}>
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-gray-200 bg-gray-50">
              <th scope="col" className="sticky left-0 z-10 w-52 bg-gray-50 px-3 py-3 text-left text-xs font-semibold text-gray-600">
                <span className="sr-only">Figure</span>
              </th>
              {listings.map((l, i) => (
                <th key={l.listing_id} scope="col" className="min-w-[200px] px-3 py-3 text-left align-top" data-testid="compare-column" data-listing-id={l.listing_id}>
                  <ListingHeading listing={l} address={headings[i].address} price={headings[i].price} />
                </th>
              ))}
            </tr>
          </thead>
          {sections.map((section) => (
            <tbody key={section.key} data-testid={`compare-section-${section.key}`}>
              <tr className="bg-crust-50/50">
                <th scope="rowgroup" colSpan={listings.length + 1} className="px-3 py-2 text-left text-xs font-semibold tracking-wide text-crust-800 uppercase">
                  {section.title}
                </th>
              </tr>
              {section.rows.map((row) => (
                <tr key={row.key} className="border-t border-gray-100" data-testid="compare-row" data-row={row.key}>
                  <th scope="row" className="sticky left-0 z-10 bg-white px-3 py-2 text-left align-top font-medium text-gray-700">
                    {row.label}
                  </th>
                  {row.cells.map((_, i) => (
                    <td key={listings[i].listing_id} className={`px-3 py-2 align-top ${row.best.includes(i) ? "bg-green-50" : ""}`}>
                      <Cell row={row} index={i} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>

      {/* Under 768 px: a card per listing, swiped sideways. */}
      <div className="-mx-4 mt-5 overflow-x-auto px-4 pb-3 snap-x snap-mandatory md:hidden" role="region" aria-label="Listings compared: swipe sideways" tabIndex={0} data-testid="compare-cards">
      <ul className="flex gap-3">
        {listings.map((l, i) => (
          <li key={l.listing_id} className="w-[85%] shrink-0 snap-start rounded-xl border border-gray-200 bg-white p-4 shadow-sm" data-testid="compare-card" data-listing-id={l.listing_id}>
            <ListingHeading listing={l} address={headings[i].address} price={headings[i].price} />
            {sections.map((section) => (
              <section key={section.key} className="mt-4" aria-label={section.title}>
                <h3 className="text-xs font-semibold tracking-wide text-crust-800 uppercase">{section.title}</h3>
                <dl className="mt-1 divide-y divide-gray-100">
                  {section.rows.map((row) => (
                    <div key={row.key} className={`flex justify-between gap-3 py-1.5 text-sm ${row.best.includes(i) ? "bg-green-50" : ""}`} data-testid="compare-row" data-row={row.key}>
                      <dt className="text-gray-600">{row.label}</dt>
                      <dd className="text-right">
                        <Cell row={row} index={i} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </li>
        ))}
      </ul>
      </div>
    </div>
  );
}

function BestMark() {
  return <span className="inline-flex items-center rounded bg-green-100 px-1.5 py-0.5 text-[11px] font-semibold text-green-800">{SHORTLIST_COPY.best}</span>;
}

function Cell({ row, index }: { row: CompareRow; index: number }) {
  const cell = row.cells[index];
  const best = row.best.includes(index);
  return (
    <span className="inline-flex flex-col gap-0.5" data-testid="compare-cell" data-best={best || undefined} data-value={cell.value ?? undefined}>
      <span className="inline-flex flex-wrap items-center gap-1.5">
        <span className={`tabular-nums ${best ? "font-semibold text-green-800" : "text-ink"}`} data-testid="compare-value">
          {cell.text}
        </span>
        {best && <BestMark />}
      </span>
      {cell.source && <span className="text-[11px] leading-tight break-words text-gray-500">{cell.source}</span>}
    </span>
  );
}

function ListingHeading({ listing, address, price }: { listing: CompareListing; address: string; price: string }) {
  return (
    <div className="space-y-1">
      <p className="leading-snug font-semibold text-ink" data-testid="compare-address">
        {address}
      </p>
      <p className="text-sm font-semibold">{price}</p>
      {listing.dropped && (
        <p className="inline-flex rounded bg-gray-100 px-1.5 py-0.5 text-[11px] font-medium text-gray-700" data-testid="dropped-badge">
          {SHORTLIST_COPY.dropped}
        </p>
      )}
      {listing.listing_url && (
        <p>
          <a href={listing.listing_url} target="_blank" rel="noopener noreferrer" className="text-xs font-medium text-crust-700 underline">
            View listing<span className="sr-only"> for {address} (opens in a new tab)</span>
          </a>
        </p>
      )}
    </div>
  );
}

/** A compare link that names too few or too many listings, or ones the session no longer has. */
export function CompareProblem({ sessionId, message }: { sessionId: string; message: string }) {
  return (
    <section className="mx-auto my-16 max-w-lg rounded-2xl border border-gray-200 bg-white p-8 text-center shadow-sm" data-testid="compare-problem">
      <h1 className="text-2xl font-bold text-ink">{SHORTLIST_COPY.compareTitle}</h1>
      <p className="mt-3 text-gray-700">{message}</p>
      <Link href={`/session/${sessionId}`} className="mt-6 inline-block font-semibold text-crust-700 underline">
        {SHORTLIST_COPY.compareBack}
      </Link>
    </section>
  );
}
