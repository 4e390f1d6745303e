"use client";

import { useState } from "react";
import { MATCHES_COPY } from "@/lib/matches/copy";
import { joinAddress } from "@/lib/matches/format";
import { safeHttpsUrl, sourceLabel } from "@/lib/matches/source";
import type { ListingDetail, ListingSummary } from "@/lib/matches/types";

/** Where a listing comes from, on every row and card: "Live · Domain", "Imported" or "Demo data". */
const TONES = {
  live: "bg-emerald-100 text-emerald-900",
  import: "bg-sky-100 text-sky-900",
  demo: "bg-violet-100 text-violet-800",
} as const;

export function SourceBadge({ source }: { source: string }) {
  const label = sourceLabel(source);
  return (
    <span className={`inline-flex rounded px-1.5 py-0.5 text-[11px] font-medium ${TONES[label.tone]}`} title={label.title} data-testid="source-badge" data-source={source}>
      {label.text}
    </span>
  );
}

/** The latest search's notes about listing sources it had to leave out. */
export function SourceNotes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <div className="mt-3 space-y-1 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status" data-testid="source-notes">
      {notes.map((n) => (
        <p key={n} data-testid="source-note">
          {n}
        </p>
      ))}
    </div>
  );
}

/**
 * A listing's own photo (a live listing's first), instead of the locator map; when the
 * photo can't be loaded the `fallback` (the locator map) shows.
 */
export function ListingPhoto({ listing, className = "", fallback }: { listing: ListingSummary; className?: string; fallback: React.ReactNode }) {
  const src = safeHttpsUrl(listing.photo);
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <>{fallback}</>;
  const address = joinAddress(listing) || "the listing";
  return (
    <div className={`relative overflow-hidden bg-gray-100 ${className}`} data-testid="listing-photo">
      {/* Photos come from the source's image hosts (allowed in the CSP's img-src); a plain img keeps next/image's host list out of it. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={src} alt={`Photo of ${address}`} loading="lazy" decoding="async" referrerPolicy="no-referrer" onError={() => setFailed(src)} className="h-full w-full object-cover" />
      {listing.photo_count > 1 && (
        <span className="absolute right-1 bottom-1 rounded bg-black/60 px-1 text-[10px] font-medium text-white" aria-hidden="true">
          {listing.photo_count}
        </span>
      )}
    </div>
  );
}

/** The expanded listing's photos and floor plans, and its link to the source (e.g. "View on Domain"). */
export function ListingGallery({ listing }: { listing: ListingDetail }) {
  const photos = (listing.photos ?? []).flatMap((p) => safeHttpsUrl(p) ?? []);
  const plans = ((listing.image_analysis as { imageUrls?: { floorPlans?: unknown } } | null)?.imageUrls?.floorPlans ?? []) as unknown[];
  const floorPlans = plans.flatMap((p) => (typeof p === "string" ? (safeHttpsUrl(p) ?? []) : []));
  const link = listing.source === "domain" ? safeHttpsUrl(listing.listing_url) : null;
  if (photos.length === 0 && floorPlans.length === 0 && !link) return null;
  const address = joinAddress(listing) || "the listing";
  return (
    <section className="space-y-2" aria-label={MATCHES_COPY.photosOf(address)} data-testid="listing-gallery">
      {photos.length > 0 && <Strip urls={photos} alt={(i) => `Photo ${i + 1} of ${photos.length}, ${address}`} testId="gallery-photo" />}
      {floorPlans.length > 0 && <Strip urls={floorPlans} alt={(i) => `Floor plan ${i + 1} of ${floorPlans.length}, ${address}`} testId="gallery-floorplan" />}
      {link && (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 rounded border border-emerald-300 bg-emerald-50 px-2 py-1 text-xs font-semibold text-emerald-900 hover:bg-emerald-100"
          data-testid="domain-link"
        >
          {MATCHES_COPY.viewOnDomain}
          <span className="sr-only"> for {address} (opens in a new tab)</span>
        </a>
      )}
    </section>
  );
}

function Strip({ urls, alt, testId }: { urls: string[]; alt: (i: number) => string; testId: string }) {
  return (
    <ul className="flex gap-2 overflow-x-auto pb-1">
      {urls.map((u, i) => (
        <li key={u} className="h-28 w-40 shrink-0 overflow-hidden rounded bg-gray-100">
          <a href={u} target="_blank" rel="noopener noreferrer">
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={u} alt={alt(i)} loading="lazy" decoding="async" referrerPolicy="no-referrer" className="h-full w-full object-cover" data-testid={testId} />
          </a>
        </li>
      ))}
    </ul>
  );
}
