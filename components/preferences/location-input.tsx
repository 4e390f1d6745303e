"use client";

import { getMapsKey, searchPlaces } from "@/client/places";
import { useEffect, useId, useRef, useState, type ComponentType } from "react";
import { PLACES_BLUR_DELAY_MS } from "@/lib/constants";
import { queryLongEnough, type PlaceSuggestion } from "@/lib/places/search";

/**
 * The Locations widget: chosen places as removable chips and an autocomplete. Built
 * in (GET /api/places) unless the server has a Google Maps key, in which case Google
 * Places runs in the browser (country AU, regions and localities) through the same
 * rules: above 2 characters, regions first then alphabetical, descriptions starting
 * with digits dropped, chosen places hidden, hidden 200 ms after blur. Maps key or
 * script failures are logged and the built-in source takes over.
 */
export type Source = (q: string, chosen: readonly string[]) => Promise<PlaceSuggestion[]>;

export const builtinSource: Source = async (q, chosen) => {
  try {
    return await searchPlaces(q, chosen);
  } catch {
    return [];
  }
};

/** `ruleOut`: the places the buyer ruled out (chips read "Not: …"), beside the wanted ones. */
export type LocationInputProps = { chosen: string[]; onAdd: (d: string) => void; onRemove: (d: string) => void; ruleOut?: boolean };
type Props = LocationInputProps;
type Google = { key: string; Input: ComponentType<Props & { mapsKey: string }> };

export function LocationInput(props: Props) {
  // Google's Maps library (google-location-input.tsx) is loaded only when the server has a key, so it isn't part of
  // the page's first load; the built-in source serves until it is there, and without a key.
  const [google, setGoogle] = useState<Google | null>(null);
  useEffect(() => {
    let live = true;
    getMapsKey()
      .then(async (key) => {
        if (!key) return;
        const { GoogleLocationInput } = await import("./google-location-input");
        if (live) setGoogle({ key, Input: GoogleLocationInput });
      })
      .catch((err) => console.warn("[places] maps key unavailable", err));
    return () => {
      live = false;
    };
  }, []);
  if (google) return <google.Input mapsKey={google.key} {...props} />;
  return <LocationCombobox {...props} source={builtinSource} />;
}

export function LocationCombobox({ chosen, onAdd, onRemove, source, ruleOut = false }: Props & { source: Source }) {
  const [query, setQuery] = useState("");
  const [items, setItems] = useState<PlaceSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const seq = useRef(0);
  const listId = useId();
  const inputId = useId();
  // Looked up through refs so a new array or function identity doesn't refetch.
  const chosenRef = useRef(chosen);
  const sourceRef = useRef(source);
  useEffect(() => {
    chosenRef.current = chosen;
    sourceRef.current = source;
  });
  const chosenKey = chosen.join("\n");

  useEffect(() => {
    const mine = ++seq.current;
    if (!queryLongEnough(query)) return;
    const t = setTimeout(async () => {
      const found = await sourceRef.current(query, chosenRef.current).catch(() => []);
      if (mine === seq.current) {
        setItems(found);
        setActive(-1);
      }
    }, 120);
    return () => clearTimeout(t);
  }, [query, chosenKey]);

  const choose = (s: PlaceSuggestion) => {
    onAdd(s.description);
    setQuery("");
    setItems([]);
    setOpen(false);
  };

  // Short queries show nothing, whatever an earlier (longer) query found.
  const shown = queryLongEnough(query) ? items : [];
  const showList = open && shown.length > 0;
  return (
    <div>
      {chosen.length > 0 && (
        <ul className="mb-3 flex flex-wrap gap-2" aria-label={ruleOut ? "Ruled-out locations" : "Chosen locations"}>
          {chosen.map((c) => (
            <li key={c} className={`flex items-center gap-1 rounded-full py-1 pr-1 pl-3 text-sm ${ruleOut ? "bg-gray-100 text-gray-800" : "bg-crust-100 text-crust-900"}`} data-testid={ruleOut ? "excluded-location" : "chosen-location"}>
              <span>{ruleOut ? `Not: ${c}` : c}</span>
              <button type="button" onClick={() => onRemove(c)} aria-label={`Remove ${c}`} className="flex h-7 w-7 items-center justify-center rounded-full hover:bg-crust-200">
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={inputId} className="text-sm font-medium text-gray-700">
        {ruleOut ? "Rule out a suburb, council area or state" : "Add a suburb, council area or state"}
      </label>
      <div className="relative mt-1">
        <input
          id={inputId}
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          value={query}
          placeholder={ruleOut ? "e.g. a suburb of a council area you chose" : "Start typing, e.g. Richmond"}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            if (blurTimer.current) clearTimeout(blurTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            blurTimer.current = setTimeout(() => setOpen(false), PLACES_BLUR_DELAY_MS);
          }}
          onKeyDown={(e) => {
            if (!showList) return;
            if (e.key === "ArrowDown") {
              e.preventDefault();
              setActive((a) => Math.min(shown.length - 1, a + 1));
            } else if (e.key === "ArrowUp") {
              e.preventDefault();
              setActive((a) => Math.max(0, a - 1));
            } else if (e.key === "Enter" && active >= 0 && shown[active]) {
              e.preventDefault();
              choose(shown[active]);
            } else if (e.key === "Escape") {
              setOpen(false);
            }
          }}
          className="min-h-11 w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
          data-testid={ruleOut ? "exclusion-input" : "location-input"}
        />
        {showList && (
          <ul id={listId} role="listbox" className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-gray-200 bg-white py-1 shadow-lg">
            {shown.map((s, i) => (
              <li
                key={s.description}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(s)}
                className={`flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm ${i === active ? "bg-crust-50" : "hover:bg-gray-50"}`}
              >
                <span>{s.description}</span>
                <span className="text-xs text-gray-500">{s.kind === "suburb" ? "Suburb" : s.kind === "lga" ? "Council area" : "State"}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
