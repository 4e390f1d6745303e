/**
 * Reads one message into a Delta: what it sets, clears or removes in the brief. Each
 * concept is a small lexicon of the words Australian buyers use for it; a concept found
 * after a negation in the same clause ("no units", "not flood prone", "drop Ballarat")
 * reads as its opposite. Numbers are read with their unit or cue word ("under 750k",
 * "3x2", "600sqm+", "quarter acre", "max 900").
 */
import {
  DEVELOPMENT_OPTIONS,
  FEATURES,
  FINISH_LEVELS,
  INVESTMENT_GOALS,
  PROPERTY_TYPES,
  RISK_FILTERS,
  SPLIT_LIVING_OPTIONS,
  AVOID_FILTERS,
  AMENITY_CATEGORIES,
  MARKET_STATUSES,
  TRANSPORT_MODES,
  TRAVEL_TIMES,
  type ImportanceFactor,
} from "@/lib/preferences/schema";
import { findPlaces, type PlaceCandidate, type PlaceIndex, type PlaceMention } from "./places";
import { NUMBER_WORDS } from "./text";
import { correctKeyword } from "./vocabulary";

export type PropertyType = (typeof PROPERTY_TYPES)[number];
type Feature = (typeof FEATURES)[number];
type Risk = (typeof RISK_FILTERS)[number];
type Avoid = (typeof AVOID_FILTERS)[number];
type Goal = (typeof INVESTMENT_GOALS)[number];
type DevOption = (typeof DEVELOPMENT_OPTIONS)[number];
type SplitOption = (typeof SPLIT_LIVING_OPTIONS)[number];
type Finish = (typeof FINISH_LEVELS)[number];
type MarketStatus = (typeof MARKET_STATUSES)[number];
type Amenity = (typeof AMENITY_CATEGORIES)[number];
type TransportMode = (typeof TRANSPORT_MODES)[number];
type TravelTime = (typeof TRAVEL_TIMES)[number];


/** Which essential a pending form asks for: a bare answer ("3", "650k") fills it. */
export type ExpectedField = "locations" | "price" | "propertyType" | "bedrooms" | "landSize";

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

type Span = { start: number; end: number };

const NEGATORS =
  /\b(no|not|non|dont|don't|do not|doesnt|doesn't|does not|without|avoid|avoiding|never|nothing|exclude|excluding|skip|hate|rather not|except|anything but|no need for|stay away from|steer clear of|away from|free of|none|nope|minus|isn't|isnt|aren't|arent|won't|wont|cant|can't|cannot|forget|drop|remove|ditch|scrap|lose|take out|leave out|get rid of|cross off|nix|no longer|not interested in|not after|not looking for|not fussed about|don't care about|dont care about|don't need|dont need|no more)\b/i;
const ACCEPTING = /\b(don't mind|dont mind|do not mind|ok with|okay with|fine with|happy with|not worried|not bothered|not fussed|doesn't matter|doesnt matter|no problem with|can live with|open to|not concerned)\b[^.,;!?\n]*$/i;
const ACCEPTING_AFTER = /^[^.,;!?\n]{0,25}\b(is fine|are fine|is ok|are ok|is okay|are okay|doesn't matter|doesnt matter|not an issue|no issue|no problem|don't matter|dont matter|ok by me|fine by me)\b/i;
const CLAUSE_BREAK = /[.;!?\n]|,|\bbut\b|\bhowever\b|\bthough\b|\balthough\b|\band (i|we)\b|\bplus\b|\balso\b|(?<!\b(?:don'?t|do not|doesn'?t|does not|no|not|won'?t|never)\s)\b(?:want|need|prefer)\b|\blooking\b|\bmust\b|\bwith\b/gi;

/** The text of the clause before `pos` (back to the last clause break). */
function clauseBefore(t: string, pos: number): string {
  const before = t.slice(Math.max(0, pos - 60), pos);
  let cut = 0;
  for (const m of before.matchAll(CLAUSE_BREAK)) cut = m.index! + m[0].length;
  return before.slice(cut);
}

function negated(t: string, pos: number): boolean {
  // Only the last six words of the clause: "no" further back is a different thought; "no actually",
  // "no wait" correct the last turn rather than negate.
  const words = clauseBefore(t, pos)
    .replace(/\b(?:no|nah|nope)\s+(?=actually|wait|sorry|scratch|make|change|let'?s)/gi, " ")
    .trim()
    .split(/\s+/)
    .slice(-6)
    .join(" ");
  return NEGATORS.test(words);
}

function accepting(t: string, start: number, end: number): boolean {
  return ACCEPTING.test(clauseBefore(t, start)) || ACCEPTING_AFTER.test(t.slice(end, end + 40));
}

type Concept<K extends string> = { key: K; re: RegExp };

const c = <K extends string>(key: K, words: string): Concept<K> => ({ key, re: new RegExp(`\\b(?:${words})\\b`, "gi") });

const AMENITY_CONCEPTS: Concept<Amenity>[] = [
  c("schools", "schools?|school zone|catchment"),
  c("supermarkets", "supermarkets?|groceries|grocery store|woolies|coles|aldi"),
  c("shopping", "shops|shopping(?: centre| center| strip)?|mall"),
  c("publicTransport", "public transport|train(?: station)?s?|stations?|trams?|bus(?:es| stop| stops)?|ferry|light rail|metro"),
  c("parks", "parks?|parklands?|reserves?|playgrounds?"),
  c("medical", "medical(?: centre| center)?|doctors?|gp|clinic"),
  c("restaurants", "restaurants?|cafes?|caf\u00e9s?|dining"),
  c("gyms", "gyms?|fitness"),
  c("beaches", "beach(?:es)?|the water|the coast"),
  c("cityCenter", "cbd|city cent(?:re|er)|the city|town cent(?:re|er)"),
  c("airport", "airports?"),
  c("hospitals", "hospitals?"),
  c("universities", "universit(?:y|ies)|uni|campus"),
  c("entertainment", "entertainment|nightlife|cinemas?|theatres?"),
];
const NEAR = /\b(?:close to|near(?:by)?|near to|walk(?:ing)? (?:distance )?to|walkable to|handy to|easy access to|access to|minutes? (?:from|to)|mins? (?:from|to)|next to|short (?:walk|drive) to)\s+(?:the |a |an |good |great |local |some )?$/i;

const TYPE_CONCEPTS: Concept<PropertyType>[] = [
  c("Townhouse", "townhouses?|town ?houses?|townhomes?|terrace(?:s| house| houses)?"),
  c("House", "homes? on (?:a |an )?(?:\\w+ )?(?:block|lot|allotment|acreage)|houses?|hse|freestanding|free[- ]standing|detached (?:home|house)|cottages?|bungalows?|weatherboards?|brick veneer|family homes?|queenslanders?|fibro|house and land"),
  c("Unit", "units?|villas?|villa units?"),
  c("Apartment", "apartments?|apts?|condos?|penthouses?|(?<!granny )flats?|studio apartments?"),
  c("Land", "vacant (?:land|block|lot)s?|blocks? of land|land only|bare land|empty blocks?|land to build|(?:buy|buying|looking for|want|after|some|just|for|a) (?:a )?(?:block of )?land(?! ?(?:size|area|tax|value|component))|(?:^|[.,;!?]\\s*)land(?= (?:(?:in|at|near|around|only)\\b|\\d))"),
];

// Words that look like a property type but belong to a strategy.
const NOT_A_TYPE = /\b(?:rooming|boarding|share|granny|green|multi[- ]?|multiple|(?:site|development|potential|room|zoned|suitable|approval|approved|da|plans) for (?:\w+ )?|build(?:ing)? (?:\w+ )?|develop(?:ing)? (?:\w+ )?|put (?:\w+ )?|(?:two|three|four|2|3|4|several|some|a few) )$/i;
const NOT_A_TYPE_AFTER = /^\s*(?:development|developments|site|sites|project|on the block|on it|down the back|out the back)\b/i;

const FEATURE_CONCEPTS: Concept<Feature>[] = [
  c("pool", "(?:swimming |inground |in-ground |plunge )?pools?"),
  c("aircon", "aircon|air[- ]?con|air[- ]?conditioning|air[- ]?conditioned|a\\/c|ducted (?:heating and )?(?:cooling|air)|split systems?|reverse cycle|evaporative cooling"),
  c("garage", "garages?|lock[- ]?up garage|lug"),
  c("dishwasher", "dishwashers?|dish washer"),
  c("builtinWardrobe", "built[- ]?in (?:wardrobes?|robes?)|birs?|b\\.i\\.r\\.?s?|wardrobes?|robes"),
  c("ensuite", "ensuites?|en[- ]suites?"),
  c("study", "study nooks?|study|studies|home office|office space|wfh (?:room|space)"),
  c("balcony", "balcony|balconies"),
  c("courtyard", "courtyards?"),
  c("shed", "sheds?|workshops?|man ?cave"),
];

const RISK_CONCEPTS: Concept<Risk>[] = [
  c("flood", "flood(?:s|ing|[- ]prone|[- ]?plains?|[- ]zones?|[- ]overlays?|[- ]risk|[- ]free)?|inundation"),
  c("bushfire", "bush ?fires?(?:[- ]prone|[- ]zones?|[- ]overlays?|[- ]risk)?|fire[- ]prone|bal(?: rating| zone| 40| fz)?"),
  c("heritage", "heritage(?: listed| listing| overlays?| protected| controls?)?"),
];

const AVOID_CONCEPTS: Concept<Avoid>[] = [
  c("trainTracks", "train (?:lines?|tracks?)|rail(?:way)? (?:lines?|tracks?)|railway"),
  c("nextToSchool", "(?:next to|backing onto|beside|opposite) (?:a )?schools?"),
  c("nextToMajorRoad", "(?:main|major|busy) roads?|highways?|freeways?"),
];

const GOAL_CONCEPTS: Concept<Goal>[] = [
  c("highcashflow", "rents? (?:well|out well|strongly|easily)|strong rental demand|good rent|cash ?[- ]?flow(?:s| positive)?|cf(?: positive|\\+)?|positive(?:ly)? geared|positive gearing|neutral(?:ly)? geared|pays for itself|(?:high|good|strong|great|decent|best|solid|top) (?:rental )?(?:yields?|returns?)|yields?|yielding|rental (?:yield|return)s?|income producing|passive income|cash positive|rent covers(?: the)? (?:mortgage|loan)"),
  c("undervalued", "under ?[- ]?valued|below (?:market(?: value)?|median|value)|under (?:market(?: value)?|median|value)|bargains?|value buys?|good value|(?:great|good) deals?|motivated (?:sellers?|vendors?)|under ?priced|discounted|steal|cheap for the area|below what it'?s worth|buy under value"),
  c("highcapitalgrowth", "(?:capital |cap |long[- ]term |strong |high |good )?growth|capital gains?|(?:capital )?appreciation|gentrif\\w*|blue[- ]?chip"),
];

const DEV_CONCEPTS: Concept<DevOption>[] = [
  c("battleAxe", "battle[- ]?axe|rear blocks?|back blocks?|subdivide (?:off )?(?:the )?(?:back|rear)|block behind"),
  c("sideByside", "side[- ]by[- ]side|sbs|duplex (?:build|site|development|project)|build (?:a )?duplex|knock down (?:and )?(?:rebuild )?(?:a )?duplex|dual occ(?:upancy)? (?:build|development|site|project)"),
  c("multiTownhouse", "multi[- ]?(?:unit|townhouse|dwelling|lot|res)s?(?: development| site| project)?|(?:site|development|potential|room|zoned|suitable|approval|approved|da|plans) for (?:\\w+ )?(?:townhouses|units|dwellings)|townhouse (?:development|site|project)s?|(?:build|develop|put|fit) (?:\\d+|two|three|four|five|several|some|a few|multiple) (?:townhouses|units|dwellings|houses)|unit (?:development|site)s?|medium density"),
  c("cornerLotsplit", "corner (?:blocks?|lots?|sites?|allotments?)(?: split)?"),
];
const DEV_GENERIC = /\b(?:subdivid\w*|sub[- ]divid\w*|subdivision|development (?:site|potential|upside|opportunit\w*)|dev (?:site|potential|upside)|develop(?:ment)?|lot split|split the (?:block|lot)|split (?:it |the block |the lot |the land )?into (?:two|2|three|3|several) (?:lots|blocks|titles)|da approved)\b/gi;

const SPLIT_CONCEPTS: Concept<SplitOption>[] = [
  c("grannyFlat", "granny ?flats?|backyard studio|secondary dwelling|ancillary dwelling|teenage retreat|self[- ]contained (?:studio|flat)"),
  c("internalDualliving", "du[ae]l[- ]living|dual[- ]key|dual occ(?:upancy)?|two homes in one|multi[- ]?generational|in[- ]?law (?:accommodation|suite)"),
  c("roomingHouse", "rooming(?: house)?s?|room[- ]by[- ]room|rent(?:ed|ing)? by the room|co[- ]?living|boarding house|share ?house|student accommodation|shared accommodation|hmo"),
  c("duplexPair", "duplex(?:es)?(?: pair)?|pair of duplexes|semi[- ]detached|semis?"),
];

const RENO_POSITIVE = /\b(?:renovat(?:e|ion|ions|ing|or|ors|or's|ors')|renos?|rennos?|fixer[- ]?uppers?|do[- ]?er[- ]?uppers?|needs? (?:some )?(?:work|tlc|love|updating)|tlc|do (?:it )?up|cosmetic|value[- ]add(?:ing)?|add(?:ing)? value|flip(?:ping)?|knock[- ]down[- ]rebuild|original condition|tired|manufacture equity)\b/gi;
const RENO_NEGATIVE = /\b(?:fully renovated|renovated|move[- ]in ready|turn[- ]?key|no work (?:needed|required)|ready to move in|brand new)\b/gi;
const FINISH_CONCEPTS: Concept<Finish>[] = [
  c("Budget", "(?:budget|basic|cheap|cheap and cheerful|low[- ]cost|economy|entry[- ]level)(?:[- ]level)? (?:finish|reno|renovation|fit ?out|spec|standard)|finish(?: level)?\\s*[:=]?\\s*(?:budget|basic)"),
  c("Standard", "(?:standard|mid[- ]range|mid[- ]level|average|normal|decent|middle of the road)(?:[- ]level)? (?:finish|reno|renovation|fit ?out|spec)|finish(?: level)?\\s*[:=]?\\s*standard"),
  c("Premium", "(?:premium|high[- ]end|luxury|luxe|top[- ]end|top[- ]shelf|quality|designer|prestige)(?:[- ]level)? (?:finish|reno|renovation|fit ?out|spec)|finish(?: level)?\\s*[:=]?\\s*premium"),
];

const MARKET_CONCEPTS: Concept<MarketStatus>[] = [
  c("All Properties", "on[- ]?market (?:or|and|&) off[- ]?market|off[- ]?market (?:or|and|&) on[- ]?market|on (?:or|and|&) off[- ]?market|(?:both|any) (?:on|off)[- ]?(?:and|or) (?:on|off)[- ]?market|on and off|any market status|all properties"),
  c("Off Market", "off[- ]?market|pocket listings?|silent listings?|pre[- ]market"),
  c("For Sale", "on[- ]market|currently (?:listed|for sale)|(?:only|just) (?:what'?s )?(?:listed|for sale)|listed for sale"),
];

const TOP_FACTOR = /\b(most important|top priority|priority|main (?:thing|goal|focus|priority)|mainly|primarily|first and foremost|above all|number one|#1|focus(?:ed|ing)? on|all about|biggest thing|key (?:thing|goal))\b/i;

const NUM = "(\\d+|one|two|three|four|five|six|seven|eight|single|double|triple|a|an)";
const numOf = (s: string) => (/^\d+$/.test(s) ? Number(s) : s === "single" ? 1 : s === "double" ? 2 : s === "triple" ? 3 : NUMBER_WORDS[s] ?? null);

/** Fixes misspelt property words ("bedrom", "subdevide", "townhosue") in place, keeping place names. */
const MISSPELLINGS: Record<string, string> = {
  flod: "flood", flud: "flood", fload: "flood", hous: "house", huose: "house", bedd: "bed", unti: "unit", uint: "unit",
  yeild: "yield", yeilds: "yields", apartmnt: "apartment", renno: "reno", reni: "reno", subdiv: "subdivide", gf: "granny flat", apt: "apartment",
  ip: "investment property", ppor: "home", cashflw: "cashflow", grwoth: "growth", grannyflat: "granny flat",
};

export function correctTypos(text: string, places: PlaceIndex): string {
  return text.replace(/[A-Za-z]+/g, (w) => {
    const lower = w.toLowerCase();
    if (MISSPELLINGS[lower]) return MISSPELLINGS[lower];
    if (places.byKey.has(lower)) return w;
    const fixed = correctKeyword(lower);
    return fixed ?? w;
  });
}

type Amount = { value: number; start: number; end: number; unit: "k" | "m" | "$" | "" ; decimal: boolean };

const AMOUNT = /(\$\s*)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(\s*(?:k|grand|thousand|mil(?:lion|l)?|m|mio|dollars|bucks|aud)\b)?/gi;

function scaleAmount(raw: number, unit: string, dollar: boolean): { value: number; unit: Amount["unit"] } {
  const u = unit.trim().toLowerCase();
  if (u === "k" || u === "grand" || u === "thousand") return { value: raw * 1_000, unit: "k" };
  if (u.startsWith("m")) return { value: raw * 1_000_000, unit: "m" };
  if (u === "dollars" || u === "bucks" || u === "aud") return { value: raw, unit: "$" };
  return { value: raw, unit: dollar ? "$" : "" };
}

/** Bare numbers after a price cue: "max 900" is $900,000, "under 1.2" is $1.2m. */
function bareToDollars(v: number): number {
  if (v < 20) return Math.round(v * 1_000_000);
  if (v < 10_000) return Math.round(v * 1_000);
  return Math.round(v);
}

const MAX_CUE = /(?:(?:max(?:imum)?|budget|price|limit|ceiling|cap|top end|it|that) (?:up )?to|nothing (?:over|above|more than|higher than|dearer than)|have|got|spend(?:ing)?|pre[- ]?approv(?:al|ed)(?: for| of| up to)?|borrow(?:ing)?(?: capacity)?(?: of| up to)?|under|below|less than|max(?:imum)?|up to|upto|no more than|not more than|no higher than|not over|not above|budget(?:'?s| is| of| around| about| up to)?|<=?|tops|at most|ceiling|cap(?:ped)? (?:at|of)?|around|about|approx(?:imately)?|~|spend(?:ing)?|afford|pay|price(?:d)?(?: range)?(?: up to| under)?|for|within|sub|no higher than|lower than|cheaper than|maximum price)\s*(?:of\s*|is\s*|at\s*|:\s*)?$/i;
const MIN_CUE = /(?:over|above|more than|min(?:imum)?|at least|from|starting(?: at| from)?|>=?|no less than|not less than|no lower than|not under|not below|greater than|higher than|upwards of|minimum price)\s*(?:of\s*|is\s*|at\s*|:\s*)?$/i;
const MIN_AFTER = /^\s*(?:\+|plus\b|or more\b|and (?:up|above|over)\b|upwards\b|minimum\b|min\b)/i;
const MAX_AFTER = /^\s*(?:or less\b|or under\b|max\b|maximum\b|tops\b|or below\b|or thereabouts\b|ish\b|budget\b)/i;
const NOT_PRICE_AFTER = /^\s*(?:%|percent|bed|beds|bedroom|bath|car|sqm|sq|m2|square|acre|ha\b|hectare|min\b|mins\b|minute|hour|hr|km|kilomet|metre|meter|m\b(?! ?(?:budget|max|tops))|storey|stor|year|yr|week|wk|pw|p\/w|\/w|a week|per week|month|kid|people|room|lots?\b|townhouses|units|dwellings|houses\b|x\s*\d|\/\d|street|road|ave\b|am\b|pm\b|o'?clock)/i;
const ORDINAL_SUFFIX = /^(?:th|st|nd|rd)\b/i;
const RENT_CUE = /\b(?:rent(?:s|al)?|weekly|per week|a week|pw|return)\b[^.,;!?\n]{0,12}$/i;
const RENO_CUE = /\b(?:reno(?:vation)?s? budget|renno budget|budget for (?:the )?reno\w*|reno(?:vation)?s? (?:up to|of|around|about|max)|(?:spend|put|allow)(?:ing)? (?:up to |about |around )?)\s*(?:of|is|:|=|around|about|up to|max)?\s*$/i;

function findAmounts(t: string): Amount[] {
  const out: Amount[] = [];
  for (const m of t.matchAll(AMOUNT)) {
    const start = m.index!;
    const end = start + m[0].length;
    const prevChar = t[start - 1] ?? " ";
    if (/[a-z0-9\/.]/i.test(prevChar) && !m[1]) continue;
    const raw = Number(m[2].replace(/,/g, ""));
    if (!Number.isFinite(raw)) continue;
    const unitRaw = (m[3] ?? "").trim();
    // "2m frontage", "20m wide": metres, not millions.
    if (/^m$/i.test(unitRaw) && /^\s*(?:frontage|wide|width|deep|depth|from|away|long|high)\b/i.test(t.slice(end))) continue;
    if (!unitRaw && (NOT_PRICE_AFTER.test(t.slice(end)) || ORDINAL_SUFFIX.test(t.slice(end)))) continue;
    // "31m" is not a price anyone types: millions above 20 are something else.
    if (/^m/i.test(unitRaw) && raw > 20) continue;
    const s = scaleAmount(raw, unitRaw, !!m[1]);
    out.push({ value: s.value, start, end, unit: s.unit, decimal: m[2].includes(".") });
  }
  return out;
}

const PLACE_REMOVERS = /\b(drop|remove|delete|scrap|ditch|forget(?: about)?|exclude|excluding|take out|take off|leave out|lose|skip|not|no|without|except|cross off|get rid of|minus|nix|no longer|not in|not interested in|rule out|rather not)\b(?:\s+\w+){0,2}\s*$/i;
const PLACE_REMOVED_AFTER = /^\s*(?:'s|is)?\s*(?:out|off the list|gone|is out)\b/i;
const PLACE_REPLACE = /\b(instead|only|just|change (?:it |the (?:location|area|suburb) )?to|switch (?:it )?to|replace|rather than|swap|actually|make it|make that|scrap that|scratch that)\b/i;

const BED = "beds?|bedrooms?|bed ?rooms?|bedders?|bedroomed|br|bdr|bdrs|bdrm|bdrms|brm|brms|b\\/r|bd|bds|bedies|b\\b";
const BATH = "baths?|bathrooms?|bath ?rooms?|bathies|bthrms?|bth|ba";
const CAR = "car ?spaces?|car ?parks?|cars?|parks|parking(?: spaces?| spots?| bays?)?|garage spaces?|car garage|car accommodation|spaces?|carports?|car ?bays?";
const countRe = (units: string) => new RegExp(`\\b${NUM}\\s*(\\+|plus|or more)?\\s*(?:-\\s*)?(?:${units})(?![a-z])`, "gi");
const labelRe = (units: string) => new RegExp(`\\b(?:${units})\\s*(?:[:=]|-)?\\s*(?:at least |min(?:imum)? )?(\\d+)\\s*\\+?`, "gi");
const COUNT_FIELDS = ([["bedrooms", BED], ["bathrooms", BATH], ["parking", CAR]] as const).map(([field, units]) => [field, { count: countRe(units), label: labelRe(units) }] as const);

export type UnderstandOptions = {
  places: PlaceIndex;
  expecting?: ExpectedField[];
  contextStates?: readonly string[];
};

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

/** The way of travelling a phrase names: "walking distance", "by train", "an hour's drive". */
const modeOf = (text: string): TransportMode | undefined =>
  /\bwalk|on foot|walkable/i.test(text)
    ? "walking"
    : /\bby (?:train|tram|bus|public transport|pt)\b|\b(?:train|tram|bus) (?:ride|trip|commute)\b|\bpublic transport commute\b|\bcommute\w* by (?:train|tram|bus)/i.test(text)
      ? "publicTransport"
      : /\b(?:by bike|bike ride|cycl\w*|ride my bike)\b/i.test(text)
        ? "bicycle"
        : /\b(?:drive|driving|by car)\b/i.test(text)
          ? "car"
          : undefined;

/** 20 minutes → 30 (the form offers 15, 30, 45 and 60); an hour → 60. */
function travelTimeOf(n: number, unit: string): TravelTime {
  const minutes = /^h/i.test(unit) ? n * 60 : n;
  return (TRAVEL_TIMES.find((t) => minutes <= t) ?? 60) as TravelTime;
}

export function understand(message: string, opts: UnderstandOptions): Delta {
  const d = blankDelta();
  // "$650 000": thousands grouped with spaces.
  const fixed = correctTypos(message, opts.places).replace(/\$\s*(\d{1,3})((?: \d{3})+)(?!\d)/g, (_, a: string, b: string) => `$${a}${b.replace(/ /g, ",")}`);
  const t = fixed.toLowerCase();
  const consumedSpans: Span[] = [];
  const consume = (start: number, end: number) => consumedSpans.push({ start, end });
  const isConsumed = (start: number, end: number) => consumedSpans.some((s) => start < s.end && end > s.start);
  const factorAt: { factor: ImportanceFactor; pos: number }[] = [];
  const noteFactor = (factor: ImportanceFactor, pos: number) => factorAt.push({ factor, pos });
  const expecting = opts.expecting ?? [];

  if (/^\s*(?:let'?s |can we |please )?(?:start (?:over|again|fresh)|new search|reset|clear (?:everything|all|it all)|restart|from scratch)\b/i.test(t)) {
    d.reset = true;
  }

  // Land size first: its numbers are not prices.
  const LAND = /(?:(\d[\d,]*(?:\.\d+)?)\s*\+?\s*(sqm|sq\.? ?m(?:etres|eters)?|m2|square ?met(?:re|er)s?|metres? squared|sq ?met(?:re|er)s)\b\s*\+?)|(?:\b(quarter(?: of an?)?|half(?: an?)?|one|an?|\d+(?:\.\d+)?|1\/4|1\/2|3\/4)\s*[- ]?\s*(acres?|ac\b|hectares?|ha\b))/gi;
  for (const m of t.matchAll(LAND)) {
    let v: number | null = null;
    if (m[1]) v = Number(m[1].replace(/,/g, ""));
    else if (m[3]) {
      const q = m[3].replace(/ (?:of )?an?$/, "");
      const n = q === "quarter" || q === "1/4" ? 0.25 : q === "half" || q === "1/2" ? 0.5 : q === "3/4" ? 0.75 : q === "one" || q === "a" || q === "an" ? 1 : Number(q);
      v = n * (m[4].startsWith("h") ? 10_000 : 4_046.86);
    }
    if (v !== null && Number.isFinite(v) && v >= 50 && v <= 10_000_000) {
      d.landSize = Math.round(v);
      consume(m.index!, m.index! + m[0].length);
    }
  }
  for (const m of t.matchAll(/\b(?:block|land|lot)(?: size)?\s*(?:of|over|at least|min(?:imum)?|>|:|=|around|about)?\s*(\d{3,5})\s*\+?(?!\s*(?:k\b|m\b|,\d|\$|\d))/gi)) {
    if (isConsumed(m.index!, m.index! + m[0].length)) continue;
    d.landSize = Number(m[1]);
    consume(m.index!, m.index! + m[0].length);
  }
  if (/\b(?:any|no (?:minimum |min )?)land size\b|\bland size (?:doesn'?t|does not) matter\b/i.test(t)) d.landSize = null;

  // Bedrooms, bathrooms, parking: "3 bed", "3x2x1", "bedrooms: 3+", "double garage".
  const setCount = (field: "bedrooms" | "bathrooms" | "parking", n: number | null, start: number, end: number) => {
    if (n === null || n < 0 || n > 20) return;
    d[field] = n === 0 ? null : n;
    consume(start, end);
  };
  for (const m of t.matchAll(/\b([1-9])\s*x\s*([1-6])(?:\s*x\s*([0-6]))?\b/gi)) {
    setCount("bedrooms", Number(m[1]), m.index!, m.index! + m[0].length);
    setCount("bathrooms", Number(m[2]), m.index!, m.index! + m[0].length);
    if (m[3]) setCount("parking", Number(m[3]), m.index!, m.index! + m[0].length);
  }
  for (const m of t.matchAll(/\b([1-9])\/([1-6])\/([0-6])\b/g)) {
    setCount("bedrooms", Number(m[1]), m.index!, m.index! + m[0].length);
    setCount("bathrooms", Number(m[2]), m.index!, m.index! + m[0].length);
    setCount("parking", Number(m[3]), m.index!, m.index! + m[0].length);
  }
  for (const m of t.matchAll(/\b(?:a |an )?(second|2nd|extra|another|third|3rd) (bathroom|bath|toilet|car space|garage|bedroom)\b/gi)) {
    const n = /third|3rd/i.test(m[1]) ? 3 : 2;
    const field = /bath|toilet/i.test(m[2]) ? "bathrooms" : /car|garage/i.test(m[2]) ? "parking" : "bedrooms";
    if (!negated(t, m.index!)) setCount(field, n, m.index!, m.index! + m[0].length);
  }
  for (const m of t.matchAll(/\b([1-6])\s*(?:-|to|or)\s*([1-6])\s*(?:bed|beds|bedrooms?|br|bdrm?s?|bedders?)\b/gi)) {
    setCount("bedrooms", Math.min(Number(m[1]), Number(m[2])), m.index!, m.index! + m[0].length);
  }
  for (const m of t.matchAll(/\b([1-9])\s*b\s+([1-6])\s*b(?:a|ath)?\b/gi)) {
    if (isConsumed(m.index!, m.index! + m[0].length)) continue;
    setCount("bedrooms", Number(m[1]), m.index!, m.index! + m[0].length);
    setCount("bathrooms", Number(m[2]), m.index!, m.index! + m[0].length);
  }
  for (const [field, units] of COUNT_FIELDS) {
    for (const m of t.matchAll(units.count)) {
      if (isConsumed(m.index!, m.index! + m[0].length)) continue;
      // "2 car garage" is parking; "a bedroom" / "an ensuite" are not counts; "no need for 4 beds" is not a wish.
      const oneCar = field === "parking" && /^(a|an|one|single)$/.test(m[1]) && /car ?(?:space|park|bay)|carport|parking (?:space|spot|bay)/i.test(m[0]);
      if (oneCar && !negated(t, m.index!)) {
        setCount("parking", 1, m.index!, m.index! + m[0].length);
        continue;
      }
      if (/^(a|an)$/.test(m[1]) || negated(t, m.index!)) {
        consume(m.index!, m.index! + m[0].length);
        continue;
      }
      setCount(field, numOf(m[1]), m.index!, m.index! + m[0].length);
    }
    for (const m of t.matchAll(units.label)) {
      if (isConsumed(m.index!, m.index! + m[0].length)) continue;
      setCount(field, Number(m[1]), m.index!, m.index! + m[0].length);
    }
  }
  // "3 is fine", "2 will do": a bare count settling the field the message talks about.
  const settle = /\b(\d|one|two|three|four|five)\s+(?:is|are|will do|would do|should do)\s*(?:fine|enough|ok|okay|plenty|good)?\b/i.exec(t);
  if (settle) {
    const field = /\bbed/i.test(t) ? "bedrooms" : /\bbath/i.test(t) ? "bathrooms" : /\b(?:car|parking|garage)/i.test(t) ? "parking" : null;
    if (field) setCount(field, numOf(settle[1].toLowerCase()), settle.index, settle.index + settle[0].length);
  }
  for (const m of t.matchAll(/\b(d|s|t)lug\b|\b(double|single) lug\b/gi)) {
    const k = (m[1] ?? m[2]).toLowerCase();
    setCount("parking", k.startsWith("d") ? 2 : k.startsWith("t") ? 3 : 1, m.index!, m.index! + m[0].length);
    d.features.garage = true;
  }
  for (const m of t.matchAll(/\b(single|double|triple|tandem|two|three|2|3) (?:car )?(?:lock[- ]?up )?(garage|carport|car park)s?\b/gi)) {
    const n = m[1] === "single" ? 1 : m[1] === "triple" || m[1] === "three" || m[1] === "3" ? 3 : 2;
    if (d.parking === undefined) setCount("parking", n, m.index!, m.index! + m[0].length);
  }
  for (const m of t.matchAll(/\b(?:off[- ]street parking|a carport|parking for (?:a|one) car|somewhere to park|(?:must have|must|need|needs|with|has|have|want|plus) (?:a )?(?:car ?park(?:ing)?|parking(?: space| spot)?)|parking (?:is )?(?:a )?must)\b/gi)) {
    if (d.parking === undefined && !negated(t, m.index!)) setCount("parking", 1, m.index!, m.index! + m[0].length);
  }
  for (const m of t.matchAll(/\bparking for (\d|two|three|four)\b/gi)) setCount("parking", numOf(m[1]), m.index!, m.index! + m[0].length);

  // Renovation budget: an amount in a clause about renovating.
  const amounts = findAmounts(t).filter((a) => !isConsumed(a.start, a.end));
  const priceAmounts: Amount[] = [];
  for (const a of amounts) {
    const before = clauseBefore(t, a.start);
    const after = t.slice(a.end, a.end + 30);
    const renoAfter = /^\s*(?:for|on|to spend on|to put into|into|towards)\s+(?:the |a )?(?:reno|renovation|renno|fix(?:ing)? up|do(?:ing)? up|works?)\w*/i.test(after) || /^\s*(?:reno|renovation|renno)s?\s+(?:budget|money|spend)/i.test(after);
    if ((RENO_CUE.test(before) && !(/(?:spend|put|allow)(?:ing)?\s*(?:up to |about |around )?$/i.test(before) && !/^\s*(?:on|for|into)\b/i.test(after))) || renoAfter) {
      d.renovation.budget = a.unit === "" ? bareToDollars(a.value) : Math.round(a.value);
      d.renovation.enabled = true;
      consume(a.start, a.end);
      noteFactor("renovationPotential", a.start);
      continue;
    }
    if (RENT_CUE.test(before) || /^\s*(?:\/|per|a|p)\s*(?:w|wk|week|month)\b/i.test(after)) continue;
    priceAmounts.push(a);
  }

  // Prices: ranges, then single amounts with their cue words.
  const used = new Set<Amount>();
  const dollars = (a: Amount, partner?: Amount): number => {
    if (a.unit === "k" || a.unit === "m" || a.unit === "$") return Math.round(a.value);
    if (partner && (partner.unit === "k" || partner.unit === "m")) return Math.round(a.value * (partner.unit === "k" ? 1_000 : 1_000_000));
    return bareToDollars(a.value);
  };
  for (let i = 0; i + 1 < priceAmounts.length; i++) {
    const a = priceAmounts[i];
    const b = priceAmounts[i + 1];
    const gap = t.slice(a.end, b.start);
    const isRange = /^\s*(?:-|to|till|until|and|or|up to)\s*$/i.test(gap) && (!/^\s*(?:and|or)\s*$/i.test(gap) || /\bbetween\s*$/i.test(clauseBefore(t, a.start)));
    if (!isRange) continue;
    // Two bare numbers in a hyphenated range ("600-700") are prices in thousands; "2 or 3" is not.
    const bareRange = a.unit === "" && b.unit === "" && /^\s*-\s*$/.test(gap) && a.value >= 100 && b.value >= 100 && a.value < 10_000 && b.value < 10_000;
    if (a.unit === "" && b.unit === "" && !bareRange && !/\b(?:between|from|price|budget|range|\$)\b[^.,;!?\n]*$/i.test(clauseBefore(t, a.start))) continue;
    let lo = dollars(a, b);
    const hi = dollars(b, a);
    // "1-1.2m": the first takes the second's unit; "800-1.1m" too.
    if (a.unit === "" && b.unit === "m" && a.value >= 20) lo = bareToDollars(a.value);
    // "$550-650k": the dollar sign is on the first, the unit on the second.
    if (a.unit === "$" && a.value < 10_000 && (b.unit === "k" || b.unit === "m")) lo = Math.round(a.value * (b.unit === "k" ? 1_000 : 1_000_000));
    if (lo < hi) {
      d.price = { min: lo, max: hi };
      used.add(a).add(b);
      consume(a.start, b.end);
    }
  }
  for (const a of priceAmounts) {
    if (used.has(a)) continue;
    const before = clauseBefore(t, a.start);
    const after = t.slice(a.end, a.end + 20);
    const hasCue = MAX_CUE.test(before) || MIN_CUE.test(before) || MIN_AFTER.test(after) || MAX_AFTER.test(after);
    const expectingPrice = expecting.includes("price");
    if (a.unit === "" && !hasCue && !expectingPrice) continue;
    if (a.unit === "" && !a.decimal && a.value < 10 && !hasCue) continue;
    if (a.unit === "$" && a.value < 1_000 && !hasCue) continue;
    const value = dollars(a);
    if (value < 10_000) continue;
    // The cue nearest the amount wins; of two ending together the longer ("no more than" over "more than").
    const maxLen = MAX_CUE.exec(before)?.[0].length ?? 0;
    const minLen = MIN_CUE.exec(before)?.[0].length ?? 0;
    const isMin = minLen > maxLen || (minLen === 0 && maxLen === 0 && MIN_AFTER.test(after));
    d.price = { ...(d.price ?? {}) };
    if (isMin) d.price.min = value;
    else d.price.max = value;
    consume(a.start, a.end);
  }
  if (/\b(?:no (?:price )?(?:limit|max(?:imum)?|cap|ceiling)|any price|price (?:doesn'?t|does not) matter|no budget(?! finish)|(?:remove|drop|forget|scrap|lose|ditch|get rid of|take off|clear) (?:the |my )?(?:price |budget )?(?:limit|cap|ceiling|max(?:imum)?|budget|price))\b/i.test(t)) d.price = { ...(d.price ?? {}), max: null };
  if (/\bno min(?:imum)?(?: price)?\b/i.test(t)) d.price = { ...(d.price ?? {}), min: null };

  // Bare answers to a pending form ("3", "House").
  if (expecting.includes("bedrooms") && d.bedrooms === undefined) {
    const m = /^\s*(\d|one|two|three|four|five)\s*\+?\s*$/i.exec(t);
    if (m) d.bedrooms = numOf(m[1].toLowerCase());
  }

  // Property type.
  // The type named first wins ("townhouse or house" → Townhouse).
  let typeAt = Infinity;
  for (const concept of TYPE_CONCEPTS) {
    for (const m of t.matchAll(concept.re)) {
      const start = m.index!;
      const end = start + m[0].length;
      if (isConsumed(start, end)) continue;
      if (NOT_A_TYPE.test(t.slice(Math.max(0, start - 24), start)) || NOT_A_TYPE_AFTER.test(t.slice(end))) continue;
      if (concept.key === "House" && /\b(?:rooming|boarding|share|town|green|ware|club|light|farm|guest|court|opera|coach|open|dog|out|tree|play|pump|road|full|power)\s*$/i.test(t.slice(Math.max(0, start - 10), start))) continue;
      if (concept.key === "Unit" && /\b(?:granny flat|multi|dual key|per|a|each)\s*$/i.test(t.slice(Math.max(0, start - 12), start)) && /\bper\s*$|\beach\s*$|\bmulti\s*$/i.test(t.slice(Math.max(0, start - 12), start))) continue;
      if (negated(t, start)) {
        if (!d.excludedTypes.includes(concept.key)) d.excludedTypes.push(concept.key);
        consume(start, end);
        continue;
      }
      if (start < typeAt) {
        d.propertyType = concept.key;
        typeAt = start;
      }
      consume(start, end);
    }
  }
  if (/\b(?:any (?:property )?type|type (?:doesn'?t|does not) matter|open to (?:any|all) (?:property )?types|any kind of property)\b/i.test(t)) d.propertyType = null;
  if (/\bany (?:number of )?bed(?:room)?s\b|\bbed(?:room)?s (?:don'?t|do not|doesn'?t) matter\b/i.test(t)) d.bedrooms = null;
  if (/\bany (?:number of )?bath(?:room)?s\b/i.test(t)) d.bathrooms = null;

  // Features, risks, avoidances.
  for (const concept of FEATURE_CONCEPTS) {
    for (const m of t.matchAll(concept.re)) {
      const start = m.index!;
      if (isConsumed(start, start + m[0].length) && concept.key !== "garage") continue;
      if (concept.key === "study" && /\b(?:case|a|the)\s*$/i.test(t.slice(Math.max(0, start - 6), start)) && /^\s*(?:of|on)\b/i.test(t.slice(start + m[0].length))) continue;
      d.features[concept.key] = !negated(t, start) && !/^\s*(?:is|are)?\s*(?:optional|not needed|not required|not necessary|unnecessary)/i.test(t.slice(start + m[0].length));
      consume(start, start + m[0].length);
    }
  }
  for (const concept of RISK_CONCEPTS) {
    for (const m of t.matchAll(concept.re)) {
      const start = m.index!;
      const end = start + m[0].length;
      if (concept.key === "heritage" && /\b(?:style|look|charm|character|features?|home|house)\b/i.test(t.slice(end, end + 8)) && !negated(t, start)) continue;
      const on = !accepting(t, start, end);
      d.risks[concept.key] = on;
      consume(start, end);
      noteFactor("riskOverlay", start);
    }
  }
  for (const concept of AVOID_CONCEPTS) {
    for (const m of t.matchAll(concept.re)) {
      const start = m.index!;
      const before = clauseBefore(t, start);
      const avoidish = negated(t, start) || /\b(?:away from|not (?:on|near|next to|backing onto)|avoid|backing onto|next to|on a)\b[^.,;!?\n]*$/i.test(before);
      if (!avoidish || accepting(t, start, start + m[0].length)) continue;
      if (/\bnear\b[^.,;!?\n]*$/i.test(before) && !negated(t, start)) continue;
      d.avoid[concept.key] = true;
      consume(start, start + m[0].length);
    }
  }

  // Strategy: investment goals, development, split living, renovation.
  const strategy = <K extends string>(concepts: Concept<K>[], target: Partial<Record<K, boolean>>, factor: ImportanceFactor) => {
    for (const concept of concepts) {
      for (const m of t.matchAll(concept.re)) {
        const start = m.index!;
        const end = start + m[0].length;
        if (isConsumed(start, end)) continue;
        // "growth over yield", "cash flow rather than growth": the second is what they don't want.
        const passedOver = factor === "investmentGoals" && /\b(?:over|rather than|instead of|more than)\s+(?:\w+\s+)?$/i.test(clauseBefore(t, start));
        const on = !negated(t, start) && !passedOver;
        target[concept.key] = on;
        consume(start, end);
        if (on) noteFactor(factor, start);
      }
    }
  };
  strategy(DEV_CONCEPTS, d.development, "developmentPotential");
  strategy(SPLIT_CONCEPTS, d.split, "splitLiving");
  strategy(GOAL_CONCEPTS, d.goals, "investmentGoals");
  for (const m of t.matchAll(DEV_GENERIC)) {
    const start = m.index!;
    if (isConsumed(start, start + m[0].length)) continue;
    if (negated(t, start)) d.developmentGeneric = false;
    else {
      d.developmentGeneric = true;
      noteFactor("developmentPotential", start);
    }
    consume(start, start + m[0].length);
  }
  for (const m of t.matchAll(RENO_NEGATIVE)) {
    if (!negated(t, m.index!)) d.renovation.enabled = false;
    consume(m.index!, m.index! + m[0].length);
  }
  for (const m of t.matchAll(RENO_POSITIVE)) {
    const start = m.index!;
    if (isConsumed(start, start + m[0].length)) continue;
    if (negated(t, start)) d.renovation.enabled = false;
    else {
      d.renovation.enabled = true;
      noteFactor("renovationPotential", start);
    }
  }
  for (const concept of FINISH_CONCEPTS) {
    for (const m of t.matchAll(concept.re)) {
      d.renovation.finish = concept.key;
      if (d.renovation.enabled === undefined || d.renovation.enabled === false) d.renovation.enabled = true;
      noteFactor("renovationPotential", m.index!);
      consume(m.index!, m.index! + m[0].length);
    }
  }
  for (const concept of MARKET_CONCEPTS) {
    const m = concept.re.exec(t);
    concept.re.lastIndex = 0;
    if (m && d.marketStatus === undefined) {
      d.marketStatus = concept.key;
      consume(m.index, m.index + m[0].length);
    }
  }

  // Importance: factors in the order named, and one called the most important.
  factorAt.sort((a, b) => a.pos - b.pos);
  for (const f of factorAt) if (!d.factorOrder.includes(f.factor)) d.factorOrder.push(f.factor);
  for (const f of factorAt) {
    const clause = clauseBefore(t, f.pos) + t.slice(f.pos, f.pos + 40).split(/[.;!?\n,]/)[0];
    if (TOP_FACTOR.test(clause)) {
      d.topFactor = f.factor;
      break;
    }
  }

  // Amenities nearby ("close to schools and the train station", "walking distance to cafes").
  for (const concept of AMENITY_CONCEPTS) {
    for (const m of t.matchAll(concept.re)) {
      const start = m.index!;
      if (isConsumed(start, start + m[0].length)) continue;
      const before = clauseBefore(t, start);
      // The amenity list may run on: "close to schools, parks and the train station".
      const runOn = /\b(?:close to|near|walk(?:ing)? (?:distance )?to|handy to)\b([^.;!?\n]{0,60})$/i.exec(t.slice(Math.max(0, start - 70), start));
      // Only a list of amenities runs on ("schools, parks and the station"), not a new thought ("…, I work in the city").
      const near = NEAR.test(before) || (!!runOn && !/\b(?:i|we|my|our|you|he|she|they|work\w*|is|are|want|need|live)\b/i.test(runOn[1]));
      if (!near || negated(t, start)) continue;
      // "next to a school" / "on a main road" are avoidances, handled above.
      if (/\bnext to\s+(?:a |the )?$/i.test(before) && concept.key === "schools") continue;
      if (!d.amenities.categories.includes(concept.key)) d.amenities.categories.push(concept.key);
      consume(start, start + m[0].length);
    }
  }
  if (d.amenities.categories.length) {
    const mode = modeOf(t);
    if (mode) d.amenities.transportMode = mode;
    const time = /\b(\d{1,3})\s*(min|mins|minutes?|hrs?|hours?)\b/i.exec(t);
    if (time) d.amenities.maxTravelTime = travelTimeOf(Number(time[1]), time[2]);
    else if (d.amenities.transportMode === "walking") d.amenities.maxTravelTime = 15;
  }

  // Places, on what remains.
  const mentions = findPlaces(opts.places, fixed, {
    contextStates: opts.contextStates,
    liberal: expecting.includes("locations"),
    isConsumed,
  });
  d.places = mentions;
  // In one message the later mention of a place wins ("add Ballarat, remove Geelong" after "Geelong").
  const lastAction = new Map<string, "add" | "remove">();
  for (const p of mentions) {
    const before = fixed.slice(Math.max(0, p.start - 40), p.start);
    const clause = clauseBefore(before.toLowerCase(), before.length);
    // "within 30 minutes of the Melbourne CBD", "an hour's drive from Geelong", "commute to Parramatta".
    const travel = /\b(?:within|under|less than|max(?:imum)?|no more than|up to|about|around)?\s*(\d{1,3}|an?|one)\s*(min|mins|minutes?|hrs?|hours?)(?:'s)?\s*(drive|driving|walk|walking|train|train ride|by train|by car|on foot|bike ride|cycle|commute|public transport)?\s*(?:from|of|to|into)\s+(?:the\s+)?$/i.exec(clause);
    const commute = /\b(?:commute|commuting|travel|drive|driving|get)\s+(?:in)?to\s+(?:the\s+)?$|\b(?:i|we|he|she|they|partner|husband|wife)\s+(?:\w+\s+)?(?:work|works|working|study|studies)\s+(?:in|at)\s+(?:the\s+)?$/i.exec(clause);
    if (p.place && (travel || commute)) {
      // How and how long may also follow the place: "commute to Melbourne by train, max an hour".
      const after = fixed.slice(p.end, p.end + 50).split(/[.;!?\n]/)[0].toLowerCase();
      const later = /\b(\d{1,3}|an?|one)\s*(min|mins|minutes?|hrs?|hours?)\b/i.exec(after);
      const time = travel ?? later;
      const n = time ? (/^\d+$/.test(time[1]) ? Number(time[1]) : 1) : 30;
      d.destination = {
        address: p.place.description,
        transportMode: modeOf(`${travel?.[0] ?? ""} ${commute?.[0] ?? ""} ${after}`) ?? "car",
        maxTravelTime: time ? travelTimeOf(n, time[2]) : 30,
      };
      continue;
    }
    const swapped = /\b(?:swap|replace|switch|change)\s+(?:\w+\s+){0,1}$/i.test(clause) && !/\b(?:to|for|with|into)\s*$/i.test(clause);
    if (swapped) d.replacePlaces = true;
    const removing = PLACE_REMOVERS.test(clause) || swapped || PLACE_REMOVED_AFTER.test(fixed.slice(p.end));
    if (p.place) lastAction.set(p.place.description, removing ? "remove" : "add");
    if (removing) d.removePlaces.push(p);
    else if (p.place) d.addPlaces.push(p.place);
    else d.ambiguous.push(p);
  }
  d.addPlaces = d.addPlaces.filter((c) => lastAction.get(c.description) !== "remove");
  d.removePlaces = d.removePlaces.filter((m) => !m.place || lastAction.get(m.place.description) !== "add");
  if (d.addPlaces.length > 0 && PLACE_REPLACE.test(t)) d.replacePlaces = true;
  // "regional QLD houses, Bundaberg or Gladstone": a state beside places in it only describes them.
  const specific = d.addPlaces.filter((c) => c.kind !== "state");
  if (specific.length > 0) d.addPlaces = d.addPlaces.filter((c) => c.kind !== "state" || !specific.some((s) => s.state === c.state));

  d.understoodAnything =
    d.reset ||
    mentions.length > 0 ||
    d.price !== null ||
    d.propertyType !== undefined ||
    d.excludedTypes.length > 0 ||
    d.bedrooms !== undefined ||
    d.bathrooms !== undefined ||
    d.parking !== undefined ||
    d.landSize !== undefined ||
    d.marketStatus !== undefined ||
    d.destination !== undefined ||
    d.amenities.categories.length > 0 ||
    d.developmentGeneric !== undefined ||
    [d.features, d.risks, d.avoid, d.goals, d.development, d.split, d.renovation].some((o) => Object.keys(o).length > 0);
  return d;
}
