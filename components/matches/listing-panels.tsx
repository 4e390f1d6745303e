"use client";

import { useMemo } from "react";
import useSWR from "swr";
import { ADDRESS_WITHHELD, copyableAddress, formatLandSize, isAddressWithheld, joinAddress, sectionScoreBand, TONE_TEXT } from "@/lib/matches/format";
import { formatMoney } from "@/lib/money";
import { developmentView, renovationView, splitLivingView, type ScoredOptionView } from "@/lib/matches/scoring-inputs";
import { confidenceView, KIND_LABEL, type ConfidenceView } from "@/lib/matches/confidence";
import type { ListingDetail } from "@/lib/matches/types";
import { listingKey, sessionsApi } from "@/client/sessions";
import { CostDonut, ScoreBar, ZoneBar } from "./charts";
import { ConfidenceBadge } from "./listing-parts";
import { PanelsSkeleton } from "./lazy-panels";
import { CriteriaChecks } from "./criteria";
import { YourNumbers } from "./your-numbers";
import { financeInputsOf } from "@/lib/matches/finance";
import { ListingGallery } from "./listing-source";
import { StarButton } from "./shortlist";

/**
 * The expanded row: Renovation Potential, Development Potential and Dual Living &
 * Rooming, explaining the engine's scoring_inputs. The detail (spec 2, call 12) is fetched
 * on first expand so the list of 2,000 rows stays light.
 */
export function ListingPanels({ sessionId, listingId }: { sessionId: string; listingId: string }) {
  const { data, error, isLoading, mutate } = useSWR(listingKey(sessionId, listingId), () => sessionsApi.listing(sessionId, listingId), {
    revalidateOnFocus: false,
  });
  if (isLoading || (!data && !error)) return <PanelsSkeleton />;
  if (error || !data) {
    return (
      <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800" role="alert">
        The details of this property couldn&apos;t be loaded.{" "}
        <button type="button" className="font-semibold underline" onClick={() => void mutate()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <StarButton listingId={listingId} address={joinAddress(data) || listingId} withLabel testId="panel-star-button" />
      </div>
      {isAddressWithheld(data) && (
        <p className="text-sm text-gray-700" data-testid="address-withheld">
          <span className="font-semibold text-ink">{ADDRESS_WITHHELD}</span>: the agent gives the street address on request
          {data.address_suburb ? ` (${copyableAddress(data)})` : ""}.
        </p>
      )}
      <ListingGallery listing={data} />
      <PanelsFor listing={data} />
    </div>
  );
}

function Panel({ title, score, children, testId }: { title: string; score: number | null; children: React.ReactNode; testId: string }) {
  const band = sectionScoreBand(score);
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-4" aria-label={title} data-testid={testId}>
      <header className="mb-3 flex items-baseline justify-between gap-2">
        <h3 className="font-semibold text-ink">{title}</h3>
        {score !== null && (
          <span className={`text-sm font-semibold ${TONE_TEXT[band.tone]}`}>
            {Math.round(score)}% · {band.label}
          </span>
        )}
      </header>
      <div className="space-y-3 text-sm text-gray-700">{children}</div>
    </section>
  );
}

function Sentences({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <ul className="list-disc space-y-1 pl-5">
      {lines.map((l) => (
        <li key={l}>{l}</li>
      ))}
    </ul>
  );
}

function NotAssessed({ what }: { what: string }) {
  return <p className="text-gray-500">{what} wasn&apos;t assessed for this property.</p>;
}

/** A panel's scored options, each with its score bar and, when given, the reason; nothing when there are none. */
function ScoredOptions({ options }: { options: ScoredOptionView[] }) {
  if (options.length === 0) return null;
  return (
    <ul className="space-y-2">
      {options.map((o) => (
        <li key={o.key}>
          <div className="flex justify-between text-xs">
            <span className={o.selected ? "font-semibold" : ""}>
              {o.label}
              {o.selected ? " (your pick)" : ""}
            </span>
            <span className="tabular-nums">{o.score === null ? "–" : `${Math.round(o.score)}/100`}</span>
          </div>
          {o.score !== null && <ScoreBar score={o.score} label={`${o.label} score`} />}
          {o.reason && <p className="mt-0.5 text-xs text-gray-500">{o.reason}</p>}
        </li>
      ))}
    </ul>
  );
}

/** How much of the score rests on the listing's own or measured figures, and where each figure came from (docs/SCORING.md §15). */
function ConfidencePanel({ view }: { view: ConfidenceView }) {
  const [verdict, ...rest] = view.reasons;
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-4 text-sm text-gray-700" aria-label="Data confidence" data-testid="panel-confidence">
      <header className="mb-2 flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-ink">Data confidence</h3>
        <ConfidenceBadge level={view.level} />
      </header>
      {verdict && <p data-testid="confidence-verdict">{verdict}</p>}
      {rest.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="confidence-reasons">
          {rest.map((r) => (
            <li key={r} className="break-words">
              {r}
            </li>
          ))}
        </ul>
      )}
      {view.figures.length > 0 && (
        <details className="mt-2 text-xs">
          <summary className="cursor-pointer font-medium text-gray-700">Where each figure comes from</summary>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {view.figures.map((f) => (
              <div key={f.key} className="contents">
                <dt className="text-gray-500">{f.label}</dt>
                <dd className="break-words">
                  <span className="font-medium">{KIND_LABEL[f.kind]}</span>: {f.detail}
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </section>
  );
}

export function PanelsFor({ listing }: { listing: ListingDetail }) {
  const scores = listing.section_scores ?? {};
  const reno = renovationView(listing.scoring_inputs, scores.renovationPotential);
  const dev = developmentView(listing.scoring_inputs, scores.developmentPotential);
  const split = splitLivingView(listing.scoring_inputs, scores.splitLiving);
  const confidence = confidenceView(listing.scoring_inputs);
  const finance = useMemo(() => financeInputsOf(listing.scoring_inputs), [listing.scoring_inputs]);
  return (
    <div className="space-y-4">
    <CriteriaChecks listing={listing} />
    {finance && <YourNumbers inputs={finance} confidence={confidence?.level ?? null} stateKey={listing.listing_id} />}
    {confidence && <ConfidencePanel view={confidence} />}
    <div className="grid gap-4 lg:grid-cols-3">
      <Panel title="Renovation Potential" score={reno.score} testId="panel-renovation">
        {reno.score !== null && <ZoneBar score={reno.score} label="Renovation potential score" />}
        {reno.commentary && <p>{reno.commentary}</p>}
        <Sentences lines={reno.sentences} />
        {reno.donut.length > 0 ? (
          <div>
            <h4 className="mb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">Renovation cost by area</h4>
            <CostDonut slices={reno.donut} total={reno.estimatedCost} />
          </div>
        ) : reno.areas.length > 0 ? (
          <p className="text-gray-600">No area needs work at this finish level.</p>
        ) : null}
        {reno.areas.length > 0 && (
          <details className="text-xs">
            <summary className="cursor-pointer font-medium text-gray-700">Condition by area (1 poor – 10 as new)</summary>
            <ul className="mt-2 space-y-1">
              {reno.areas.map((a) => (
                <li key={a.key} className="flex justify-between gap-2">
                  <span>{a.label}</span>
                  <span className="tabular-nums">
                    {a.condition}/10{a.work ? ` · ${a.work}` : ""}
                    {a.cost ? ` · ${formatMoney(a.cost)}` : ""}
                  </span>
                </li>
              ))}
            </ul>
          </details>
        )}
        {reno.score === null && reno.areas.length === 0 && reno.sentences.length === 0 && <NotAssessed what="Renovation potential" />}
      </Panel>

      <Panel title="Development Potential" score={dev.score} testId="panel-development">
        {dev.commentary && <p>{dev.commentary}</p>}
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1">
          {dev.landSize !== null && (
            <>
              <dt className="text-gray-500">Land size</dt>
              <dd className="font-medium">{formatLandSize(dev.landSize)}</dd>
            </>
          )}
          {dev.zoning && (
            <>
              <dt className="text-gray-500">Zoning</dt>
              <dd className="font-medium">
                {dev.zoning}
                {dev.zoningAssumed ? " (assumed)" : ""}
              </dd>
            </>
          )}
          {dev.subdivisionPotential && (
            <>
              <dt className="text-gray-500">Subdivision potential</dt>
              <dd className="font-medium">{dev.subdivisionPotential}</dd>
            </>
          )}
        </dl>
        <Sentences lines={dev.sentences} />
        <ScoredOptions options={dev.options} />
        {dev.score === null && !dev.commentary && dev.sentences.length === 0 && <NotAssessed what="Development potential" />}
      </Panel>

      <Panel title="Dual Living & Rooming" score={split.score} testId="panel-split-living">
        {split.commentary && <p>{split.commentary}</p>}
        <ScoredOptions options={split.options} />
        {split.facts.length > 0 && (
          <dl className="grid grid-cols-2 gap-x-3 gap-y-1">
            {split.facts.map((f) => (
              <div key={f.label} className="contents">
                <dt className="text-gray-500">{f.label}</dt>
                <dd className="font-medium">{f.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {split.layoutAssumed && <p className="text-xs text-gray-500">The layout isn&apos;t stated in the listing, so a typical one was assumed.</p>}
        {split.score === null && split.options.length === 0 && !split.commentary && <NotAssessed what="Dual living and rooming" />}
      </Panel>
    </div>
    </div>
  );
}
