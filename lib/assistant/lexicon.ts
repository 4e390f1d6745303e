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

/** One option of a field and the words that name it (one case-insensitive whole-word regex). */
export type Concept<K extends string> = { key: K; re: RegExp };

const c = <K extends string>(key: K, words: string): Concept<K> => ({ key, re: new RegExp(`\\b(?:${words})\\b`, "gi") });

/* ----------------------------- Scope (./scope.ts) ----------------------------- */

/** Words that turn what follows in their clause into its opposite ("no units", "drop Ballarat"). */
export const NEGATORS =
  /\b(no|not|non|dont|don't|do not|doesnt|doesn't|does not|without|avoid|avoiding|never|nothing|exclude|excluding|skip|hate|rather not|except|anything but|no need for|stay away from|steer clear of|away from|free of|none|nope|minus|isn't|isnt|aren't|arent|won't|wont|cant|can't|cannot|forget|drop|remove|ditch|scrap|lose|take out|leave out|get rid of|cross off|nix|no longer|not interested in|not after|not looking for|not fussed about|don't care about|dont care about|don't need|dont need|no more)\b/i;
/** Acceptance before a risk in its clause ("don't mind bushfire"): the filter is off. */
export const ACCEPTING = /\b(don't mind|dont mind|do not mind|ok with|okay with|fine with|happy with|not worried|not bothered|not fussed|doesn't matter|doesnt matter|no problem with|can live with|open to|not concerned)\b[^.,;!?\n]*$/i;
/** Acceptance just after a risk ("heritage is fine"). */
export const ACCEPTING_AFTER = /^[^.,;!?\n]{0,25}\b(is fine|are fine|is ok|are ok|is okay|are okay|doesn't matter|doesnt matter|not an issue|no issue|no problem|don't matter|dont matter|ok by me|fine by me)\b/i;
/** Where a clause ends: punctuation, "but", "also", a new "want"/"need" … */
export const CLAUSE_BREAK = /[.;!?\n]|,|\bbut\b|\bhowever\b|\bthough\b|\balthough\b|\band (i|we)\b|\bplus\b|\balso\b|(?<!\b(?:don'?t|do not|doesn'?t|does not|no|not|won'?t|never)\s)\b(?:want|need|prefer)\b|\blooking\b|\bmust\b|\bwith\b/gi;
/** "no actually", "no wait": a correction of the last turn, not a negation. */
export const CORRECTION = /\b(?:no|nah|nope)\s+(?=actually|wait|sorry|scratch|make|change|let'?s)/gi;

/* ------------------------- Typos and reset (./reading.ts, ./readers/reset.ts) -------------------------- */

/** Short slips the edit distance can't fix ("flod", "hse", "IP"), with what they mean. */
export const MISSPELLINGS: Record<string, string> = {
  flod: "flood", flud: "flood", fload: "flood", hous: "house", huose: "house", bedd: "bed", unti: "unit", uint: "unit",
  yeild: "yield", yeilds: "yields", apartmnt: "apartment", renno: "reno", reni: "reno", subdiv: "subdivide", gf: "granny flat", apt: "apartment",
  ip: "investment property", ppor: "home", cashflw: "cashflow", grwoth: "growth", grannyflat: "granny flat",
};

/** "start over", "new search", "clear everything": the brief starts afresh. */
export const RESET = /^\s*(?:let'?s |can we |please )?(?:start (?:over|again|fresh)|new search|reset|clear (?:everything|all|it all)|restart|from scratch)\b/i;

/* ------------------------------ Land (./readers/land.ts) ------------------------------ */

/** "600sqm+", "800 m2", "quarter acre", "2 hectares". */
export const LAND_SIZE = /(?:(\d[\d,]*(?:\.\d+)?)\s*\+?\s*(sqm|sq\.? ?m(?:etres|eters)?|m2|square ?met(?:re|er)s?|metres? squared|sq ?met(?:re|er)s)\b\s*\+?)|(?:\b(quarter(?: of an?)?|half(?: an?)?|one|an?|\d+(?:\.\d+)?|1\/4|1\/2|3\/4)\s*[- ]?\s*(acres?|ac\b|hectares?|ha\b))/gi;
/** "block of 700", "land size: 650". */
export const LAND_LABELLED = /\b(?:block|land|lot)(?: size)?\s*(?:of|over|at least|min(?:imum)?|>|:|=|around|about)?\s*(\d{3,5})\s*\+?(?!\s*(?:k\b|m\b|,\d|\$|\d))/gi;
/** "any land size", "land size doesn't matter". */
export const ANY_LAND_SIZE = /\b(?:any|no (?:minimum |min )?)land size\b|\bland size (?:doesn'?t|does not) matter\b/i;

/* ------------------------------ Counts (./readers/counts.ts) ------------------------------ */

/** A count as a digit or a word ("3", "three", "double", "a"). */
const NUM = "(\\d+|one|two|three|four|five|six|seven|eight|single|double|triple|a|an)";
const BED = "beds?|bedrooms?|bed ?rooms?|bedders?|bedroomed|br|bdr|bdrs|bdrm|bdrms|brm|brms|b\\/r|bd|bds|bedies|b\\b";
const BATH = "baths?|bathrooms?|bath ?rooms?|bathies|bthrms?|bth|ba";
const CAR = "car ?spaces?|car ?parks?|cars?|parks|parking(?: spaces?| spots?| bays?)?|garage spaces?|car garage|car accommodation|spaces?|carports?|car ?bays?";
const countRe = (units: string) => new RegExp(`\\b${NUM}\\s*(\\+|plus|or more)?\\s*(?:-\\s*)?(?:${units})(?![a-z])`, "gi");
const labelRe = (units: string) => new RegExp(`\\b(?:${units})\\s*(?:[:=]|-)?\\s*(?:at least |min(?:imum)? )?(\\d+)\\s*\\+?`, "gi");
export const COUNT_FIELDS = ([["bedrooms", BED], ["bathrooms", BATH], ["parking", CAR]] as const).map(([field, units]) => [field, { count: countRe(units), label: labelRe(units) }] as const);
/** "3x2", "4x2x2": bedrooms × bathrooms × car spaces. */
export const ROOMS_BY_X = /\b([1-9])\s*x\s*([1-6])(?:\s*x\s*([0-6]))?\b/gi;
/** "4/2/2". */
export const ROOMS_BY_SLASH = /\b([1-9])\/([1-6])\/([0-6])\b/g;
/** "a second bathroom", "an extra car space". */
export const EXTRA_ROOM = /\b(?:a |an )?(second|2nd|extra|another|third|3rd) (bathroom|bath|toilet|car space|garage|bedroom)\b/gi;
/** "3-4 bed", "2 or 3 bedrooms": the minimum. */
export const BEDROOM_RANGE = /\b([1-6])\s*(?:-|to|or)\s*([1-6])\s*(?:bed|beds|bedrooms?|br|bdrm?s?|bedders?)\b/gi;
/** "3b 2b", "4b 2ba". */
export const BEDS_BATHS_SHORT = /\b([1-9])\s*b\s+([1-6])\s*b(?:a|ath)?\b/gi;
/** "3 is fine", "2 will do". */
export const SETTLED_COUNT = /\b(\d|one|two|three|four|five)\s+(?:is|are|will do|would do|should do)\s*(?:fine|enough|ok|okay|plenty|good)?\b/i;
/** "DLUG", "single LUG": a lock-up garage and its size. */
export const LOCK_UP_GARAGE = /\b(d|s|t)lug\b|\b(double|single) lug\b/gi;
/** "double garage", "2 car carport". */
export const GARAGE_SIZE = /\b(single|double|triple|tandem|two|three|2|3) (?:car )?(?:lock[- ]?up )?(garage|carport|car park)s?\b/gi;
/** "off-street parking", "must have a car park": one space. */
export const ONE_PARKING = /\b(?:off[- ]street parking|a carport|parking for (?:a|one) car|somewhere to park|(?:must have|must|need|needs|with|has|have|want|plus) (?:a )?(?:car ?park(?:ing)?|parking(?: space| spot)?)|parking (?:is )?(?:a )?must)\b/gi;
/** "parking for 2". */
export const PARKING_FOR = /\bparking for (\d|two|three|four)\b/gi;
/** A bare answer to "how many bedrooms?": "3", "three+". */
export const BARE_COUNT = /^\s*(\d|one|two|three|four|five)\s*\+?\s*$/i;
/** "any number of beds", "bedrooms don't matter". */
export const ANY_BEDROOMS = /\bany (?:number of )?bed(?:room)?s\b|\bbed(?:room)?s (?:don'?t|do not|doesn'?t) matter\b/i;
/** "any number of baths". */
export const ANY_BATHROOMS = /\bany (?:number of )?bath(?:room)?s\b/i;

/* ------------------------------ Prices (./readers/prices.ts) ------------------------------ */

/** An amount with its unit: "$650,000", "750k", "1.2m", "400 grand", "1.1 mil", "450,000 dollars". */
export const AMOUNT = /(\$\s*)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(\s*(?:k|grand|thousand|mil(?:lion|l)?|m|mio|dollars|bucks|aud)\b)?/gi;
/** Price cues before an amount: a maximum ("under", "max", "no more than", "budget's") or a minimum ("over", "from"). */
export const MAX_CUE = /(?:(?:max(?:imum)?|budget|price|limit|ceiling|cap|top end|it|that) (?:up )?to|nothing (?:over|above|more than|higher than|dearer than)|have|got|spend(?:ing)?|pre[- ]?approv(?:al|ed)(?: for| of| up to)?|borrow(?:ing)?(?: capacity)?(?: of| up to)?|under|below|less than|max(?:imum)?|up to|upto|no more than|not more than|no higher than|not over|not above|budget(?:'?s| is| of| around| about| up to)?|<=?|tops|at most|ceiling|cap(?:ped)? (?:at|of)?|around|about|approx(?:imately)?|~|spend(?:ing)?|afford|pay|price(?:d)?(?: range)?(?: up to| under)?|for|within|sub|no higher than|lower than|cheaper than|maximum price)\s*(?:of\s*|is\s*|at\s*|:\s*)?$/i;
export const MIN_CUE = /(?:over|above|more than|min(?:imum)?|at least|from|starting(?: at| from)?|>=?|no less than|not less than|no lower than|not under|not below|greater than|higher than|upwards of|minimum price)\s*(?:of\s*|is\s*|at\s*|:\s*)?$/i;
/** Cues after an amount: "800k+", "or more"; "or less", "tops". */
export const MIN_AFTER = /^\s*(?:\+|plus\b|or more\b|and (?:up|above|over)\b|upwards\b|minimum\b|min\b)/i;
export const MAX_AFTER = /^\s*(?:or less\b|or under\b|max\b|maximum\b|tops\b|or below\b|or thereabouts\b|ish\b|budget\b)/i;
/** Words after a number that make it something other than a price (rooms, areas, times, counts). */
export const NOT_PRICE_AFTER = /^\s*(?:%|percent|bed|beds|bedroom|bath|car|sqm|sq|m2|square|acre|ha\b|hectare|min\b|mins\b|minute|hour|hr|km|kilomet|metre|meter|m\b(?! ?(?:budget|max|tops))|storey|stor|year|yr|week|wk|pw|p\/w|\/w|a week|per week|month|kid|people|room|lots?\b|townhouses|units|dwellings|houses\b|x\s*\d|\/\d|street|road|ave\b|am\b|pm\b|o'?clock)/i;
export const ORDINAL_SUFFIX = /^(?:th|st|nd|rd)\b/i;
/** A rent, not a price: "rents for 550", "550 a week". */
export const RENT_CUE = /\b(?:rent(?:s|al)?|weekly|per week|a week|pw|return)\b[^.,;!?\n]{0,12}$/i;
export const PER_PERIOD_AFTER = /^\s*(?:\/|per|a|p)\s*(?:w|wk|week|month)\b/i;
/** A renovation budget: "reno budget 80k", "spend 120k"; "$100k for renos", "80k reno budget". */
export const RENO_CUE = /\b(?:reno(?:vation)?s? budget|renno budget|budget for (?:the )?reno\w*|reno(?:vation)?s? (?:up to|of|around|about|max)|(?:spend|put|allow)(?:ing)? (?:up to |about |around )?)\s*(?:of|is|:|=|around|about|up to|max)?\s*$/i;
export const SPEND_CUE = /(?:spend|put|allow)(?:ing)?\s*(?:up to |about |around )?$/i;
export const SPEND_ON_AFTER = /^\s*(?:on|for|into)\b/i;
export const RENO_AFTER = /^\s*(?:for|on|to spend on|to put into|into|towards)\s+(?:the |a )?(?:reno|renovation|renno|fix(?:ing)? up|do(?:ing)? up|works?)\w*/i;
export const RENO_BUDGET_AFTER = /^\s*(?:reno|renovation|renno)s?\s+(?:budget|money|spend)/i;
/** Joins two amounts into a range: "600 - 700", "500 to 650k", "between 500 and 650k". */
export const RANGE_GAP = /^\s*(?:-|to|till|until|and|or|up to)\s*$/i;
export const AND_OR_GAP = /^\s*(?:and|or)\s*$/i;
export const BETWEEN_BEFORE = /\bbetween\s*$/i;
/** Two bare numbers are a price range only after a price word ("between 600 and 700", "budget 600-700"). */
export const PRICE_WORD_BEFORE = /\b(?:between|from|price|budget|range|\$)\b[^.,;!?\n]*$/i;
/** "no price limit", "any price", "drop the budget": no maximum. */
export const NO_MAX_PRICE = /\b(?:no (?:price )?(?:limit|max(?:imum)?|cap|ceiling)|any price|price (?:doesn'?t|does not) matter|no budget(?! finish)|(?:remove|drop|forget|scrap|lose|ditch|get rid of|take off|clear) (?:the |my )?(?:price |budget )?(?:limit|cap|ceiling|max(?:imum)?|budget|price))\b/i;
/** "no minimum price". */
export const NO_MIN_PRICE = /\bno min(?:imum)?(?: price)?\b/i;

/* ------------------------------ Property type (./readers/property-type.ts) ------------------------------ */

/** The property types; "flat" is an apartment unless it is a granny flat. */
export const TYPE_CONCEPTS: Concept<PropertyType>[] = [
  c("Townhouse", "townhouses?|town ?houses?|townhomes?|terrace(?:s| house| houses)?"),
  c("House", "homes? on (?:a |an )?(?:\\w+ )?(?:block|lot|allotment|acreage)|houses?|hse|freestanding|free[- ]standing|detached (?:home|house)|cottages?|bungalows?|weatherboards?|brick veneer|family homes?|queenslanders?|fibro|house and land"),
  c("Unit", "units?|villas?|villa units?"),
  c("Apartment", "apartments?|apts?|condos?|penthouses?|(?<!granny )flats?|studio apartments?"),
  c("Land", "vacant (?:land|block|lot)s?|blocks? of land|land only|bare land|empty blocks?|land to build|(?:buy|buying|looking for|want|after|some|just|for|a) (?:a )?(?:block of )?land(?! ?(?:size|area|tax|value|component))|(?:^|[.,;!?]\\s*)land(?= (?:(?:in|at|near|around|only)\\b|\\d))"),
];

/** Words before or after a type word that make it a strategy: "granny flat", "site for units", "build 3 townhouses". */
export const NOT_A_TYPE = /\b(?:rooming|boarding|share|granny|green|multi[- ]?|multiple|(?:site|development|potential|room|zoned|suitable|approval|approved|da|plans) for (?:\w+ )?|build(?:ing)? (?:\w+ )?|develop(?:ing)? (?:\w+ )?|put (?:\w+ )?|(?:two|three|four|2|3|4|several|some|a few) )$/i;
export const NOT_A_TYPE_AFTER = /^\s*(?:development|developments|site|sites|project|on the block|on it|down the back|out the back)\b/i;
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
/** "in case of", "a study on": not a study. */
export const NOT_A_STUDY_BEFORE = /\b(?:case|a|the)\s*$/i;
export const NOT_A_STUDY_AFTER = /^\s*(?:of|on)\b/i;
/** "pool is optional", "garage not needed". */
export const OPTIONAL_AFTER = /^\s*(?:is|are)?\s*(?:optional|not needed|not required|not necessary|unnecessary)/i;

export const RISK_CONCEPTS: Concept<Risk>[] = [
  c("flood", "flood(?:s|ing|[- ]prone|[- ]?plains?|[- ]zones?|[- ]overlays?|[- ]risk|[- ]free)?|inundation"),
  c("bushfire", "bush ?fires?(?:[- ]prone|[- ]zones?|[- ]overlays?|[- ]risk)?|fire[- ]prone|bal(?: rating| zone| 40| fz)?"),
  c("heritage", "heritage(?: listed| listing| overlays?| protected| controls?)?"),
];
/** "heritage style", "heritage charm": a look, not an overlay. */
export const HERITAGE_LOOK_AFTER = /\b(?:style|look|charm|character|features?|home|house)\b/i;

export const AVOID_CONCEPTS: Concept<Avoid>[] = [
  c("trainTracks", "train (?:lines?|tracks?)|rail(?:way)? (?:lines?|tracks?)|railway"),
  c("nextToSchool", "(?:next to|backing onto|beside|opposite) (?:a )?schools?"),
  c("nextToMajorRoad", "(?:main|major|busy) roads?|highways?|freeways?"),
];
/** "away from", "not on", "backing onto": the clause is about avoiding something. */
export const AVOIDING_BEFORE = /\b(?:away from|not (?:on|near|next to|backing onto)|avoid|backing onto|next to|on a)\b[^.,;!?\n]*$/i;
export const NEAR_BEFORE = /\bnear\b[^.,;!?\n]*$/i;

/* ------------------------------ Strategy (./readers/strategy.ts) ------------------------------ */

export const GOAL_CONCEPTS: Concept<Goal>[] = [
  c("highcashflow", "rents? (?:well|out well|strongly|easily)|strong rental demand|good rent|cash ?[- ]?flow(?:s| positive)?|cf(?: positive|\\+)?|positive(?:ly)? geared|positive gearing|neutral(?:ly)? geared|pays for itself|(?:high|good|strong|great|decent|best|solid|top) (?:rental )?(?:yields?|returns?)|yields?|yielding|rental (?:yield|return)s?|income producing|passive income|cash positive|rent covers(?: the)? (?:mortgage|loan)"),
  c("undervalued", "under ?[- ]?valued|below (?:market(?: value)?|median|value)|under (?:market(?: value)?|median|value)|bargains?|value buys?|good value|(?:great|good) deals?|motivated (?:sellers?|vendors?)|under ?priced|discounted|steal|cheap for the area|below what it'?s worth|buy under value"),
  c("highcapitalgrowth", "(?:capital |cap |long[- ]term |strong |high |good )?growth|capital gains?|(?:capital )?appreciation|gentrif\\w*|blue[- ]?chip"),
];
/** "growth over yield", "cash flow rather than growth": the second is passed over. */
export const PASSED_OVER_BEFORE = /\b(?:over|rather than|instead of|more than)\s+(?:\w+\s+)?$/i;

export const DEV_CONCEPTS: Concept<DevOption>[] = [
  c("battleAxe", "battle[- ]?axe|rear blocks?|back blocks?|subdivide (?:off )?(?:the )?(?:back|rear)|block behind"),
  c("sideByside", "side[- ]by[- ]side|sbs|duplex (?:build|site|development|project)|build (?:a )?duplex|knock down (?:and )?(?:rebuild )?(?:a )?duplex|dual occ(?:upancy)? (?:build|development|site|project)"),
  c("multiTownhouse", "multi[- ]?(?:unit|townhouse|dwelling|lot|res)s?(?: development| site| project)?|(?:site|development|potential|room|zoned|suitable|approval|approved|da|plans) for (?:\\w+ )?(?:townhouses|units|dwellings)|townhouse (?:development|site|project)s?|(?:build|develop|put|fit) (?:\\d+|two|three|four|five|several|some|a few|multiple) (?:townhouses|units|dwellings|houses)|unit (?:development|site)s?|medium density"),
  c("cornerLotsplit", "corner (?:blocks?|lots?|sites?|allotments?)(?: split)?"),
];
/** "subdivide", "development site": development potential without naming an option. */
export const DEV_GENERIC = /\b(?:subdivid\w*|sub[- ]divid\w*|subdivision|development (?:site|potential|upside|opportunit\w*)|dev (?:site|potential|upside)|develop(?:ment)?|lot split|split the (?:block|lot)|split (?:it |the block |the lot |the land )?into (?:two|2|three|3|several) (?:lots|blocks|titles)|da approved)\b/gi;

export const SPLIT_CONCEPTS: Concept<SplitOption>[] = [
  c("grannyFlat", "granny ?flats?|backyard studio|secondary dwelling|ancillary dwelling|teenage retreat|self[- ]contained (?:studio|flat)"),
  c("internalDualliving", "du[ae]l[- ]living|dual[- ]key|dual occ(?:upancy)?|two homes in one|multi[- ]?generational|in[- ]?law (?:accommodation|suite)"),
  c("roomingHouse", "rooming(?: house)?s?|room[- ]by[- ]room|rent(?:ed|ing)? by the room|co[- ]?living|boarding house|share ?house|student accommodation|shared accommodation|hmo"),
  c("duplexPair", "duplex(?:es)?(?: pair)?|pair of duplexes|semi[- ]detached|semis?"),
];

/** Renovation wanted ("fixer upper", "needs work", "value add"), or not wanted ("fully renovated", "turnkey"). */
export const RENO_POSITIVE = /\b(?:renovat(?:e|ion|ions|ing|or|ors|or's|ors')|renos?|rennos?|fixer[- ]?uppers?|do[- ]?er[- ]?uppers?|needs? (?:some )?(?:work|tlc|love|updating)|tlc|do (?:it )?up|cosmetic|value[- ]add(?:ing)?|add(?:ing)? value|flip(?:ping)?|knock[- ]down[- ]rebuild|original condition|tired|manufacture equity)\b/gi;
export const RENO_NEGATIVE = /\b(?:fully renovated|renovated|move[- ]in ready|turn[- ]?key|no work (?:needed|required)|ready to move in|brand new)\b/gi;
export const FINISH_CONCEPTS: Concept<Finish>[] = [
  c("Budget", "(?:budget|basic|cheap|cheap and cheerful|low[- ]cost|economy|entry[- ]level)(?:[- ]level)? (?:finish|reno|renovation|fit ?out|spec|standard)|finish(?: level)?\\s*[:=]?\\s*(?:budget|basic)"),
  c("Standard", "(?:standard|mid[- ]range|mid[- ]level|average|normal|decent|middle of the road)(?:[- ]level)? (?:finish|reno|renovation|fit ?out|spec)|finish(?: level)?\\s*[:=]?\\s*standard"),
  c("Premium", "(?:premium|high[- ]end|luxury|luxe|top[- ]end|top[- ]shelf|quality|designer|prestige)(?:[- ]level)? (?:finish|reno|renovation|fit ?out|spec)|finish(?: level)?\\s*[:=]?\\s*premium"),
];

/* ------------------------------ Market status (./readers/market.ts) ------------------------------ */

/** The market statuses, the both-ways phrases first ("on or off market" is not "off market"). */
export const MARKET_CONCEPTS: Concept<MarketStatus>[] = [
  c("All Properties", "on[- ]?market (?:or|and|&) off[- ]?market|off[- ]?market (?:or|and|&) on[- ]?market|on (?:or|and|&) off[- ]?market|(?:both|any) (?:on|off)[- ]?(?:and|or) (?:on|off)[- ]?market|on and off|any market status|all properties"),
  c("Off Market", "off[- ]?market|pocket listings?|silent listings?|pre[- ]market"),
  c("For Sale", "on[- ]market|currently (?:listed|for sale)|(?:only|just) (?:what'?s )?(?:listed|for sale)|listed for sale"),
];

/* ------------------------------ Importance (./readers/importance.ts) ------------------------------ */

/** The factor a clause calls the most important ("cash flow is the main thing"). */
export const TOP_FACTOR = /\b(most important|top priority|priority|main (?:thing|goal|focus|priority)|mainly|primarily|first and foremost|above all|number one|#1|focus(?:ed|ing)? on|all about|biggest thing|key (?:thing|goal))\b/i;

/* ------------------------------ Amenities (./readers/amenities.ts) ------------------------------ */

export const AMENITY_CONCEPTS: Concept<Amenity>[] = [
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
/** "close to", "walking distance to", "handy to": an amenity wanted nearby follows. */
export const NEAR = /\b(?:close to|near(?:by)?|near to|walk(?:ing)? (?:distance )?to|walkable to|handy to|easy access to|access to|minutes? (?:from|to)|mins? (?:from|to)|next to|short (?:walk|drive) to)\s+(?:the |a |an |good |great |local |some )?$/i;
/** "close to schools, parks and the train station": the list runs on after its cue. */
export const NEAR_RUN_ON = /\b(?:close to|near|walk(?:ing)? (?:distance )?to|handy to)\b([^.;!?\n]{0,60})$/i;
/** A new thought, not more amenities: "…, I work in the city". */
export const NEW_THOUGHT = /\b(?:i|we|my|our|you|he|she|they|work\w*|is|are|want|need|live)\b/i;
/** "next to a school" is an avoidance, not an amenity. */
export const NEXT_TO_BEFORE = /\bnext to\s+(?:a |the )?$/i;

/* ------------------------------ Travel (./readers/travel.ts) ------------------------------ */

/** The ways of travelling a phrase names, the first found winning ("walking distance", "by train", "an hour's drive"). */
export const TRANSPORT_MODE_WORDS: readonly [TransportMode, RegExp][] = [
  ["walking", /\bwalk|on foot|walkable/i],
  ["publicTransport", /\bby (?:train|tram|bus|public transport|pt)\b|\b(?:train|tram|bus) (?:ride|trip|commute)\b|\bpublic transport commute\b|\bcommute\w* by (?:train|tram|bus)/i],
  ["bicycle", /\b(?:by bike|bike ride|cycl\w*|ride my bike)\b/i],
  ["car", /\b(?:drive|driving|by car)\b/i],
];
/** "30 minutes", "2 hours" (amenities). */
export const MINUTES = /\b(\d{1,3})\s*(min|mins|minutes?|hrs?|hours?)\b/i;
/** "an hour", "45 mins" (after a place to reach). */
export const TRAVEL_TIME = /\b(\d{1,3}|an?|one)\s*(min|mins|minutes?|hrs?|hours?)\b/i;

/* ------------------------------ Places (./readers/places.ts) ------------------------------ */

/** "within 30 minutes of", "an hour's drive from": a place to reach, not to live in. */
export const TRAVEL_TO_PLACE = /\b(?:within|under|less than|max(?:imum)?|no more than|up to|about|around)?\s*(\d{1,3}|an?|one)\s*(min|mins|minutes?|hrs?|hours?)(?:'s)?\s*(drive|driving|walk|walking|train|train ride|by train|by car|on foot|bike ride|cycle|commute|public transport)?\s*(?:from|of|to|into)\s+(?:the\s+)?$/i;
/** "commute to", "we both work in". */
export const COMMUTE_TO_PLACE = /\b(?:commute|commuting|travel|drive|driving|get)\s+(?:in)?to\s+(?:the\s+)?$|\b(?:i|we|he|she|they|partner|husband|wife)\s+(?:\w+\s+)?(?:work|works|working|study|studies)\s+(?:in|at)\s+(?:the\s+)?$/i;
/** "swap Geelong for Ballarat": the place after "swap" goes, the one after "for" comes. */
export const SWAP_BEFORE = /\b(?:swap|replace|switch|change)\s+(?:\w+\s+){0,1}$/i;
export const SWAP_TARGET_BEFORE = /\b(?:to|for|with|into)\s*$/i;
/** "drop Ballarat", "not Geelong", "Geelong is out": a place to remove; "instead", "make it": the places replace the brief's. */
export const PLACE_REMOVERS = /\b(drop|remove|delete|scrap|ditch|forget(?: about)?|exclude|excluding|take out|take off|leave out|lose|skip|not|no|without|except|cross off|get rid of|minus|nix|no longer|not in|not interested in|rule out|rather not)\b(?:\s+\w+){0,2}\s*$/i;
export const PLACE_REMOVED_AFTER = /^\s*(?:'s|is)?\s*(?:out|off the list|gone|is out)\b/i;
export const PLACE_REPLACE = /\b(instead|only|just|change (?:it |the (?:location|area|suburb) )?to|switch (?:it )?to|replace|rather than|swap|actually|make it|make that|scrap that|scratch that)\b/i;
