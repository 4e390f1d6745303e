/**
 * Structure before words (issue 34): a message split into clauses, each given a role from its syntax
 * before any reader fills a slot. wink-nlp (its English model ships in the package) gives the tokens,
 * their parts of speech, lemmas and negation scope; the roles come from the clause's form:
 *
 * - context: the buyer's past ("I sold a unit in Devonport", "we spent a winter in Darwin": a first
 *   person subject with a past-tense verb that is not one of wanting or saying), someone else's
 *   situation ("my daughter lives in Launceston", "my parents r in Mandurah": a person as subject),
 *   and a person's place ("my cousin in Dubbo", "friends in Fannie Bay": a person noun, then a
 *   preposition of place);
 * - question: a question (a "?" or a question word or auxiliary first) that asks no search ("is
 *   Hobart freezing in July?", "how do I get to Canberra?"); asked about property without asking
 *   for it ("is it better to buy in Wangaratta or Benalla?") it is uncertain, and asked about;
 * - offTopic: a letter's greeting and signature ("Regards,\nMargaret", "Cheers, Dev", "My name is…");
 * - ruledOut: a clause whose wink negation scope covers a word of it ("we don't want Rockhampton");
 * - correction: a clause that opens by correcting ("no wait", "sorry", "I meant…");
 * - wanted: everything else.
 *
 * A place in a context, question or off-topic clause is never a search location (./readers/context.ts
 * marks them); an uncertain clause is asked about instead of searched (./readers/places.ts).
 */
import winkNLP, { type ItemToken } from "wink-nlp";
import model from "wink-eng-lite-web-model";
import { STATE_NAMES } from "@/lib/engine/locations";
import { ABOUT_A_PLACE, AVOID_CONCEPTS, DEV_CONCEPTS, DEV_GENERIC, FEATURE_CONCEPTS, GOAL_CONCEPTS, SPLIT_CONCEPTS, STYLE_CONCEPTS, TYPE_CONCEPTS, AMENITY_CONCEPTS, RENO_POSITIVE, RISK_CONCEPTS, TAKE_OFF_VERB } from "./lexicon";

export type ClauseRole = "wanted" | "ruledOut" | "context" | "question" | "correction" | "offTopic";

export type Token = { text: string; lower: string; lemma: string; pos: string; start: number; end: number; negated: boolean; lineBreak: boolean };

export type Clause = {
  start: number;
  end: number;
  role: ClauseRole;
  /** False where the form leaves the role open: the assistant asks about the clause rather than search it. */
  certain: boolean;
  /** For a context clause: whose situation it is ("past": the buyer's own past, "others": someone else's). */
  context?: "past" | "others" | "live" | "work";
  /** A question about a thing that is no property ("any good fishing spots around Bowen?"): nothing in it is a wish. */
  aboutOtherThings?: boolean;
};

/** Whether some words (lower case, e.g. "lake macquarie") are a place's name: such words name no thing asked about. */
export type PlaceNameTest = (words: string) => boolean;

let nlp: ReturnType<typeof winkNLP> | null = null;
/** The size of the model's own lexicon: a word it has never seen gets an id at or above it. */
let lexiconSize = 0;
const engine = () => {
  if (!nlp) {
    nlp = winkNLP(model);
    // The first word the model has never seen takes the first id after its lexicon.
    nlp.readDoc("qzxjvq").tokens().each((t: ItemToken) => void (lexiconSize = t.out(nlp!.its.uniqueId) as number));
  }
  return nlp;
};

/**
 * The words of `text` that are everyday English: in the English model's lexicon, lower-cased. Place names are not
 * ("geelong", "kalgoorlie", "sydney"); words that are also places are ("plenty", "march", "limestone", "sale").
 */
export function englishWords(text: string): Set<string> {
  const n = engine();
  const out = new Set<string>();
  n.readDoc(text.toLowerCase())
    .tokens()
    .each((t: ItemToken) => {
      if ((t.out(n.its.type) as string) === "word" && (t.out(n.its.uniqueId) as number) < lexiconSize) out.add(t.out() as string);
    });
  return out;
}

/** The message's tokens with their offsets, part of speech (Universal tags), lemma and negation flag. */
export function tokensOf(text: string): Token[] {
  const n = engine();
  const its = n.its;
  const out: Token[] = [];
  let cursor = 0;
  let lineBreak = false;
  n.readDoc(text)
    .tokens()
    .each((t: ItemToken) => {
      const s = t.out() as string;
      const at = s.trim() === "" ? -1 : text.indexOf(s, cursor);
      if (at < 0) {
        // White space of its own (a blank line): only its line break matters.
        if (/\n/.test(s)) lineBreak = true;
        return;
      }
      const lower = s.toLowerCase();
      const repaired = REPAIRED[lower];
      out.push({
        text: s,
        lower,
        lemma: repaired?.[1] ?? String((t.out as (f: unknown) => string)(its.lemma)).toLowerCase(),
        pos: repaired?.[0] ?? (t.out(its.pos) as string),
        start: at,
        end: at + s.length,
        negated: !!t.out(its.negationFlag),
        lineBreak: lineBreak || /\n/.test(text.slice(cursor, at)),
      });
      lineBreak = false;
      cursor = at + s.length;
    });
  const toks = mergeInLaws(text, out);
  // ("we both work in IT", "they all live in Perth": a verb of the situation after its subject pronoun, tagged a noun.)
  for (let i = 1; i < toks.length; i++) {
    if (toks[i].pos !== "NOUN" || !/^(?:work|live|rent)$/.test(toks[i].lower)) continue;
    const k = /^(?:both|also|still|all|each|now|currently|already)$/.test(toks[i - 1].lower) ? i - 2 : i - 1;
    if (/^(?:i|we|they|you)$/.test(toks[k]?.lower ?? "")) toks[i] = { ...toks[i], pos: "VERB", lemma: toks[i].lower };
  }
  // ("I DON'T want to go back there\nToo cold\nLooking at Geelong or Lara", "that should be 450 not 400 and add Kelso"):
  // the model's negation scope runs on over line breaks and clauses; a clause's words are negated only by a negation in
  // their own clause.
  const flagged = toks.map((t) => t.negated);
  for (let i = 1, carried = false; i < toks.length; i++) {
    if (breaksBefore(toks, i)) carried = flagged[i] && flagged[i - 1];
    if (!flagged[i]) carried = false;
    if (carried) toks[i].negated = false;
  }
  return toks;
}

/** "son-in-law", "In-laws": the model splits them at the hyphens; one person noun. */
function mergeInLaws(text: string, toks: Token[]): Token[] {
  if (!/in-laws?\b/i.test(text)) return toks;
  const out: Token[] = [];
  const spans = [...text.matchAll(/\b(?:[a-z]+-)?in-laws?\b/gi)].map((m) => ({ start: m.index!, end: m.index! + m[0].length, text: m[0] }));
  for (const t of toks) {
    const s = spans.find((x) => t.start >= x.start && t.end <= x.end);
    if (!s) out.push(t);
    else if (t.start === s.start) out.push({ ...t, text: s.text, lower: s.text.toLowerCase(), lemma: "in-law", pos: "NOUN", end: s.end, negated: false });
  }
  return out;
}

/**
 * Forms the small model tags wrongly in buyers' messages: "lives", "works" and "rents" after a person are
 * verbs ("my daughter lives in…"), "ex" is a person (a noun), "r" is "are", and "I'm" comes back as one proper noun.
 */
const REPAIRED: Record<string, [string, string]> = {
  lives: ["VERB", "live"], works: ["VERB", "work"], rents: ["VERB", "rent"], stays: ["VERB", "stay"], reckons: ["VERB", "reckon"],
  ex: ["NOUN", "ex"], r: ["AUX", "be"], "i'm": ["PRON", "i"], im: ["PRON", "i"], "we're": ["PRON", "we"], u: ["PRON", "you"],
};
const FIRST_PERSON = new Set(["i", "we", "me", "us", "i'm", "im", "we're"]);
const THIRD_PERSON = new Set(["he", "she", "they", "him", "her", "them"]);
/** People: the heads of a subject whose situation is someone else's. */
const PERSON =
  /^(?:brother|sister|bro|sis|mum|mom|mother|dad|father|parent|folk|friend|mate|colleague|boss|son|daughter|kid|child|neighbou?r|uncle|aunt|auntie|aunty|cousin|grandma|grandpa|grandparent|grandchild|grandkid|grandson|granddaughter|nan|nanna|nephew|niece|in-law|inlaw|.+-in-law|partner|husband|wife|hubby|missus|relative|rellie|family|side|mate|tenant|ex|ex-wife|ex-husband|ex-partner|client|buyer|customer|couple|purchaser|flatmate|housemate|roommate|grandmother|grandfather|stepson|stepdaughter|girlfriend|boyfriend|fiance|fiancee|oldie|olds)s?$/;
/** Kinds of living a buyer seeks ("dual living", "Independent living"), whatever the tagger makes of the first word. */
const LIVING_KIND = /^(?:dual|independent|split|separate|shared|assisted|group|student|communal|co|multigenerational|multi-generational|intergenerational)$/;
/** Verbs of a search, as lemmas: "wants", "is looking", "has been hunting", "would consider". */
const SEEK_VERBS = ["want", "need", "like", "love", "prefer", "hope", "look", "search", "hunt", "chase", "seek", "eye", "consider"];
const SEEK_VERB = new RegExp(`^(?:${SEEK_VERBS.join("|")})$`);
/** Words of a search after an auxiliary (word or lemma): "is looking", "is after", "'s keen on", "has decided", "has settled on". */
const SEEKING = new RegExp(`^(?:after|keen|interested|shop|decide|settle|${SEEK_VERBS.join("|")})$`);
/** Verbs of wanting, deciding and saying: in the past they still talk about the search ("I meant Dynnyrne", "I said Geelong"). */
const WISH_OR_SAY = new Set([...SEEK_VERBS, "talk", "discuss", "chat", "narrow", "settle", "shortlist", "land", "zero", "focus", "target", "mean", "say", "forget", "decide", "change", "ask", "type", "write", "put", "add", "see", "find", "think", "choose", "pick", "make", "go", "try", "get", "keep", "include", "exclude", "remove", "drop", "swap", "scrap", "start", "set", "plan", "intend", "read", "hear", "tell"]);
/** Words that open a correction of what was said before. */
const CORRECTION_OPENER = /^(?:no|nah|nope|sorry|actually|oops|woops|whoops|wait|hang|hold|on|second|thoughts?|reflection|hmm|um|erm)$/;
/** Greetings and discourse words that open a clause without being its start: "hey", "so", "sooo", "ok", "oh", "well", "anyway". */
const DISCOURSE_OPENER = /^(?:hi|hello|hey|heya|hiya|g'day|yo|so+|ok(?:ay)?|oh+|well|anyway|anyhow|btw|um+|erm+|hmm+|ah+|alright|righto)$/;
/** Question words and auxiliaries that open a question. */
const QUESTION_OPENER = /^(?:what|whats|what's|when|whens|when's|where|wheres|where's|who|whos|who's|why|how|hw|hows|how's|which|is|are|was|were|do|does|did|can|could|would|will|should|shall|has|have|any)$/;
/** A question that asks for a search: the assistant is asked to act ("can you find", "what have you got"), or the buyer asks to see. */
const REQUEST_VERB = new Set(["hunt", "find", "search", "look", "show", "have", "get", "try", "help", "see", "pull", "give", "list", "recommend", "suggest", "check"]);
/** What a person passes on for the reader to do: "says to add Ulverstone", "asked me to help her find…". */
const RELAYED = /^(?:add|include|find|search|look|try|check|consider|help)$/;
/** What a buyer asks leave to do to the brief: "can we also include…", "could I look at…". */
const ASKED_LEAVE_VERB = /^(?:add|include|look|search|see|try|check|consider|swap|switch|exclude|remove|drop|widen|expand|extend|narrow)$/;
/** Verbs that only edit a brief's places ("exclude Mount Druitt", "add Orange"). */
const PLACE_EDIT = /^(?:add|include|drop|remove|exclude|swap|replace)$/;
/** Verbs asking the assistant to change the brief: "can you also include Highbury?", "could you drop Kelso?". */
const EDIT_VERB = new Set(["add", "include", "drop", "remove", "exclude", "swap", "change", "switch", "replace", "put", "keep", "leave", "take", "make", "do", "go", "consider", "widen", "narrow", "expand", "extend"]);
/** The words of property: a question with none of them is not about buying. */
const PROPERTY_WORD =
  /^(?:house|home|unit|apartment|flat|townhouse|villa|duplex|property|propertie|land|block|acreage|acre|hectare|bed|bedroom|br|bath|suburb|area|market|price|rent|rental|buy|invest|investment|investor|yield|growth|median|listing|mortgage|loan|deposit|tenant|capital|cash|flow|cottage|shack|cabin|bungalow|terrace|queenslander|reno|renovate|subdivide|granny|stamp|duty|purchase|cost|lmi|repayment|interest|fee|tax|insurance|valuation)s?$/;
/** A task for a personal assistant, not a property search: a reminder, an alarm, a call, a message, a booking. */
const ASSISTANT_TASK = /^(?:(?:can|could|would) (?:you|u|ya)\s+)?(?:please\s+|pls\s+)?(?:set (?:a|an|me a|up a) (?:reminder|alarm|timer)|remind (?:me|us)\b|(?:book|make) (?:a|an|me a) (?:table|booking|reservation|appointment)|(?:call|ring|text|email|message) (?:my|mum|dad|the)\b|(?:recommend|suggest) (?:me |us )?(?:a|an|any|some|the best|a good) (?:[\w-]+ ){0,3}?(?:restaurant|cafe|café|pub|bar|takeaway|bakery|doctor|gp|dentist|mechanic|plumber|hotel|motel|caravan park|campsite|barber|hairdresser|car|ute|4wd|truck|caravan|boat|bike|phone|laptop|tv|mower|school|childcare|daycare|vet|gym|physio)s?\b)/i;
/** A letter's closing words, before the signature: "Regards," "Thanks," "Cheers,". */
const CLOSING = /^(?:regards|thanks|thank|cheers|sincerely|best|warmly|warm|kind|kindly|love|yours|ta|many|with|all)$/;
const GREETING = /^(?:hi|hello|hey|dear|good|g'day|morning|afternoon|evening|hiya)$/;
/** Words that go on with the talk, not back on it: "ok so my cousin…", "yeah so the boys…", "right so…". */
const GOING_ON = /^(?:ok|okay|k|kk|yeah|yea|yep|yes|yup|right|alright|righto|well|cool|sweet|anyway|anyways|mate|listen|look)$/;

/** The schema's words for what a brief asks of a property: a type, a feature, a strategy, a style (./lexicon.ts). */
const BRIEF_CONCEPTS = [...[...TYPE_CONCEPTS, ...FEATURE_CONCEPTS, ...GOAL_CONCEPTS, ...DEV_CONCEPTS, ...SPLIT_CONCEPTS, ...STYLE_CONCEPTS, ...AVOID_CONCEPTS].map((c) => c.re), DEV_GENERIC].map((re) => new RegExp(re.source, "i"));
const AMENITY_WORDS = AMENITY_CONCEPTS.map((c) => new RegExp(`^(?:${c.re.source})$`, "i"));
/** Options a brief may name beyond BRIEF_CONCEPTS: the risks and renovating (a turn naming them speaks of property). */
const OTHER_OPTIONS = [...RISK_CONCEPTS.map((c) => c.re), RENO_POSITIVE].map((re) => new RegExp(re.source, "i"));
const namesConcept = (clause: string) => BRIEF_CONCEPTS.some((re) => re.test(clause));
/** Words that name no thing of their own: a question with only these asks for the search ("anything in Geelong?", "what's available at the moment?"). */
const GENERIC_NOUN = /^(?:style|age|era|feature|size|parking|thing|something|anything|everything|nothing|one|ones|place|area|suburb|town|spot|region|council|shire|lga|municipality|side|border|option|choice|stock|moment|minute|now|today|idea|list|search|brief|budget|luck|sort|kind|type|lot|bit|look|squiz|go|range|price|money|dollar|k|m|mil|million|grand|thousand|hundred)s?$/;

/**
 * A clause that asks about (or for) a thing that is no property: its nouns name something else ("fishing spots around
 * Bowen", "a good dumpling place near Glen Waverley station", "what year the Mackay floods were", "a joke") and none of its
 * words is a property word, a number or one of the brief's concepts (types, features, strategies, styles). Amenities are
 * neither ("near the beach" asks for a property near it). Only a noun's part of speech and lemma decide, not a phrase list.
 */
function asksAboutOtherThings(words: Token[], clause: string, isPlaceName?: PlaceNameTest): boolean {
  if (hasAmount(clause)) return false;
  // ("my salon tax", "car insurance", "the fish market": a property word after a noun of another thing is about that thing.)
  const ofOther = (i: number) => words[i - 1]?.pos === "NOUN" && /^[a-z]/.test(words[i - 1].text) && !PROPERTY_WORD.test(words[i - 1].lemma) && !PROPERTY_WORD.test(words[i - 1].lower) && !(isPlaceName?.(words[i - 1].lower) ?? false);
  if (words.some((t, i) => t.pos !== "VERB" && t.pos !== "AUX" && t.lemma !== "capital" && (PROPERTY_WORD.test(t.lemma) || PROPERTY_WORD.test(t.lower)) && !ofOther(i))) return false;
  if (namesConcept(clause)) return false;
  const amenity = (t: Token) => AMENITY_WORDS.some((re) => re.test(t.lower));
  // A noun starting a place's name of one to three words ("what about lake macquarie?") is the place.
  const inPlace = new Set<Token>();
  if (isPlaceName)
    for (let i = 0; i < words.length; i++)
      for (let n = 3; n >= 1; n--) {
        const run = words.slice(i, i + n);
        if (run.length === n && isPlaceName(run.map((t) => t.lower).join(" "))) {
          for (const t of run) inPlace.add(t);
          break;
        }
      }
  const things = words.filter((t) => !inPlace.has(t) && t.pos === "NOUN" && /^[a-z]/.test(t.text) && !GENERIC_NOUN.test(t.lemma) && !GENERIC_NOUN.test(t.lower) && !PERSON.test(t.lemma) && !PERSON.test(t.lower) && !amenity(t));
  if (things.length === 0) return false;
  // A place typed in lower case ("what about moonah?") is tagged a noun: only everyday English words name things.
  const english = englishWords(things.map((t) => t.lower).join(" "));
  return things.some((t) => english.has(t.lower));
}

/** Where a clause ends inside a sentence: a semicolon, colon, dash or bullet; "but", "so", "because", "though"; a comma or "and" before a new subject. */
function breaksBefore(toks: Token[], i: number): boolean {
  const t = toks[i];
  const prev = toks[i - 1];
  if (!prev) return false;
  if (t.lineBreak) return true;
  if (/^[;:•]$/.test(prev.text) || (/^[–—-]$/.test(prev.text) && t.start > prev.end)) return true;
  if (/^(?:[.!?]+)$/.test(prev.text)) return true;
  // ("…neither of which I'd invest in. Looking for…": a preposition or pronoun with its full stop, read as one token.)
  if (/^(?:in|on|at|it|out|up|off|too|now|there|here|them|either)\.$/i.test(prev.text) && /^[A-Z]/.test(t.text)) return true;
  // "under 950k. my folks…": a unit after a number, read with the full stop as one token, ends the sentence too.
  if (/^(?:k|m|mil|mill|sqm|m2|pw|pcm|ha|ac|yrs?|mins?|hrs?|br|bd)\.$/i.test(prev.text) && toks[i - 2]?.pos === "NUM") return true;
  // "Bathurst NSW (my sister lives in Orange)", "Australind or Eaton (not Carey Park)": a bracket holds a clause of its own.
  // (Not a word or two saying who: "We grew up (me) in Eastwood", "my partner (Dan) works…".)
  const who = (from: number) => toks[from]?.text === "(" && [1, 2].some((n) => toks[from + n + 1]?.text === ")" && toks.slice(from + 1, from + n + 1).every((x) => x.pos === "PRON" || x.pos === "PROPN"));
  if ((t.text === "(" && !who(i)) || (prev.text === ")" && ![i - 3, i - 4].some(who))) return true;
  if (/^(?:but|so|because|cos|though|although|whereas|while|since)$/.test(t.lower) && (t.pos === "CCONJ" || t.pos === "SCONJ" || t.pos === "ADV")) return true;
  // ", we used to…", "and I want…": a new subject after a comma or "and".
  const next = toks[i + 1];
  // "settle a bet, is the big merino in Goulburn?": a question opened after a comma is a clause of its own.
  if (prev.text === "," && t.pos === "AUX" && /^(?:is|are|was|were|does|do|did|can|could|will|would)$/.test(t.lower) && next && (next.pos === "DET" || next.lower === "there") && i >= 3) return true;
  // (Their shorthand, whatever the tagger makes of it: "not Sebastopol tho my cousin had a rental there", "bc its near him".)
  if (/^(?:tho|altho|bc|coz|cuz|cause|'cause)$/.test(t.lower) && next && /^(?:PRON|DET|VERB|AUX|ADV)$/.test(next.pos)) return true;
  if ((prev.text === "," || prev.lower === "and") && t.pos === "PRON" && (FIRST_PERSON.has(t.lower) || THIRD_PERSON.has(t.lower)) && next && (next.pos === "VERB" || next.pos === "AUX" || next.pos === "ADV")) return true;
  if (t.lower === "and" && next && ((next.pos === "PRON" && FIRST_PERSON.has(next.lower)) || next.pos === "VERB")) return true;
  // ("They're in Forest Lake now and don't want to stay there": "and" before a negated auxiliary starts a clause.)
  if (t.lower === "and" && next && /^(?:do|does|did)$/.test(next.lower) && /^(?:n't|not)$/.test(toks[i + 2]?.lower ?? "")) return true;
  // ", Mia works in Canberra", ", Tom reckons…": a name and a finite verb after a comma start a clause.
  if (prev.text === "," && t.pos === "PROPN" && /^[A-Z][a-z]+$/.test(t.text) && next && (next.pos === "VERB" || next.pos === "AUX") && next.lower !== next.lemma && /(?:s|ed)$/.test(next.lower)) return true;
  // "three bed for my brother he's moving up from Rocky", "the unit I sold in Devonport": a subject pronoun and its verb
  // right after a noun start a clause, punctuation or not.
  // ("…that way anyway he rents in Merrylands now", "nothing in Caloundra please we had a bad Airbnb there": after a word
  // that ends a thought, "anyway", "now", "there", "please", too.)
  // (Not after the time that opens it: "Every summer we go a week to Port Douglas".)
  const openingTime = i === 2 && /^(?:every|each|most|last|this|next)$/.test(toks[0].lower);
  if (/^(?:i|we|he|she|they|i'm|im|we're|he's|she's|they're)$/.test(t.lower) && next && !openingTime && (next.pos === "VERB" || next.pos === "AUX") && (/^(?:NOUN|PROPN|NUM)$/.test(prev.pos) || /^(?:anyway|anyways|now|there|too|though|tho|lol|haha|please|pls|thanks|cheers)$/.test(prev.lower))) return true;
  // ("we sold our house in Darra last year now want to buy in Richlands": "now" and a verb after a noun start a clause.)
  if (t.lower === "now" && next && /^(?:VERB|AUX)$/.test(next.pos) && /^(?:NOUN|PROPN)$/.test(prev.pos)) return true;
  // "…my ex lives there make it Home Hill", "…had enough of body corporates anything else is fine in Kirwan": an edit
  // of the brief in the imperative, or "anything else", after a word that ends a thought starts a clause, dictated
  // without punctuation.
  const endsThought = /^(?:NOUN|PROPN)$/.test(prev.pos) || /^(?:there|here|now|anyway|too|though|tho|lol)$/.test(prev.lower);
  if (endsThought && t.pos === "VERB" && /^(?:make|add|try|swap|change|put)$/.test(t.lower) && next && (/^(?:it|that|them)$/.test(next.lower) || next.pos === "PROPN")) return true;
  if (endsThought && /^(?:anything|something|everything)$/.test(t.lower) && next && /^(?:else|is|'s)$/.test(next.lower)) return true;
  // "…works in parramatta none of that matters": a dismissal of what was said is a clause of its own.
  if (t.lower === "none" && next?.lower === "of" && /^(?:that|this|it|those|them)$/.test(toks[i + 2]?.lower ?? "")) return true;
  // "…is in bankstown the wife works in parramatta": a person and a finite verb after a name or a noun start a clause,
  // dictated without a comma.
  if (/^(?:NOUN|PROPN)$/.test(prev.pos) && /^(?:my|our|his|her|their|the)$/.test(t.lower) && next && (PERSON.test(next.lower) || PERSON.test(next.lemma)) && /^(?:VERB|AUX)$/.test(toks[i + 2]?.pos ?? "") && toks[i + 2].lower !== toks[i + 2].lemma) return true;
  // "we rent in Broadmeadows at the moment, after a 3 bed house in Craigieburn": a wish starts after a comma without a
  // subject of its own: a wish word ("after a…", "looking for…", "keen on…"), or an article before a count or a property word.
  if (prev.text === "," && next) {
    const wish = /^(?:looking|chasing|want|wants|wanting|wanna|need|needs|needing|keen|hoping|searching|seeking|hunting|prefers)$/.test(t.lower) || (t.lower === "after" && (next.pos === "DET" || next.pos === "NUM"));
    const thing = (t.lower === "a" || t.lower === "an") && (next.pos === "NUM" || PROPERTY_WORD.test(next.lemma) || /^\d/.test(next.text));
    if (wish || thing) return true;
  }
  // "…so her mum can live with them, under 600k, lavington or thurgoona": a price after a comma goes back to the brief.
  if (prev.text === "," && /^(?:under|below|max|budget|upto)$/.test(t.lower) && next && (next.pos === "NUM" || /^\$?\d/.test(next.text))) return true;
  // "Sold our place in Bowral, retiring to Ulladulla", "Grew up in Mildura, now after a house in Horsham": a verb in -ing
  // or "now" after a comma starts a clause.
  if (prev.text === "," && ((t.pos === "VERB" && /ing$/.test(t.lower)) || t.lower === "now")) return true;
  // "broome 3b house, my cousin rents in cable beach": a person with a possessive after a comma starts a clause.
  if (prev.text === "," && /^(?:my|our|his|her|their)$/.test(t.lower) && next && (PERSON.test(next.lower) || PERSON.test(next.lemma))) return true;
  // "…under four twenty, and the client lives in Frankston": a person as a new subject, with its verb, after a comma or "and".
  if ((prev.text === "," || (prev.lower === "and" && !FIRST_PERSON.has(toks[i - 2]?.lower ?? ""))) && /^(?:my|our|his|her|their|the|a|an)$/.test(t.lower) && next && (PERSON.test(next.lower) || PERSON.test(next.lemma)) && /^(?:VERB|AUX)$/.test(toks[i + 2]?.pos ?? "")) return true;
  // "…in Golden Square and now want a second property": "and" with "now"/"then" before a verb starts a clause.
  if (t.lower === "and" && next && /^(?:now|then)$/.test(next.lower) && /^(?:VERB|AUX|PRON)$/.test(toks[i + 2]?.pos ?? "")) return true;
  // "okay different topic, what's a good hike near…": a question word with its verb after a comma starts a clause.
  if (prev.text === "," && /^(?:what|what's|whats|where|where's|how|how's|who|who's|which|why)$/.test(t.lower) && next && (next.pos === "AUX" || next.pos === "VERB" || next.lower === "'s")) return true;
  // "Grew up in Boulder, not going back there": "not" and a verb after a comma start a clause of their own.
  if (prev.text === "," && t.lower === "not" && next && (next.pos === "VERB" || next.pos === "AUX")) return true;
  // "Gawler or Elizabeth, no not Elizabeth, Gawler and Evanston": a refusal after a comma takes back what came before;
  // a name said before it, named again after the name refused, is wanted again, no part of the refusal's list.
  if (prev.text === "," && /^(?:no|nah|nope)$/.test(t.lower) && next && (next.lower === "not" || next.text === ",")) return true;
  if (prev.text === "," && t.pos === "PROPN" && toks[i - 2]?.negated && toks.slice(0, i - 2).some((x) => x.lower === t.lower && !x.negated)) return true;
  // "my sister lives in Kambah, could you check there?": a question to the assistant after a comma starts a clause.
  if (prev.text === "," && t.pos === "AUX" && /^(?:can|could|would|will)$/.test(t.lower) && next?.lower === "you") return true;
  // "my brother reckons Yeppoon's the go": a reported clause after a verb of saying starts a clause of its own.
  const saying = (x: Token | undefined) => !!x && x.pos === "VERB" && /^(?:say|reckon|think|tell|suggest|recommend)$/.test(x.lemma);
  if ((saying(prev) || (prev.pos === "PRON" && saying(toks[i - 2]))) && (t.pos === "PROPN" || t.lower === "that")) return true;
  return false;
}

const ASKS_TO_SEE =
  /^\s*(?:\w+[,!]?\s+)?(?:(?:what(?:'s| is| are)|whats|wats|wat's)\s+(?:there\s+)?(?:available|about|around|out there|going|on offer|on the market|for sale)|(?:what(?:'s| is| are)|whats) there (?:in|at|around|near|for|under)\b|what (?:have|do|would|could) you (?:got|have)|(?:do|have|would|could) you (?:got|have) (?:anything|any|something)\b|(?:is|would|will) there (?:be )?anything|(?:are|would) there (?:be )?any\b|(?:got|have|seen) anything (?:in|at|around|near|for|with|under)\b|(?:do|would|could|can|did) (?:you|u) (?:ever |still |currently |often |usually )?(?:get|have|see|find|come across|list) (?:any|anything|something|many|(?:[\w-]+ ){0,3}(?:places|homes|houses|units|properties|listings|blocks|townhouses|apartments|acreages?|cottages|villas)\b)|(?:^|you |u |ya )got any\b|have (?:you|u) got any\b|anything (?:available|going|for sale|around|in|at|near|under|for under|below)\b)/i;

const HEDGE_WORD = /^(?:but|might|could|would|may|be|work|ok|okay|good|fine|alright|better|an|option|worth|a|look|then|instead|too|also|suit|do)$/;

/** One to three names of places, joined by "or" or "and" ("Bendigo or Ballarat"), and nothing else. */
function placesAlone(words: Token[], isPlaceName: PlaceNameTest): boolean {
  // ("maybe Thirroul?", "so perhaps Orange or Bathurst?": a hedge before them puts them forward all the same.)
  while (words.length > 1 && /^(?:so|maybe|perhaps|possibly|probably|or|and)$/.test(words[0].lower)) words = words.slice(1);
  if (words.length === 0 || words.length > 7) return false;
  const parts: string[][] = [[]];
  for (const w of words) {
    if (/^(?:or|and|n|&|\/)$/.test(w.lower)) parts.push([]);
    else parts[parts.length - 1].push(w.lower);
  }
  // ("Katherine NT??", "Albany WA?": a state's code after the name says which one.)
  return parts.length <= 3 && parts.every((p) => {
    const name = p.length > 1 && p[p.length - 1].toUpperCase() in STATE_NAMES ? p.slice(0, -1) : p;
    return name.length > 0 && name.length <= 3 && isPlaceName(name.join(" "));
  });
}

/** The message's clauses, each with its role. */
export function clausesOf(text: string, toks: Token[] = tokensOf(text), isPlaceName?: PlaceNameTest): Clause[] {
  const spans: Token[][] = [];
  for (let i = 0; i < toks.length; i++) {
    if (i === 0 || breaksBefore(toks, i)) spans.push([]);
    spans[spans.length - 1].push(toks[i]);
  }
  const clauses: Clause[] = [];
  let signature = false;
  for (let k = 0; k < spans.length; k++) {
    const span = spans[k];
    const words = span.filter((t) => t.pos !== "PUNCT");
    const start = span[0].start;
    const end = span[span.length - 1].end;
    const add = (role: ClauseRole, certain = true, context?: Clause["context"]) => void clauses.push({ start, end, role, certain, ...(context ? { context } : {}) });
    if (words.length === 0) continue;
    // The signature after a closing ("Regards,\nMargaret"), and the closing and greeting themselves.
    const clauseText = text.slice(start, end);
    const closing = words.length <= 3 && CLOSING.test(words[0].lower) && words.every((w) => !PROPERTY_WORD.test(w.lemma)) && !namesConcept(clauseText);
    const greeting = words.length <= 4 && GREETING.test(words[0].lower) && span[span.length - 1].text === "," && words.every((w) => !PROPERTY_WORD.test(w.lemma));
    if (signature && words.length <= 3 && words.every((w) => w.pos === "PROPN" || w.pos === "NOUN" || w.pos === "CCONJ" || /^[A-Z]/.test(w.text))) {
      add("offTopic");
      continue;
    }
    signature = closing;
    if (closing || greeting) {
      add("offTopic");
      continue;
    }
    // "My name is Margaret": an introduction.
    if (words.length <= 5 && words[1]?.lower === "name" && /^(?:my|our)$/.test(words[0].lower)) {
      add("offTopic");
      continue;
    }
    const [role, certain, context, aboutOtherThings] = roleOf(span, text, isPlaceName);
    // "…and sold it": a verb joined by "and" shares its subject, and so its role, unless it is a wish ("and want to retire to…").
    const prev = clauses[clauses.length - 1];
    const joined = span[0].lower === "and" && span[1]?.pos === "VERB" && !WISH_OR_SAY.has(span[1].lemma);
    // "sorry, I typed Leichhardt by mistake": an opener standing alone makes the clause after it a correction.
    // (A span of punctuation alone, the second "?" of "Tamworth??", opens nothing.)
    const openedBefore = !!prev && !!spans[k - 1]?.some((t) => t.pos !== "PUNCT") && spans[k - 1].every((t) => t.pos === "PUNCT" || CORRECTION_OPENER.test(t.lower) || (t.pos === "INTJ" && !GREETING.test(t.lower) && !GOING_ON.test(t.lower)));
    // "already own two IPs (one in Geelong, one in Ipswich)": brackets with no verb of their own tell more of the clause before.
    const aside = span[0].text === "(" && !words.some((t) => t.pos === "VERB" || t.pos === "AUX");
    // "Client (mine manager in Moranbah) wants…", "my brother (a nurse at Royal Hobart)": brackets right after a person
    // tell who they are.
    const before = spans[k - 1]?.filter((t) => t.pos !== "PUNCT") ?? [];
    const last = before[before.length - 1];
    const aboutPerson = span[0].text === "(" && !!last && (PERSON.test(last.lemma) || PERSON.test(last.lower)) && !/^(?:side|family)$/.test(last.lower) && !words.some((t) => WISH_OR_SAY.has(t.lemma) && t.pos === "VERB");
    // "PPOR: Mosman NSW", "Lives: Kew", "Based - Moonah": a label of where they live or what they hold names a context.
    const labelled = before.length === 1 && CONTEXT_LABEL.test(before[0].lower) && /^[:\-–]$/.test(spans[k - 1][spans[k - 1].length - 1].text);
    // "have you got any houses from the 1880s (little cottages ideally) in Battery Point…?", "what's in Mildura with a pool
    // and ducted air?": a phrase with no verb, opening with a preposition or "and", carries on the wish before it (over a bracket).
    const carriedOn = role === "question" && (words[0].pos === "ADP" || words[0].pos === "CCONJ") && !words.some((t, i) => t.pos === "AUX" || (t.pos === "VERB" && !(/(?:ed|ing)$|^built$/.test(t.lower) && (words[i + 1]?.pos === "NOUN" || words[i + 1]?.lower === "in")))) && [...clauses].reverse().find((c) => text[c.start] !== "(")?.role === "wanted";
    if (carriedOn) add("wanted", true);
    else if ((aboutPerson || labelled) && role === "wanted") add("context", true, aboutPerson ? "others" : "live");
    else if ((joined || aside) && role === "wanted" && prev?.role === "context") add("context", true, prev.context);
    else if (openedBefore && (role === "wanted" || role === "ruledOut")) add("correction", true);
    else if (aboutOtherThings) clauses.push({ start, end, role, certain, aboutOtherThings });
    else add(role, certain, context);
  }
  // "any tips for staying awake on long drives, I've got six hours to Rockhampton tomorrow", "is the Daintree worth a day
  // trip? I'm up there next week": beside a question about other things, a turn that says nothing of property (no
  // property word, option or amount) is small talk throughout.
  if (clauses.some((c) => c.aboutOtherThings) && !saysAnythingOfProperty(text, toks)) {
    return clauses.map((c) => (c.role === "wanted" || c.role === "ruledOut" || c.role === "correction" ? { ...c, role: "question" as const, certain: true, aboutOtherThings: true } : c));
  }
  return clauses;
}

/** A clock time, a trip's time or a year ("0700", "7:30am", "2 hrs", "in 2019") is no amount of the brief. */
const NOT_AN_AMOUNT = /\b\d+(?:[.:]\d+)?\s*(?:hrs?|hours?|mins?|minutes?|am|pm|o'?clock)\b|\b0\d{3}\b|\b(?:19|20)\d{2}\b/gi;
/** Whether a clause gives a figure: a digit that is no clock time, trip time or year. */
export const hasAmount = (clause: string) => /\d/.test(clause.replace(NOT_AN_AMOUNT, ""));

/** Whether a message names property at all: a property word, an option of the brief, or a figure. */
function saysAnythingOfProperty(text: string, toks: Token[]): boolean {
  // ("exclude Mount Druitt... that's in Blacktown council isn't it?": a verb editing the brief is property talk.)
  // ("…and take out Griffith please", "cross Moe off": a verb of taking off with its particle edits the brief too.)
  const takesOff = (t: Token, i: number) => TAKE_OFF_VERB.test(t.lemma) && [toks[i + 1], toks[i + 2]].some((x) => !!x && /^(?:out|off)$/.test(x.lower));
  return toks.some((t, i) => (t.pos !== "VERB" && (PROPERTY_WORD.test(t.lemma) || PROPERTY_WORD.test(t.lower))) || (t.pos === "VERB" && (PLACE_EDIT.test(t.lemma) || takesOff(t, i)))) || namesConcept(text) || OTHER_OPTIONS.some((re) => re.test(text)) || /\$\s*\d|\d\s*(?:k|m|mil|million|grand)\b/i.test(text);
}

function roleOf(span: Token[], text: string, isPlaceName?: PlaceNameTest): [ClauseRole, boolean, Clause["context"]?, boolean?] {
  const words = span.filter((t) => t.pos !== "PUNCT" && t.pos !== "INTJ");
  // A greeting or a discourse word before the clause proper ("hey what's…", "Sooo is it…", "ok so how…") says nothing of its role.
  while (words.length > 1 && (words[0].pos === "CCONJ" || DISCOURSE_OPENER.test(words[0].lower))) words.shift();
  if (!words[0]) return ["wanted", true];
  // "set a reminder for 0700 to call the PM", "remind me to…": a task for a personal assistant asks nothing of property.
  if (ASSISTANT_TASK.test(text.slice(words[0].start, span[span.length - 1].end))) return ["question", true, undefined, true];
  // A correction opens with "no", "sorry", "wait"… or says what the buyer meant ("I meant…", "what I meant was…"); but
  // a question after the opener is a question ("wait, is Casey in the ACT?").
  let opened = 0;
  while (opened < words.length - 1 && CORRECTION_OPENER.test(words[opened].lower)) opened++;
  const meant = words.slice(0, 4).some((t, i) => t.lemma === "mean" && t.lower !== "mean" && FIRST_PERSON.has(words[i - 1]?.lower ?? ""));
  const rest = words[opened];
  const asks = !!rest && QUESTION_OPENER.test(rest.lower) && (/^(?:what|whats|what's|where|which|who|how)$/.test(rest.lower) || /^(?:PRON|PROPN|NOUN|DET)$/.test(words[opened + 1]?.pos ?? "") || words[opened + 1]?.lower === "there");
  // "wait, my ex lives in Geelong West": an opener before someone's situation opens a context clause, not a correction.
  if (!meant && opened > 0 && !asks) {
    const rest = roleOf(span.filter((t) => !words.slice(0, opened).includes(t)), text, isPlaceName);
    if (rest[0] === "context") return rest;
  }
  if (meant || (opened > 0 && !asks)) return ["correction", true];
  words.splice(0, opened);
  // "any idea why the sirens…", "no clue if…": the question is the one after it.
  if (words.length > 3 && /^(?:any|no)$/.test(words[0].lower) && /^(?:idea|clue)$/.test(words[1].lemma) && /^(?:if|whether|what|where|when|why|how|which|who)$/.test(words[2].lower)) words.splice(0, 2);
  const first = words[0];
  // A question: a "?", a question word first, or an auxiliary before its subject ("is Hobart…", "are there…", "do you…"; not "have a squiz").
  // ("why alla in SA": a place's name split by dictation, not a question word; "how long" is no Howlong.)
  const splitName = !!isPlaceName && !!words[1] && isPlaceName(first.lower + words[1].lower) && !englishWords(words[1].lower).has(words[1].lower);
  // ("What IS essential is that it isn't in a flood area", "what we'd love is a weatherboard": said, not asked.)
  const cleft = first.lower === "what" && !span[span.length - 1].text.includes("?") && /^what\s+(?:(?:i|we)(?:'d|\s+would|\s+really|\s+most|\s+don't|\s+do not)?\s+(?:want|need|like|love|are after|'re after)|(?:is|'s|matters|counts)(?:\s+(?:really|most|absolutely))?(?:\s+(?:essential|important|key|crucial|non-negotiable|a must|vital|critical))?)\s+(?:most\s+)?(?:is|are|would be)\b/i.test(text.slice(span[0].start, span[span.length - 1].end));
  if (cleft) return [/^what\s+(?:i|we)\s+(?:don't|do not)\b/i.test(text.slice(span[0].start, span[span.length - 1].end)) ? "ruledOut" : "wanted", true];
  const wh = /^(?:what|whats|what's|wat|wats|wat's|wot|when|whens|when's|where|wheres|where's|who|whos|who's|why|how|hw|hows|how's|which)$/.test(first.lower) && !splitName;
  const inverted = QUESTION_OPENER.test(first.lower) && !wh && !splitName && !!words[1] && (words[1].pos === "PRON" || words[1].pos === "PROPN" || words[1].pos === "NOUN" || words[1].lower === "there" || words[1].pos === "DET");
  // "Tom wants to know if…", "I wonder whether…": a question reported, asked all the same.
  // "remind me how long the drive is", "tell us what…": asked to be told, a question as well.
  const indirect =
    // ("any idea why the sirens…", "no idea if the Ghan runs…": not knowing is asking.)
    words.some((t, i) => /^(?:know|wonder|ask|idea|clue)$/.test(t.lemma) && /^(?:if|whether|what|where|when|why|how|which|who)$/.test(words[i + 1]?.lower ?? "")) ||
    asksToBeTold(words);
  // (The "?" ends the span, or follows it: "…in Dandenong? Karim was asking" is a question whatever comes after it.)
  const isQuestion = span[span.length - 1].text.includes("?") || /^\s*\?/.test(text.slice(span[span.length - 1].end)) || wh || inverted || indirect;
  // ("My friend from nursing school retired to Lakes Entrance": a past tense the tagger took for an adjective, after a
  // noun and before a preposition, is the clause's verb.)
  const verbAt = words.findIndex((t, i) => t.pos === "VERB" || t.pos === "AUX" || (t.pos === "ADJ" && /ed$/.test(t.lower) && i > 0 && /^(?:NOUN|PROPN)$/.test(words[i - 1].pos) && words[i + 1]?.pos === "ADP" && !words.slice(0, i).some((x) => x.pos === "VERB" || x.pos === "AUX")));
  const subject = verbAt > 0 && verbAt <= 6 ? words.slice(0, verbAt) : [];
  // "any good fishing spots around Bowen?", "can you recommend an Indian restaurant in Docklands?": a question about a thing
  // that is no property asks no search, whatever its verb.
  // "any good fishing spots around Bowen you'd recommend": "any" before a noun asks, question mark or not.
  const anyThing = first.lower === "any" && words.slice(1, 4).some((t) => t.pos === "NOUN") && !words.some((t) => t.lemma === "be");
  // "best fish and chips in Mandurah", "top pub near Kiama": a superlative before a noun, with no verb, asks for a
  // recommendation of that thing, question mark or not.
  const bestThing = /^(?:best|nicest|top|decent|cheapest)$/.test(first.lower) && words.slice(1, 4).some((t) => t.pos === "NOUN") && !words.some((t) => t.pos === "VERB" || t.pos === "AUX");
  // (A question about a place itself, "what's the vibe like in Thornbury?", is answered and remembered: ABOUT_A_PLACE below.)
  const asked = text.slice(span[0].start, span[span.length - 1].end);
  // "is it true you can see crocodiles in Darwin?": whether a thing is so, about other things, asks no search.
  const truth = /\b(?:is|isn't|was) it (?:true|right|correct|a fact)\b/i.test(asked);
  // ("…so maybe Wagga instead?", "what about Orange?": a place put forward is no question about other things.)
  // ("is the night market still on in Cairns?": a word of the market after a noun of another thing is about that thing.)
  const ofPlace = words.filter((t, i) => !(i > 0 && words[i - 1].pos === "NOUN" && !PROPERTY_WORD.test(words[i - 1].lemma) && /^(?:market|markets|price|prices|rent|rents)$/.test(t.lower))).map((t) => t.text).join(" ");
  // "What time do the Ayr markets start?", "what time does the Bowen show open": the time of an event asks no search.
  if (wh && first.lower === "what" && words[1]?.lower === "time" && /^(?:do|does|is|are|did|will)$/.test(words[2]?.lower ?? "")) return ["question", true, undefined, true];
  if ((isQuestion || anyThing || bestThing || truth) && (truth || !ABOUT_A_PLACE.test(ofPlace)) && !/\b(?:instead|what about|how about)\b/i.test(asked) && !ASKS_TO_SEE.test(asked) && asksAboutOtherThings(words, asked, isPlaceName)) return ["question", true, undefined, true];
  // "Tamworth?", "Yeppoon??", "Bendigo or Ballarat??": places alone, asked, are put forward; and so are places alone
  // said ("East Side or Desert Springs.", whatever the tagger makes of "Springs").
  if (isPlaceName && placesAlone(words, isPlaceName)) return ["wanted", true];
  // "but Casino or Goonellabah might be ok??": places put forward with a hedge.
  if (isQuestion && isPlaceName && placesAlone(words.filter((t) => !HEDGE_WORD.test(t.lower)), isPlaceName)) return ["wanted", true];
  // "What's available in Mildura under 380k?", "what's about in Traralgon", "do you have anything in Bundaberg…?": asking
  // to see what there is asks for a search.
  if (isQuestion && ASKS_TO_SEE.test(text.slice(span[0].start, span[span.length - 1].end))) return ["wanted", true];
  if (isQuestion && first.lower !== "any") {
    const clause = text.slice(span[0].start, span[span.length - 1].end);
    const property = words.some((t) => PROPERTY_WORD.test(t.lemma) || PROPERTY_WORD.test(t.lower));
    const you = words.some((t) => t.lemma === "you");
    // Asking the assistant to act ("can you swap Nundah for Kedron?", "do you have anything in Wodonga?"), asking to see
    // ("what can I get in Launceston?"), "is there anything…", "what about Bendigo?".
    const knowing = words.some((t) => /^(?:know|think|reckon|remember)$/.test(t.lemma));
    // ("how do you spell Huonville?", "can you remind me what year the casino opened": asking how, or to be told, is no request.)
    const toldOrHow = (wh && !/^(?:what|whats|what's|which)$/.test(first.lower)) || asksToBeTold(words);
    // ("can you swim at the beaches in Darwin?", "how do you make scones?": what the reader can do is no request; a verb of
    // finding or editing is, or any verb when the clause speaks of property.)
    const request =
      (you && !knowing && words.some((t, i) => t.pos === "VERB" && words[i - 1]?.lemma === "you" && (toldOrHow ? REQUEST_VERB.has(t.lemma) || (EDIT_VERB.has(t.lemma) && t.lemma !== "make") : property || REQUEST_VERB.has(t.lemma) || EDIT_VERB.has(t.lemma)))) ||
      // (the verb the reader's: "can you also get me…", not "will a croc get me"; "how do you make…" asks how.)
      (you && !knowing && words.some((t, i) => (REQUEST_VERB.has(t.lemma) || (t.pos === "VERB" && EDIT_VERB.has(t.lemma) && !(toldOrHow && t.lemma === "make"))) && (words.slice(Math.max(0, i - 4), i).some((w) => w.lemma === "you") || words[i + 1]?.lemma === "you"))) ||
      // "is it possible to search for houses in Lindisfarne?", "would we be able to look at Holt?": a request in an infinitive.
      (words.some((t) => /^(?:possible|able)$/.test(t.lower)) && words.some((t, i) => (REQUEST_VERB.has(t.lemma) || EDIT_VERB.has(t.lemma)) && words[i - 1]?.lower === "to")) ||
      // "what can I get in Launceston?", not "how do I get to Canberra?" (a way, not a thing).
      (words.some((t) => FIRST_PERSON.has(t.lower)) && words.some((t, i) => (REQUEST_VERB.has(t.lemma) || t.lemma === "want") && !/^(?:to|from)$/.test(words[i + 1]?.lower ?? ""))) ||
      // ("are there any 3 bed houses…", "is there anything in Kiama", not "are there crocs at Casuarina beach?")
      (inverted && words[1].lower === "there" && words.slice(2, 7).some((w) => /^(?:any|anything|some|something|listings?|options?|\d.*)$/.test(w.lower) || PROPERTY_WORD.test(w.lemma) || PROPERTY_WORD.test(w.lower))) ||
      // ("Ooh what about Yeppoon??", "hmm how about Bowen": after an interjection too.)
      words.some((t, i) => /^(?:what|how)$/.test(t.lower) && words[i + 1]?.lower === "about" && words.slice(0, i).every((w) => w.pos === "INTJ" || w.pos === "PUNCT" || /^(?:ooh+|oh+|hmm+|so|and|ok|okay|well|right)$/.test(w.lower))) ||
      // "so maybe Wagga instead?": a place put forward in the place of another.
      words.some((t) => t.lower === "instead") ||
      // "Add Bodalla to that, would you?": an addition to the brief's places, asked politely ("remove Seymour?" may be
      // weighed aloud, and is answered in the next words).
      /^(?:add|include)$/.test(first.lower) ||
      // "Can we also include Prospect Vale and Riverside?", "could I see Ulverstone too?": the buyer asking leave to change the brief.
      (inverted && !/^(?:should|shall)$/.test(first.lower) && FIRST_PERSON.has(words[1].lower) && words.some((t) => t.pos === "VERB" && ASKED_LEAVE_VERB.test(t.lemma)));
    if (request) return ["wanted", true];
    // About property, but asking no search: "is it better to buy in Wangaratta or Benalla?", "should I be looking at the Copper Coast?", "do you know…".
    const advice =
      (inverted && /^(?:it|that|this)$/.test(words[1].lower)) ||
      (inverted && FIRST_PERSON.has(words[1].lower) && !words.some((t) => REQUEST_VERB.has(t.lemma))) ||
      (you && knowing);
    if (property && advice) return ["question", false];
    if (ABOUT_A_PLACE.test(clause)) return ["wanted", true];
    // Otherwise a question of fact ("is Casey a suburb in the ACT?", "are Kiama's units strata?"): a copula before its subject asks
    // about a place, not for it; about property it is asked about, never searched unasked.
    if (inverted && /^(?:is|are|was|were)$/.test(first.lower)) return ["question", !property];
    // "st helens, lil shack near the beach under 400k??": a brief said with a rising voice (no question word, no verb
    // before its subject) that names an amount is the brief.
    if (!wh && !inverted && !indirect && hasAmount(clause)) return ["wanted", true];
    return property ? ["wanted", true] : ["question", true];
  }
  const verb = verbAt >= 0 ? words[verbAt] : null;
  // ("I DON'T want to go back there": "there", negated, stands for a place ruled out.)
  if (span.some((t, i) => t.negated && (t.pos === "PROPN" || t.pos === "NOUN" || (t.lower === "there" && span.slice(i + 1).every((x) => x.pos === "PUNCT"))) && !span.slice(0, i).some((x) => x.negated && /^(?:more|less|fewer|older|bigger|smaller|later|earlier|further|than)$/.test(x.lower)))) {
    // ("We never worried about that when I wintered in Yeppoon": the buyer's past, told with a negation, rules nothing out.)
    const story = !!verb && words.slice(0, verbAt).some((t) => FIRST_PERSON.has(t.lower)) && past(verb, words[verbAt - 1]) && !WISH_OR_SAY.has(verb.lemma) && !words.some((t) => PROPERTY_WORD.test(t.lemma));
    return story ? ["context", true, "past"] : ["ruledOut", true];
  }
  // A habit, not a wish: "we holiday in Moama every Easter", "we go to Forster every year for the holidays" (a verb with
  // "every" or "each" and a time word, and no verb of wanting or buying).
  const habitual = words.some((t, i) => /^(?:every|each)$/.test(t.lower) && /^(?:year|yr|years|summer|winter|spring|autumn|easter|christmas|xmas|weekend|weekends|week|month|day|morning|night|evening|arvo|fortnight|holidays?|school|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|season|trip|visit|time)$/.test(words[i + 1]?.lower ?? ""));
  // ("we take the caravan up to Kalbarri a lot", "we often head down to Robe": a trip made often is a habit too.)
  const often = words.some((t, i) => /^(?:often|usually|regularly|always)$/.test(t.lower) || (t.lower === "a" && words[i + 1]?.lower === "lot" && i === words.length - 2)) && words.some((t) => /^(?:go|take|head|visit|holiday|caravan|camp|fish|travel|drive|fly|stay|spend)$/.test(t.lemma) && t.pos === "VERB");
  // ("Holiday in Exmouth every year.": a note with no verb and no property word is a habit too.)
  const noWish = !words.some((t) => SEEK_VERB.test(t.lemma) || /^(?:wanna|buy|invest|find|keen)$/.test(t.lemma));
  // ("my partner has to drive to Lakes Entrance every day": a daily trip is to work.)
  if (habitual && noWish && words.some((t) => /^(?:drive|commute|ride|catch|fly|travel|work)$/.test(t.lemma))) return ["context", true, "others"];
  if ((habitual || often) && noWish && (verb || !words.some((t) => PROPERTY_WORD.test(t.lemma)))) return ["context", true, "past"];
  // "Having grown up in Dubbo", "Having sold in Moe": a perfect participle opening the clause tells the buyer's past.
  if (words[0].lower === "having" && words[1]?.pos === "VERB" && words[1].lower !== words[1].lemma && noWish) return ["context", true, "past"];
  // Someone else's situation: a person as the subject ("my daughter lives in Launceston", "mum n dad are down in Mandurah").
  const head = subject.filter((t) => t.pos === "NOUN" || t.pos === "PROPN" || t.pos === "PRON");
  // The person is the subject's head, near its start: with a possessive or article ("my mate", "a friend"), or bare before a verb or "and" ("mum n dad are…"), not "g'day mate after a house".
  const personAt = head.findIndex((t) => PERSON.test(t.lemma) || PERSON.test(t.lower) || THIRD_PERSON.has(t.lower));
  const person = personAt >= 0 ? head[personAt] : null;
  const determined = !!person && (THIRD_PERSON.has(person.lower) || /^(?:my|our|his|her|their|a|an|the|your)$/.test(subject[subject.indexOf(person) - 1]?.lower ?? "") || /^(?:VERB|AUX|CCONJ)$/.test(subject[subject.indexOf(person) + 1]?.pos ?? "VERB") || subject[subject.indexOf(person) + 1]?.lower === "'s");
  // ("mate listen i need land…", "bro look, a duplex site…": a word of address before a bare verb calls the reader, no subject.)
  const vocative = !!person && words[0] === person && /^(?:mate|bro|brother|cuz|guys|champ|buddy|boss|sis|love|darl|darling|sir|madam)$/.test(person.lower) && !!words[1] && words[1].lower === words[1].lemma && words[1].pos === "VERB";
  // ("growth for the grandkids, 20 year hold, house in Geelong": the person after "for" is whom it is bought for, no subject.)
  const at = person ? subject.indexOf(person) : -1;
  // ("for mum and dad to move into from Urangan": the people, then what they are to do, are the subject of that.)
  const toDo = words[words.indexOf(person!) + 1]?.lower === "to" || words.slice(words.indexOf(person!) + 1, words.indexOf(person!) + 4).some((t, k, a) => t.lower === "to" && /^(?:and|n|&)$/.test(a[0].lower));
  const boughtFor = at >= 1 && !toDo && (/^(?:for)$/.test(subject[at - 1].lower) || (/^(?:my|our|the|his|her|their)$/.test(subject[at - 1].lower) && subject[at - 2]?.lower === "for"));
  const personSubject = !!person && !vocative && at <= 3 && determined && !boughtFor && !head.some((t) => FIRST_PERSON.has(t.lower));
  // ("he can put four townhouses on", "she'd want a pool": what someone could or would do with the property is the brief;
  // "she'll be living in Darwin" is still their situation.)
  const modal = !!verb && verb.pos === "AUX" && /^(?:can|could|will|would|'d|'ll|might|may|should|must)$/.test(verb.lower);
  const doing = modal ? words.slice(verbAt + 1).find((t) => t.pos === "VERB") : verb;
  // ("Mum's asking for Footscray or Seddon": what someone asks for is the brief, as what they want is.)
  const asksFor = verb?.lemma === "ask" && words[verbAt + 1]?.lower === "for";
  // ("My son says to add Ulverstone", "she is asking me to help her find a unit in Wollongong": someone's word passed on
  // as a request to the reader is the brief.)
  // ("he reckons Redbank Plains or Goodna for him, a townhouse…": a recommendation of places for a home to buy, too.)
  const relays = words.some(
    (v, at) =>
      v.pos === "VERB" &&
      /^(?:say|reckon|ask|tell|suggest|insist|want|recommend)$/.test(v.lemma) &&
      words.slice(at + 1).some((t, i) => (RELAYED.test(t.lemma) && words[at + i]?.lower === "to") || (v.lemma !== "want" && t.lower === "for" && /^(?:him|her|them|us|me)$/.test(words[at + i + 2]?.lower ?? ""))),
  );
  // ("My daughter is looking in Darwin…", "my son is after a 3 bed house", "she's keen on Fremantle": someone's search is
  // the brief, told with its auxiliary.)
  const afterAux = verb?.pos === "AUX" ? words.slice(verbAt + 1, verbAt + 4).find((t) => t.pos === "VERB" || SEEKING.test(t.lower) || SEEKING.test(t.lemma)) : undefined;
  const seeks = !!afterAux && (SEEKING.test(afterAux.lower) || SEEKING.test(afterAux.lemma));
  if (verb && personSubject && !asksFor && !relays && !seeks && !SEEK_VERB.test(verb.lemma) && !(modal && doing && !/^(?:live|work|rent|stay|study|start|move|be|go|commute|travel|train|drive|catch|get|visit|fly|come)$/.test(doing.lemma))) return ["context", true, "others"];
  // Someone named: "Jess works in Canberra", "Tom grew up in Sale" (a name as the subject of a verb of living or working).
  // ("Claire is in Paddington", "Peter's in Dubbo": a name that is no place, being somewhere.)
  const named = subject.length === 1 && subject[0].pos === "PROPN" && /^[A-Z][a-z]+$/.test(subject[0].text);
  const beingAt = (k: number) => /^(?:is|was|'s)$/.test(words[k]?.lower ?? "") && words[k + 1]?.pos === "ADP" && /^(?:in|at|near|out|up|down|over)$/.test(words[k + 1].lower);
  const name = words[0];
  if (name.pos === "PROPN" && /^[A-Z][a-z]+$/.test(name.text) && !isPlaceName?.(name.lower) && beingAt(1)) return ["context", true, "others"];
  // (Not "Dual living in Townsville", "Independent living in Nowra": a kind of living, capitalised, read as a name.)
  const kindOfLiving = verb?.lower === "living" && LIVING_KIND.test(words[words.indexOf(verb) - 1]?.lower ?? "");
  if (verb && named && !kindOfLiving && /^(?:live|work|rent|stay|grow|study|teach|board|commute)$/.test(verb.lemma)) return ["context", true, "others"];
  // Where the buyer lives now: "a retired teacher living in Sandy Bay", "me and the missus live out at Andergrove" (not "to live in").
  // Only before a place ("living in", "live out at", "rent here"), not "that rents well", "rent the other side", "to live in".
  const lives = words.findIndex(
    (t, i) =>
      t.pos === "VERB" &&
      /^(?:live|rent|stay|reside)$/.test(t.lemma) &&
      // "dual living in Craigieburn" (a noun after its adjective), "stay out of flood areas" (keeping away).
      words[i - 1]?.pos !== "ADJ" &&
      !(t.lower === "living" && LIVING_KIND.test(words[i - 1]?.lower ?? "")) &&
      !(t.lemma === "stay" && /^(?:out|away|clear|off)$/.test(words[i + 1]?.lower ?? "")) &&
      !/^(?:to|'d|would|will|'ll|could|can|might|must|should|that|which|and|then|for)$/.test(words[i - 1]?.lower ?? "") &&
      // ("for renting out", "must rent for 450 a week": letting the property, what it rents for.)
      !(t.lemma === "rent" && /^(?:out|for)$/.test(words[i + 1]?.lower ?? "")) &&
      // ("both sides rented, up to 600": a comma ends the verb's phrase; "up to" an amount is no place.)
      !/^\s*[,;]/.test(text.slice(t.end, t.end + 3)) &&
      !(words[i + 1]?.lower === "up" && words[i + 2]?.lower === "to") &&
      (words[i + 1]?.pos === "ADP" || words[i + 1]?.lower === "here" || (words[i + 1]?.pos === "ADV" && words[i + 2]?.pos === "ADP")),
  );
  if (lives >= 0 && !words.some((t) => /^(?:want|like|love|prefer|need|hope|look|find|buy)$/.test(t.lemma))) return ["context", true, "live"];
  // Where the buyer is, or works, now: "we're on the farm at Nhill", "I'm still out at Forest", "we're only down the road
  // in Ringwood", "I work night shift at the hospital in Frankston", "I'm working as a cleaner in Dandenong" (no wish and
  // no amount in the clause).
  const mine = !!verb && head.some((t) => FIRST_PERSON.has(t.lower)) && !head.some((t) => PERSON.test(t.lemma));
  const spoken = text.slice(words[0].start, words[words.length - 1].end);
  if (mine && verb && noWish && !hasAmount(spoken)) {
    // (Being somewhere names no property and no search: not "we're in the market for…", "we're after a house in…".)
    const bare = !words.some((t) => (t.pos !== "PROPN" && (PROPERTY_WORD.test(t.lemma) || PROPERTY_WORD.test(t.lower))) || /^(?:after|chasing|hunting|keen|market|budget)$/.test(t.lower));
    // (A preposition of place within a few words of the copula, no adjective or verb before it: not "we're happy with
    // anything in Croydon", "we're interested in Lara".)
    const after = words.slice(verbAt + 1, verbAt + 7);
    const at = after.findIndex((t) => t.pos === "ADP" && /^(?:in|at|on|near|from|outside)$/.test(t.lower));
    const being = /^(?:am|'m|m|are|'re|re|r)$/.test(verb.lower) && at >= 0 && !after.slice(0, at).some((t) => /^(?:ADJ|VERB|AUX|NUM)$/.test(t.pos));
    const main = verb.pos === "AUX" ? (words.slice(verbAt + 1, verbAt + 3).find((t) => t.pos === "VERB") ?? verb) : verb;
    const working = main.lemma === "work" && !past(main, words[words.indexOf(main) - 1]) && words.slice(words.indexOf(main) + 1).some((t) => t.pos === "PROPN" || (t.pos === "ADP" && /^(?:in|at)$/.test(t.lower)));
    // ("we're in the family home in Currimundi at the moment": the home they are in now, property word and all.)
    if (being && (bare || /\b(?:at the moment|currently|right now|for now|at present)\b/i.test(spoken))) return ["context", true, "live"];
    if (working) return ["context", true, "work"];
  }
  // The buyer's past: "I sold a unit in Devonport", "we spent a winter in Darwin", "I taught there".
  // ("I'm after an undervalued house": a participle before its noun is no verb of the clause.)
  const participle = !!verb && /^(?:NOUN|PROPN|ADJ|NUM)$/.test(words[verbAt + 1]?.pos ?? "") && verb.lower.endsWith("ed") && words[verbAt - 1]?.pos === "DET";
  // ("We've sold in Paddington", "I've always rented in Carnegie", "we've been to Broome": the perfect tells the past
  // too, by its participle; "we've been looking at Bendigo" is a wish still.)
  const perfect = verb ? perfectOf(words, verbAt) : null;
  // ("I'm done with the heat, move me to St Helens": finished with a thing, no story.)
  const doneWith = !!verb && verb.lower === "done" && words[verbAt + 1]?.lower === "with";
  // ("I'm after a house built in the last five years", "contemporary, built since 2015": how the home was made, not the
  // buyer's story; "we built in Dubbo in 2010" is one.)
  const made = !!verb && /^(?:built|constructed|renovated|completed|extended|restored|updated|designed|finished)$/.test(verb.lower) && !/^(?:PRON|AUX)$/.test(words[verbAt - 1]?.pos ?? "");
  if (verb && !participle && !doneWith && !made && head.some((t) => FIRST_PERSON.has(t.lower)) && (perfect ? noWish && !WISH_OR_SAY.has(perfect.lemma) : past(verb, words[verbAt - 1]) && !WISH_OR_SAY.has(verb.lemma))) return ["context", true, "past"];
  // "Grew up in Boulder", "Sold the unit in Moe in 2019": a past-tense verb opening the clause has the buyer as its
  // dropped subject (a note's style).
  // Only a verb with its own complement after it ("Grew up", "Sold our…"), not a participle before a noun ("undervalued
  // houses"), and only in a clause that names no property.
  const complement = /^(?:ADP|PRON|DET|ADV|PART)$/.test(words[1]?.pos ?? "");
  if (verb && verbAt === 0 && complement && verb.lower !== verb.lemma && past(verb, undefined) && !WISH_OR_SAY.has(verb.lemma) && !words.some((t) => PROPERTY_WORD.test(t.lemma))) return ["context", true, "past"];
  // What the buyer (or their client) already holds: "I own a unit in Southport", "owns PPOR in Box Hill", "I've got the
  // Southport and Penrith units", "PPOR: Mosman" (a principal place of residence is where they live). Not a wish to own
  // ("want to own in Ballarat") nor what they have in mind ("got our eye on Bendigo", "got a house in mind").
  if (noWish) {
    const owns = words.some((t, i) => t.lemma === "own" && t.pos === "VERB" && !/^(?:to|'d|would|will|'ll|could|can|might)$/.test(words[i - 1]?.lower ?? ""));
    const got = words.findIndex((t) => /^(?:got|gotten)$/.test(t.lower));
    // ("Got any 1980s brick houses in Karama?" asks; "broken hills got cheap houses": a place holds nothing.)
    const holds = got > 0 && /^(?:have|'ve|ve|has|'s|i|we|he|she|they|already)$/.test(words[got - 1].lower) && !/^(?:any|anything)$/.test(words[got + 1]?.lower ?? "") && words.slice(got + 1, got + 7).some((t) => HELD.test(t.lower)) && !words.some((t) => /^(?:mind|eye|eyes)$/.test(t.lower));
    if (owns || holds || words.some((t) => t.lower === "ppor")) return ["context", true, "past"];
  }
  return ["wanted", true];
}

/** Labels of a note's line that name where someone lives or what they hold ("PPOR: Mosman"). */
const CONTEXT_LABEL = /^(?:ppor|lives|living|based|residence|currently|current|owns|portfolio|existing|work|works|job|employer|renting|rents)$/;

/** Nouns of a dwelling held: what "I've got the Southport and Penrith units" has. */
const HELD = /^(?:units?|houses?|homes?|places?|rentals?|propert(?:y|ies)|apartments?|townhouses?|flats?|ips?|investments?|ppor|villas?|duplex(?:es)?)$/;

/** The participle of a perfect ("'ve sold", "have always rented", "'ve been renting"), or null: the verb it tells. */
function perfectOf(words: Token[], at: number): Token | null {
  if (words[at].pos !== "AUX" || !/^(?:have|'ve|has|had|'s|ve)$/.test(words[at].lower)) return null;
  let k = at + 1;
  while (words[k]?.pos === "ADV") k++;
  const next = words[k];
  if (!next) return null;
  if (next.lower === "been") {
    // "we've been renting in Carnegie" tells where they live; "we've been reading about Wagga", "been looking at Bendigo"
    // tell of the search.
    const after = words[k + 1];
    if (!after?.lower.endsWith("ing")) return next;
    return /^(?:rent|live|stay|work|board|reside)/.test(after.lower) ? after : null;
  }
  return next.pos === "VERB" && next.lower !== next.lemma && !next.lower.endsWith("ing") ? next : null;
}

/** "remind me how long the drive is", "can you tell us what year…": asked to be told (first, or after "you"/"please"). */
function asksToBeTold(words: Token[]): boolean {
  return words.some((t, i) => /^(?:remind|tell)$/.test(t.lemma) && (i === 0 || /^(?:you|u|please|pls)$/.test(words[i - 1].lower)) && /^(?:me|us)$/.test(words[i + 1]?.lower ?? "") && /^(?:if|whether|what|where|when|why|how|which|who)$/.test(words[i + 2]?.lower ?? ""));
}

/** A verb in the past tense: its form is not its lemma, nor a present or continuous form ("bought", "spent", "was"). */
function past(verb: Token, before: Token | undefined): boolean {
  if (before && /^(?:'d|would|will|'ll|can|could|should|to|might|may|must|'m|am|'re|are|is|'s)$/.test(before.lower)) return false;
  if (/^(?:was|were|had)$/.test(verb.lower)) return true;
  if (verb.lower === verb.lemma || /(?:ing|s)$/.test(verb.lower) || verb.lower === "am" || verb.lower === "are" || verb.lower === "'re" || verb.lower === "'m") return false;
  return verb.pos === "VERB" || /^(?:was|were|had)$/.test(verb.lower);
}

/**
 * Places of what someone already has or does: "our rental in Prospect", "the current rental in Long Gully", "our
 * Geelong one", "the Moruya cottage", "my shop in Cabramatta", "a job lined up in Albury", "too far from Launceston" (a place measured from).
 * A possessive (or "current") before a noun of holding, then the place (after "in"/"at", or straight after);
 * "job"/"work" with a place after it.
 */
export function ownPlaceSpans(text: string, toks: Token[] = tokensOf(text)): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  const placeAt = (k: number) => {
    let e = k;
    while (e < toks.length && (toks[e].pos === "PROPN" || (/^[A-Z]/.test(toks[e].text) && toks[e].pos === "NOUN"))) e++;
    return e > k ? { start: toks[k].start, end: toks[e - 1].end } : null;
  };
  for (let i = 0; i + 1 < toks.length; i++) {
    const owner = /^(?:my|our|his|her|their|current)$/.test(toks[i].lower) || (toks[i].lower === "'s" && toks[i - 1]?.pos !== "PRON");
    if (owner) {
      // "our Geelong one", "my Ballarat IP": the place, then what is held.
      const direct = placeAt(i + 1);
      if (direct) {
        const after = toks.find((t) => t.start >= direct.end);
        if (after && HOLDING.test(after.lemma)) out.push(direct);
      }
      let j = i + 1;
      while (j < toks.length && j <= i + 3 && (toks[j].pos === "ADJ" || toks[j].pos === "NOUN") && !HOLDING.test(toks[j].lemma)) j++;
      // ("a house for my parents in Whyalla": the people bought for, and where; not theirs already.)
      const boughtFor = toks[i - 1]?.lower === "for" && /^(?:parent|family)$/.test(toks[j]?.lemma ?? "");
      if (j < toks.length && HOLDING.test(toks[j].lemma) && toks[j].pos !== "VERB" && !boughtFor) {
        let k = j + 1;
        while (k < toks.length && k <= j + 3 && (toks[k].pos === "ADP" || toks[k].pos === "ADV" || /^(?:lined|up|down|out|over)$/.test(toks[k].lower))) k++;
        const p = placeAt(k);
        if (p) out.push(p);
      }
    }
    // "the Moruya cottage", "something like the Kiama place": a dwelling known by its place is one the buyer has (not
    // "the Geelong house market", nor the one sought: "budget's 650 for the Bendigo house").
    // ("the valuation on the Deakin house", "the reno on the Hackett house": a noun's "on" is about the one they have.)
    const onItsNoun = toks[i - 1]?.lower === "on" && toks[i - 2]?.pos === "NOUN";
    if (toks[i].lower === "the" && (!/^(?:for|find|buy|buying|want|search|on)$/.test(toks[i - 1]?.lower ?? "") || onItsNoun)) {
      const named = placeAt(i + 1);
      const after = named && toks.find((t) => t.start >= named.end);
      const next = after && toks.find((t) => t.start > after.end);
      if (named && after && DWELLING.test(after.lemma) && !/^(?:market|price|value|boom|supply|stock)s?$/.test(next?.lower ?? "")) out.push(named);
    }
    // "a job lined up in Albury", "work in Castlemaine two days a week" are read by the context reader; "too far from X".
    // ("a reno job in Moe", "a paint job": the work on the one sought.)
    const work = /^(?:job|gig|contract|posting)$/.test(toks[i].lemma) && !/^(?:reno|renovation|renovator|renovating|cosmetic|paint|flip|fixer|do-up|knockdown|rebuild)$/.test(toks[i - 1]?.lower ?? "");
    if (work || (toks[i].lower === "far" && toks[i - 1]?.lower === "too")) {
      let k = i + 1;
      while (k < toks.length && k <= i + 3 && (toks[k].pos === "ADP" || /^(?:lined|up|down|out|over)$/.test(toks[k].lower))) k++;
      const p = k > i + 1 ? placeAt(k) : null;
      if (p) out.push(p);
    }
  }
  return out;
}
/** Dwellings a buyer may call by their place ("the Moruya cottage"). */
const DWELLING = /^(?:cottage|shack|place|house|unit|flat|rental|ip|property|apartment|townhouse|farm)$/;
/** Nouns of what a buyer already holds or does somewhere. */
const HOLDING = /^(?:rental|rent|place|house|home|unit|flat|apartment|townhouse|shop|business|office|one|ip|investment|property|farm|practice|clinic|cafe|restaurant|school|uni|work|job|parent|family)$/;

/**
 * Places after a person ("my cousin in Dubbo", "friends in Fannie Bay", "a friend who might move over
 * from Adelaide"): the spans from the preposition on, to the end of its noun phrase.
 */
export function personPlaceSpans(text: string, toks: Token[] = tokensOf(text)): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  for (let i = 0; i + 2 < toks.length; i++) {
    // ("share with a girl from Leeton": someone not of the family, by where they are from.)
    if (!((toks[i].pos === "NOUN" || toks[i].pos === "PROPN") && (PERSON.test(toks[i].lemma) || PERSON.test(toks[i].lower) || /^(?:boy|girl|bloke|fella|lady|lad)s?$/.test(toks[i].lower)))) continue;
    // ("her side in Dubbo" is family; "two side by side in Kingston" is a build.)
    if (/^sides?$/.test(toks[i].lower) && !/^(?:my|our|his|her|their|'s)$/.test(toks[i - 1]?.lower ?? "")) continue;
    let j = i + 1;
    // "near my son Brad at Goolwa", "my nephew Salvatore in Leeton": the person's name after them.
    const named = toks[j]?.pos === "PROPN" && /^[A-Z][a-z]+$/.test(toks[j].text) && toks[j + 1]?.pos === "ADP";
    if (named) j++;
    // "my sister's in Gerringong", "my parents are still in Mandurah": the person, a copula, then the place.
    while (j < toks.length && j < i + 4 && (/^(?:'s|is|are|'re|was|were|r)$/.test(toks[j].lower) || /^(?:now|still|currently|already|both|all)$/.test(toks[j].lower))) j++;
    // "who might move over from Adelaide": a relative clause about the person.
    if (toks[j].lower === "who") while (j < toks.length && j < i + 8 && !(toks[j].pos === "ADP" && /^(?:in|at|from|near)$/.test(toks[j].lower)) && toks[j].pos !== "PUNCT") j++;
    if (j >= toks.length || toks[j].pos !== "ADP" || !/^(?:in|at|from|near|down|up|out|over)$/.test(toks[j].lower)) continue;
    // "a unit for the niece in Lyneham or Dickson", "unit for our son in Mawson Lakes": a home bought for someone, and
    // where it is to be (not "for my sister in Dubbo, who…" after no property word).
    // ("hunting for Mum and Dad in Whyalla", "a house for mum n dad in Whyalla": people joined, bought for together.)
    let before = i - 1;
    while (before >= 2 && /^(?:and|n|&)$/.test(toks[before].lower) && (PERSON.test(toks[before - 1].lemma) || PERSON.test(toks[before - 1].lower))) before -= 2;
    if (/^(?:the|my|our|his|her|their)$/.test(toks[before]?.lower ?? "")) before--;
    const forWhom = toks[before]?.lower === "for" && j === i + (named ? 2 : 1) && toks[j].lower === "in";
    const bought = (t: Token) => PROPERTY_WORD.test(t.lemma) || PROPERTY_WORD.test(t.lower) || /^(?:something|place|one|hunt|hunting|bargain-hunting|look|looking|search|searching|shopping)$/.test(t.lower);
    // (Or what is bought is said right after the place: "for my parents in Whyalla, 3 bed house".)
    const boughtAfter = () => toks.slice(j + 2, j + 6).some((t) => bought(t) || /^\d/.test(t.text));
    if (forWhom && (toks.slice(Math.max(0, before - 4), before).some(bought) || boughtAfter())) continue;
    let k = j + 1;
    while (k < toks.length && (toks[k].pos === "ADP" || toks[k].pos === "DET") && k < j + 3) k++;
    const from = k;
    const nameAt = (at: number) => {
      let e = at;
      while (e < toks.length && (toks[e].pos === "PROPN" || (toks[e].pos === "NOUN" && e === at) || (e > at && toks[e].pos === "NOUN" && /^[A-Z]/.test(toks[e].text)))) e++;
      return e;
    };
    k = nameAt(from);
    // "my cousins in Robinvale and Ouyen": the list of their places goes on with "and", "or" or a comma.
    while (k > from && /^(?:and|or|&|,)$/.test(toks[k]?.lower ?? "") && toks[k + 1]?.pos === "PROPN" && /^[A-Z]/.test(toks[k + 1].text)) k = nameAt(k + 1);
    if (k > from) out.push({ start: toks[j].start, end: toks[k - 1].end });
  }
  return out;
}
