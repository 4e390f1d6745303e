/**
 * What the readers (./readers/) share while they read one message: the message, what has been
 * read so far (the Delta), which parts of the message a reader has already taken, and the scope
 * questions (./scope.ts) about any position in it. understand() (./understand.ts) makes one
 * Reading per message and runs the readers over it in order.
 */
import type { FinanceProfileInput } from "@/lib/finance/profile";
import type { Criteria } from "@/lib/preferences/criteria";
import type { ImportanceFactor } from "@/lib/preferences/schema";
import {
  MISSPELLINGS,
  WISH_BETWEEN,
  STREET_AFTER,
  type Age,
  type Amenity,
  type ContextRole,
  type Avoid,
  type DevOption,
  type Feature,
  type Finish,
  type Goal,
  type MarketStatus,
  type PropertyType,
  type Risk,
  type SplitOption,
  type Style,
  type TransportMode,
  type TravelTime,
} from "./lexicon";
import type { PlaceCandidate, PlaceIndex, PlaceMention } from "./places";
import { clausesOf, hasAmount, tokensOf, type Clause, type Token } from "./clauses";

export type { ContextRole } from "./lexicon";
import { accepting, clauseBefore, negatorEnd } from "./scope";
import { spokenAmountsToDigits } from "./spoken";
import { correctKeyword, isCommonWord } from "./vocabulary";

/** Which essential a pending form asks for: a bare answer ("3", "650k") fills it. */
export type ExpectedField = "locations" | "price" | "propertyType" | "bedrooms" | "landSize" | "ranking";

/** A field of the summary a doubtful reading belongs to (the chip it makes low-confidence), or null for a number it could not place. */
export type DoubtField = "locations" | "priceRange" | "bedrooms" | "bathrooms" | "parking" | null;

/** A reading made with low confidence: the assistant shows what it understood and asks this before searching. */
export type Doubt = { field: DoubtField; question: string };

/** What one message sets, clears or removes in the brief. */
export type Delta = {
  reset: boolean;
  /** What a reset keeps of the old brief ("start again, same budget"). */
  keepOnReset: ("price" | "bedrooms" | "propertyType")[];
  /** "Scrap that." before a brief of its own: a start over, when the message names places and a price or bedrooms. */
  restartOnNewBrief: boolean;
  places: PlaceMention[];
  /** Places to add (resolved). */
  addPlaces: PlaceCandidate[];
  /** Place mentions after "drop", "not", "remove": their words, to remove from the brief. */
  removePlaces: PlaceMention[];
  replacePlaces: boolean;
  /** "granny flat instead", "change granny flat to dual living", "more about growth than rent": the options named replace their group's others. */
  optionsInstead: boolean;
  /** Places ruled out, not only taken off the list: kept as exclusions even where the brief wanted them. */
  ruledOutPlaces: string[];
  /** Places said to be fine after all ("actually Woodridge is fine"): no longer ruled out, and wanted unless a wanted region holds them. */
  acceptedPlaces: PlaceCandidate[];
  /** The message adds places to the brief's ("add", "also", "too"): places inside a region the brief wants do not narrow it. */
  alsoPlaces: boolean;
  /** A place is added or ruled out by a clause about the search (a wish, a correction, an action on places, with no off-topic cue in it): the message is no off-topic talk. */
  placesWished: boolean;
  ambiguous: PlaceMention[];
  price: { min?: number | null; max?: number | null } | null;
  propertyType?: PropertyType | null;
  excludedTypes: PropertyType[];
  /** Features ruled out ("no pool"): kept as exclusions until one is asked for. */
  excludedFeatures: Feature[];
  /** "remove all the exclusions": nothing ruled out any more. */
  clearExclusions?: boolean;
  /** Features said to be fine ("actually pool ok"): no longer ruled out, and not asked for either. */
  acceptedFeatures: Feature[];
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
  /** Split living wanted (true) or not (false) with no kind named ("a dual income property"). */
  splitGeneric?: boolean;
  split: Partial<Record<SplitOption, boolean>>;
  renovation: { enabled?: boolean; budget?: number | null; finish?: Finish | null };
  marketStatus?: MarketStatus;
  /** A market status to add to the brief's, not replace it with ("off market is fine too"). */
  marketWiden?: Exclude<MarketStatus, "All Properties">;
  /** Styles named (true) or ruled out (false); `clearStyle`: "any style is fine". */
  style: Partial<Record<Style, boolean>>;
  clearStyle: boolean;
  /** The age bands wanted; null: "any age". */
  age?: Age[] | null;
  /** Amenities no longer wanted nearby ("schools don't matter"). */
  amenitiesRemoved: Amenity[];
  /** Places named only as context, never stored ("we live in Newtown", "I grew up in Geelong"). */
  contextPlaces: { text: string; place: PlaceCandidate | null; role: ContextRole }[];
  /** Where the buyer works, when said ("I work in Parramatta", "I work at the Royal Hospital"): a place description or the name as written. */
  workplace?: string;
  /** A travel time to "work" / "there" / "it" that needs a workplace or a place named before. */
  travelToWork?: { transportMode: TransportMode | undefined; maxTravelTime: TravelTime };
  /** Words referring back to the previous turn: "there" (its places), "one of those" (its concept). */
  refersBack: { place: boolean; concept: boolean };
  /** Readings made with low confidence (docs/ASSISTANT.md, "Confidence"). */
  doubts: Doubt[];
  /** "close to schools and the train station", "walking distance to cafes". */
  amenities: { categories: Amenity[]; transportMode?: TransportMode; maxTravelTime?: TravelTime };
  /** "within 30 minutes of the Melbourne CBD", "commute to Parramatta": a place to reach, not to live in. */
  destination?: { address: string; transportMode: TransportMode; maxTravelTime: TravelTime };
  /** Factors in the order the message names them (for the importance ranking). */
  factorOrder: ImportanceFactor[];
  /** A factor the message calls the most important. */
  topFactor?: ImportanceFactor;
  /** The buyer's finance said in the message ("150k deposit", "first home buyer", "P&I over 30 years"): merged into the stored finance section. */
  finance: FinanceProfileInput;
  /** Finance values the schema refused (a rate over 30 %): their messages, for the reply; nothing of them is stored. */
  financeProblems: string[];
  /** Pass/fail criteria said in the message ("cash-flow positive only", "at least 5% yield"): merged into the stored criteria (./readers/criteria.ts). */
  criteria: Partial<Criteria>;
  /** Something property-related was understood. */
  understoodAnything: boolean;
};

/**
 * In a run-on with no punctuation, a new noun phrase after the negated one ends the negation: "not kingston a house with a
 * granny flat", "no townhouses or units just houses", "not off market stuff four bed house" (an article, "just"/"only",
 * or a count of bedrooms right after a noun).
 */
function newPhraseBetween(tokens: readonly Token[], from: number, to: number): boolean {
  const between = tokens.filter((k) => k.start >= from && k.end <= to);
  return between.some((k, i) => {
    const prev = between[i - 1];
    if (!prev || !/^(?:NOUN|PROPN)$/.test(prev.pos)) return false;
    if (/^(?:a|an|just|only)$/.test(k.lower)) return true;
    return (k.pos === "NUM" || /^\d+$/.test(k.lower)) && /^(?:bed|beds|bedroom|bedrooms|br|bdr|bedder)$/.test(between[i + 1]?.lower ?? tokens.find((x) => x.start >= k.end)?.lower ?? "");
  });
}

/** What the previous turn asked about, for "there" and "one of those" (docs/ASSISTANT.md, "Anaphora"). */
export type TopicConcept = { field: "split"; key: SplitOption } | { field: "development"; key: DevOption } | { field: "goals"; key: Goal } | { field: "renovation" };
export type Topic = { places: string[]; concept: TopicConcept | null };

export type UnderstandOptions = {
  places: PlaceIndex;
  expecting?: ExpectedField[];
  contextStates?: readonly string[];
  /** Where the buyer said they work, in an earlier turn. */
  workplace?: string | null;
  /** What the previous turn asked about. */
  topic?: Topic | null;
  /** The year ages are counted from ("built after 2010"); this year when not given. */
  year?: number;
  /** The brief's amounts before this message: "750 not 700" corrects the one that was 700. */
  amounts?: BriefAmounts;
  /** The brief's property type before this message: "house not unit" corrects the unit it was. */
  briefType?: string | null;
};

/** The amounts a brief holds, which a correction may name ("$90k not 70": the renovation budget was 70k). */
export type BriefAmounts = { priceMin: number | null; priceMax: number | null; renovationBudget: number | null };

/** One message being read. */
export type Reading = {
  /** The message with its typos fixed, as typed: places are found on it. */
  readonly text: string;
  /** `text` lower-cased: the lexicons are matched on it. A clause that writes nothing to the brief (an off-topic question) is blanked in it. */
  readonly t: string;
  /** `text` lower-cased, nothing blanked: for what acts on the conversation rather than the brief ("start over"). */
  readonly whole: string;
  readonly places: PlaceIndex;
  /** The states of the places already in the brief (they settle "Richmond"). */
  readonly contextStates: readonly string[] | undefined;
  /** What the pending form asked for: a bare answer fills it. */
  readonly expecting: readonly ExpectedField[];
  /** Where the buyer said they work, in an earlier turn. */
  readonly workplace: string | null;
  /** What the previous turn asked about ("there", "one of those"). */
  readonly topic: Topic | null;
  /** The year ages are counted from. */
  readonly year: number;
  /** The brief's amounts before this message. */
  readonly amounts: BriefAmounts | null;
  /** The brief's property type before this message. */
  readonly briefType: string | null;
  /** What has been read so far; each reader adds its fields. */
  readonly delta: Delta;
  /** Marks t[start, end) as read, so no later reader reads it again (a price's digits are not a bedroom count). */
  consume(start: number, end: number): void;
  isConsumed(start: number, end: number): boolean;
  /** Marks t[start, end) as context ("we live in Newtown"): no reader reads a wish in it; the places reader notes its places with `role`. */
  consumeContext(start: number, end: number, role: ContextRole): void;
  /**
   * Marks t[start, end) as holding no wish of the buyer's for the readers of the brief's fields (a view reported after a
   * context clause: "my brother lives in Rockingham and reckons Baldivis is good value"), while its places are still read
   * by their own clause's role.
   */
  mute(start: number, end: number): void;
  /** The context role of the words at t[start, end), if any. */
  contextAt(start: number, end: number): ContextRole | null;
  /** Read by a reader other than the context reader. */
  isRead(start: number, end: number): boolean;
  /** Inside a place name of several words as typed ("Kangaroo Flat", "Swan Pool"): not a property word. */
  inPlaceName(start: number, end: number): boolean;
  /** Notes that the message names an importance factor at `pos` (the importance reader orders them). */
  noteFactor(factor: ImportanceFactor, pos: number): void;
  readonly factors: { factor: ImportanceFactor; pos: number }[];
  /** The message's tokens (wink-nlp, on `text`), read once and shared by the readers. */
  tokens(): Token[];
  /** The message's clauses with their roles (./clauses.ts), read once and shared by the readers. */
  clauses(): Clause[];
  /** The clause of t before `pos`. */
  clauseBefore(pos: number): string;
  /** The words at `pos` are negated in their clause ("no units", "drop Ballarat"). */
  negated(pos: number): boolean;
  /** The words at t[start, end) are accepted ("heritage is fine", "don't mind bushfire"). */
  accepting(start: number, end: number): boolean;
};

/**
 * The matches of `re` in the message that no reader has read yet, each with its span. Checked
 * as each match is reached, so what the loop itself consumes counts for the matches after it.
 */
export function* unreadMatches(r: Reading, re: RegExp): Generator<{ m: RegExpMatchArray; start: number; end: number }> {
  for (const m of r.t.matchAll(re)) {
    const start = m.index!;
    const end = start + m[0].length;
    if (!r.isConsumed(start, end)) yield { m, start, end };
  }
}

/** A reader reads one kind of thing from the message into its Reading's delta. */
export type Reader = (r: Reading) => void;

/**
 * "nt" in a text message is "not" ("nt Coodanup", "nt nr the trn line"), except as the Territory: after its place, "the"
 * or "in" ("Palmerston nt", "the nt"), or beside duty and grants ("nt stamp duty", "stamp duty nt on 560"). Before a
 * name, or after a stop, it is "not" all the same ("Coodanup nt Greenfields", "nt logan. nt ipswich").
 */
function notInShorthand(text: string, at: number, raws: readonly string[], n: number, places: PlaceIndex): boolean {
  const prev = raws[n - 1]?.toLowerCase() ?? "";
  const next = raws[n + 1];
  if (next === undefined) return false;
  const afterPlace = places.byKey.has(prev) && !/[.,;:!?\n&+]\s*$/.test(text.slice(0, at));
  if (afterPlace && !/^[A-Z][a-z]/.test(next)) return false;
  return !/^(?:the|in|of|to|across|around|from|duty|lmi|grant|fhog|costs?)$/.test(prev) && !/^(?:stamp|duty|government|govt|gov|grant|fhog|lmi|first|home|rules|scheme|is|has|and|or)$/i.test(next);
}

/**
 * Fixes misspelt property words ("bedrom", "subdevide", "townhosue") in place, keeping place names, whole or split by
 * dictation ("alston ville": not a "villa").
 */
export function correctTypos(raw: string, places: PlaceIndex): string {
  // ("excl. Dandenong": the abbreviation's full stop ends no sentence.)
  // ("t/hse", "t/house": a townhouse.)
  const text = raw.replace(/\bexcl\.(?=\s)/gi, "excluding").replace(/\bt\/h(?:se|ouse)?(s?)\b/gi, "townhouse$1");
  const raws = [...text.matchAll(/[A-Za-z]+/g)].map((m) => m[0]);
  const words = raws.map((w) => w.toLowerCase());
  let n = -1;
  return text.replace(/[A-Za-z]+/g, (w, at: number) => {
    const lower = w.toLowerCase();
    n++;
    // ("the AFL GF", "who won the GF": a grand final, not a granny flat.)
    if (lower === "gf" && (/^(?:afl|aflw|nrl|nrlw|footy|league|vfl|sanfl|wafl)$/.test(words[n - 1] ?? "") || words[n - 2] === "won")) return w;
    if (MISSPELLINGS[lower]) return MISSPELLINGS[lower];
    if (lower === "nt" && w !== "NT" && notInShorthand(text, at, raws, n, places)) return "not";
    if (places.byKey.has(lower)) return w;
    if ((n > 0 && places.byKey.has(words[n - 1] + lower)) || (n + 1 < words.length && places.byKey.has(lower + words[n + 1]))) return w;
    const fixed = correctKeyword(lower);
    return fixed ?? w;
  });
}

const blankDelta = (): Delta => ({
  reset: false,
  keepOnReset: [],
  restartOnNewBrief: false,
  places: [],
  addPlaces: [],
  removePlaces: [],
  replacePlaces: false,
  optionsInstead: false,
  ruledOutPlaces: [],
  acceptedPlaces: [],
  alsoPlaces: false,
  placesWished: false,
  ambiguous: [],
  price: null,
  excludedTypes: [],
  excludedFeatures: [],
  acceptedFeatures: [],
  features: {},
  risks: {},
  avoid: {},
  goals: {},
  development: {},
  split: {},
  renovation: {},
  style: {},
  clearStyle: false,
  amenitiesRemoved: [],
  contextPlaces: [],
  refersBack: { place: false, concept: false },
  doubts: [],
  factorOrder: [],
  amenities: { categories: [] },
  finance: {},
  financeProblems: [],
  criteria: {},
  understoodAnything: false,
});

/** Spans of the message: checked against every word a reader finds, so kept short and scanned linearly. */
type Span = { start: number; end: number };
const overlaps = (spans: readonly Span[], start: number, end: number) => spans.some((s) => start < s.end && end > s.start);

/** Capitalised place names of two to four words ("Kangaroo Flat", "Box Hill") as typed: their words are not property words. */
function placeNameSpans(text: string, places: PlaceIndex): Span[] {
  const out: Span[] = [];
  const words = [...text.matchAll(/[A-Z][A-Za-z']*/g)];
  for (let i = 0; i < words.length; i++) {
    for (let n = 4; n >= 2; n--) {
      const last = words[i + n - 1];
      if (!last) continue;
      const run = words.slice(i, i + n);
      // Only words next to each other ("Kangaroo Flat", not "Flat. Kangaroo").
      if (run.some((w, k) => k > 0 && w.index! !== run[k - 1].index! + run[k - 1][0].length + 1)) continue;
      if (places.byKey.has(run.map((w) => w[0].toLowerCase()).join(" "))) {
        out.push({ start: words[i].index!, end: last.index! + last[0].length });
        i += n - 1;
        break;
      }
    }
  }
  return out;
}

/**
 * A place named between a negation and the words after it takes the negation: "but not Rokeby, a house with
 * three bedrooms" rules out Rokeby, not houses. A name counts when it is capitalised or not an everyday word.
 */
function placeNameBetween(text: string, start: number, end: number, places: PlaceIndex): boolean {
  const found = [...text.slice(start, end).matchAll(/[A-Za-z][A-Za-z']*/g)];
  const words = found.map((m) => m[0]);
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(3, words.length - i); n >= 1; n--) {
      const run = words.slice(i, i + n);
      if (!places.byKey.has(run.join(" ").toLowerCase())) continue;
      // "the Bruce Highway", "Sydney Rd": a street's name is no place.
      const last = found[i + n - 1];
      if (STREET_AFTER.test(text.slice(start + last.index! + last[0].length, start + last.index! + last[0].length + 12))) continue;
      if (/^[A-Z]/.test(run[0]) || run.some((w) => !isCommonWord(w.toLowerCase()))) return true;
    }
  }
  return false;
}

/** The message as the readers read it: typos in property words fixed, amounts in words as digits, "$650 000" read as $650,000. */
export function normalisedText(message: string, places: PlaceIndex): string {
  // "$650 000": thousands grouped with spaces.
  // ("u/450k": under.)
  return spokenAmountsToDigits(correctTypos(message, places)).replace(/\bu\/\s*(?=\$?\d)/gi, "under ").replace(/\$\s*(\d{1,3})((?: \d{3})+)(?!\d)/g, (_, a: string, b: string) => `$${a}${b.replace(/ /g, ",")}`);
}

/** A fresh Reading of one message (normalisedText). */
export function startReading(message: string, opts: UnderstandOptions): Reading {
  const text = normalisedText(message, opts.places);
  const tokens = tokensOf(text);
  const clauses = clausesOf(text, tokens, (words) => opts.places.byKey.has(words));
  // Structure before words (./clauses.ts): a clause that is a question asking nothing of property ("is Hobart humid in
  // February?", "does the Launceston airport have parking?", "any good fishing spots around Bowen?") or off-topic talk (a greeting, a signature) writes nothing to
  // the brief. Its words are blanked for every reader (so no count, feature or risk is read in it) and marked as context,
  // so the places reader notes its places without searching them. A clause with an amount is read ("can we go up to 550k?").
  const context: (Span & { role: ContextRole })[] = [];
  for (const c of clauses) {
    // ("recommend a good ute under 40k": a task about other things is blanked, its amount with it.)
    if (hasAmount(text.slice(c.start, c.end)) && !c.aboutOtherThings) continue;
    // "can we clear everything and start again?": the buyer asking to do something to the brief is read as usual.
    const firstPerson = tokens.some((k) => k.start >= c.start && k.end <= c.end && (k.lower === "we" || k.lower === "i" || k.lower === "us"));
    if (c.role === "offTopic" || (c.role === "question" && c.certain && (c.aboutOtherThings || !firstPerson))) context.push({ start: c.start, end: c.end, role: c.role === "offTopic" ? "aside" : "question" });
  }
  const whole = text.toLowerCase();
  let t = whole;
  for (const c of context) t = t.slice(0, c.start) + " ".repeat(c.end - c.start) + t.slice(c.end);
  const spans: Span[] = [];
  const muted: Span[] = [];
  const names = placeNameSpans(text, opts.places);
  const factors: { factor: ImportanceFactor; pos: number }[] = [];
  return {
    text,
    t,
    whole,
    places: opts.places,
    contextStates: opts.contextStates,
    expecting: opts.expecting ?? [],
    workplace: opts.workplace ?? null,
    topic: opts.topic ?? null,
    amounts: opts.amounts ?? null,
    briefType: opts.briefType ?? null,
    year: opts.year ?? new Date().getUTCFullYear(),
    delta: blankDelta(),
    consume: (start, end) => void spans.push({ start, end }),
    isConsumed: (start, end) => overlaps(spans, start, end) || overlaps(context, start, end) || overlaps(muted, start, end),
    mute: (start, end) => void muted.push({ start, end }),
    consumeContext: (start, end, role) => void context.push({ start, end, role }),
    contextAt: (start, end) => context.find((s) => start < s.end && end > s.start)?.role ?? null,
    isRead: (start, end) => overlaps(spans, start, end),
    inPlaceName: (start, end) => overlaps(names, start, end),
    noteFactor: (factor, pos) => void factors.push({ factor, pos }),
    factors,
    tokens: () => tokens,
    clauses: () => clauses,
    clauseBefore: (pos) => clauseBefore(t, pos),
    negated: (pos) => {
      const end = negatorEnd(t, pos);
      // "remove pool add aircon": a verb of wanting or adding after the negator starts what is wanted.
      return end !== null && !placeNameBetween(text, end, pos, opts.places) && !WISH_BETWEEN.test(t.slice(end, pos).replace(/^\s*(?:really\s+|even\s+)?(?:want|wanna|need|like|keen)\b/, "")) && !newPhraseBetween(tokens, end, pos);
    },
    accepting: (start, end) => accepting(t, start, end),
  };
}
