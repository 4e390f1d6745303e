"use client";

import { useState } from "react";
import { MATCHES_COPY } from "@/lib/matches/copy";
import { BORDERS_PATH, LAND_PATH, LOCATOR_VIEWBOX, locatorPoint } from "@/lib/matches/locator";
import type { ListingSummary } from "@/lib/matches/types";

/**
 * A listing's picture: an offline locator map of Australia with the suburb's centroid,
 * and over it the listing's satellite image once (and only if) that image has loaded.
 * The spec's two messages say which case it is: no image at all, or one that failed.
 */
export function ListingImage({ listing, variant, className = "" }: { listing: ListingSummary; variant: "thumb" | "banner"; className?: string }) {
  const src = listing.satellite_image;
  const [state, setState] = useState<{ src: string | null; status: "loading" | "loaded" | "failed" }>({ src, status: "loading" });
  const status = state.src === src ? state.status : "loading";
  const place = [listing.address_suburb, [listing.address_state, listing.address_postcode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  const note = !src ? MATCHES_COPY.satelliteMissing : status === "failed" ? MATCHES_COPY.satelliteUnavailable : null;
  const label = `Locator map of Australia${place ? ` showing ${place}` : ""}${note ? `. ${note}` : ""}`;

  const map = <LocatorMap centroid={listing.suburb_centroid} label={label} />;
  const image = src && status !== "failed" && (
    // next/image needs every remote host configured up front; listing images come from
    // importers or external workflows (any host), so a plain img is used.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt={`Satellite view of ${place || "the listing"}`}
      loading="lazy"
      decoding="async"
      onLoad={() => setState({ src, status: "loaded" })}
      onError={() => setState({ src, status: "failed" })}
      className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-300 ${status === "loaded" ? "opacity-100" : "opacity-0"}`}
    />
  );
  const testId = !src ? "satellite-missing" : status === "failed" ? "satellite-failed" : status === "loaded" ? "satellite-image" : "satellite-loading";

  if (variant === "thumb") {
    return (
      <div className={`relative overflow-hidden bg-sky-50 ${className}`} data-testid={testId}>
        {map}
        {image}
      </div>
    );
  }
  return (
    <div className={`relative flex items-center gap-3 overflow-hidden bg-sky-50 px-3 py-2 ${className}`} data-testid={testId}>
      <div className="h-full w-28 shrink-0">{map}</div>
      <div className="min-w-0 text-sm leading-snug">
        {listing.address_suburb && <p className="font-semibold text-ink">{listing.address_suburb}</p>}
        <p className="text-gray-700">{[listing.address_state, listing.address_postcode].filter(Boolean).join(" ")}</p>
        {note && <p className="mt-1 text-xs text-gray-600">{note}</p>}
      </div>
      {image}
    </div>
  );
}

/** Australia with its state borders and, when the suburb is known, a marker on its centroid. */
export function LocatorMap({ centroid, label }: { centroid: { lat: number; lng: number } | null; label: string }) {
  const point = locatorPoint(centroid);
  return (
    <svg viewBox={`0 0 ${LOCATOR_VIEWBOX.width} ${LOCATOR_VIEWBOX.height}`} role="img" aria-label={label} className="h-full w-full" preserveAspectRatio="xMidYMid meet" data-testid="locator-map">
      <path d={LAND_PATH} fill="#f5f5f4" stroke="#a8a29e" strokeWidth={3} strokeLinejoin="round" />
      <path d={BORDERS_PATH} fill="none" stroke="#d6d3d1" strokeWidth={2} />
      {point && (
        <g data-testid="locator-point">
          <circle cx={point.x} cy={point.y} r={34} fill="#ea580c" fillOpacity={0.18} />
          <circle cx={point.x} cy={point.y} r={15} fill="#c2410c" stroke="#fff" strokeWidth={6} />
        </g>
      )}
    </svg>
  );
}
