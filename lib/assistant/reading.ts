/**
 * What the readers (./readers/) share while they read one message: the message, what has been
 * read so far (the Delta), which parts of the message a reader has already taken, and the scope
 * questions (./scope.ts) about any position in it. understand() (./understand.ts) makes one
 * Reading per message and runs the readers over it in order.
 */
import type { ImportanceFactor } from "@/lib/preferences/schema";
import {
  MISSPELLINGS,
  type Amenity,
  type Avoid,
  type DevOption,
  type Feature,
  type Finish,
  type Goal,
  type MarketStatus,
  type PropertyType,
  type Risk,
  type SplitOption,
  type TransportMode,
  type TravelTime,
} from "./lexicon";
import type { PlaceCandidate, PlaceIndex, PlaceMention } from "./places";
import { accepting, clauseBefore, negated } from "./scope";
import { correctKeyword } from "./vocabulary";

/** Which essential a pending form asks for: a bare answer ("3", "650k") fills it. */
export type ExpectedField = "locations" | "price" | "propertyType" | "bedrooms" | "landSize";

/** What one message sets, clears or removes in the brief. */
export type Delta = {
  reset: boolean;
  places: PlaceMention[];
  /** Places to add (resolved). */
  addPlaces: PlaceCandidate[];
  /** Place mentions after "drop", "not", "remove": their words, to remove from the brief. */
  removePlaces: PlaceMention[];
  replacePlaces: boolean;
  ambiguous: PlaceMention[];
  price: { min?: number | null; max?: number | null } | null;
  propertyType?: PropertyType | null;
  excludedTypes: PropertyType[];
  bedrooms?: number | null;
  bathrooms?: number | null;
  parking?: number | null;
  landSize?: number | null;
  features: Partial<Record<Feature, boolean>>;
  risks: Partial<Record<Risk, boolean>>;
  avoid: Partial<Record<Avoid, boolean>>;
  goals: Partial<Record<Goal, boolean>>;
  development: Partial<Record<DevOption, boolean>>;
  developmentGeneric?: boolean;
  split: Partial<Record<SplitOption, boolean>>;
  renovation: { enabled?: boolean; budget?: number | null; finish?: Finish | null };
  marketStatus?: MarketStatus;
  /** "close to schools and the train station", "walking distance to cafes". */
  amenities: { categories: Amenity[]; transportMode?: TransportMode; maxTravelTime?: TravelTime };
  /** "within 30 minutes of the Melbourne CBD", "commute to Parramatta": a place to reach, not to live in. */
  destination?: { address: string; transportMode: TransportMode; maxTravelTime: TravelTime };
  /** Factors in the order the message names them (for the importance ranking). */
  factorOrder: ImportanceFactor[];
  /** A factor the message calls the most important. */
  topFactor?: ImportanceFactor;
  /** Something property-related was understood. */
  understoodAnything: boolean;
};

export type UnderstandOptions = {
  places: PlaceIndex;
  expecting?: ExpectedField[];
  contextStates?: readonly string[];
};

/** One message being read. */
export type Reading = {
  /** The message with its typos fixed, as typed: places are found on it. */
  readonly text: string;
  /** `text` lower-cased: the lexicons are matched on it. */
  readonly t: string;
  readonly places: PlaceIndex;
  /** The states of the places already in the brief (they settle "Richmond"). */
  readonly contextStates: readonly string[] | undefined;
  /** What the pending form asked for: a bare answer fills it. */
  readonly expecting: readonly ExpectedField[];
  /** What has been read so far; each reader adds its fields. */
  readonly delta: Delta;
  /** Marks t[start, end) as read, so no later reader reads it again (a price's digits are not a bedroom count). */
  consume(start: number, end: number): void;
  isConsumed(start: number, end: number): boolean;
  /** Notes that the message names an importance factor at `pos` (the importance reader orders them). */
  noteFactor(factor: ImportanceFactor, pos: number): void;
  readonly factors: { factor: ImportanceFactor; pos: number }[];
  /** The clause of t before `pos`. */
  clauseBefore(pos: number): string;
  /** The words at `pos` are negated in their clause ("no units", "drop Ballarat"). */
  negated(pos: number): boolean;
  /** The words at t[start, end) are accepted ("heritage is fine", "don't mind bushfire"). */
  accepting(start: number, end: number): boolean;
};

/** A reader reads one kind of thing from the message into its Reading's delta. */
export type Reader = (r: Reading) => void;

/** Fixes misspelt property words ("bedrom", "subdevide", "townhosue") in place, keeping place names. */
export function correctTypos(text: string, places: PlaceIndex): string {
  return text.replace(/[A-Za-z]+/g, (w) => {
    const lower = w.toLowerCase();
    if (MISSPELLINGS[lower]) return MISSPELLINGS[lower];
    if (places.byKey.has(lower)) return w;
    const fixed = correctKeyword(lower);
    return fixed ?? w;
  });
}

const blankDelta = (): Delta => ({
  reset: false,
  places: [],
  addPlaces: [],
  removePlaces: [],
  replacePlaces: false,
  ambiguous: [],
  price: null,
  excludedTypes: [],
  features: {},
  risks: {},
  avoid: {},
  goals: {},
  development: {},
  split: {},
  renovation: {},
  factorOrder: [],
  amenities: { categories: [] },
  understoodAnything: false,
});

/** A fresh Reading of one message: typos in property words fixed, "$650 000" read as $650,000. */
export function startReading(message: string, opts: UnderstandOptions): Reading {
  // "$650 000": thousands grouped with spaces.
  const text = correctTypos(message, opts.places).replace(/\$\s*(\d{1,3})((?: \d{3})+)(?!\d)/g, (_, a: string, b: string) => `$${a}${b.replace(/ /g, ",")}`);
  const t = text.toLowerCase();
  const spans: { start: number; end: number }[] = [];
  const factors: { factor: ImportanceFactor; pos: number }[] = [];
  return {
    text,
    t,
    places: opts.places,
    contextStates: opts.contextStates,
    expecting: opts.expecting ?? [],
    delta: blankDelta(),
    consume: (start, end) => void spans.push({ start, end }),
    isConsumed: (start, end) => spans.some((s) => start < s.end && end > s.start),
    noteFactor: (factor, pos) => void factors.push({ factor, pos }),
    factors,
    clauseBefore: (pos) => clauseBefore(t, pos),
    negated: (pos) => negated(t, pos),
    accepting: (start, end) => accepting(t, start, end),
  };
}
