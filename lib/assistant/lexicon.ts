/**
 * The assistant's vocabulary: the words and phrases Australian buyers use for each field of the
 * brief, and the cue words around a value ("under", "max", "is fine", "drop", "close to") that
 * say how to read it. The readers (./readers/) match them on the lower-cased message; a concept
 * list maps its words to one of the form's options (lib/preferences/schema.ts). A word buyers use
 * is added here; how a reading is decided stays in its reader.
 */
import type {
  AMENITY_CATEGORIES,
  AVOID_FILTERS,
  DEVELOPMENT_OPTIONS,
  FEATURES,
  FINISH_LEVELS,
  INVESTMENT_GOALS,
  MARKET_STATUSES,
  PROPERTY_AGES,
  PROPERTY_STYLES,
  PROPERTY_TYPES,
  RISK_FILTERS,
  SPLIT_LIVING_OPTIONS,
  TRANSPORT_MODES,
  TRAVEL_TIMES,
} from "@/lib/preferences/schema";

export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type Feature = (typeof FEATURES)[number];
export type Risk = (typeof RISK_FILTERS)[number];
export type Avoid = (typeof AVOID_FILTERS)[number];
export type Goal = (typeof INVESTMENT_GOALS)[number];
export type DevOption = (typeof DEVELOPMENT_OPTIONS)[number];
export type SplitOption = (typeof SPLIT_LIVING_OPTIONS)[number];
export type Finish = (typeof FINISH_LEVELS)[number];
export type MarketStatus = (typeof MARKET_STATUSES)[number];
export type Amenity = (typeof AMENITY_CATEGORIES)[number];
export type TransportMode = (typeof TRANSPORT_MODES)[number];
export type TravelTime = (typeof TRAVEL_TIMES)[number];
export type Style = (typeof PROPERTY_STYLES)[number];
export type Age = (typeof PROPERTY_AGES)[number];

/** One option of a field and the words that name it (one case-insensitive whole-word regex). */
export type Concept<K extends string> = { key: K; re: RegExp };

const c = <K extends string>(key: K, words: string): Concept<K> => ({ key, re: new RegExp(`\\b(?:${words})\\b`, "gi") });

/* ----------------------------- Scope (./scope.ts) ----------------------------- */

/** A pattern built from pieces (String.raw: backslashes as in a regex literal), for a part several patterns share. */
const pattern =
  (flags: string) =>
  (strings: TemplateStringsArray, ...parts: string[]) =>
    new RegExp(String.raw(strings, ...parts), flags);
/** A count of minutes or hours, in figures or words: "45", "an", "half an", "twenty-five". */
const TRAVEL_COUNT = String.raw`(\d{1,3}|half an?|an?|one|(?:twenty|thirty|forty|fourty|fifty|sixty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|ten|eleven|twelve|fifteen|two|three|four|five|six|seven|eight|nine)`;
/** A count of years, in figures or words: "15", "a hundred", "twenty-five". */
const AGE_COUNT = String.raw`(\d{1,3}|a hundred|one hundred|(?:twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|two|three|four|five|six|seven|eight|nine)`;

/** Words that turn what follows in their clause into its opposite ("no units", "drop Ballarat"). */
export const NEGATORS =
  /\b(no|not|non|(?<![\w.]\s*)x|nowhere|dont|don't|do not|doesnt|doesn't|does not|without|avoid|avoiding|never|nothing|exclude|excluding|omit|omitting|skip|hate|rules? out|ruled out|ruling out|rather not|except|anything but|no need for|stay away from|steer clear of|away from|free of|none|nope|minus|isn't|isnt|aren't|arent|won't|wont|cant|can't|cannot|forget|drop(?!\s+(?:down\s+|back\s+)?to\b)|remove|ditch|scrap|lose|take out|leave out|get rid of|hide|filter out|cross off|nix|no longer|not interested in|not after|not looking for|not fussed about|don't care about|dont care about|don't need|dont need|no more|decided against|gone off|went off|gone cold on|off the idea of)\b/i;
/** "anything but", "any type except", "any property type bar", "everything other than": an exception before the words it rules out. */
export const EXCEPTION_BEFORE = /\b(?:anything|anythin|any ?thing|any(?: property)? type|any kind(?: of property)?|everything|any(?:thing)? at all|all types)\s*,?\s+(but|except(?: for)?|bar|other than|apart from|besides)\s+(?:(?:a|an|the)\s+)?(?:[a-z]+\s*(?:\/|\bor\b|\bnor\b|\band\b)\s*(?:(?:a|an|the)\s+)?){0,2}$/i;
/** Acceptance before a risk in its clause ("don't mind bushfire"): the filter is off. */
export const ACCEPTING = /\b(don't mind|dont mind|do not mind|ok with|okay with|fine with|happy with|happy to take on|accept(?:s|ed)? that|doesn'?t matter about|not worried|not bothered|not fussed|doesn't matter|doesnt matter|no problem with|can live with|open to|not concerned|don'?t care about|don'?t worry about|never ?mind)\b(?![^.,;!?\n]*\b(?:as long as|so long as|provided|unless|isn'?t|aren'?t|not)\b)[^.,;!?\n]*$/i;
/** Acceptance just after a risk ("heritage is fine", "a heritage precinct is tolerable", "a heritage overlay I can live with"). */
export const ACCEPTING_AFTER = /^[^.,;!?\n]{0,25}\b(is fine|are fine|is ok|are ok|is okay|are okay|doesn't matter|doesnt matter|not an issue|no issue|no problem|don't matter|dont matter|ok by me|fine by me|doesn'?t (?:worry|bother|concern|scare|faze) (?:me|us)|don'?t (?:worry|bother|concern|scare|faze) (?:me|us)|(?:is|are)n'?t (?:a|an) (?:concern|issue|problem|worry|dealbreaker|big deal)|not (?:a|an) (?:concern|worry|dealbreaker|big deal)|(?:is|are) (?:\w+ )?(?:tolerable|acceptable|unavoidable)|(?:i|we) (?:can|could) live with|(?:is|are|'s) (?:totally|perfectly|absolutely|quite|also|actually) (?:fine|ok|okay)|(?:is|'s) grand|(?:ok|okay|fine)(?=\s*(?:[.;,)!(]|\.\.\.|$|\s+(?:there|for this|here|with me|by me)\b)))\b/i;
/** Where a clause ends: punctuation, "but", "also", a new "want"/"need" … */
export const CLAUSE_BREAK = /[.;!?\n]|,|\bbut\b|\bhowever\b|\bthough\b|\balthough\b|\band (i|we)\b|\bplus\b|\balso\b|(?<!\b(?:don'?t|do not|doesn'?t|does not|no|not|won'?t|never)\s)\b(?:want|need|prefer)\b|\blooking\b|\bmust\b|(?<!\b(?:exclude|excluding|avoid|avoiding|skip|hide|filter out|nothing|none|not|no|not interested in|interested in|not keen on|fine|happy|ok|okay|comfortable)(?:\s+(?:any|anything|ones|houses|homes|places|properties|units|listings|complexes|complex|blocks|buildings|(?:a |any )?body corporates?|strata))?\s+)\bwith\b/gi;
/** "no actually", "no wait": a correction of the last turn, not a negation. */
export const CORRECTION = /\b(?:no|nah|nope)\s+(?=actually|wait|sorry|scratch|make|change|let'?s)/gi;

/* ------------------------- Typos and reset (./reading.ts, ./readers/reset.ts) -------------------------- */

/** Short slips the edit distance can't fix ("flod", "hse", "IP"), with what they mean. */
export const MISSPELLINGS: Record<string, string> = {
  flod: "flood", flud: "flood", fload: "flood", hous: "house", huose: "house", bedd: "bed", unti: "unit", uint: "unit",
  yeild: "yield", yeilds: "yields", yld: "yield", apartmnt: "apartment", renno: "reno", reni: "reno", subdiv: "subdivide", gf: "granny flat", apt: "apartment",
  ip: "investment property", ppor: "home", cashflw: "cashflow", grwoth: "growth", grannyflat: "granny flat",
  subdivvy: "subdivide", subdivy: "subdivide", subdivvie: "subdivide", subby: "subdivide", dw: "dishwasher", qlder: "queenslander",
  // Text-message shorthand, vowels dropped ("undr 450", "nr schools", "nothin in Gray", "xcpt Wickham").
  undr: "under", nr: "near", nxt: "next", nothin: "nothing", xcpt: "except", excpt: "except", abt: "about", shd: "should",
  shld: "should", lkng: "looking", tht: "that", sumwhr: "somewhere", smwhr: "somewhere", anywhr: "anywhere", wrkin: "working",
  stmp: "stamp", wknd: "weekend", svd: "saved", cn: "can", enuf: "enough", dwn: "down", wd: "would", gd: "good", dep: "deposit",
  hose: "house", hoses: "houses", ahouse: "a house", dbl: "double", dubble: "double", yeras: "years", yaers: "years", wat: "what", duel: "dual", cahs: "cash", chash: "cash", wats: "whats", wot: "what",
};

/** "same budget", "same $", "same number of bedrooms", "same type": kept from the brief a reset clears. */
export const SAME_FIELD = /\bsame (?:(budget|money|price(?: range)?|(?:number of )?(?:bed(?:room)?s|bedroom count)|(?:property )?type)\b|(\$)(?!\s*\d))/gi;
/** Verbs that take a place off with "off" or "out" after it: "take Rocky off", "cross Moe out", "rule Sale out". */
export const TAKE_OFF_VERB = /^(?:take|knock|cross|strike|scratch|rule|leave|cut)$/;
/** "start over", "new search", "clear everything", "scratch everything", "wipe the slate clean", at the start of any clause ("Change of plan. Let's start over: …", "nah, start fresh"): the brief starts afresh. */
export const RESET =
  /(?:^|[.!?;:\n]\s*|,\s*)(?:(?:ok(?:ay)?|nah|no|yuck|hmm|um|uh|erm|right|righto|rightio|alright|so|actually|wait|hang on|hold on|change of plan|on second thoughts?|omg|oh|oops|ugh|sorry|look)[,.!]?\s+)*(?:let'?s |can we |please |we(?:'ll| will)? |(?:i'?m|im|i am|we'?re|we are) (?:going to|gonna|gunna) |(?:i|we) (?:want|wanna|'d like|would like|need) to )?(?:start (?:over|again|fresh|afresh)(?: from scratch)?|start from scratch|change (?:direction|tack) (?:completely|entirely|altogether)|new search|reset|clear (?:everything|all|it all)|restart|from scratch|(?:cancel|scrap|scratch|forget|ditch|bin) (?:the whole thing|the whole lot|everything)|scra(?:p|tch) (?:everything|all (?:of )?that|that (?:altogether|entirely|completely)|the lot)|forget (?:everything|all (?:of )?that)|ignore (?:all (?:of )?that|everything|the above|all the above|what i said)|wipe the slate(?: clean)?|clean slate|blank slate)\b/i;

/**
 * Before a place told as the point another is measured from, never searched: "an hour's drive from Adelaide", "out past
 * Palmerston", "up the coast from Perth", "over the border from Canberra", "north of Brisbane".
 */
export const RELATIVE_TO =
  /\b(?:(?:an?|one|two|three|four|five|\d+(?:\.\d+)?|half an?)\s*(?:hours?|hrs?|mins?|minutes|kms?|k|kilometres)(?:['’]s)?\s+(?:drive\s+|away\s+)?(?:from|out of|past)|drive from|(?:out|just|inland|up the (?:coast|road|highway|line|track)|down the (?:coast|road|highway|line|track))\s+(?:of|from|past)|(?:over|across) the (?:border|river|bridge|water|bay|range|hill) from|(?:halfway |half way |somewhere |midway )?between|the other side of|(?:north|south|east|west)(?:-?(?:east|west))? of|out past|just past)\s+(?:the\s+)?$/i;
/** "Scrap that.", "forget that, …", "nah scratch that": what went before is dropped; with a new brief after it, a start over. */
export const SCRAP_THAT = /^\W*(?:(?:ok(?:ay)?|nah|no|hmm|um|uh|erm|right|actually|sorry|wait|hang on|hold on)[,.!]?\s+)*(?:scra(?:p|tch)|forget|ditch|bin) (?:that|it|this)\b(?!\s+(?:one|place|suburb|area|town|idea))/i;
/**
 * "Ballarat, scratch that, Bendigo", "Invermay - actually scratch that one": right after a place, the place taken back as soon as it
 * is said (unlike SCRAP_THAT, "that one" here is the place).
 */
export const SCRATCHED_AFTER = /^\s*[-–—,:]?\s*(?:actually\s+|oh\s+|wait\s+|no\s+|nah\s+)?(?:scratch|scrap|forget|ditch)\s+(?:that one|this one|that|it)\b/i;
/**
 * "the barossa no scratch that gawler", "SCRAP THAT PAT WANTS LAUNCESTON": before a place, "that" is what is scrapped (up to
 * three words of a new clause between), so the place after it is the one chosen, not one taken off.
 */
export const SCRAPPED_THAT_BEFORE = /\b(?:scratch|scrap|forget|ditch)\s+(?:that|this)\b(?!\s+(?:one|place|suburb|area|town|idea|side))(?:[\s,.!-]+(?!not\b|no\b|nah\b|bugger\b|x\b|except\b|exclude\b)[a-z']+){0,3}[\s,.!-]*$/i;
/** "same specs", "same thing", "everything else the same": the rest of the brief is kept. */
export const KEEP_THE_REST = /\bsame (?:specs?|thing|deal|criteria|again|as before|everything|otherwise|brief|requirements|search|details|stuff)\b|\beverything else\b|\ball (?:the )?(?:other|else)\b|\bkeep (?:the rest|everything)\b|\bthe rest (?:the same|stays|as is)\b|\bas (?:before|above)\b/i;

/* ------------------------------ Land (./readers/land.ts) ------------------------------ */

/** "600sqm+", "800 m2", "quarter acre", "2 hectares". */
export const LAND_SIZE = /(?:(\d[\d,]*(?:\.\d+)?)\s*\+?\s*(sqm|sq\.? ?m(?:etres|eters)?|m2|square ?met(?:re|er)s?|metres? squared|sq ?met(?:re|er)s|square(?! ?(?:feet|foot|ft|kilomet|km|mile)))\b\s*\+?)|(?:\b((?:three|3)[- ]quarters?(?: of an?)?|(?:two|2)[- ]thirds?(?: of an?)?|(?:a |one )?third(?: of an?)?|quarter(?: of an?)?|half(?: an?)?|(?:a )?couple(?: of)?|(?:a )?few|several|(?:a |one )?full|one|an?|\d+(?:\.\d+)?\s*\+?|1\/4|1\/2|3\/4|1\/3|2\/3)\s*[- ]?\s*(acres?|ac\b|hectares?|ha\b))/gi;
/** "block of 700", "land size: 650", "land >= 600", "bump the land to 800" (not "land up to 450", a price). */
export const LAND_LABELLED = /\b(?:block|land|lot)(?: size)?\s*\(?\s*(?:of|over|at least|min(?:imum)?|>=?|≥|:|=|around|about|(?<=\b(?:bump|make|change|set|increase|raise|drop|reduce|lower|up)\s+(?:the\s+)?(?:block|land|lot)(?: size)?\s+)(?:up\s+|down\s+)?to)?\s*(\d{3,5})\s*\+?(?!\s*(?:k\b|m\b|,\d|\$|\d))/gi;
/** "4 bed on 500+", "post-war house on 600+": a house on a block of at least that many m². */
export const LAND_ON = /\bon\s+(\d{3,5})\s*(?:\+|plus\b|or more\b|or bigger\b)/gi;
/** "any land size", "land size doesn't matter". */
export const ANY_LAND_SIZE = /\b(?:any|no (?:minimum |min )?)land size\b|\bland size (?:doesn'?t|does not) matter\b/i;

/* ------------------------------ Counts (./readers/counts.ts) ------------------------------ */

/** A count as a digit or a word ("3", "three", "double", "a"). */
/** (Dictation's homophones before a bedroom: "a for bedroom house", "a too bedroom unit".) */
const NUM = "(\\d+(?:\\.\\d)?|one|two|three|four|five|six|seven|eight|single|double|triple|a|an|(?<=\\b(?:a|an) )(?:for|too)(?= bed))";
// ("3 room", "two room": a bedroom in the singular, as a translation from Chinese counts them; not "one room", "5 room house".)
const BED = "beds?|bedrooms?|bed ?rooms?|bedrms?|bedroms?|(?<!bath|living |spare |rumpus )rooms|(?<=\\b(?:[2-6]|two|three|four|five|six)[ -]?)room(?![s\\w]|\\s*(?:house|mates?|share|each|for rent|to rent)\\b)|bedders?|bedroomed|bhk|br|bdr|bdrs|bdrm|bdrms|brm|brms|b\\/r|bd|bds|bedies|b\\b";
const BATH = "baths?|bathrooms?|bath ?rooms?|bathies|bthrms?|bth|ba";
const CAR = "car ?spaces?|car ?parks?|cars?|parks|parking(?: spaces?| spots?| bays?)?|garage spaces?|car garage|car accommodation|spaces?|carports?|car ?bays?";
// "2.5 bath" is at least 2 (a half bathroom is a toilet): not "5 bath" after the point.
const countRe = (units: string) => new RegExp(`(?<![\\d.])\\b${NUM}\\s*(\\+|plus|or more)?\\s*(?:-\\s*)?(?:${units})(?![a-z])`, "gi");
// ("beds>=3", "bedrooms ≥ 3", "|beds|3+|": a key and its least, as an accountant or a table writes it.)
const labelRe = (units: string) => new RegExp(`\\b(?:${units})\\s*(?:[:=|]|-|>=|=>|≥|>)?\\s*(?:at least |min(?:imum)? )?(\\d+)\\s*\\+?`, "gi");
/** "change the bedrooms to four", "bump the bathrooms up to 2": a count changed by name. */
const changeRe = (units: string) => new RegExp(`\\b(?:change|make|bump|set|put|increase|drop|reduce|lower|take)\\s+(?:the\\s+)?(?:number of\\s+)?(?:${units})\\s+(?:up\\s+|down\\s+)?to\\s+(\\d|one|two|three|four|five|six)\\b`, "gi");
export const COUNT_FIELDS = ([["bedrooms", BED], ["bathrooms", BATH], ["parking", CAR]] as const).map(([field, units]) => [field, { count: countRe(units), label: labelRe(units), change: changeRe(units) }] as const);
/** "3x2", "4x2x2", "four by two": bedrooms × bathrooms × car spaces. */
export const ROOMS_BY_X = /\b([1-9])\s*(?:x|by)\s*([1-6])(?:\s*(?:x|by)\s*([0-6]))?\b(?!\s*(?:m\b|metres?|meters?|km|ft|feet))|\b(two|three|four|five|six)(?:\s+|-)by(?:\s+|-)(one|two|three|four)(?:(?:\s+|-)by(?:\s+|-)(one|two|three|four))?\b(?!\s*(?:m\b|metres?|meters?))/gi;
/** "4b2b", "3b1b1c": bedrooms and bathrooms (and car spaces) in texting shorthand; "3b house", "2b+": bedrooms alone. */
export const ROOMS_BY_B = /\b([1-9])b\s?([1-6])b(?:\s?([0-6])c)?\b|\b([1-9])b\+?(?=\s*(?:[,.;)]|$|\s(?:house|houses|hse|unit|units|townhouse|townhouses|apartment|apartments|home|homes|or|n|and|min|minimum|\d)))/gi;
/** "4/2/2". */
export const ROOMS_BY_SLASH = /\b([1-9])\/([1-6])\/([0-6])\b/g;
/** "a second bathroom", "an extra car space". */
export const EXTRA_ROOM = /\b(?:a |an )?(second|2nd|extra|another|third|3rd) (bathroom|bath|toilet|car space|garage|bedroom)\b/gi;
/** "3-4 bed", "2 or 3 bedrooms": the minimum. */
export const BEDROOM_RANGE = /\b([1-6])\s*(?:-|to|or)\s*([1-6])\s*(?:bed|beds|bedrooms?|br|bdrm?s?|bedders?)\b/gi;
/** "two or three bedrooms", "one to two bathrooms", "2 or 3 car spaces": a choice of counts, in words or digits; the least holds. */
const COUNT_WORD = "([1-6]|one|two|three|four|five|six)";
const countRange = (units: string) => new RegExp(`\\b${COUNT_WORD}\\s*(?:-|to|or)\\s*${COUNT_WORD}\\s*(?:${units})(?![a-z])`, "gi");
export const COUNT_RANGES = ([["bedrooms", BED], ["bathrooms", BATH], ["parking", CAR]] as const).map(([field, units]) => [field, countRange(units)] as const);
/** "3b 2b", "4b 2ba". */
export const BEDS_BATHS_SHORT = /\b([1-9])\s*b\s+([1-6])\s*b(?:a|ath)?\b/gi;
/** A count that is a most, not a least: "2 bedrooms max", "no more than 1 bathroom", "at most 2 car spaces". */
export const COUNT_MAX_BEFORE = /\b(?:no more than|not more than|at most|max(?:imum)?(?: of)?|up to|fewer than|less than)\s*$/i;
export const COUNT_MAX_AFTER = /^\s*(?:max(?:imum)?|tops|at most|or (?:less|fewer)|at the most)\b/i;
/** "3 is fine", "2 will do". */
export const SETTLED_COUNT = /\b(\d|one|two|three|four|five)\s+(?:is|are|will do|would do|should do)\s*(?:fine|enough|ok|okay|plenty|good)?\b/i;
/** "DLUG", "single LUG": a lock-up garage and its size. */
export const LOCK_UP_GARAGE = /\b(d|s|t)lug\b|\b(double|single) lug\b/gi;
/** "double garage", "2 car carport". */
export const GARAGE_SIZE = /\b(single|double|triple|tandem|two|three|2|3) (?:car )?(?:lock[- ]?up )?(garage|carport|car park)s?\b/gi;
/** "off-street parking", "must have a car park": one space. */
export const ONE_PARKING = /\b(?:off[- ]street parking|a carport|parking for (?:a|one) car|somewhere to park|(?:must have|must|need|needs|with|has|have|want|plus) (?:a )?(?:secure |undercover |off[- ]street )?(?:car ?park(?:ing)?|car ?space|car ?bay|parking(?: space| spot)?)|parking (?:is )?(?:a )?must|(?:secure|undercover|lock[- ]up)\s+(?:car ?park(?:ing)?|car ?space|car ?bay|parking)|(?<=(?:^|[,;\n]|\s-)\s*)(?:a\s+)?(?:secure\s+|undercover\s+)?(?:car ?park|car ?space|car ?bay)(?=\s*(?:[,;.!\n]|$)))\b/gi;
/** "parking for 2". */
export const PARKING_FOR = /\bparking for (\d|two|three|four)\b/gi;
/** A bare answer to "how many bedrooms?": "3", "three+". */
export const BARE_COUNT = /^\s*(\d|one|two|three|four|five)\s*\+?\s*$/i;
/** "any number of beds", "bedrooms don't matter". */
export const ANY_BEDROOMS = /\bany (?:number of )?bed(?:room)?s\b|\bbed(?:room)?s (?:don'?t|do not|doesn'?t) matter\b(?! which)/i;
/** "any number of baths". */
export const ANY_BATHROOMS = /\bany (?:number of )?bath(?:room)?s\b/i;

/* ------------------------------ Prices (./readers/prices.ts) ------------------------------ */

/**
 * The one unit table of the amount readers (prices here, the finance reader's deposits and incomes): what a
 * unit after a number scales it by, and what kind of amount it makes. "k", "grand", "thousand" are thousands;
 * any unit starting with m ("m", "mil", "mill", "million", "mio") millions; "dollars", "bucks", "aud" dollars;
 * no unit is a bare number ("").
 */
export function amountUnit(unit: string): { scale: number; kind: "k" | "m" | "$" | "" } {
  const u = unit.trim().toLowerCase();
  if (u === "k" || u === "grand" || u === "thousand") return { scale: 1_000, kind: "k" };
  if (u.startsWith("m")) return { scale: 1_000_000, kind: "m" };
  if (u === "dollars" || u === "bucks" || u === "aud") return { scale: 1, kind: "$" };
  return { scale: 1, kind: "" };
}

/** An amount with its unit: "$650,000", "750k", "1.2m", "400 grand", "1.1 mil", "450,000 dollars". */
export const AMOUNT = /(\$\s*)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(\s*(?:k|grand|thousand|mil(?:lion|l)?|m|mio|dollars|bucks|aud)\b)?/gi;
/** Price cues before an amount: a maximum ("under", "max", "no more than", "budget's") or a minimum ("over", "from"). */
export const MAX_CUE = /(?:(?:max(?:imum)?|budget|price|limit|ceiling|cap|top end|it|that) (?:up )?to|make (?:it|that)|(?:change|bump|up|raise|lower|drop|increase|move|put) (?:it |that |the (?:budget|price) )?(?:up |down )?to|nothing (?:over|above|more than|higher than|dearer than)|have|got|spend(?:ing)?|pre[- ]?approv(?:al|ed)(?: for| of| up to)?|borrow(?:ing)?(?: capacity)?(?: of| up to)?|under|below|less than|max(?:imum)?|up to|upto|no more than|not more than|no higher than|not over|not above|budget(?:'?s| is| of| around| about| up to)?|<=?|≤|tops|at most|ceiling|cap(?:ped)? (?:at|of)?|around|about|approx(?:imately)?|~|spend(?:ing)?|afford|pay|price(?:d)?(?: range)?(?: up to| under)?|for|within|sub|no higher than|lower than|cheaper than|maximum price)\s*(?:of\s*|is\s*|at\s*|:\s*|the\s*)?$/i;
export const MIN_CUE = /(?:(?:min(?:imum)?|bottom|floor|lower (?:end|limit)|low end)(?: price)?\s+(?:to|for|at|up to|down to|=)|over|above|more than|min(?:imum)?|at least|from|starting(?: at| from)?|>=?|≥|no less than|not less than|no lower than|not under|not below|greater than|higher than|upwards of|north of|minimum price)\s*(?:of\s*|is\s*|at\s*|:\s*|the\s*)?$/i;
/** "south of 600k": a maximum. */
export const SOUTH_OF = /\bsouth of\s*$/i;
/** Words between a cue and its amount that only soften it: "budget is maybe 550", "roughly", "somewhere around". */
export const HEDGE_BEFORE = /(?:\s*\b(?:maybe|perhaps|roughly|say|like|probably|ideally|somewhere|something like|in the (?:region|vicinity|ballpark) of|circa|approx(?:imately)?|around|about|close to|near|hopefully|realistically|honestly|really|only|just)\b)+\s*$/i;
/** A negation before a minimum cue makes it a maximum: "can't go over 390k", "won't spend more than", "not a cent over". */
export const NEGATED_MIN_CUE = /\b(?:can'?t|cannot|can not|won'?t|will not|don'?t|do not|not|never|no way|unable to|not able to)\s+(?:\w+\s+){0,3}$/i;
/** Cues after an amount: "800k+", "or more"; "or less", "tops". */
export const MIN_AFTER = /^\s*(?:\+|plus\b|or more\b|and (?:up|above|over)\b|upwards\b|minimum\b|min\b)/i;
export const MAX_AFTER = /^\s*(?:or less\b|or under\b|max\b|maximum\b|tops\b|or below\b|or thereabouts\b|or so\b|ish\b|budget\b|cap\b|ceiling\b|limit\b)/i;
/** Words after a number that make it something other than a price (rooms, areas, times, counts). */
/** A maker or model before a number ("Holden 308", "Ford 351", "Boeing 737", "Commodore VB 1978"): the number is no price. */
export const MODEL_BEFORE = /\b(?:holden|ford|toyota|nissan|mazda|subaru|mitsubishi|honda|hyundai|kia|porsche|ferrari|bmw|mercedes|benz|audi|peugeot|volvo|commodore|falcon|monaro|torana|kingswood|boeing|airbus|cessna|yamaha|kawasaki|suzuki|harley|ducati|stihl)\s+$/i;
export const NOT_PRICE_AFTER = /^\s*\+?\s*(?:%|percent|bed|beds|bedroom|bath|car|sqm|sq|m2|square|acre|ha\b|hectare|min\b|mins\b|minute|hour|hr|km|kilomet|metre|meter|m\b(?! ?(?:budget|max|tops))|storey|stor|year|yr|week|wk|pw|p\/w|\/w|a week|per week|month|kid|people|persons?\b|residents|students|trees|cows|sheep|head\b|litres?\b|steps\b|floors\b|days?\b|times\b|mm\b|cm\b|room|lots?\b|(?:townhouses|units|dwellings|houses\b|homes\b|blocks\b)(?!\s+only\b)|x\s*\d|\/\d|street|road|ave\b|am\b|pm\b|o'?clock)/i;
export const ORDINAL_SUFFIX = /^(?:th|st|nd|rd)\b/i;
/** A rent, not a price: "rents for 550", "550 a week". */
export const RENT_CUE = /\b(?:rent(?:s|al)?|weekly|per week|a week|pw|return)\b[^.,;!?\n]{0,12}$/i;
export const PER_PERIOD_AFTER = /^\s*(?:\/|per|a|p)\s*(?:w|wk|week|month)\b/i;
/** A renovation budget: "reno budget 80k", "spend 120k"; "$100k for renos", "80k reno budget". */
export const RENO_CUE = /\b(?:reno(?:vation)?s? budget|renno budget|budget for (?:the )?reno\w*|reno(?:vation)?s? (?:up to|of|around|about|max)|(?:spend|put|allow)(?:ing)? (?:up to |about |around )?)(?:\s*(?:of|is|'s|would be|will be|:|=|around|about|abt|abot|roughly|approx|probably|maybe|up to|max|(?:down|up|back) to|to))*\s*$/i;
export const SPEND_CUE = /(?:spend|put|allow)(?:ing)?\s*(?:up to |about |around )?$/i;
export const SPEND_ON_AFTER = /^\s*(?:on|for|into)\b(?!\s+(?:a|an|the|our|my)?\s*(?:\d+\s*(?:bed(?:room)?s?|br)\w*\s+|new\s+|good\s+|nice\s+)?(?:house|home|unit|townhouse|apartment|property|place|block|land|investment|ip)\b)/i;
export const RENO_AFTER = /^\s*(?:(?:set|put|kept|tucked) aside\s+|saved\s+|earmarked\s+|allocated\s+)?(?:for|on|to spend on|to put into|into|towards|to)\s+(?:the |a |its? |my |our )?(?:reno|renovation|renno|fix(?:ing)? up|do(?:ing)? up|works?)\w*/i;
/** An amount in a renovation sentence said as its budget: "about 50k budget", "90k for it all", "150k all up". */
export const RENO_SENTENCE_AFTER = /^\s*(?:budget|(?:for|on) (?:it all|everything|the lot|all of it|the whole thing|that)|all up|all in|in total|total)\b/i;
export const RENO_BUDGET_AFTER = /^\s*(?:reno|renovation|renno)s?\s+(?:budget|money|spend)/i;
/** Joins two amounts into a range: "600 - 700", "500 to 650k", "between 500 and 650k". */
export const RANGE_GAP = /^\s*(?:-|to|till|until|and|or|up to)\s*$/i;
export const AND_OR_GAP = /^\s*(?:and|or)\s*$/i;
export const BETWEEN_BEFORE = /\bbetween\s*$/i;
/** Two bare numbers are a price range only after a price word ("between 600 and 700", "budget 600-700"). */
export const PRICE_WORD_BEFORE = /\b(?:between|from|price|budget|range|\$)\b[^.,;!?\n]*$/i;
/** "no price limit", "any price", "drop the budget": no maximum. */
export const NO_MAX_PRICE = /\b(?:no (?:price )?(?:limit|max(?:imum)?|cap|ceiling)|any price|price (?:doesn'?t|does not) matter|no budget(?! finish)|(?:remove|drop|forget|scrap|lose|ditch|get rid of|take off|clear) (?:the |my )?(?:price |budget )?(?:limit|cap|ceiling|max(?:imum)?|budget|price))\b(?! (?:down )?to\b| back to\b| by\b)/i;
/** "no minimum price". */
export const NO_MIN_PRICE = /\bno min(?:imum)?(?: price)?\b/i;

/* ------------------------------ Property type (./readers/property-type.ts) ------------------------------ */

/** The property types; a "flat" is a unit (not a granny flat, nor a flat block, nor a market that's been flat). */
export const TYPE_CONCEPTS: Concept<PropertyType>[] = [
  c("Townhouse", "townhouses?|town ?houses?|townhomes?|terrace(?:s| house| houses)?"),
  c("House", "homes? on (?:a |an )?(?:\\w+ )?(?:block|lot|allotment|acreage)|houses?|hse|weatherboards?|farm ?houses?|homesteads?|freestanding|free[- ]standing|detached (?:home|house)|cottages?|bungalows?|house and land"),
  c("Unit", "units?|villas?|villa units?|(?<!\\b(?:granny|block of|kangaroo|be|is|are|been|being|pretty|nice and|dead|mostly|fairly|reasonably|very|relatively|quite|level and|and|or|market's|gone|stayed|stay) )flats?(?![- ]?(?:pack|block|blocks|land|site|lot|vacant|rate|fee|white|out)\\b)"),
  c("Apartment", "apartments?|apts?|condos?|penthouses?|studio apartments?"),
  c("Land", "vacant (?:land|block|lot)s?|vacant(?= (?:r\\d|residential|res|englobo|rural|lots?|allotments?|parcels?|sites?)\\b)|(?<=\\d\\s*(?:m2|sqm|m²|ha|acres?)\\+?\\s+)vacant\\b|(?:^|(?<=[.,;:!?\\n-]\\s*))vacant(?=\\s*[.,;!?\\n])|blocks? of land|land only|bare land|empty blocks?|land to build|(?:buy|buying|looking for|want|after|some|just|for|a) (?:a )?(?:block of )?land(?! ?(?:size|area|tax|value|component|min(?:imum)?|requirement)\\b)|(?:^|[.,;!?]\\s*)land(?= (?:(?:in|at|near|around|only)\\b|\\d))|(?:^|[.;!?\\n]\\s*)land(?=\\s*[;,](?:\\s|$))|(?<=;\\s*)land(?=\\s*[;,.](?:\\s|$))|(?<!\\b(?:on|with|of|the|more|extra|bit|size|no) )land(?= (?:in|at(?! least)|near|around(?! \\d)|out|close to)\\b)|blocks?(?! of (?:units|flats|apartments))(?=[^.;!?\\n]{0,40}\\b(?:build on|to put an? (?:house|home) on|building on))|(?<=\\b(?:not|no|except|excluding|but) )land\\b(?! ?(?:size|area|tax|value|component))|\\b(?=land\\b)(?<!(?:\\b|\\d)(?:bed|beds|bedroom|bedrooms|br|bdr|bedder|queenslander|granny|cottage|weatherboard|dual|renovator|reno|site)\\b[\\s\\S]*)(?<!(?:\\b(?:on|with|of|the|more|extra|bit|size|no|and|enough|much|less|usable|own|spare|flat|good|big|bigger|house|home|sqm|m2|m²|acres?|ha|hectares?|metres|meters|sq|farm|crown|council|rural|grazing|affected|prone|sloping|steep|min|minimum|total)|[-+])\\s*)land(?![\\s\\S]*(?:\\b|\\d)(?:bed|beds|bedroom|bedrooms|br|bdr|bedder|queenslander|granny|cottage|weatherboard|house|houses|home|homes)\\b)(?=\\s*(?:$|[.,;:!?)\\-–/]|\\d|\\$|(?:for|suitable|zoned)\\b))"),
];

/** Words before or after a type word that make it a strategy: "granny flat", "site for units", "build 3 townhouses". */
export const NOT_A_TYPE = /\b(?:rooming|boarding|share|granny|green|multi[- ]?|multiple|(?:site|development|potential|room|space|zoned|suitable|approval|approved|da|plans|enough) (?:for|to build|to fit) (?:\w+ ){0,3}|build(?:ing)? (?:\w+ )?|develop(?:ing)? (?:\w+ )?|put (?:\w+ )?|fit (?:\w+ )?|(?<!\bx\s*)(?:two|three|four|five|six|\d+|several|some|a few|few|a couple of|couple of|a pair of) )$/i;
export const NOT_A_TYPE_AFTER = /^\s*(?:development|developments|site|sites|project|on the block|on it|down the back|out the back)\b/i;
/** "a block with a house on it" is a house: only these after "house" make it a strategy. */
export const NOT_A_HOUSE_AFTER = /^\s*(?:development|developments|site|sites|project|down the back|out the back)\b/i;
/** "brick home", "brick veneer homes": a house, unless the message names another type ("3 bedroom home", "family home": any dwelling, most writers leave the type unsaid). */
export const HOME = /\b(?:brick(?: veneer)?|double brick)\s+homes?\b/gi;
/** "first home buyer", "home loan", "work from home", "holiday home": not the property type. */
export const NOT_A_HOME_BEFORE = /\b(?:first|holiday|nursing|retirement|mobile|display|own|at|from|for|going|come|coming|back|go|went|get|got|getting|drive|driving|drove|fly|flying|flew|head|heading|walk|walking|ride|riding|way|bus|train|your|their|a new|forever home for|care|aged care|anyone|anybody|nobody|someone|somebody|you)\s*$/i;
export const NOT_A_HOME_AFTER = /^\s*(?:loans?|buyers?|owners?|office|opens?|base|town|state|grants?|run|page|insurance|and land|ownership|buying|deposit|equity|brand|automation|gym|theatre|cinema|sweet)\b/i;
/** "rooming house", "townhouse", "warehouse", "farmhouse": not a house. */
export const NOT_A_HOUSE_BEFORE = /\b(?:rooming|boarding|share|town|green|ware|club|light|farm|guest|court|opera|coach|open|dog|out|tree|play|pump|road|full|power)\s*$/i;
/** "granny flat unit", "per unit", "each unit", "multi unit": not a unit. */
export const NOT_A_UNIT_BEFORE = /\b(?:granny flat|multi|dual key|per|a|each)\s*$/i;
export const UNIT_COUNTED_BEFORE = /\bper\s*$|\beach\s*$|\bmulti\s*$/i;
/** "any property type", "type doesn't matter". */
export const ANY_TYPE = /\b(?:any (?:property )?type|type (?:doesn'?t|does not) matter|open to (?:any|all) (?:property )?types|any kind of property)\b/i;

/* ------------------------------ Features, risks, avoidances (./readers/concepts.ts) ------------------------------ */

export const FEATURE_CONCEPTS: Concept<Feature>[] = [
  c("pool", "(?:swimming |inground |in-ground |plunge )?pools?"),
  c("aircon", "aircon|air[- ]?con|air[- ]?conditioning|air[- ]?conditioners?|air[- ]?conditioned|a\\/c|ducted (?:(?:heating|cooling|air)(?: ?(?:and|&|\\/|\\+) ?(?:heating|cooling|air))?|gas heating and cooling)|heating (?:and|&) cooling|climate control|split systems?|reverse[- ]cycle|evap(?:orative)? cooling|ducted ac|(?<=\\b(?:with|w|and|\\+|,)\\s)ac\\b"),
  c("garage", "garages?|lock[- ]?up garage|lug"),
  c("dishwasher", "dishwashers?|dish washer"),
  c("builtinWardrobe", "built[- ]?in (?:wardrobes?|robes?)|walk[- ]?in (?:wardrobes?|robes?)|wirs?|birs?|b\\.i\\.r\\.?s?|wardrobes?|robes|built[- ]?ins\\b"),
  // ("an on sweet": dictated.)
  c("ensuite", "ensuites?|en[- ]suites?|on[- ]?sweets?"),
  c("study", "study nooks?|study|studies|home office|office space|wfh (?:room|space)"),
  c("balcony", "balcony|balconies|(?<=\\b(?:a|with|w)\\s)baloney"),
  c("courtyard", "courtyards?"),
  c("shed", "sheds?|workshops?|man ?cave|(?<=(?:\\b(?:a|big|large|huge|decent|the|and|plus|with|w)|,)\\s)she'd\\b(?!\\s+(?:love|like|want|prefer|need|be|have|rather|go|say|know|never|probably|also|really)\\b)"),
];
/** "in case of", "a study on": not a study. */
export const NOT_A_STUDY_BEFORE = /\b(?:case|a|the)\s*$/i;
export const NOT_A_STUDY_AFTER = /^\s*(?:of|on)\b/i;
/** A feature negated only as a need: "no pool needed", "don't need a pool", "no need for a study". */
export const NEEDED_AFTER = /^\s*(?:is|are)?\s*(?:needed|required|necessary|essential|a must)\b/i;
export const NEED_BEFORE = /\b(?:(?:don'?t|do not|doesn'?t|does not|won'?t|wont|dont)\s+(?:really\s+)?need|no need for|needn'?t)\b/i;
/** "pool is optional", "garage not needed", "garage isn't essential". */
export const OPTIONAL_AFTER = /^\s*(?:is|are)?\s*(?:optional|not needed|not required|not necessary|unnecessary|n'?t (?:essential|needed|necessary|required|a must|important)|not (?:essential|a must|important))/i;

export const RISK_CONCEPTS: Concept<Risk>[] = [
  c("flood", "flood(?:s|ing|[- ]prone|[- ]?plains?|[- ]zones?|[- ]overlays?|[- ]risk|[- ]free|[- ]maps?|[- ]mapped|[- ]affected)?|inundation"),
  c("bushfire", "bush ?fires?(?:[- ]prone|[- ]zones?|[- ]overlays?|[- ]risk)?|fire[- ]prone|bal(?: rating| zone| 40| fz)?"),
  c("heritage", "heritage(?: listed| listing| overlays?| protected| controls?)?"),
];
/**
 * Flood said by height or by water (no flood word): "high ground", "up on the hill", "the high side of town", "off the
 * flats", "not low-lying", "not below the levee", "not near the creek", "above the 2022 flood line", "they went under".
 */
export const FLOOD_BY_HEIGHT =
  /\b(?:(?:on |up on |only )?(?:high|higher) (?:ground|side|streets?|parts?|blocks?|bits?)|(?:up|somewhere|built|sitting|sits) (?:high|on (?:a|the) (?:hill|rise|ridge|plateau))|(?:the )?hill (?:side|streets?)(?! of)|(?:off|not (?:right )?(?:on|in)|away from|nothing on) (?:the )?(?:river |creek )?flats|no (?:river|creek) flats|(?:not|nothing|nowhere|anywhere) (?:down |right |too )?(?:near|by|next to|on) the (?:[a-z]+ )?(?:river|creek)|because of the levee|away from the (?:river|creek)|(?:not |no |nothing )?low[- ](?:lying|bits|parts|streets|side|ground)|(?:not |nothing )?(?:below|under) the levee|above the (?:\d{4} |'\d\d )?flood (?:line|level|mark)|(?:it|they|both|that|which|all|everything|streets?|parts) (?:\w+ )?(?:went|go|goes|gone) under(?! (?:market|value|asking|the hammer|offer|budget|contract|\$|\d)))\b/gi;
/** "heritage style", "heritage charm": a look, not an overlay. */
export const HERITAGE_LOOK_AFTER = /\b(?:style|look|charm|character|features?|home|house)\b/i;

/**
 * The avoidances by their object (issue 34: a negated or avoiding relation of nearness, read by ./readers/concepts.ts,
 * and the head noun of what is near): a railway; a school after a word of nearness; a major road by its type, written
 * out or abbreviated as Australian street types are (Rd, Hwy, Fwy: AS 4590 / Australia Post's street-type abbreviations),
 * named ("Sydney Rd", "the Princes Fwy") or not ("a main rd", "the main drag").
 */
const NEARNESS = "(?:(?:next|nxt)(?: door)? to|back(?:s|ing)? onto|beside|opposite|near(?:by)?|close to|on)";
/** "being near the train is fine", "close to the railway's ok": the tracks accepted, neither avoided nor wished for. */
export const TRAIN_ACCEPTED = /\b(?:being\s+)?(?:near|close to|next to|by|beside)\s+(?:the\s+)?(?:train|trains|railway|rail(?:way)? line|tracks|train line|line)(?:\s+line)?\s*(?:is|'s|’s)\s+(?:(?:actually|totally|perfectly|also|probably)\s+)?(?:fine|ok|okay|alright|all right)\b/i;
export const AVOID_CONCEPTS: Concept<Avoid>[] = [
  c("trainTracks", `train (?:lines?|tracks?)|rail(?:way)? (?:lines?|tracks?)|railway|(?<=${NEARNESS} (?:a |the |any )?)(?:trains?|rail|tracks|line(?! of))(?! stations?)`),
  c("nextToSchool", `${NEARNESS} (?:a |the |any )?schools?|schools? (?:next door|over the (?:back )?fence|behind (?:us|it|the house))`),
  c("nextToMajorRoad", "(?:main|major|busy) (?:roads?|rds?|drag)|highways?|freeways?|motorways?|hwys?|fwys?|(?<=\\b[a-z]+ )(?:rd|road|hwy|fwy)\\b(?= *(?:$|[.,;!?\\n]|pls|please|itself|too|either|frontage))|(?<=" + NEARNESS + " (?:the )?)m\\d{1,2}\\b|(?<=(?:" + NEARNESS + "|facing) (?:the )?[a-z]+(?: [a-z]+)? )(?:drive|dr|avenue|ave|parkway|pde|parade)\\b(?= *(?:$|[.,;!?\\n]|pls|please))"),
];
/** "away from", "not on", "backing onto", "stay off", "off the main rd": the clause is about avoiding something. */
export const AVOIDING_BEFORE = /(?:\b(?:away from|not (?:on|near|next to|backing onto|facing)|avoid|backing onto|back onto|next to|on a|too (?:close|near) to|(?:stay|keep|be|well)(?: it| us| them)? off)\b[^.,;!?\n]*|\boff\s+(?:the\s+|a\s+)?)$/i;
export const NEAR_BEFORE = /\bnear\b[^.,;!?\n]*$/i;

/* ------------------------------ Strategy (./readers/strategy.ts) ------------------------------ */

export const GOAL_CONCEPTS: Concept<Goal>[] = [
  c("highcashflow", "rents? (?:well|out well|strongly|easily)|rents? (?:for )?(?:high|heaps|big money|decent coin|good money|plenty)|rent high|(?:strong|high|good|solid) rent(?:al)?\\b(?! (?:market|history|prices?|appraisal))|\\d+(?:\\.\\d+)?\\s*% (?:gross|net)(?: yield| return)?|strong rental demand|good rent|decent rents?\\b|cash cows?|rent[- ]focused|cash ?[- ]?flow(?:s| positive)?|cf(?: positive|\\+)?|positive(?:ly)? geared|positive gearing|neutral(?:ly)? geared|(?:high|good|strong|great|decent|best|solid|top) (?:rental )?(?:yields?|returns?)|yields?|yielding|rental (?:yield|return)s?|income producing|passive income|cash positive|(?:rental )?income (?:is|as) (?:the|our|my) (?:main )?(?:priority|focus|goal|aim|object|objective|point)|(?:priority|focus|goal|aim|object|objective)(?: is)?\\s*[:\\-–]?\\s*(?:rental )?income|(?:after|for|want|need) (?:rental )?income(?! (?:of|from|tax)\\b)"),
  c("undervalued", "under ?[- ]?valued|(?:below|under|beneath|less than) (?:the )?(?:(?:suburb|area|local|street|suburb's|area's|local area)\\s+)?(?:market(?: value)?|median(?: price)?|value)|bargains?|value buys?|good value|(?:great|good) deals?|motivated (?:sellers?|vendors?)|under ?priced|discounted|steal|cheap for the area|(?:below|under|less than) what (?:it'?s|its|they'?re|it is) (?:worth|valued at)|buy under value"),
  c("highcapitalgrowth", "(?:capital |cap |long[- ]term |strong |high |good )?growth|capital gains?|(?:capital )?appreciation|gentrif\\w*|blue[- ]?chip"),
];
/** "growth over yield", "cash flow rather than growth": the second is passed over. */
export const PASSED_OVER_BEFORE = /(?:\b(?:over|rather than|instead of|more than)|>|\bmore\b[^,.;!?\n]{0,20}\bthan)\s+(?:\w+\s+)?$/i;
/** "swap growth for cash flow": the goal swapped out, before "for" or "to". */
export const SWAPPED_OUT_BEFORE = /\b(?:swap|switch|change|trade|replace)\s+(?:the\s+|my\s+|our\s+)?$/i;
/** "switch it to cash flow", "change the goal to growth", "swap for yield": the goal switched to, in place of the others. */
export const SWITCHED_TO_BEFORE = /\b(?:swap|switch|change|move|trade)\s+(?:(?:it|that|this|the goal|the focus|goals?|focus|strategy|the strategy)\s+)?(?:over\s+)?(?:to|for|with)\s+$/i;
/** "a granny flat setup instead of rooming", "granny flat rather than dual living": the option after it is not wanted (any strategy). */
export const INSTEAD_OF_BEFORE = /\b(?:rather than|instead of|in place of)\s+(?:a\s+|an\s+|the\s+)?(?:\w+\s+)?$/i;
/** "actually just granny flat", "only the granny flat": this option, not the others the message named. */
export const ONLY_OPTION_BEFORE = /\b(?:just|only)\s+(?:the\s+|a\s+|an\s+)?$/i;

export const DEV_CONCEPTS: Concept<DevOption>[] = [
  c("battleAxe", "battle[- ]?axe|rear blocks?|back blocks?|subdivide (?:off )?(?:the )?(?:back|rear)|block behind"),
  c("sideByside", "side[- ]by[- ]side|sbs|duplex (?:build|site|development|project)|build (?:a )?duplex|knock down (?:and )?(?:rebuild )?(?:a )?duplex|dual occ(?:upancy)? (?:build|development|site|project)"),
  c("multiTownhouse", "multi[- ]?(?:unit|townhouse|dwelling|lot|res)s?(?: development| site| project)?|(?:site|development|potential|room|space|zoned|suitable|approval|approved|da|plans|enough|big enough) (?:for|to build|to fit) (?:\\w+ ){0,3}(?:townhouses|units|dwellings|villas)|townhouse (?:development|site|project)s?|(?:build|develop|put|fit) (?:\\d+|two|three|four|five|six|several|some|a few|a couple of|multiple) (?:townhouses|units|dwellings|houses|villas)|unit (?:development|site)s?|medium density"),
  c("cornerLotsplit", "corner (?:blocks?|lots?|sites?|allotments?)(?: split)?"),
];
/** "subdivide", "development site": development potential without naming an option. */
/** Split living with no kind named: "a dual income property", "two rents", "any split living setup". */
export const SPLIT_GENERIC = /\b(?:dual[- ]income|two (?:rents|incomes from (?:it|the (?:one )?property))|split[- ]living|rent (?:two|2) parts)\b/gi;
/** Any kind of it: "any dual income setup is fine", "doesn't have to be a granny flat", "not just rooming". */
export const ANY_KIND = /\b(?:any(?:thing)?|whatever|whichever|don'?t care|doesn'?t (?:have|need) to be|not just|any (?:sort|kind) of)\b/i;
export const DEV_GENERIC = /\b(?:subdivid\w*|sub[- ]divid\w*|subdivision|development (?:site|potential|upside|opportunit\w*)|dev (?:site|potential|upside)|develop(?:ment)?|lot split|(?<!\b(?:pair|duplex(?:es)?)\s+or\s+)dual[- ]occ(?:upancy)?(?![^.!?\n]{0,80}\b(?:rents?|incomes?|self[- ]contained|flat|pair|both sides)\b)|split the (?:block|lot)|redevelop\w*|(?<=\b(?:put|fit|build)\s)(?:two|2|three|3)(?: or (?:three|3|four|4))? on\b|(?:two|2|three|3) on (?:a|the|one) block|split (?:it |the block |the lot |the land )?into (?:two|2|three|3|several) (?:lots|blocks|titles)|da approved)\b/gi;

export const SPLIT_CONCEPTS: Concept<SplitOption>[] = [
  c("grannyFlat", "granny ?flats?|(?<!my |our |the |afl |aflw |nrl |nrlw |footy |league |vfl |sanfl |wafl )granny(?! ?flat)|backyard studio|secondary dwelling|ancillary dwelling|teenage retreat|self[- ]contained (?:studio|flat)|(?:self[- ]contained|separate)\\s+(?:unit|studio|bungalow|cabin)|(?:flat|studio|bungalow|cabin)\\s+(?:out the back|out back|at the back|in the backyard|down the back)|(?<=\\bwith an? (?:separate )?)(?:studio|bungalow)\\b(?!\\s+(?:apartment|unit|style))"),
  c("internalDualliving", "du[ae]l[- ]living|dual[- ]key|dual[- ]occ(?:upancy)?(?=[^.!?\\n]{0,80}\\b(?:rents?|incomes?|self[- ]contained|flat)\\b)|two homes in one|multi[- ]?generational|in[- ]?law (?:accommodation|suite)"),
  c("roomingHouse", "rooming(?: house)?s?|room[- ]by[- ]room|rent(?:ed|ing)? by the room|co[- ]?living|boarding house|share ?house|student accommodation|shared accommodation|hmo"),
  c("duplexPair", "duplex(?:es)?(?: pair)?|pair of duplexes|semi[- ]detached|semis?"),
];

/** Renovation wanted ("fixer upper", "needs work", "value add"), or not wanted ("fully renovated", "turnkey"). */
export const RENO_POSITIVE = /\b(?:renovat(?:e|ion|ions|ing|or|ors|or's|ors')|renos?|rennos?|fixer[- ]?uppers?|do[- ]?er[- ]?uppers?|needs? (?:some |a (?:bit|little) of )?(?:work|tlc|love|updating)|tlc|do (?:it )?up|(?:tidy|fix|spruce|freshen) (?:it|them|the place|the house) up|(?:to|i can|we can|i'll|we'll) (?:fix|do|spruce) up|fix[- ]up (?:job|project)|to restore|restoration project|need(?:s|ing)? (?:the )?(?:kitchen|bathroom)s?(?: and (?:the )?(?:kitchen|bathroom)s?)? (?:redone|done|updated|renovated)|cosmetic|value[- ]add(?:ing)?|add(?:ing)? value|flip(?:ping)?|knock[- ]down[- ]rebuild|original condition|(?<!\b(?:i'm|im|i am|we're|we are|i was|we were|feeling|getting|sick and|so|really|very|pretty|bloody|too|just|a bit|kinda|super|dead|absolutely) )tired(?! (?:of|from|after|out|tonight|today|lately))|manufacture equity)\b/gi;
export const RENO_NEGATIVE = /\b(?:fully renovated|renovated|move[- ]in ready|turn[- ]?key|no work (?:needed|required)|ready to move in|brand new)\b/gi;
export const FINISH_CONCEPTS: Concept<Finish>[] = [
  c("Budget", "(?:budget|basic|cheap|cheap and cheerful|low[- ]cost|economy|entry[- ]level)(?:[- ]level)? (?:finish(?:es)?|reno|renovation|fit[- ]?out|spec|standard)|finish(?: level)?\\s*[:=]?\\s*(?:budget|basic)|(?:renovat\\w*|reno|do (?:it )?up|fix (?:it )?up)\\s+(?:it\\s+)?(?:on a (?:tight )?budget|cheaply)|(?<=\\breno\\w*\\b[^.;!?\\n]{0,60})nothing (?:flash|fancy)"),
  c("Standard", "(?:standard|mid[- ]range|mid[- ]level|average|normal|decent|middle of the road)(?:[- ]level)? (?:finish(?:es)?|reno|renovation|fit[- ]?out|spec)|finish(?: level)?\\s*(?:[:=]|is)?\\s*standard"),
  c("Premium", "(?:premium|high[- ]end|luxury|luxe|top[- ]end|top[- ]shelf|quality|designer|prestige)(?:[- ]level)? (?:finish(?:es)?|reno|renovation|fit[- ]?out|spec)|finish(?: level)?\\s*[:=]?\\s*premium|(?<=\\breno\\w*\\s*[:=]?\\s*)premium|to a premium standard"),
];

/* ------------------------------ Market status (./readers/market.ts) ------------------------------ */

/** The market statuses, the both-ways phrases first ("on or off market" is not "off market"). */
export const MARKET_CONCEPTS: Concept<MarketStatus>[] = [
  c("All Properties", "on[- ]?market (?:or|and|&) off[- ]?market|off[- ]?market (?:or|and|&) on[- ]?market|on (?:or|and|&) off[- ]?market|(?:both|any) (?:on|off)[- ]?(?:and|or) (?:on|off)[- ]?market|on and off|any market status|all properties|market status (?:doesn'?t|does not) matter"),
];
/** Off-market listings ("off market", "pocket listings", "off-market deals"); "off-the-plan" is not one. */
export const OFF_MARKET = /\b(?:off[- ]?market|pocket listings?|silent listings?|pre[- ]market)\b/gi;
/** Listings for sale: specific words ("on market", "currently listed") and plain ones ("listed", "for sale", "advertised") that say it only with "only" or "as well". */
export const ON_MARKET = /\b(?:on[- ]?(?:the )?market|currently (?:listed|for sale|advertised)|listed for sale|publicly listed|(?<!heritage[- ])listed|for sale|advertised|public listings?)\b/gi;
export const ON_MARKET_SPECIFIC = /^(?:on[- ]?(?:the )?market|currently (?:listed|for sale|advertised)|listed for sale|publicly listed)$/i;
/** Only these: "off market only", "just the listed ones", "only show listings actually for sale". */
export const ONLY_BEFORE = /\b(?:only|just|exclusively|strictly|nothing but|solely)\b(?:\s+\S+){0,5}\s*$/i;
export const ONLY_AFTER = /^[^.,;!?\n(]{0,25}\b(?:only|exclusively)\b/i;
/** These as well: "off market is fine too", "happy to look at off-market deals as well", "include the listed ones", "don't mind off market". */
export const WIDEN_BEFORE = /\b(?:include|including|also|plus|happy (?:to (?:look at|see|consider)|with)|open to|don'?t mind|do not mind|fine with|ok with|okay with|as well as|and)\b(?:\s+\S+){0,4}\s*$/i;
export const WIDEN_AFTER = /^[^.;!?\n(]{0,30}\b(?:too|as well|also|are (?:fine|ok|okay|good|welcome)|is (?:fine|ok|okay|good)|are welcome|welcome|fine|ok|okay|would be good|wouldn'?t hurt|worth a look)\b/i;

/* ------------------------------ Importance (./readers/importance.ts) ------------------------------ */

/** The factor a clause calls the most important ("cash flow is the main thing"). */
export const TOP_FACTOR = /\b(most important|top priority|priority|matters? most|comes? first|most of all|above everything|is key|number one priority|main (?:thing|goal|focus|priority)|mainly|primarily|first and foremost|above all|number one|#1|focus(?:ed|ing)? on|all about|biggest thing|key (?:thing|goal))\b/i;

/* ------------------------------ Amenities (./readers/amenities.ts) ------------------------------ */

export const AMENITY_CONCEPTS: Concept<Amenity>[] = [
  c("schools", "schools?|school zone|catchment"),
  c("supermarkets", "supermarkets?|groceries|grocery store|woolies|coles|aldi"),
  c("shopping", "shops?(?! (?:around|owner|keeper|assistant))|shop+ing(?: centre| center| strip)?|mall"),
  c("publicTransport", "public transport|(?<=\\b(?:shops|shopping) (?:and|&|n) )transport|train(?: station)?s?|stations?|trams?|bus(?:es| stop| stops)?|busways?|ferry|light rail|metro"),
  c("parks", "(?<!car ?)parks?|parklands?|reserves?|playgrounds?"),
  c("medical", "medical(?: centre| center)?|doctors?|gp|clinic"),
  c("restaurants", "restaurants?|cafes?|caf\u00e9s?|dining"),
  c("gyms", "gyms?|fitness"),
  c("beaches", "beach(?:es)?|beech(?:es)?|the coast|the surf|the ocean|ocean(?= handy)|(?:the )?foreshore|the sea\\b|the strand|the esplanade"),
  c("cityCenter", "cbd|city cent(?:re|er)|the city|town cent(?:re|er)"),
  c("airport", "airports?"),
  c("hospitals", "hospitals?|hospitl|hosp"),
  // (Australian universities by their initials: "near JCU", "walk to UQ".)
  // (The universities by their own names too, "near curtin", "near la trobe": a name a suburb shares is read so only after
  // a word of nearness, ./readers/amenities.ts.)
  c("universities", "universit(?:y|ies)|uni|campus|une|jcu|csu|anu|uq|qut|ecu|uwa|utas|unisq|usq|uow|unsw|uts|rmit|cdu|unisa|uon|scu|cqu|cquniversity|acu|vu|usc|unimelb|curtin|murdoch|flinders|deakin|monash|la ?trobe|swinburne|macquarie|bond|notre dame|charles sturt|southern cross|james cook"),
  c("entertainment", "entertainment|nightlife|cinemas?|theatres?"),
];
/** "close to", "walking distance to", "handy to": an amenity wanted nearby follows. */
export const NEAR = /\b(?:close to|near(?:by)?|neer|near to|(?:within )?walk(?:ing|in)? (?:distance )?(?:to|too|2|of|from)|walkable to|handy to|easy access to|access to|minutes? (?:from|to)|mins? (?:from|to)|next to|short (?:walk|drive) to|(?:within )?(?:a |an easy )?stroll (?:to|of|from))\s+(?:the |a |an |good |great |local |some )?$/i;
/** "close to schools, parks and the train station": the list runs on after its cue. */
export const NEAR_RUN_ON = /\b(?:close to|near|neer|walk(?:ing)? (?:distance )?(?:to|of|from)|walkable to|handy to|easy access to)\b([^.;!?\n]{0,60})$/i;
/** A new thought, not more amenities: "…, I work in the city". */
export const NEW_THOUGHT = /\b(?:i|we|my|our|you|he|she|they|work\w*|is|are|want|need|live)\b/i;
/** "next to a school" is an avoidance, not an amenity. */
export const NEXT_TO_BEFORE = /\bnext to\s+(?:a |the )?$/i;

/* ------------------------------ Travel (./readers/travel.ts) ------------------------------ */

/** The ways of travelling a phrase names, the first found winning ("walking distance", "by train", "an hour's drive"). */
export const TRANSPORT_MODE_WORDS: readonly [TransportMode, RegExp][] = [
  ["walking", /\bwalk|on foot|walkable/i],
  ["publicTransport", /\b(?:by|on|via|using|catching) (?:the )?(?:train|tram|bus|public transport|pt|ferry)\b|\b(?:train|tram|bus) (?:ride|trip|commute)\b|\bpublic transport commute\b|\bcommute\w* by (?:train|tram|bus)/i],
  ["bicycle", /\b(?:by (?:bike|bicycle|push ?bike)|bike ride|cycl\w*|bicycle|ride (?:my|his|her|their|a) (?:bike|bicycle|push ?bike)|on (?:the |my |a )?(?:bike|bicycle))\b/i],
  ["car", /\b(?:drive|driving|by car)\b/i],
];
/** "30 minutes", "2 hours" (amenities). */
export const MINUTES = /\b(\d{1,3})\s*(min|mins|minutes?|hrs?|hours?)\b/i;
/** "an hour", "45 mins" (after a place to reach). */
export const TRAVEL_TIME = pattern("i")`\b${TRAVEL_COUNT}[\s-]*(min|mins|minutes?|hrs?|hours?)\b`;

/* ------------------------------ Places (./readers/places.ts) ------------------------------ */

/** Where someone works, as a noun: "the salon in Inala", "my office in Barton", "the mine at Moranbah". */
export const WORKPLACE = "salon|shop|store|bakery|restaurant|cafe|café|clinic|surgery|practice|office|factory|warehouse|mine|depot|yard|farm|workshop|garage|studio|pharmacy|nursing home|aged care|school|job|work|workplace|business";
/** "within 30 minutes of", "an hour's drive from", "40 minute drive max to the bakery in": a place to reach, not to live in. */
export const TRAVEL_TO_PLACE = pattern("i")`\b(?:within|under|less than|max(?:imum)?|no more than|up to|about|around)?\s*${TRAVEL_COUNT}[\s-]*(min|mins|minutes?|hrs?|hours?)(?:'s|')?\s*(drive|driving|walk|walking|train|train ride|by train|by car|by (?:bus|train|tram|ferry)\s*(?:\/|or|and)\s*(?:train|bus|tram|ferry)|by bus|by tram|on (?:the )?(?:bus|train|tram|ferry)|by public transport|on foot|bike ride|by bike|by bicycle|on (?:the |my |a )?(?:bike|bicycle)|cycling|cycle|commute|public transport)?\s*(?:max(?:imum)?\s+|tops\s+|at most\s+)?(?:from|of|to|into)\s+(?:the\s+)?(?:(?<workplace>(?:[a-z]+\s+)?(?:${WORKPLACE})\s+(?:in|at|on)\s+)|(?:my|our|his|her)\s+(?:parents|mum|mom|dad|folks|family|kids|daughter|son|sister|brother|in-laws)\s+(?:in|at)\s+)?$`;
/** "commute to", "we both work in". */
export const COMMUTE_TO_PLACE = /\b(?:commutes?|commuting|travels?|drives?|driving|gets?)\s+(?:in)?to\s+(?:the\s+)?$|\b(?:i|we|he|she|they|partner|husband|wife)\s+(?:\w+\s+)?(?:work|works|working|study|studies)\s+(?:in|at)\s+(?:the\s+)?$/i;
/** Someone of the buyer's household, whose daily travel the home must suit ("my partner", "the missus"). */
export const HOUSEHOLD = /\b(?:my|our|the)\s+(?:partner|wife|husband|hubby|missus|other half|better half|spouse|fianc[eé]e?)\b/i;
/** "swap Geelong for Ballarat": the place after "swap" goes, the one after "for" comes (a "tree change" or "sea change" is a move, not a swap). */
export const SWAP_BEFORE = /\b(?:swap|replace|switch|(?<!\b(?:tree|sea)[- ])change)\s+(?:\w+\s+){0,1}$/i;
export const SWAP_TARGET_BEFORE = /\b(?:to|for|with|into)\s*$/i;
/** "drop Ballarat", "not Geelong", "Geelong is out": a place to remove; "instead", "make it": the places replace the brief's. */
/** "exclude=Maddington,Kenwick", "excl: Windale, Gateshead", "exclusions = anything in Corio": a heading or key naming the places ruled out. */
const EXCLUDE_HEADING = String.raw`\b(?:exclude|excluding|excl|exclusions?|excluded|not wanted|no-?go(?: zones?| areas?)?)\s*[:=]\s*(?:(?:anything|anywhere|nothing)\s+(?:in|at|near)\s+)?$`;
export const PLACE_REMOVERS = new RegExp(String.raw`\b(x|bugger|drop|remove|rm|delete|cut(?: out)?|omit|omitting|disregard|(?:with )?the exception of|excepting|scrap|scratch|ditch|forget(?: about)?|exclude|excluding|excl|exc|nothing(?: \w+)? near|nothing(?: at all)? in|none in|take out|take off|leave out|lose|skip|not|no|without|except(?: for)?|cross off|get rid of|minus|nix|no longer|not in|not interested in|rule out|rather not|rather than|instead of|other than|apart from|anything but|anywhere but|but not|nowhere near|not near|avoid|avoiding|don'?t want|do not want|not keen on|don'?t like|don'?t love|no to|steer clear of|stay away from|do(?:n'?t| not) (?:go )?show(?:ing)?(?: me| us)?|no wish to|loath to|loathe to|no interest in)\b(?:\s+\w+){0,3}\s*$|${EXCLUDE_HEADING}`, "i");
/** Words that rule a place out rather than take it off the list: "not", "exclude", "don't want", "rule out", "decided against". */
export const RULED_OUT_BEFORE = new RegExp(String.raw`\b(?:x|bugger|not|no|nowhere|never|nothing|none|exclude|excluding|excl|exc|omit|omitting|disregard|(?:with )?the exception of|excepting|rule out|ruled out|against|don'?t want|do not want|dont want|not keen on|rather not|avoid|avoiding|steer clear of|stay away from|except|other than|anything but|anywhere but|apart from|do(?:n'?t| not) (?:go )?show(?:ing)?(?: me| us)?|no wish to|loath to|loathe to|not interested in|no interest in)\b(?:\s+(?:the|a|an|in|at|on|to|near|around|into|buy|buying|be|being|go|going|back|live|living|look|looking|invest|investing|own|owning|anything|anywhere|for|with|up|down|out|over|there))*\s*$|${EXCLUDE_HEADING}`, "i");
/**
 * A heading of things ruled out: "NOT WANT:", "Don't want:", "Dealbreakers:", "No:", or a line ending in an exception
 * ("Open to anywhere in Moreton Bay council EXCEPT:").
 */
export const NO_HEADING = /^(?:not want|not wanted|don'?t want|do not want|no|nope|avoid|exclude|excluded|exclusions|deal ?breakers?|no[- ]go(?:es)?|hard no)\s*:\s*$|\b(?:except|excepting|exc|excl|excluding|but not|apart from|other than|not in)\s*:\s*$/i;
/** "take Kellyville off", "leave Mittagong and Moss Vale out", "knock Goulburn off the list": a verb before the places, "off" or "out" after them. */
export const TAKE_OFF_BEFORE = /\b(?:take|keep|knock|cross|strike|leave|count|rule|scratch|drop|cut|wipe|scrub)\s*$/i;
/** ("take Islington back off": back off the list it was added to.) */
export const OFF_AFTER = /^\s*(?:back\s+)?(?:off|out)\b/i;
/** "take the pool off", "leave the study out", "Take schools off": a feature or a nearness taken off the brief (with OFF_AFTER). */
export const TAKE_THING_OFF_BEFORE = /\b(?:take|knock|cross|strike|leave)\s+(?:the\s+|that\s+|those\s+)?$/i;
/** A street or road after a name: "Sydney Rd", "the Bruce Highway", "Northbourne Avenue" are no places to search. */
/**
 * "not on the hume", "stops there on the Hume", "the Calder or the Sturt Highway": a highway called by its name alone
 * after "the", where a town or council of that name also lies (Hume, Calder, Sturt, Midland, Princes…).
 */
export const HIGHWAY_NAMED = /\bthe\s+$/i;
export const HIGHWAY_NAMES = /^(?:hume|calder|sturt|midland|princes|pacific|bruce|newell|warrego|mitchell|stuart|bass|great western|new england|barton|monaro|olympic|goulburn valley|murray valley|henty|burnett|dawson|capricorn|flinders|landsborough|kidman|western|eyre|augusta|gwydir|oxley|riverina)$/i;
export const STREET_AFTER = /^\s+(?:highway|hwy|road|rd|street|st|avenue|ave|av|drive|dr|parade|pde|freeway|fwy|motorway|boulevard|blvd|lane|terrace|tce|crescent|cres|esplanade|river|creek|range|ranges|dam|lake|gorge|line|railway)\b(?!\s*(?:kilda|marys|albans|ives|leonards|peters|clair|helens|george|johns|james|morris|agnes|andrews))/i;
/** A street named after a person, in capitals: "Kingsford Smith Drive", "Lady Gowrie Drive" (the first name a place's). */
export const NAMED_STREET_AFTER = /^\s+[A-Z][a-z]+\s+(?:Highway|Hwy|Road|Rd|Street|St|Avenue|Ave|Drive|Dr|Parade|Pde|Freeway|Fwy|Motorway|Boulevard|Blvd)\b/;
/** A facility after a place's name: "Perth Airport", "the Port Kembla steelworks", "Mackay Base Hospital", "James Cook uni". */
export const LANDMARK_AFTER = /^\s*(?:base\s+)?(?:hospital|airport|uni|university|campus|tafe|steelworks|steel works|smelter|refinery|power station|naval base|air base|barracks|bks|base|lines|offices|raaf|oval|stadium|racecourse|showgrounds?|markets|shopping centre|station)\b/i;
/** A Defence base named by its service before the place: "RAAF Amberley", "HMAS Stirling", "RAAF Base Tindal". */
export const LANDMARK_BEFORE = /\b(?:RAAF(?:\s+Base)?|HMAS|Army\s+Base|Navy\s+Base)\s+(?:(?:East|West|North|South)\s+)?$/i;
/** A place then its commute: "Puckapunyal commute 20 min", "Kapooka commute, 20 min". */
export const COMMUTE_AFTER = /^\s*(?:commute|commuting)\b/i;
/** A place then its posting: "Edinburgh posting likely 2027", "Holsworthy posting rumour": where someone will work. */
export const POSTING_AFTER = /^\s*(?:posting|transfer|secondment|deployment)\b/i;
/** A travel time to somewhere, then its name: "within 30 mins of", "20 min bus to", "an hour's drive from". */
export const TRAVEL_TO_LANDMARK = pattern("i")`\b${TRAVEL_COUNT}[\s-]*(min|mins|minutes?|hrs?|hours?)(?:'s|')?\s*(?:(?:drive|driving|walk|walking|train|train ride|ride|bike|bike ride|by bike|by bicycle|on (?:the |my |a )?(?:bike|bicycle)|cycling|cycle|commute|bus|bus ride|tram|ferry|public transport|by (?:public transport|pt|car|train|bus|bike|tram|ferry)(?:\s*(?:\/|or|and)\s*(?:train|bus|tram|ferry))?|on foot|on the train|on public transport|in the (?:car|ute))\s+)?(?:from|of|to|into)\s+`;
/** The name after it, to the next word that is no part of a name. */
export const LANDMARK_NAME = /^(?:the\s+)?([A-Za-z][\w'&-]*(?:\s+(?!(?:by|on|in|at|for|and|or|because|cause|so|since|with|but|max|tops|under|up|if|when|as|via|from|to|is|are|was|which|that|where|i|we|my|our|would|could|please|pls|thanks|ideally|each|every|drive|driving|car|train|bus|bike|walk|min|mins|minutes|hours?)\b)[A-Za-z][\w'&-]*){0,4})/i;
/** Not a destination's name: "work", "there", "the city" (read elsewhere), or a counted thing. */
export const NOT_A_LANDMARK = /^(?:work|workplace|office|job|there|it|that|here|home|my|our|the|a|an|city|cbd|town|beach|shops?|schools?|everything|anything|public|transport|(?:the |a |an )?(?:train|tram|bus|ferry|station|stop|beach|water|shops?|schools?|park|city|cbd|centre|center)(?: \w+)?)$/i;
/** A wish or an addition between a negator and the words after it ends the negation: "remove the pool, add aircon". */
export const WISH_BETWEEN = /\b(?:add|adding|want|wants|wanted|include|including|plus|keep|prefer|instead|let'?s|lets|look at|looking at|go with|switch to|try)\b/i;
/** How far a place is judged: "probably", "a bit", "way", "getting" (too dear). */
const DEGREE = "probably|prob|just|a bit|a little|bit|way|far|much|pretty|getting|now|also|already|kind of|kinda|all";
/** "out of our league", "out of my price range": beyond the buyer's money. */
const OUT_OF_REACH = String.raw`out of (?:our|my|his|her|their) (?:league|range|budget|price range)\b`;
/**
 * A place judged, as the subject of "too" and an adjective or of a verdict: "Leichhardt is too dear", "Teneriffe's prob way
 * too expensive", "melton's sus", "Esperance is a 10hr drive from the olds".
 */
export const PLACE_TOO_AFTER = new RegExp(String.raw`^\s*(?:'s|’s|is|are|was|were|seems?|looks?|feels?|gets?|got|has got|has become|became)\s+(?:(?:${DEGREE})\s+)*(?:too\s+[a-z]|sus\b|dodgy\b|cooked\b|over-?priced\b|${OUT_OF_REACH}|an?\s+(?:\d+\s*(?:hrs?|hours?|h)|long|[a-z]+[- ]hours?)\s+drive\b)`, "i");
/**
 * "Woolloongabba too expensive so maybe Annerley", "Braddon's too pricey, Dickson then": a place priced out of the buyer's
 * reach, ruled out (./readers/places.ts: not where the sentence removes it with its reason, "teneriffe's too dear, remove it").
 */
export const PRICED_OUT_AFTER = new RegExp(
  // ("Noosa prices are out of our league", "Hervey Bay but it's got dear since covid": priced out, said of its prices or over time.)
  String.raw`^[^.;!?\n]{0,12}?\b(?:it'?s|its|it has|has|have|they've|prices (?:have|are|'ve))\s+(?:got|gotten|become|gone|grown)\s+(?:(?:${DEGREE}|too|so|way)\s+)*(?:dear|expensive|pricey|pricy|exxy|spenny|costly)\b|` +
  String.raw`^\s*(?:prices?\s+)?(?:'s|’s|is|are)?\s*(?:(?:${DEGREE})\s+)*(?:too\s+(?:expensive|expensiv|dear|pricey|pricy|exxy|rich|spenny|costly)|${OUT_OF_REACH}|beyond (?:us|me|him|her|them|(?:our|my|his|her|their) (?:budget|means|reach)))\b` +
    // ("they like Noosa but can't afford it", "Rossmoyne near her friend but it's too dear": the judgement after "but".)
    String.raw`|^[^.;!?\n]{0,40}?\bbut\s+(?:(?:we|i|they|he|she)\s+)?(?:can'?t|cant|cannot|couldn'?t|could not)\s+afford\b|^[^.;!?\n]{0,40}?\bbut\s+(?:it'?s|its|that'?s|thats|it is)\s+(?:(?:${DEGREE})\s+)*too\s+(?:expensive|dear|pricey|pricy|exxy|rich|spenny|costly)\b`,
  "i",
);
/** "gold coast??? nah too dear", "Byron? nope, too pricey": a place put forward, then turned down by the buyer themselves. */
export const PLACE_DECLINED_AFTER = /^\s*[?!]+[\s\p{Extended_Pictographic}\u200d\ufe0f]*(?:actually\s+|hmm+\s+|um+\s+)?(?:nah|no|nope)\b[\s,.!—–-]*(?:(?:it's|its|that's|thats|way|far|probably|prob)\s+)*too\s+[a-z]/iu;
export const PLACE_REMOVED_AFTER = /^\s*(?:excepted|excluded)\b|^\s*(?:'s|is|are)?\s*(?:out(?!\s+(?:past|of|from|near|by|towards?|west|east|north|south|bush|back|there|the back|the way|that way|on)\b)(?!\s+[\w']+(?:\s+[\w']+)?\s+way\b)|off the list|gone|is out)\b|^\s*(?:take|takes|taken|leave|cross|strike|knock)\s+(?:it\s+|them\s+)?(?:out|off)\b/i;
/**
 * "Nanango is too far, get rid of it", "Greenfields looks rough, take it out", "Hamilton floods. drop it.", "The pool, forget
 * it": a place or a feature judged, then taken off with "it" or "that one" (its reason between, in at most one more sentence;
 * not "drop it to 450", the price).
 */
export const DROPPED_AFTER =
  /^(?:'s|’s)?[^.!?\n]{0,50}?(?:[.!?]+\s+[^.!?\n]{0,6}?|[,;:—–-]\s*|\s+)(?:(?:so|please|pls|then|just|and|ok|okay)\s+)*(?:get rid of|remove|drop|ditch|scrap|scratch|lose|bin|cut|delete|nix|axe|forget|(?:take|knock|cross|leave|strike)\s+(?=(?:it|that one|them)\s+(?:out|off)\b))\s*(?:it|that one|them)\b(?!\s+(?:to|down|back|by)\b)/i;
/** "Pool: no thank you", "Lara, nope", "Pool no.", "Pool NO (toddler!!)": a feature, a type or a place as a label, answered no (not "pool no problem", "no units"). */
export const ANSWERED_NO = /^\s*[,:\-–]?\s*(?:no way|no|nope|nah|none|nup|nuh)\b(?!\s+(?:problem|worries|issue|probs|more|less|bigger|smaller|older|later|further))(?:\s+thanks?(?:\s+you)?)?\s*(?=[.!,;\n(]|$)/i;
/** "pool = no", "A pool is a no", "pool ❌" (read "pool is out,"), "pool: nope": a feature answered no, as a key, a verdict or a cross (not "a pool is a no-brainer"). */
export const FEATURE_REFUSED_AFTER = new RegExp(
  String.raw`${ANSWERED_NO.source}|^\s*=\s*(?:no|nope|nah|none|n|x|false|0)\b|^\s*[✘✗❌✖🚫⛔]|^\s*(?:'s|’s|is|are)\s+(?:a\s+)?(?:hard\s+|definite\s+|big\s+|firm\s+)?(?:no|nope|nah|no-go|no go)\b(?!-brainer)|^\s*(?:'s|’s|is|are)\s+out\s*(?=[,.;!\n]|$)`,
  "iu",
);
/** "Corio NOT (too far)": a place answered "NOT" in capitals (a texted "nt" after a place is read "not" too, and is the Territory there). */
export const ANSWERED_NOT = /^\s*NOT\s*(?=[.!,;(\n]|$)/;
/** "Lismore, Ballina, none of it!": every place of the list before it refused. */
export const NONE_OF_THEM_AFTER = /^\s*[,;:.\-–]*\s*(?:none of (?:it|them|those|that)|neither of them)\b/i;
/**
 * "Surfers, no thank you", "North Lismore no", "Invermay no (flood)", "Bunbury is off", "Lismore is a no from us",
 * "Spalding and Rangeway are no good", "Kurri Kurri and Weston NOT wanted", "Mossman excluded", "add Driver to the excluded list",
 * "Cairns? no.", "Craigieburn? no thanks", "it's Redbank Plains I don't want", "Lavington x;", "(so Invermay = no)",
 * "Maitland, Singleton, none of it!", "Yarram nup", "Hobart's no place for them", "Perth? NO WAY", "(Invermay is therefore
 * excluded)", "Logan is fine, Woodridge is not", "Invermay ✘", "Invermay exclude, flood there": a place refused
 * outright, so ruled out; "not Hedland, Karratha neither": the next refused with it.
 */
export const PLACE_REFUSED_AFTER = new RegExp(
  // ("Blue Mountains no no the bushfire is dangerous": a no said twice refuses whatever follows it; "Jan Juc same, no."
  // refuses it as the one before.)
  `${ANSWERED_NO.source}|^\\s*[,.]?\\s*(?:no[,.!]?\\s+no|nope[,.!]?\\s+nope|nah[,.!]?\\s+nah)\\b|^\\s*,?\\s*(?:same|likewise)\\s*[,.]?\\s+(?:no|nope|nah|not)\\b(?!\\s+(?:problem|worries))|^\\s*(?:'s|’s|is|are)\\s+(?:off\\b(?!\\s*(?:the\\s+)?market)|(?:a|an)\\s+(?:hard\\s+|definite\\s+|big\\s+|firm\\s+)?(?:no|nope|nah|no-go|no go)\\b|no good\\b)` +
    `|^\\s*(?:(?:is|are)\\s+)?(?:(?:therefore|thus|hence|then|also|definitely|obviously|of course|to be)\\s+)?(?:not wanted|not considered|unwanted|not an option|excluded|ruled out)\\b|^\\s*(?:(?:is|are)\\s+not|isn'?t|aren'?t)\\s*(?:[.,;!)\\n]|$)|^\\s*(?:'s|’s|is|are)\\s+no place for\\b|${NONE_OF_THEM_AFTER.source}` +
    `|^\\s*(?:to|on|onto)\\s+(?:the\\s+|my\\s+|our\\s+)?(?:excluded|exclusions?|exclude|no-go|no go|black|avoid|don'?t want|do not want|not)\\s+(?:list|pile)\\b` +
    `|^\\s*x\\s*(?:[;,.)\\n]|$)|^\\s*[✘✗❌✖]|^\\s*(?:exclude|excluded)\\s*(?=[,.;!\\n(]|$)|^\\s*=\\s*(?:no|nope|nah|out|x)\\b|^\\?+\\s*(?:no way|no|nope|nah|nup)(?:\\s+thanks?|\\s+thank you)?\\s*(?:[.!\\n]|$)|^\\s*(?:neither|nor)\\s*(?:[.,;!\\n]|$)|^\\s*(?:that\\s+)?(?:i|we)\\s+(?:really\\s+)?(?:don'?t|do not|dont)\\s+want\\b(?!\\s+to\\b)`,
  "i",
);
/** "actually Woodridge is fine", "Deception Bay's ok after all": a place accepted again (not ruled out any more). */
export const PLACE_ACCEPTED_AFTER = /^\s*(?:'s|’s|is|are)\s+(?:(?:actually|also|still)\s+)?(?:fine|ok|okay|alright|all right|back in)\b/i;
/**
 * "anywhere on the Sunshine Coast but Nambour", "anything in Newcastle but Wallsend", "anywhere in Rockingham bar Cooloongup",
 * "anything in Mandurah, save Coodanup", "West Tamar, save for Beaconsfield": "but", "bar" or "save (for)" names the exception.
 */
export const EXCEPT_BUT = /\b(?:anywhere|anything|any suburb|any area|any part|everywhere|all of|any of|every suburb|all suburbs)\b[^.;!?\n]*\b(?:but|bar|barring|save(?:\s+for)?|saving)\s*$|[,(:;–-]\s*(?:save|saving|excepting)\s+for\s*$/i;
/** "I'd take Dalby over Kingaroy": the place after "over" is passed over. */
export const OVER_BETWEEN = /^\s*over\s*$/i;
/** A capitalised name where a place goes ("in Wattlebrook Heights", "or Nowhereville"): asked about when it is no place known. */
export const PLACE_SLOT = /\b(?:in|near|around|or|and)\s+((?:[A-Z][a-z'-]{2,})(?:\s+[A-Z][a-z'-]+){0,2})/g;
/** Capitalised words that are not places: months, days, the country. */
export const NOT_A_PLACE_NAME = /^(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|easter|australia|aussie|i|im|i'm|we|you|the|a|an|my|our)$/i;
/** A capital's centre, not its region: "Melb CBD", "the CBD of Adelaide", "Darwin city centre". */
export const CITY_CENTRE = /\b(?:cbd|city centre|city center|inner city)\b/i;
export const CITY_CENTRE_BEFORE = /\b(?:cbd|centre|center|heart) of (?:the )?$/i;
export const CITY_CENTRE_AFTER = /^\s*(?:cbd|city centre|city center|centre|center)/i;
/** Places in one list: "Geelong or Ballarat", "Mernda and Doreen", "St Marys, Kingswood or Penrith", "Batemans Bay itself and Batehaven". */
export const LIST_GAP = /^\s*(?:,|or|nor|and|n|&|\+|\/|\||,\s*(?:or|and|nor)|(?:itself|cbd|proper|(?:city|town) cent(?:re|er)),?\s*(?:or|nor|and))(?:\s+(?:anywhere|anything|somewhere)\s+(?:in|near|around|on)(?:\s+the)?)?(?:\s+the)?\s*$/i;
/** Places added to the brief's, whatever else the message says ("actually add Dickson", "can we do both"): it replaces none. */
export const PLACE_ALSO = /(?:\b(?:add|adding|additions?|also|as well|plus|include|including|back in|(?:throw|chuck|toss|bung)(?:ing)? in|(?:do|keep|want|include|try|search|look at) both)\b|\btoo(?=\s*(?:$|[.,;!?\n)]|please|pls|thanks|if|as well))|(?:^|\s)\+)/i;
/**
 * "granny flat instead", "change granny flat to dual living under one roof", "I care more about capital growth than rent",
 * "swap the rooming house for a granny flat": an option named in a strategy, a kind or a nearness replaces the others of
 * its group the brief held (../brief.ts); not asked ("or a duplex pair instead?" weighs it).
 */
export const OPTIONS_INSTEAD = new RegExp(
  String.raw`(?:\binstead\b|\b(?:change|swap|switch)\s+(?:the\s+|it\s+|that\s+|my\s+|our\s+)?[\w' -]{1,30}?\s+(?:to|for|over to)\b|\b(?:care|focus|interested|into)\s+more\s+(?:about|in|on)\b[^.;!?\n]{1,40}?\bthan\b|\bmore\s+(?:about|interested in|focused on|into)\b[^.;!?\n]{1,40}?\bthan\b|\brather than\b)(?![^.!?\n]*\?)`,
  "i",
);
/** Words that replace the brief's places whatever else the message says: "Larapinta and Gillen rather than the whole town". */
export const PLACE_INSTEAD = /\b(?:instead|rather than|in place of|swap|replace)\b/i;
/** Places added to the brief's, not narrowing it: "add St Marys", "Red Cliffs too", "Mooroopna is fine as well", "+ Latrobe". */
export const PLACE_ADD = new RegExp(`${PLACE_ALSO.source}|\\b(?:another|fine|ok|okay|happy with)\\b`, "i");
/** Nothing from a place taken out to be shown: "don't show us anything there", "nothing from there either". */
export const NOTHING_THERE = /\b(?:(?:don'?t|dont|do not|never)\s+(?:\w+\s+)?(?:show|give|send|want to see)\s+(?:(?:us|me)\s+)?(?:anything|any|listings?|properties|places|houses|homes|units)\s+(?:(?:from|in)\s+)?there|nothing (?:from |in )?there)\b/i;
export const PLACE_REPLACE = /\b(instead|only|just|substitute(?=\s*[:"“])|(?:limit|narrow|restrict|keep) (?:it |this |that |things |the search )?(?:down )?to|stick (?:to|with)|change (?:it |the (?:location|area|suburb) )?to|switch (?:it )?to|move (?:it|the search|things|everything|it all)(?: over| across)? to|replace|rather than|swap|actually|make it|make that|scrap that|scratch that|forget (?:that|it|about that)|(?:scrap|scratch|forget|ditch|drop|bin) (?:both(?: of them)?|them(?: both| all)?|those(?: two)?|all (?:of )?(?:them|those))|(?:jk|just kidding|kidding)\b[^.;!?\n]{0,20}\breal one|the real one|seriously though)\b/i;

/* ------------------------------ Context (./readers/context.ts) ------------------------------ */

/**
 * What the buyer says about themselves or others that is context, not a wish: where they live, work, grew up, already
 * own; "question": named in a question that asks no search ("is Hobart freezing in July?"); "aside": a letter's
 * greeting or signature (../clauses.ts).
 */
export type ContextRole = "live" | "origin" | "work" | "own" | "others" | "past" | "question" | "aside";
/** `workplace`: the cue names someone's workplace, which "within 20 minutes of there" can refer to. */
/** `nameBefore`: the cue's first word must be capitalised, a person's name ("Amy work at…", not "needs work in…"). */
/** `untilSaying`: the cue's scope ends at a verb of saying ("my daughter in Launceston keeps telling me…"). */
export type ContextCue = { role: ContextRole; re: RegExp; capitalAfter?: boolean; nameBefore?: boolean; job?: boolean; workplace?: boolean; untilSaying?: boolean };

const SUBJECT = "(?:i|we|i'm|im|we're|i am|we are|who|currently|still|both(?: of us)?|the two of us|already|now|they|also|partner|husband|wife|hubby)";
const PEOPLE =
  "(?:(?:older|younger|little|big|best|old|eldest|youngest)\\s+)?(?:brother|sister|bro|sis|mum|mom|mother|dad|father|parents|folks|friend|friends|mate|mates|colleague|colleagues|boss|son|sons|daughter|daughters|kid|kids|child|children|dog|cat|neighbour|neighbor|neighbours|uncle|aunt|auntie|aunty|cousin|cousins|grandma|grandpa|grandparents|nan|nanna|in-laws|inlaws|brother-in-law|sister-in-law|toddler|baby)";
export const CONTEXT_CUES: ContextCue[] = [
  { role: "live", re: new RegExp(`\\b${SUBJECT}\\s+(?:\\w+\\s+)?(?:live|lives|living|reside|resides|residing|rent|rents|renting|stay|staying)(?:\\s+(?:and|&)\\s+(?:work|works|working))?\\s+(?:(?:a|an|the|our|my)\\s+\\w+\\s+)?(?:in|at|near|around|out in|up in|down in|over in)\\b`, "gi") },
  // (Not where the property is to be: "The Property shall be located in Mildura", "needs to be based in Hobart".)
  { role: "live", re: /(?<!\b(?:be|been|being|shall|should|must|to)\s+)\b(?:based|located) (?:in|out of|at|near|around|on)\b/gi },
  // "Home is Canning Vale", "our home's in Kariong": the buyer's home, said as what it is.
  { role: "live", re: /(?:^|[\n.;,!]\s*)(?:(?:my|our)\s+)?(?:current\s+)?(?:home|ppor)\s*(?:is|'s|’s)\s+(?:(?:in|at|out in|up in|down in)\s+)?/g },
  // "already hold Ellenbrook + Mandurah", "I've got Ellenbrook already": places held, named without a noun of property.
  { role: "own", re: /\b(?:al+re?a?dy|currently)\s+(?:hold|own|have)\s+(?!(?:a|an|one)\s+\d)(?:(?:one|a|an|two|three|\d)\s+)?(?:(?:in|at)\s+)?(?!(?:the|some|and|or|to|got|been|look|go|think|chat|squiz|peek|try)\b)(?=[a-z0-9])/g },
  { role: "own", re: /\b(?:i've|ive|i have|we've|we have)\s+got\b(?=\s+[a-z][\w' -]{0,30}?\s+al+re?a?dy\b)/g },
  // "got a rental in kal already": a place held, said without its subject.
  { role: "own", re: /(?:^|[\n.;,!]\s*)(?:got|have|own|hold)\s+(?:a|an|one|two|\d)\s+(?:[\w-]+\s+)?(?:rental|ip|investment|unit|house|place|property)\s+(?:in|at|up in|down in|out in)\b/g },
  // "with the Kal loan on top", "our Mackay mortgage": a loan held on a place.
  { role: "own", re: /\b(?:the|our|my)\s+(?=[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?\s+(?:loan|mortgage)\b)/g },
  // "our rental income from the Dubbo unit is 500 a week": the rent of a property they hold.
  { role: "own", re: /\b(?:our|my)\s+(?:current\s+)?(?=(?:rental income|rent(?:al)? return|rents?)\s+(?:from|on|off)\b)/g },
  // "when I lived in Alice", "we lived up in Darwin for years", "we rented in Earlville": where the buyer lived before.
  { role: "past", re: /\b(?:i|we)\s+(?:once\s+|previously\s+|used to\s+)?(?:lived|rented|live|rent)\s+(?:(?:up|down|out|over)\s+)?(?:in|at)\b(?<=\b(?:lived|rented|used to live|used to rent)\s+(?:(?:up|down|out|over)\s+)?(?:in|at))/g },
  // "sold the block at Dalby in '18", "sold up the station near Longreach", "Sold the Gunnedah block in '21": a place given up.
  { role: "past", re: /\bsold\s+(?:up\s+)?(?:(?:the|our|my|a|an)\s+)?(?:(?=[A-Z]?[a-z]+\s+(?:block|house|unit|place|farm|station|shack|rental|property|ip)\b)|(?:block|house|unit|place|farm|station|shack|rental|property|ip)\s+(?:in|at|near|out at|out near|up in|down in)\b)/gi },
  // "Mick here, ringing from Toowoomba", "calling from the car in Dalby": where the writer is as they call.
  { role: "live", re: /\b(?:ringing|calling|phoning)\s+(?:you\s+)?from\b/gi, capitalAfter: true },
  // "client's FIFO from Brissy", "FIFO out of Perth": where a fly-in worker lives.
  { role: "live", re: /\bfifo\s+(?:out of|from)\b/g },
  // "Meredith dictating from Broome", "texting from camp in Karratha": where the writer is as they write.
  { role: "live", re: /\b(?:dictating|writing|texting|typing|messaging|emailing)\s+(?:this\s+)?(?:from(?:\s+camp\s+(?:in|at))?|in)\b/gi, capitalAfter: true },
  // "sisters in sandy bay and keeps tellin me…", "mate of mine in Scone reckons…": a relation's or a friend's place, said
  // without a verb (the apostrophe often left off) opening a clause.
  { role: "others", re: /(?:(?:^|[\n.;,!]\s*)(?:my\s+|our\s+|a\s+)?|(?<!\b(?:for|near|to|by|beside|with|tell|told|give|gave|send|sent|show|showed)\s+)\b(?:my|our|me)\s+)(?:bro|sis|brother|sister|mum|mom|dad|son|daughter|parents|folks|in-laws|inlaws|mate|friend|cousin|uncle|aunt|aunty|auntie|nan|gran|boss)(?:s|'s|’s)?(?:\s+of\s+(?:mine|ours))?\s+(?:(?:still|now|just)\s+)?(?:in|at|up in|down in|out in|over in)\s+(?=[a-z])/g, untilSaying: true },
  // "Dad's house was in Murray Bridge", "our late dad's place in Murray Bridge sold last year": a relation's home, said by it.
  { role: "others", re: /\b(?:(?:my|our|me)\s+)?(?:late\s+)?(?:mum|mom|dad|father|mother|parents|nan|nana|gran|grandma|grandpa|brother|sister|son|daughter|in-laws|inlaws)(?:'s|’s|s')\s+(?:old\s+)?(?:house|place|home|unit|farm|shack)\s+(?:(?:was|is|used to be)\s+)?(?:in|at|up in|down in|out in|over in)\b/gi },
  // "she rents a place in Solomontown at the moment", "he lives out in Kelso": where someone else lives.
  { role: "others", re: /\b(?:he|she|they)\s+(?:still\s+|currently\s+|now\s+|already\s+)?(?:lives|rents|stays|is living|is renting|is staying)\s+(?:(?:a|an|the|her|his|their)\s+\w+\s+)?(?:in|at|near|around|out in|up in|down in|over in)\b/gi },
  // "rent's three twenty a week here in Whyalla Norrie", "paying 480 a week in Parap": the rent the buyer pays, and where.
  { role: "live", re: /\b(?:rent(?:'s|’s| is)|(?:we're|we are|i'm|im|i am)\s+paying)\s+(?:[\w$,.]+\s+){1,5}?(?:a|per|p)\s*(?:week|wk|fortnight|month)\s+(?:(?:here|there|now)\s+)?(?:in|at)\b/gi },
  // ", live in Parramatta": the subject said before ("I'm a nurse at Westmead, live in Parramatta").
  { role: "live", re: /(?:^|[,;:]\s*)(?:currently\s+|still\s+|now\s+)?(?:live|living|renting|rent)\s+(?:in|at|near|around)\b/gi },
  // "I'm in Melbourne", "we're out in Sydney's west now": only before a name ("I'm in the market for…" is not a place).
  { role: "live", re: /\b(?:i'm|im|i am|we're|we are|currently|at the moment)\s+(?:(?:now|currently|still|all|living|staying|out|up|down|over|sitting|sat|stuck|here|home)\s+)*(?:in|at)\b/gi, capitalAfter: true },
  { role: "origin", re: /\b(?:grew up|growing up|born(?: and (?:bred|raised))?|raised|originally|hails? from|(?:come|comes|came|coming|visits?|visiting)(?: (?:down|up|over|across|in))? from|(?:moving|moved|relocating|relocated|transferring) (?:away )?from|(?:i'm|im|i am|we're|we are) (?:originally )?from)(?:\s+(?:in|at|from|around|out))?\b/gi },
  { role: "work", re: new RegExp(`\\b(?:${SUBJECT}|my partner|my husband|my wife|he|she|each|one of us)\\s+(?:\\w+\\s+)?(?:work|works|working|study|studies|studying)\\s+(?:(?:out|up|down|over)\\s+(?:at|in)|from\\s+(?:an?\\s+|the\\s+|his\\s+|her\\s+|my\\s+|our\\s+)?(?:office|desk|site|clinic|shop|practice)\\s+(?:in|at)|in|at|near|for|out of|around)\\b`, "gi") },
  // "my wife's pharmacy is at Sunnybank", "close to my husband's clinic in Castle Hill": the household's workplace.
  { role: "others", workplace: true, re: /\b(?:my|our|his|her)\s+(?:partner|wife|husband|hubby|missus|other half|spouse|fianc[eé]e?)(?:'s|’s)\s+(?:new\s+)?(?:pharmacy|clinic|shop|office|work|workplace|job|practice|surgery|salon|store|business|restaurant|cafe|café|site|depot|school|hospital|lab)\s+(?:is\s+|will be\s+)?(?:in|at|near|out at|out in)\b/gi },
  // "has got a job offer at a pharmacy in Sunnybank", "a contract out at Port Hedland": where someone will work.
  { role: "work", re: /\b(?:job offer|job|contract|position|placement|posting)\s+(?:(?:at|with)\s+(?:an?\s+|the\s+)?[\w'-]+(?:\s+[\w'-]+)?\s+)?(?:in|at|out at|up in|down in|out in)\b(?=\s+[A-Z])/g },
  // "Liezl's at the PA in Woolloongabba", "I'm instructing at ADFA in Campbell": someone at their work, and where it is.
  { role: "work", re: /\b(?!(?:what|that|there|it|here|where|who|how|let)'s\b)(?:[a-z]+'s|i'm|im|i am|he is|she is)\s+(?:\w+ing\s+)?at\s+(?:the\s+)?[\w'&-]+(?:\s+[\w'&-]+){0,3}?\s+in\b/gi, capitalAfter: true },
  // "he's moving down to Brisbane for work": where someone else is going.
  { role: "others", re: /\b(?:he's|she's|they're|he is|she is|they are|[a-z]+'s)\s+(?:moving|relocating|transferring|heading|going)\s+(?:(?:down|up|over|out|back)\s+)?to\b(?=[^.;!?\n]{0,40}\bfor\s+(?:work|a job|his job|her job|uni|study)\b)/gi },
  // "I'm a nurse at Westmead", "I'm a teacher in Moranbah": a job and where it is.
  { role: "work", re: /\b(?:i'm|im|i am|we're|we are|he's|she's)\s+(?:an?\s+)?(\w+(?:\s+\w+)?)\s+(?:at|in|with)\b/gi, job: true },
  { role: "own", re: new RegExp(`\\b(?:${SUBJECT}|i've|we've|i have|we have)\\s+(?:al+re?a?dy\\s+|also\\s+|currently\\s+|still\\s+|used to\\s+)?(?:own|owns|owned|bought)\\b(?=\\s+(?:[\\w'-]+\\s+){0,4}?(?:in|at|up in|down in|out in)\\s)`, "gi") },
  { role: "own", re: new RegExp(`\\b(?:${SUBJECT}|i've|we've|i have|we have)\\s+(?:al+re?a?dy\\s+|also\\s+|currently\\s+|still\\s+)?(?:have|'ve got|have got|got|hold)\\b(?=\\s+(?:(?:a|an|one|two|three|four|five|\\d+|some|several|a few|our|my|the)\\s+)?(?:\\w+\\s+)?(?:property|properties|units?|houses?|homes?|apartments?|townhouses?|flats?|ips?|investments?|places?|rentals?|cottages?|shacks?|farms?)\\s+(?:in|at|up in|down in|out in)\\s)`, "gi") },
  // "we still owe 180 on the Renmark place", "our old Loxton rental", "my previous Kingston flat": a place held, or held before.
  { role: "own", re: /\b(?:owe|owes|owing)\s+(?:\S+\s+){0,3}?on\s+(?:the|our|my)\b/gi },
  { role: "own", re: /\b(?:our|my)\s+(?:old|previous|former|existing|other)\b(?=(?:\s+(?!in\b|at\b|near\b)[a-z][\w']*){1,3}\s+(?:rental|place|house|home|unit|flat|apartment|townhouse|ip|investment|property|cottage)\b)/gi },
  { role: "own", re: /\b(?:sold|rent(?:ing)? out|lease(?:d)? out|leasing out)\s+(?:our|my|the|a)\s+(?:\w+\s+)?(?:place|house|home|unit|property|apartment|townhouse|investment|ip|flat|cottage)\b/gi },
  // "had a fibro rental in Cowra till 2015", "selling up in Bathurst": a place held before, said without its subject.
  { role: "own", re: /(?:^|[\n.;,!]\s*|\b(?:we|i)\s+)(?:had|used to have|used to own)\s+(?:a|an|our|my|the)\s+(?:[\w'-]+\s+){0,2}?(?:rental|place|house|home|unit|flat|apartment|townhouse|ip|investment|property|cottage|shack)\s+(?:in|at|up in|down in|out in)\b/gi },
  { role: "own", re: /\b(?:selling|sold|sell)\s+up\s+(?:in|at)\b/gi },
  // "ninety grand from selling the port augusta unit", "after the sale of our Cowra rental": a place sold, named before its noun.
  { role: "own", re: /\b(?:selling|sale of|sold|sell)\s+(?:the|our|my)\b(?=(?:\s+[a-z][\w'-]*){1,3}\s+(?:place|house|home|unit|property|apartment|townhouse|investment|ip|flat|cottage|rental)\b)/gi },
  // "we holidayed in Noosa last year", "we stay at Hawks Nest every summer": where the buyer holidays.
  { role: "past", re: /\b(?:we|i|they)\s+(?:\w+\s+)?(?:holidayed|holiday|holidays|vacationed|camped|honeymooned|stayed|winter|winters|wintered|summer|summers|summered)\s+(?:(?:up|down|out|over)\s+)?(?:in|at)\b/gi },
  { role: "others", re: new RegExp(`\\b(?:my|our)\\s+${PEOPLE}\\s+(?:just\\s+|recently\\s+|already\\s+|also\\s+|still\\s+)?(?:lives?|living|is|are|reckons?|says?|said|thinks?|thought|bought|buys|owns?|owned|works?|worked|moved|drew|draws|rents?|rented|has|had|got|told|went|loves?|sold|built|ate|broke|knocked|chewed|made|found|saw|did|won|lost|watched|played|came|ran|took|gave|fell|stole|dug|wrote|sent|showed)\\b(?!\\s+(?:(?:me|us)\\s+)?to\\s+(?:add|include|find|search|look|try|check|consider|help)\\b)`, "gi") },
  // "Vince's brother had one in Mooroopna": someone's relation, and what they have or do there.
  { role: "others", re: new RegExp(`\\b[a-z]+(?:'s|’s)\\s+${PEOPLE}\\s+(?:from\\s+(?:the\\s+)?\\w+\\s+)?(?:just\\s+|also\\s+|still\\s+)?(?:lives?|living|bought|owns?|owned|works?|worked|moved|rents?|rented|has|had|sold|built)\\b`, "gi") },
  // "a joke about a house", "a picture of a unit": what the story is about is not a wish.
  { role: "others", re: /\b(?:jokes?|story|stories|pictures?|drawings?|photos?|songs?|poems?|movies?|shows?|memes?|cartoons?|riddles?)\s+(?:about|of|on|with|featuring)\b/gi },
  { role: "others", re: /\b(?:(?:we've|we have|i've|i have|have|got)\s+(?:\w+\s+)?(?:family(?: members?)?|parents|folks|relatives|rellies|friends|grandkids|in-laws)|(?<!\bfor\s)(?:my|our)\s+(?:family|parents|folks|relatives|rellies|in-laws|inlaws|grandkids)\s+(?:are|is|live|lives|living)?)\s*(?:in|at|near|around|up in|down in|out in)\b/gi },
  // "been out at Mt Bundey on ex all week", "I've been up in Weipa for work": where the buyer has been.
  { role: "past", re: /(?:^|[.!?,;]\s*|\b(?:i've|ive|i have|we've|we have|i'd|we'd|just|i|we)\s+)been\s+(?:out|up|down|over|away|stuck|working)\s+(?:at|in|on)\b/gi },
  // "we did a year in Darwin", "I spent two winters up in Broome", "what I get in Marrickville", "downsize from Earlwood".
  { role: "past", re: /\b(?:we|i)\s+(?:did|spent|had|lived|worked)\s+(?:a|an|one|two|three|four|five|six|\d+|several|a few|a couple of)\s+(?:\w+\s+)?(?:years?|yrs?|months?|summers?|winters?|seasons?|stints?)\s+(?:(?:up|down|out|over)\s+)?(?:in|at)\b/gi },
  { role: "own", re: /\bwhat (?:i|we) (?:get|pay|earn|make|charge)\s+(?:\w+\s+){0,2}?(?:in|at|for (?:my|our) \w+ in)\b/gi },
  // ("I want to downsize from Earlwood": a wish to leave a place is no wish for it, whatever "want" comes before.)
  { role: "past", re: /\bdownsiz\w* (?:out )?(?:of|from)\b/gi },
  // "after what happened to us in Lismore", "we've been flooded twice in Lismore", "we've done two floods in Lismore": where
  // something befell the buyer.
  { role: "past", re: /\b(?:what happened(?: to (?:us|me|them))?|(?:we've|we have|we|i've|i have|i|they've|they)\s+(?:(?:been|got|were|was)\s+)?flooded(?: out)?(?: (?:twice|once|again|\w+ times))?|(?:been|lived|gone|got|come)\s+through\s+(?:\w+\s+){0,2}?(?:floods?|fires?|cyclones?)|(?:done|had|survived|seen)\s+(?:two|three|four|both|the|those|\d+)\s+(?:floods|fires|cyclones))\s+(?:in|at|up in|down in|out in)\b/gi },
  // "so I'm closer to them in Campbelltown", "nearer my parents in Kew": where the people they want to be near live.
  { role: "others", re: /\b(?:closer|nearer|close|near)(?: to)? (?:them|him|her|my (?:parents|mum|mom|dad|folks|family|kids|daughter|son|sister|brother)|the (?:kids|grandkids|family))\s+(?:in|at|out in|up in|down in)\b/gi },
  // "she'll never leave Charters Towers": where someone else stays.
  { role: "others", re: /\b(?:she|he|they|mum|dad|nan|mum and dad)(?:'ll|’ll| will| would|'d)?\s+never\s+(?:leave|move from|move out of)\b/g },
  // "we want to leave Lismore altogether", "getting out of Sydney": the place they want to leave is where they live.
  { role: "live", re: /\b(?:(?:want|wants|wanting|need|needs|going|ready|keen|plan|planning|dying|decided|have)\s+to\s+(?:leave|get out of|move away from|escape)|(?:getting|get) out of|moving away from|escaping)\b/gi, capitalAfter: true },
  // "Home: East Albury", "Peter's office: Wodonga. Mine: Albury. Kids: Wagga + Bendigo": a label of the household's places
  // (not "Dad: Katherine NT, house, 3 bed": a brief relayed for someone, its home said on the line).
  { role: "others", re: /(?<=(?:^|[\n.;])\s*(?:\d+[.)]\s*)?)(?:(?:current\s+)?home|ppor|residence|mine|ours|kids|children|parents|folks|family|mum|dad|work|office|job|[a-z]+(?:'s|’s)\s+(?:office|work|job|place|home|clinic|practice))\s*:(?![^\n.;]*\b(?:house|unit|townhouse|apartment|villa|bed|beds|bedrooms?|br|under|up to|max|budget)\b)/g },
  // "Own in Lavington already", "owned in Dubbo before": what is held, said without its subject.
  { role: "own", re: /(?:^|[\n.;]\s*)(?:al+re?a?dy\s+)?(?:own|owned)\s+(?:(?:a|an|one|two|\d+)\s+)?(?:\w+\s+)?(?:in|at)\b/g },
  // "We're East Albury;": where the household is, named alone.
  { role: "live", re: /\b(?:we're|we are|i'm|i am)(?=\s+[a-z]+(?:\s+[a-z]+)?\s*[;,.](?:\s|$))/g, capitalAfter: true },
  // "Friends of ours just bought in Torquay", "Macca just bought in Launceston": someone's recent move or purchase.
  { role: "others", re: /\b(?:just|recently)\s+(?:bought|purchased|settled|moved)\s+(?:(?:a|an|one|two)\s+\w+\s+)?(?:in|at|up in|down in|out in|over in|into)\b/g },
  // "Just back from Mallacoota", "we're back from Broome": a trip.
  { role: "past", re: /\b(?:just|got|i'm|im|we're|i am|we are|only|freshly|driving|coming|heading|flying|on (?:my|our|the) way)\s+(?:got\s+)?back\s+from\b/g },
  // "Jade works in Freo", "Jade's work is in Fremantle": another's workplace.
  { role: "others", workplace: true, re: /\b[a-z]+(?:'s|’s)?\s+(?:works|working|work is|job is|office is|workplace is)\s+(?:(?:out|up|down|over)\s+)?(?:in|at)\b/g },
  // "Amy work at Highton vet clinic", "Amy works in Geelong": a named person's work, the verb perhaps uninflected.
  { role: "others", workplace: true, re: /\b(?!(?:i|we|you|they|he|she|must|both|also|still|will|would|could|should|might|can|to|and|or|that|which|who|it|this|me|us|not|never|always|often|mostly|currently|now|then|just)\b)[a-z]+\s+(?:work|working)\s+(?:(?:out|up|down|over)\s+)?(?:in|at)\b/g, capitalAfter: true, nameBefore: true },
  // "Me and Amy live Belmont, Geelong": where the household lives, the preposition left out.
  { role: "live", re: /\b(?:me and [a-z]+|[a-z]+ and me|we|i)\s+(?:live|rent)(?=\s+(?!(?:in|at|near|around|with|on|here|there|a|an|the|close|by|off|together|alone|like|it|out|up|down|over|for|and|so|but|now|currently|still|there)\b)[a-z])/g, capitalAfter: true },
  { role: "past", re: /\b(?:was|were|had been|we'd been|i'd been)\s+(?:going to|gonna|planning to|planning on|thinking of|thinking about|looking at|looking in|considering|keen on|eyeing)\b|\b(?:we|i)\s+(?:looked at|considered)\b/gi },
];
/** A letter's sign-off line ("Kind regards,", "Thanks ever so,", "Cheers,", "Best,"): what follows is its writer's name. */
export const SIGN_OFF = /(?:^|\n)[ \t]*(?:(?:kind|warm|warmest|best|many|with|all the|yours|thanks|thank you)[ \t]+)?(?:regards|wishes|thanks|cheers|best|thank you|ta|sincerely|faithfully|truly)(?:[ \t]+(?:in advance|again|ever so|so much|heaps))?[ \t]*[,.!]*[ \t]*(?=\n)/gi;
/** "Lachlan here.": the writer's name opening the message (after a greeting). */
export const NAME_HERE = /^\s*(?:(?:[Hh]i|[Hh]ello|[Hh]ey|[Gg]'?day|[Mm]orning|[Gg]ood (?:morning|afternoon|evening))[ \t]*[,!.]?\s+)?([A-Z][a-z]+)[ \t]+here\b/;
/**
 * A person's first name, told by what stands around it: after a relation ("my friend Beryl", "her sister Dot", "client
 * Lorna"), before a possessive of family ("Claire's eldest", "Tom's parents") or before a verb of speaking or calling
 * ("Claire rang", "Peter says"). Such a name is no place (Clare, Lorne).
 */
export const PERSON_NAME = [
  /\b(?:[Mm]y|[Oo]ur|[Hh]er|[Hh]is|[Tt]heir|[Tt]he)\s+(?:friend|mate|sister|brother|daughter|son|cousin|niece|nephew|aunt|auntie|uncle|neighbou?r|colleague|client|partner|husband|wife|granddaughter|grandson|grandchild|sister[- ]in[- ]law|brother[- ]in[- ]law|daughter[- ]in[- ]law|son[- ]in[- ]law|mother[- ]in[- ]law|father[- ]in[- ]law)(?:\s+from\s+\w+)?\s+([A-Z][a-z]+)\b(?!\s*(?:or\b|and\b|\/|,|&|-|–))/g,
  /\b([A-Z][a-z]+)'s\s+(?:eldest|youngest|kids|children|boys|girls|son|daughter|husband|wife|partner|parents|family|grandchildren|grandkids|mum|dad)\b/g,
  /\b([A-Z][a-z]+)\s+(?:rang|called|phoned|says|said|reckons|reckoned|thinks|thought|told me|tells me|texted|messaged|insists|suggested)\b/g,
  /\b(?:[Ff]rom|[Ff]or|[Ww]ith)\s+([A-Z][a-z]+)\s+\((?:she|he)\b/g,
];
/** A time in the past said of what happened: "back in 2018", "twenty years ago", "as a boy", "when I was a student". */
export const PAST_TIME = /\b(?:back in (?:19[5-9]\d|20[01]\d|202[0-5])\b|(?:\w+|\d+) (?:years?|yrs?|months?|decades?) (?:ago|back)\b|years (?:ago|back)\b|as a (?:boy|girl|kid|child|young(?:ster| fella| bloke)?|teenager|teen|student|uni student|lad)\b|when (?:i|we) (?:was|were) (?:a )?(?:kids?|young|little|boy|girl|student|teenagers?)\b|(?:in|during) my (?:twenties|teens|uni days|childhood|youth)\b)/i;
/** "in 2018" with a verb in the past: "sold a unit in Naracoorte in 2019" (not "in 2022", a postcode). */
export const PAST_YEAR = /\bin (?:19[5-9]\d|20[01]\d|202[0-5])\b/i;
export const PAST_VERB = /\b(?:sold|bought|had|lived|was|were|went|grew|moved|spent|did|rented|owned|worked|visited|stayed|holidayed|\w{3,}ed)\b/i;
/** What a buyer wishes or asks in the same clause: then the clause is no story ("we sold in 2019 and want Ballarat now"). */
export const WISH_IN_CLAUSE = /\b(?:not|no|nothing|avoid|don't|dont|never|without|steer|want|wanting|wants|after|looking|look for|keen|prefer|like|love|hoping|find|show|search|buy|buying|invest|need|would|'d|could|can you|please)\b/i;
/** A wish after all when these come just before the cue ("we'd love to live in", "hoping to work in"). */
export const WISH_BEFORE = /\b(?:to|want|wanna|would|'d|like|love|hope|hoping|plan|planning|prefer|keen|could|can|will|'ll|might|should|near|close to|closer to)\s+(?:\w+\s+)?$/i;
/** Jobs end like these ("nurse", "teacher", "electrician"); a buyer describing themselves ("first home buyer", "investor") is not at work. */
export const JOB_WORD = /(?:er|or|ist|ian|ic|ant|ent|man|woman|men|ee|nurse|tradie|chef|cop|student|miner|fifo|vet|gp|surgeon|midwife|barista|medic|paramedic)s?$/i;
export const NOT_A_JOB = /\b(?:buyers?|investors?|owners?|purchasers?|renters?|tenants?|after|over|under|member|other|either|neither|whatever|never|ever|better|later|bigger|smaller|cheaper|closer|further|keener|happier|first|looking|interested|keen|wanting|hoping|planning|searching|buying|investment|investing)\b/i;
/** Where a context clause ends: punctuation, a count of rooms ("…in Lismore four bedrooms two bathrooms", dictated), "but", "so", "now", "and I/we", a new wish ("want", "need", "looking"). */
export const CONTEXT_END = /[.;!?\n)]|,|\s[-–—]\s|\b(?:(?<!\b(?:a|an|the|my|his|her|our|their)\s)(?:one|two|three|four|five|six|\d)\s+(?:bed|bedroom|bedrooms|beds|br|bath|bathroom|bathrooms)\b|but|so|though|although|however|because|cos|while|whereas|now|next|instead|then|this time|and (?:i|we|i'm|we're|now|want|need|would|we'd|i'd|looking|after|so)|want|wants|wanting|need|needs|looking|after|keen|hoping|prefer|buy|buying|invest|investing|purchase|purchasing|(?:would|'d) (?:like|love|prefer)|try|i'd|i'll|i'm|we'd|we'll)\b/i;
/** Where a place someone comes from ends: "moving from Perth to Hobart". */
export const ORIGIN_END = /\b(?:to|for|and|into|with)\b/i;
/** A name of a workplace that is not a suburb: "the Royal Melbourne Hospital", "Bathurst Base Hospital". */
export const PROPER_NAME = /^\s*(?:the\s+)?([A-Z][\w'&-]*(?:\s+(?:of\s+|the\s+|and\s+|&\s+)?[A-Z][\w'&-]*){0,5})/;

/* ------------------------------ Clearing a filter (./readers/clear.ts) ------------------------------ */

/** A field dismissed before it is named: "don't worry about the train", "never mind the age", "any style is fine". */
export const DISMISS_BEFORE = /(?:\b(?:don'?t|do not|doesn'?t|does not|won'?t)\s+(?:really\s+)?(?:care|worry|mind|fuss|need to be (?:near|close to))\s*(?:about|re|with|for|if)?|\b(?:never ?mind|forget(?: about)?|drop|remove|scrap|scratch|ditch|lose|get rid of|take off|skip|nix|cancel|no need for|not fussed (?:about|on|re)|not worried about|not bothered (?:about|by)|not too worried about|unfussed about|no preference (?:on|for)))\s*(?:the\s+|a\s+|my\s+|our\s+|that\s+|having\s+|being near\s+|how many\s+)?$/i;
/** "any style is fine", "whatever age", "the number of bathrooms doesn't matter": said of a field of the form. */
export const ANY_BEFORE = /\b(?:any|whatever|no particular)\s*$/i;
/** A field dismissed after it is named: "bathrooms don't matter", "parking's not a big deal", "schools aren't important", "garage isn't essential". */
export const DISMISS_AFTER = /^(?:'s|s)?\s*(?:count|number|requirement|thing|preference|filter|side|bit|stuff|risk|zones?|overlays?|style|age)?\s*(?:(?:doesn'?t|does not|don'?t|do not|won'?t)\s+(?:really\s+)?(?:matter|bother|worry|concern)|(?:is|are|'s)?\s*(?:n'?t|not)\s+(?:really\s+|that\s+|too\s+|very\s+|so\s+|all that\s+)?(?:important|essential|necessary|needed|required|a must|a (?:big )?deal|big deal|an issue|a concern|a priority|a problem|a dealbreaker|critical|crucial|vital|a worry|worried|fussed|bothered)|(?:is|are|'s)\s+(?:optional|fine either way|not needed|not required|unimportant|irrelevant|flexible|negotiable|whatever)|(?:is|are)\s+(?:fine|ok|okay)\s+(?:either way|whatever|by me)|(?:can|could)\s+go)\b/i;
/** The names of the fields a buyer clears ("the bathroom count", "the parking requirement", "the minimum price"). */
export const FIELD_WORDS: readonly [field: "bedrooms" | "bathrooms" | "parking" | "priceMin" | "style" | "age", re: RegExp][] = [
  ["bedrooms", /\b(?:number of )?bed(?:room)?s?(?: count| number)?\b/gi],
  ["bathrooms", /\b(?:number of )?bath(?:room)?s?(?: count| number)?\b/gi],
  ["parking", /\b(?:parking(?: requirement| spaces?| spots?)?|car ?spaces?|car ?parks?|off[- ]street parking)\b/gi],
  ["priceMin", /\b(?:min(?:imum)?(?: price)?|price floor|lower (?:limit|end|bound)|(?<=\bthe )(?:bottom|floor)(?: end| limit| of the range)?)\b/gi],
  ["style", /\b(?:style|architecture|look of (?:it|the (?:house|place)))\b/gi],
  ["age", /\b(?:age|how old (?:it is|they are)|year built|build year)\b/gi],
];

/* ------------------------------ Style and age (./readers/style.ts) ------------------------------ */

export const STYLE_CONCEPTS: Concept<Style>[] = [
  c("Federation", "federation(?:[- ](?:era|style|home|house|cottage|period))?|edwardian"),
  c("Queenslander", "queenslanders?|(?:old )?qlder"),
  c("Colonial", "colonial(?:[- ]style)?|victorian(?:[- ](?:era|style|terrace|home|house))|georgian"),
  c("Contemporary", "contemporary|modern(?=[- ](?:\\d+[- ]?(?:bed(?:room)?s?|br)[- ])?(?:homes?|houses?|townhouses?|apartments?|units?|designs?|builds?|styles?|architecture|architect))|architect(?:urally)?[- ]designed"),
];
/** Styles that are an age rather than one of the form's styles: a Californian bungalow or an art deco flat is over 50 years old. */
export const OLD_STYLES = /\b(?:californian? bungalows?|cal bungalows?|art deco|inter[- ]?war|mid[- ]century|post[- ]?war|pre[- ]?war|weatherboard cottage|miners'? cottages?)\b/gi;
/** New: "new build", "brand new", "newly built", "recently built", "near new", "off the plan". */
export const NEW_BUILD = /\b(?:new(?:ly)?[- ]?builds?|newly built|brand[- ]new|recently built|near[- ]new|as new|new(?:er)? (?:home|house|townhouse|estate)s?|(?:built|completed) (?:this|last) year|off[- ]the[- ]plan)\b/gi;
/** "under 5 years old", "no older than 10 years", "built in the last 15 years", "less than 15 years old". */
export const MAX_AGE = pattern("gi")`(?:\b(?:under|less than|no (?:more|older) than|not (?:more|older) than|nothing older than|not over|up to|at most|max(?:imum)?|younger than|within (?:the )?(?:last|past)|built (?:in |within )?(?:the )?(?:last|past)|in the (?:last|past)|new(?:ish)?\s*\(\s*(?:the\s+)?(?:last|past))|<)\s*(?:about |around |like |roughly )?${AGE_COUNT}\s*(?:\+\s*)?(?:years?|yrs?)(?:\s+old)?\b|(?:≤|<=)\s*${AGE_COUNT}\s*(?:y\.?o\b\.?|years?\b|yrs?\b)|\b${AGE_COUNT}\s*(?:years?|yrs?)\s+old\s+(?:or (?:less|newer|younger)|max(?:imum)?|tops|at most)\b`;
/** "0–5 years old", "10 to 20 yrs old": the bands the span meets. */
export const AGE_SPAN = /\b(\d{1,3})\s*(?:-|–|to)\s*(\d{1,3})\s*(?:years?|yrs?)\s+(?:old|ago)\b/gi;
/** "over 60 years old", "at least 50 years old", "60+ years old", "older than 30 years". */
export const MIN_AGE = pattern("gi")`(?:\b(?:over|more than|older than|at least|min(?:imum)?)|>)\s*(?:about |around |like |roughly )?${AGE_COUNT}\s*(?:years?|yrs?)(?:\s+old)?\b|\b${AGE_COUNT}\s*\+\s*(?:years?|yrs?)(?:\s+old)?\b|\b${AGE_COUNT}\s*(?:years?|yrs?)\s+old\s+(?:or (?:more|older)|plus|\+)`;
/** "1970s", "the 1920s or earlier", "1920s-40s", "1920s or 30s", "'70s", "1990s onwards". */
/**
 * A decade of the last century said without it: "built sixties or seventies", "old 60s houses" (not a person's age: "in
 * our sixties", "my late 60s").
 */
export const DECADE_WORD = /(?<!\b(?:my|our|his|her|their|your)\s+(?:(?:early|mid|late)[- ])?)\b(fifties|sixties|seventies|eighties|nineties|[5-9]0s)\b(?:\s*(?:-|–|to|or|and|&)\s*(?:the\s+)?(fifties|sixties|seventies|eighties|nineties|[5-9]0s)\b)?/gi;
export const BUILD_DECADE = /(?:\bthe\s+)?(?:\b(18|19|20)|['’])(\d)0'?s\b(?:\s*(?:-|–|to|or|and|&)\s*(?:the\s+)?(?:(?:19|20)?(\d)0'?s|['’](\d)0s))?(\s+(?:or|and)\s+(?:older|earlier|before|prior|newer|later|after|up)|\s+onwards|\s+on)?/gi;
/** "built 2015", "pre-1970", "built after 2010", "2015-2020ish", "1990 or newer", "post 2000" (not "after 2019": an event). */
export const BUILD_YEAR = /\b(pre|post|older than|newer than|built(?:\s+(?:in|after|before|since|around|about|from|between|circa|c\.?)(?:\s+(?:about|around|roughly|circa|approx\.?|c\.))?)?|build|constructed(?:\s+(?:in|after|before|since))?|era|(?:from\s+)?(?:around|about|circa|c\.)(?=\s+1[89]\d\d\b))?[-\s]*((?:18|19|20)\d\d)(?:\s*(?:-|–|to|and)\s*((?:18|19|20)\d\d))?(?:ish)?(\s+or\s+(?:older|earlier|before|newer|later|after)|\s+onwards|\s+(?:and|or)\s+up)?\b/gi;
/** "any style", "style doesn't matter" are read by the clear reader (./readers/clear.ts). */

/* ------------------------------ Off-topic and questions (../index.ts) ------------------------------ */

/** Talk about something else: weather, sport, politics, jokes, food, the assistant itself, stories about pets and kids. */
export const OFF_TOPIC =
  /\b(?:capital (?:city )?of|time difference|time ?zones?|ferry|ferries|timetables?|flights? (?:to|from|times)|limericks?|coffee machines?|removalists?|good ?night|nighty? night|weather|forecast|rain(?:ing|y)?|sunny|snow(?:ing)?|hot|cold|temperature|degrees|storms?|humid|windy|heatwave|footy|afl|nrl|rugby|cricket|soccer|football|tennis|netball|basketball|golf|grand final|state of origin|the game|the match|premiership|who (?:won|wins|will win|is winning)|politics|political|politicians?|government|govt|prime minister|the pm|the premier|election|elections|vote|voting|senate|parliament|minister|labor party|liberal party|the greens|jokes?|funny|laugh|favou?rite (?:colou?r|food|movie|song|team|book)|your name|how are you|how's your day|are you (?:a )?(?:robot|bot|human|real|ai|person)|pizza|burger|restaurant recommendations?|dumplings?|ramen|sushi|pho|laksa|yum cha|dim sum|brunch|(?:good|best|nice|decent) (?:restaurants?|cafes?|pubs?|bakery|bakeries|coffee|ramen|food|eats|beach(?:es)? (?:in|at|near))|anyone (?:home|there|awake)|you there|are you (?:there|awake|around)|recipes?|movies?|netflix|music|songs?|lol|lmao|rofl|haha+|hehe|my (?:dog|cat|kid|kids|son|daughter|cat's|dog's) just)\b/i;
/** A question rather than a request: ends with "?" or starts with a question word. */
export const QUESTION = /\?\s*$|^\s*(?:what|whats|what's|how|hows|how's|is|are|do|does|did|can|could|would|should|will|which|where|why|tell me about|tell me what)\b/i;
/** A question about a place rather than a wish for it: "what's Echuca like?", "how's the rental market in Caloundra?", "is X a good place to invest?". */
export const ABOUT_A_PLACE = /\b(?:like|vibe|feel|market|median|prices?|rents?|rental|growth|yield|good (?:place|area|suburb|spot|investment|idea|buy)|safe|worth|opinion|think (?:of|about)|reckon|know about|tell me about|how is|how's|what's .{0,30} like|crime|schools? (?:like|good))\b/i;
/** A request phrased as a question: "can you find me…", "do you have anything in…". */
export const REQUEST = /\b(?:find|show|search|look(?:ing)? (?:for|in|at)|anything|something|got any|have any|any (?:houses|units|listings|properties|places)|get me|i want|we want|i'd like|we'd like|i need|we need)\b/i;
/** "there", "in that suburb", "that area": the places of the previous turn ("there" in "is there a…" is not a place). */
export const THERE = /\b(?:(?:in|around|near|out|over|up|down)\s+)?(?:there|that (?:suburb|area|town|place|spot))\b(?!\s*(?:is|are|was|were|'s|'re|be|any|a lot|aren't|isn't|might|will|won't|would))/i;
export const NOT_THERE_BEFORE = /\b(?:is|are|was|were|'s|if|whether|not|over)\s*$/i;
/** "find me one", "I'd like one of those", "something like that": the concept the previous turn asked about. */
export const ONE_OF_THOSE = /\b(?:find|get|show|want|like|after|keen on|buy|search for|look for|looking for|give)\s+(?:me\s+|us\s+)?(?:one|one of (?:those|them|these)|some of (?:those|them)|that|those|a place like that|something like that)\b(?!\s*(?:bed|bath|car|storey|level|living|more|less|of (?:the|my|our)\b))/i;
/** "within 30 minutes of work", "max 45 mins drive to there", "an hour from the office": a travel time to a place named before. */
/** "ride to work — max 20 min by bike", "wants to walk there, 20 minutes on foot at most": the trip, then its time. */
export const WORK_THEN_TIME = pattern("i")`\b(?:drive|driving|ride|riding|walk|walking|cycle|cycling|bike|commute|commuting|get|getting|bus|train)\s+(?:to\s+(?:my |our |his |her |the )?(?:work|workplace|office|job)|there)\b[^.;!?\n]{0,30}?\b(?:max(?:imum)?\s+|under\s+|no more than\s+|less than\s+|within\s+)?${TRAVEL_COUNT}[\s-]*(min|mins|minutes?|hrs?|hours?)\b`;
export const TRAVEL_TO_WORK = pattern("i")`\b(?:within|under|less than|max(?:imum)?|no more than|up to|about|around)?\s*${TRAVEL_COUNT}[\s-]*(min|mins|minutes?|hrs?|hours?)(?:'s|'|’s|’)?\s*(drive|driving|walk|walking|train|train ride|by train|by car|on foot|bike ride|by bike|by bicycle|on (?:the |my |a )?(?:bike|bicycle)|cycling|cycle|commute|public transport|by public transport)?\s*(?:from|of|to|into)\s+(?:my |our |the |his |her )?(?:work|workplace|office|job|there|it|that)\b`;

/* ------------------------------ The summary and "Search now" (../index.ts) ------------------------------ */

/** "Search now", "yes, search", "looks good", "go ahead": the summarised brief is confirmed. */
export const CONFIRM =
  /^\s*(?:(?:yes|yep|yeah|yup|correct|that'?s (?:right|correct|it|fine)|looks? (?:good|right|fine)|sounds good|all good|perfect|great|ok(?:ay)?|sure)\b[\s,.!]*)*(?:(?:please\s+)?(?:search(?: now| for (?:it|them|that))?|run (?:the |it|a )?search|start (?:the |a )?search|go(?: ahead)?|go for it|do it|find (?:them|matches|properties|it))(?:\s+now)?(?:\s+please)?[\s.!]*)?$/i;
/** "what did you understand?", "what have you got so far?", "what's my brief?". */
export const WHAT_UNDERSTOOD = /\bwhat (?:did|do|have) you (?:understand|understood|got|get|have|know)\b|\bwhat(?:'s| is) (?:my|the) (?:brief|search)\b|\bwhat have you got\b|\bsummar(?:y|ise|ize)\b|\bshow (?:me )?(?:my|the) brief\b|\bwhere are we (?:at|up to)\b/i;
/** "which suburbs would you suggest…?", "what do you suggest?", "any suggestions?", "where should I invest?". */
export const SUGGEST =
  /\b(?:which|what) (?:suburbs?|areas?|places|towns?|regions?|locations?)\b[^?.!\n]{0,40}?\b(?:would|do|should|could|can|might) (?:you|i|we) (?:suggest|recommend|look at|consider|buy in|invest in|try)|\b(?:what|who) do you (?:suggest|recommend)\b|\bany (?:suggestions|recommendations|ideas)\b|\b(?:suggest|recommend) (?:some |a few |any |me |us )?(?:suburbs?|areas?|places|towns?|locations?)\b|\bwhere (?:should|would|could) (?:i|we) (?:buy|invest|look)\b|\bwhere (?:do|would) you (?:suggest|recommend)\b|\bsuburb (?:suggestions|recommendations|ideas)\b/i;
/** "Add Kirwan, QLD 4817": a suggestion chip's message. */
export const ADD_SUGGESTION = /^\s*add\s+(.+?)\s*$/i;
