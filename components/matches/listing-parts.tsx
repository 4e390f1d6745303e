"use client";

import { memo } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { CopyIcon, ExternalLinkIcon } from "@/components/ui/icons";
import { toast } from "@/components/ui/toast-store";
import { COPY_ADDRESS_FALLBACK_MS } from "@/lib/constants";
import { MATCHES_COPY, TOASTS } from "@/lib/matches/copy";
import {
  estimateNote,
  formatLandSize,
  formatPrice,
  copyableAddress,
  joinAddress,
  MARKET_BADGE,
  marketStatusTone,
  marketStatusNote,
  overlayTone,
  parsePercent,
  propertyScoreTone,
  sectionScoreBand,
  TONE_BADGE,
  TONE_TEXT,
  type Metric,
} from "@/lib/matches/format";
import { CONFIDENCE_LABEL, CONFIDENCE_TONE, confidenceDescription, type ConfidenceLevel } from "@/lib/matches/confidence";
import type { AnalysisState } from "@/lib/matches/analysis";
import type { ListingSummary } from "@/lib/matches/types";
import { agentPriceText } from "@/lib/matches/source";
import { copyText } from "./clipboard";
import { SourceBadge } from "./listing-source";

/** Small presentational pieces shared by the table rows and the mobile cards. */

/** What the table and the cards both take: the listings and their state, a row's expand toggle, the shortlist's dropped ones. */
export type ListingListProps = {
  sessionId: string;
  listings: ListingSummary[];
  analysis: AnalysisState;
  expanded: ReadonlySet<string>;
  onToggle: (listingId: string) => void;
  priceFiltered: boolean;
  /** Starred listings the latest search dropped (the shortlist view). */
  dropped?: ReadonlySet<string>;
  label?: string;
};

/** The element id of a listing's expanded details, which its show/hide button controls. */
export const detailsId = (listingId: string) => `details-${listingId}`;

/** The attributes of a listing's show/hide details button: it toggles the listing and controls its details while they are shown. */
export function detailsToggle(id: string, expanded: boolean, onToggle: (listingId: string) => void) {
  return { type: "button", onClick: () => onToggle(id), "aria-expanded": expanded, "aria-controls": expanded ? detailsId(id) : undefined } as const;
}

/** What a table row and a card both take: one listing, whether it is expanded, being analysed or dropped, and its expand toggle. */
export type ListingItemProps = {
  listing: ListingSummary;
  expanded: boolean;
  analyzing: boolean;
  onToggle: (listingId: string) => void;
  priceFiltered: boolean;
  dropped: boolean;
};

export function FitBadge({ score }: { score: number | null }) {
  const tone = propertyScoreTone(score);
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE_BADGE[tone]}`} data-testid="property-score">
      <span className="sr-only">Overall fit score </span>
      {score === null ? "–" : Math.round(score)}
      <span aria-hidden="true" className="ml-0.5 font-normal">
        /100
      </span>
    </span>
  );
}

/** The data-confidence level beside the score (docs/SCORING.md §15); nothing for a listing that isn't rated. */
export function ConfidenceBadge({ level, compact = false }: { level: ConfidenceLevel | null; compact?: boolean }) {
  if (!level) return null;
  const description = confidenceDescription(level);
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-1.5 py-0.5 text-[10px] leading-none font-medium whitespace-nowrap ring-1 ring-inset ${TONE_BADGE[CONFIDENCE_TONE[level]]}`}
      title={description}
      data-testid="data-confidence"
      data-level={level}
    >
      <span className="sr-only">{description}</span>
      <span aria-hidden="true">
        {CONFIDENCE_LABEL[level]}
        {compact ? "" : " confidence"}
      </span>
    </span>
  );
}

function MarketBadge({ status }: { status: string | null }) {
  if (!status) return null;
  const tone = marketStatusTone(status) ?? "neutral";
  // A status without its colour says why (no source gives how fast the market moves).
  const note = marketStatusNote(status);
  return (
    <span className={`inline-flex rounded px-1.5 py-0.5 text-[11px] font-medium ${MARKET_BADGE[tone]}`} title={note ?? undefined} data-testid="market-status" data-tone={tone}>
      {status}
      {note && <span className="sr-only">. {note}</span>}
    </span>
  );
}

function AnalysingBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded bg-crust-50 px-1.5 py-0.5 text-[11px] font-medium text-crust-800" role="status" data-testid="analysing">
      <span aria-hidden="true" className="h-2.5 w-2.5 animate-spin rounded-full border border-crust-300 border-t-crust-700" />
      {MATCHES_COPY.analysing}
    </span>
  );
}

/** The badges under a listing's facts: fit score and data confidence, market status, its source (live, imported or demo data) and, while it runs, the analysis. */
export function ListingBadges({ listing, analyzing, withScore = true }: { listing: ListingSummary; analyzing: boolean; withScore?: boolean }) {
  return (
    <>
      {withScore && <FitBadge score={listing.property_score} />}
      {withScore && <ConfidenceBadge level={listing.data_confidence} />}
      <MarketBadge status={listing.market_status} />
      <SourceBadge source={listing.source} />
      {analyzing && <AnalysingBadge />}
    </>
  );
}

/** What a row or card is labelled with. */
export function displayAddress(listing: ListingSummary): string {
  return joinAddress(listing) || "Address not available";
}

export function MetricText({ metric, label }: { metric: Metric; label?: string }) {
  if (metric.missing) {
    return (
      <span className="text-gray-400">
        <span aria-hidden="true">–</span>
        <span className="sr-only">{label ? `${label}: ` : ""}not available</span>
      </span>
    );
  }
  return <span className={`tabular-nums ${metric.negative ? "font-medium text-red-700" : ""}`}>{metric.text}</span>;
}

export function SectionScore({ value }: { value: string | null | undefined }) {
  const percent = parsePercent(value);
  const band = sectionScoreBand(percent);
  if (percent === null) {
    return (
      <span className="text-gray-400">
        <span aria-hidden="true">–</span>
        <span className="sr-only">not scored</span>
      </span>
    );
  }
  return (
    <span className="inline-flex flex-col items-start leading-tight">
      <span className={`font-semibold tabular-nums ${TONE_TEXT[band.tone]}`}>{Math.round(percent)}%</span>
      <span className={`text-[11px] ${TONE_TEXT[band.tone]}`}>{band.label}</span>
    </span>
  );
}

const OVERLAYS = [
  ["Heritage", "heritage_overlay"],
  ["Flood", "flood_overlay"],
  ["Bushfire", "bushfire_overlay"],
] as const;

export function Overlays({ listing }: { listing: ListingSummary }) {
  return (
    <ul className="space-y-0.5 text-[11px]">
      {OVERLAYS.map(([label, key]) => {
        const text = listing[key];
        const tone = overlayTone(text);
        return (
          <li key={key} className="line-clamp-2 leading-4" title={text ?? undefined}>
            <span className="text-gray-600">{label}: </span>
            <span className={`font-medium break-words ${TONE_TEXT[tone]}`}>
              {text && text.trim() !== "" ? text : "Unknown"}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function facts(listing: ListingSummary): string {
  const bits: string[] = [];
  if (listing.property_type) bits.push(listing.property_type);
  if (listing.bedrooms !== null) bits.push(`${listing.bedrooms} bed`);
  if (listing.bathrooms !== null) bits.push(`${listing.bathrooms} bath`);
  if (listing.car_spaces !== null) bits.push(`${listing.car_spaces} car`);
  const land = formatLandSize(listing.land_size);
  if (land) bits.push(land);
  return bits.join(" · ");
}

async function copyAddress(address: string) {
  if (await copyText(address)) toast({ ...TOASTS.addressCopied, variant: "success" });
  else toast({ ...TOASTS.copyAddressManually, description: address, durationMs: COPY_ADDRESS_FALLBACK_MS });
}

export const ListingActions = memo(function ListingActions({ listing, compact = false, icons = false }: { listing: ListingSummary; compact?: boolean; icons?: boolean }) {
  const address = joinAddress(listing);
  // Where the street is withheld, the place alone is copied (the words "Address available on request" are no address).
  const copied = copyableAddress(listing);
  const linkText = listing.source === "domain" ? MATCHES_COPY.viewOnDomain : "View listing";
  if (icons) {
    const iconButton = "flex h-8 w-8 items-center justify-center rounded border border-gray-300 text-gray-700 hover:bg-gray-50";
    return (
      <div className="flex gap-1.5">
        {listing.listing_url && (
          <a href={listing.listing_url} target="_blank" rel="noopener noreferrer" className={iconButton} aria-label={`${linkText} for ${address} (opens in a new tab)`} title={linkText}>
            <ExternalLinkIcon />
          </a>
        )}
        <button type="button" onClick={() => void copyAddress(copied)} className={iconButton} aria-label={`Copy address ${copied}`} title="Copy address">
          <CopyIcon />
        </button>
      </div>
    );
  }
  return (
    <div className={`flex ${compact ? "flex-row flex-wrap" : "flex-col"} gap-1.5`}>
      {listing.listing_url && (
        <a
          href={listing.listing_url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass({ variant: "outline", size: "sm", className: "rounded px-2 py-1 text-center text-xs" })}
          aria-label={`${linkText} for ${address} (opens in a new tab)`}
        >
          {linkText}
        </a>
      )}
      <Button variant="outline" size="sm" onClick={() => void copyAddress(copied)} className="rounded px-2 py-1 text-xs" aria-label={`Copy address ${copied}`}>
        Copy address
      </Button>
    </div>
  );
});

/**
 * The price, and beside "Price on request" the engine's estimate. `compact` (a table row, whose height is
 * fixed): the estimate's explanation and the agent's words stay on the price's line, the explanation as a
 * tooltip and for screen readers, so a row never grows past its height and clips its badges.
 */
export function PriceText({ listing, priceFiltered, compact = false }: { listing: ListingSummary; priceFiltered: boolean; compact?: boolean }) {
  const text = formatPrice(listing.list_price);
  const note = estimateNote(listing, priceFiltered);
  const agent = agentPriceText(listing);
  const [estimate, ...explanation] = (note ?? "").split("; ");
  return (
    <>
      <span className={text === MATCHES_COPY.priceOnRequest ? "text-gray-600 italic" : "font-semibold"}>{text}</span>
      {note &&
        (compact ? (
          <span className="text-xs whitespace-nowrap text-gray-600" data-testid="estimate-note" title={note}>
            {estimate}
            {explanation.length > 0 && <span className="sr-only">; {explanation.join("; ")}</span>}
          </span>
        ) : (
          <span className="text-xs text-gray-600" data-testid="estimate-note">
            {note}
          </span>
        ))}
      {agent && (
        <span className={`${compact ? "min-w-0 truncate" : "block"} text-xs text-gray-600`} data-testid="agent-price" title={compact ? `${MATCHES_COPY.agentPrice} ${agent}` : undefined}>
          {MATCHES_COPY.agentPrice} {agent}
        </span>
      )}
    </>
  );
}
