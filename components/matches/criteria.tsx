"use client";

import { createContext, useContext, useMemo } from "react";
import { ButtonLink } from "@/components/ui/button";
import { checkCriteria, nearestMisses, type CriterionCheck } from "@/lib/matches/criteria";
import { CRITERIA_COPY } from "@/lib/matches/copy";
import { displayAddress } from "./listing-parts";
import type { ListingSummary } from "@/lib/matches/types";
import type { Criteria } from "@/lib/preferences/criteria";

/**
 * The buyer's pass/fail criteria on /matches (docs/SCORING.md §17): the matches screen provides
 * them (the searcher's own, from their preferences; none on someone else's search), each card says
 * whether its listing meets them, its details list each check, and "Meets my criteria" finding
 * none shows the nearest listings with what each misses by.
 */
const CriteriaContext = createContext<Criteria | null>(null);
export const CriteriaProvider = CriteriaContext.Provider;
export const useCriteria = () => useContext(CriteriaContext);

const STATUS_WORD: Record<CriterionCheck["status"], string> = { pass: "Pass", fail: "Fail", unknown: "Not known" };
const STATUS_CLASS: Record<CriterionCheck["status"], string> = {
  pass: "bg-green-50 text-green-800 border-green-200",
  fail: "bg-red-50 text-red-800 border-red-200",
  unknown: "bg-gray-50 text-gray-700 border-gray-200",
};

/** A card's one-line verdict: "Meets your criteria", or how many it misses. Nothing without criteria. */
export function CriteriaBadge({ listing }: { listing: ListingSummary }) {
  const criteria = useCriteria();
  const checks = useMemo(() => checkCriteria(listing, criteria), [listing, criteria]);
  if (checks.length === 0) return null;
  const missed = checks.filter((c) => c.status !== "pass").length;
  const pass = missed === 0;
  return (
    <span
      className={`rounded-full border px-2 py-0.5 text-xs font-medium ${STATUS_CLASS[pass ? "pass" : "fail"]}`}
      data-testid="criteria-badge"
      data-pass={pass}
      title={checks.map((c) => `${c.label}: ${STATUS_WORD[c.status]}${c.missText ? `, ${c.missText}` : ""}`).join("; ")}
    >
      {pass ? CRITERIA_COPY.meets : CRITERIA_COPY.misses(missed, checks.length)}
    </span>
  );
}

function CheckList({ checks, testId }: { checks: CriterionCheck[]; testId: string }) {
  return (
    <ul className="space-y-1 text-sm" data-testid={testId}>
      {checks.map((c) => (
        <li key={c.key} className="flex flex-wrap items-baseline gap-x-2" data-testid="criteria-check" data-criterion={c.key} data-status={c.status}>
          <span className={`rounded border px-1.5 text-xs font-semibold ${STATUS_CLASS[c.status]}`}>{STATUS_WORD[c.status]}</span>
          <span className="text-gray-800">{c.label}</span>
          <span className="text-gray-600">
            {c.valueText}
            {c.missText ? `, ${c.missText}` : ""}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Each criterion's check for one listing, in its details (beside "Your numbers"). */
export function CriteriaChecks({ listing }: { listing: ListingSummary }) {
  const criteria = useCriteria();
  const checks = useMemo(() => checkCriteria(listing, criteria), [listing, criteria]);
  if (checks.length === 0) return null;
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-4" aria-label={CRITERIA_COPY.title} data-testid="panel-criteria">
      <h3 className="mb-2 font-semibold text-ink">{CRITERIA_COPY.title}</h3>
      <CheckList checks={checks} testId="criteria-checks" />
    </section>
  );
}

/** "Meets my criteria" with nothing passing: says so plainly, and shows the nearest few with what each misses by. */
export function CriteriaEmpty({ listings, criteria }: { listings: readonly ListingSummary[]; criteria: Criteria }) {
  const near = useMemo(() => nearestMisses(listings, criteria, 3), [listings, criteria]);
  return (
    <div className="rounded-xl border border-dashed border-gray-300 bg-gray-50 px-4 py-6 sm:px-6" data-testid="criteria-empty">
      <h2 className="text-lg font-semibold text-ink">{CRITERIA_COPY.noneTitle}</h2>
      <p className="mt-1 text-gray-600">{CRITERIA_COPY.noneText(listings.length)}</p>
      {near.length > 0 && (
        <>
          <h3 className="mt-4 font-semibold text-ink">{CRITERIA_COPY.nearestTitle}</h3>
          <ol className="mt-2 space-y-3">
            {near.map((m) => (
              <li key={m.listing.listing_id} className="rounded-lg border border-gray-200 bg-white p-3" data-testid="criteria-nearest" data-listing-id={m.listing.listing_id}>
                <p className="font-medium text-ink">{displayAddress(m.listing)}</p>
                <CheckList checks={m.checks.filter((c) => c.status !== "pass")} testId="criteria-misses" />
              </li>
            ))}
          </ol>
        </>
      )}
      <ButtonLink href="/preferences#section-criteria" variant="secondary" className="mt-4 inline-block">
        {CRITERIA_COPY.change}
      </ButtonLink>
    </div>
  );
}
