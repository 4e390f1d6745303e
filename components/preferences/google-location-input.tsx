"use client";

import { APIProvider, useMapsLibrary } from "@vis.gl/react-google-maps";
import { useMemo } from "react";
import { finaliseSuggestions, GOOGLE_AUTOCOMPLETE_OPTIONS, googlePlaceKind, type PlaceSuggestion } from "@/lib/places/search";
import { builtinSource, LocationCombobox, type LocationInputProps, type Source } from "./location-input";

type Props = LocationInputProps;

/**
 * The Locations widget on Google Places (country AU, regions and localities), loaded by
 * location-input.tsx only when the server has a Maps key, so the Maps library isn't part of
 * /preferences' first load.
 */
export function GoogleLocationInput({ mapsKey, ...props }: Props & { mapsKey: string }) {
  return (
    <APIProvider apiKey={mapsKey} region="AU" onError={(err) => console.warn("[places] maps script failed", err)}>
      <GoogleSource {...props} />
    </APIProvider>
  );
}

function GoogleSource(props: Props) {
  const places = useMapsLibrary("places");
  const source = useMemo<Source | null>(() => {
    if (!places) return null;
    return async (q, chosen) => {
        try {
          const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
            input: q,
            includedRegionCodes: [...GOOGLE_AUTOCOMPLETE_OPTIONS.includedRegionCodes],
            includedPrimaryTypes: [...GOOGLE_AUTOCOMPLETE_OPTIONS.includedPrimaryTypes],
          });
          const items = suggestions.flatMap((s): PlaceSuggestion[] => {
            const p = s.placePrediction;
            if (!p) return [];
            return [{ description: p.text.toString(), kind: googlePlaceKind(p.types ?? []) }];
          });
          return finaliseSuggestions(items, chosen);
        } catch (err) {
          console.warn("[places] Google autocomplete failed", err);
          return builtinSource(q, chosen);
        }
      };
  }, [places]);
  return <LocationCombobox {...props} source={source ?? builtinSource} />;
}

