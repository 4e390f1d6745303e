/**
 * The built-in Property Assistant: pure (no database, network, Next.js or React), so
 * the route handler, the CLI (`npm run assistant`), the tests and the benchmark all
 * call the same function. One turn = one message in, the updated state and a reply out.
 *
 * The state is plain JSON (store it per search session). Places come from the suburbs
 * table: build the index once per process with createPlaceIndex(rows), where rows are
 * { name, state, postcode, lga, population } — the columns the places autocomplete reads.
 */
import { normaliseName, parseLocation } from "@/lib/engine/locations";
import { z } from "zod";
import { depositProblem } from "@/lib/finance/profile";
import {
  emptyPreferences,
  storedPreferencesSchema,
  BEDROOM_OPTIONS,
  DEVELOPMENT_OPTIONS,
  INVESTMENT_GOALS,
  PROPERTY_TYPES,
  SPLIT_LIVING_OPTIONS,
  type StoredPreferences,
} from "@/lib/preferences/schema";
import { applyDelta, missingEssentials, RANKING_CHOICES, rankingWords, summaryChips, understoodChips } from "./brief";
import { describeSearch, priceWords } from "@/lib/preferences/describe";
import { isWithinDescription, pickOption, type PlaceCandidate, type PlaceIndex } from "./places";
import { answerResultsQuestion, isResultsQuestion, type AssistantResult } from "./results";
import { COMPARE_MAX, comparePath } from "@/lib/shortlist/api";
import { compareRequest } from "./compare-request";
import { glossaryAnswer, smallTalk, termQuestion } from "./glossary";
import { answerAdviceQuestion, answerMoneyQuestion, asksAgain, isAdviceQuestion, isMoneyFollowUp, isMoneyQuestion } from "./money";
import { answerProjectionQuestion, isProjectionQuestion } from "./projection";
import { ABOUT_A_PLACE, ADD_SUGGESTION, CONFIRM, KEEP_THE_REST, QUESTION, REQUEST, SCRAP_THAT, SUGGEST, WHAT_UNDERSTOOD } from "./lexicon";
import { cleanMessage, formatPriceShort, joinWords } from "./text";
import { normalisedText, type ContextRole, type Delta, type Doubt, type ExpectedField } from "./reading";
import { factsOf, suggestSuburbs, SUGGESTION_DISCLAIMER, type SuburbFacts, type SuburbSuggestion } from "./suggest";
import { readBesidesPlaces, understand } from "./understand";
import { clausesOf } from "./clauses";
import { offTopicBeside } from "./readers/places";
import { formatNumber } from "@/lib/money";

export { createPlaceIndex, type AssistantPlace, type PlaceIndex, type PlaceCandidate } from "./places";
export type { AssistantResult } from "./results";
export type { StoredPreferences } from "@/lib/preferences/schema";
export { answerAdviceQuestion, answerMoneyQuestion, isAdviceQuestion, isMoneyQuestion, listingFinanceFacts, ADVICE_LEAD, MONEY_DISCLAIMER } from "./money";
export { isProjectionQuestion } from "./projection";
export { suburbFacts, suggestSuburbs, SUGGESTION_DISCLAIMER, type SuburbFacts, type SuburbProfileRow, type SuburbSuggestion } from "./suggest";

/* ------------------------------- Form fields ------------------------------- */

/** Spec 1 section 3 "Form field": id, label, type, options, description. */
export const FORM_FIELD_TYPES = ["multi-select", "radio", "select", "dropdown", "textarea", "number", "numeric", "checkbox", "boolean", "text"] as const;
export const assistantFormFieldSchema = z.object({
  id: z.string().min(1).max(100),
  label: z.string().min(1).max(200),
  type: z.string().min(1).max(40),
  options: z.array(z.string().max(200)).max(50).optional(),
  description: z.string().max(500).optional(),
});
export type AssistantFormField = z.infer<typeof assistantFormFieldSchema>;

/* ---------------------------------- State ---------------------------------- */

const expectedFieldSchema = z.enum(["locations", "price", "propertyType", "bedrooms", "landSize", "ranking"]);
const topicConceptSchema = z.union([
  z.object({ field: z.literal("split"), key: z.enum(SPLIT_LIVING_OPTIONS) }),
  z.object({ field: z.literal("development"), key: z.enum(DEVELOPMENT_OPTIONS) }),
  z.object({ field: z.literal("goals"), key: z.enum(INVESTMENT_GOALS) }),
  z.object({ field: z.literal("renovation") }),
]);
const doubtSchema = z.object({ field: z.enum(["locations", "priceRange", "bedrooms", "bathrooms", "parking"]).nullable(), question: z.string().max(500) });

export const assistantStateSchema = z.object({
  v: z.literal(1).default(1),
  preferences: storedPreferencesSchema.default(emptyPreferences()),
  /** What the last reply's form asked for. */
  expecting: z.array(expectedFieldSchema).max(6).default([]),
  /** A place name found in several states: the options offered. */
  pendingPlace: z.object({ text: z.string().max(200), options: z.array(z.string().max(200)).max(12) }).nullable().default(null),
  /** The preferences of the last search started (JSON), to tell a changed brief from an unchanged one. */
  lastSearch: z.string().max(100_000).nullable().default(null),
  turns: z.number().int().min(0).default(0),
  /** What the last question was about ("what's Echuca like?", "what's a granny flat?"), for "there" and "find me one". */
  topic: z.object({ places: z.array(z.string().max(200)).max(12), concept: topicConceptSchema.nullable() }).nullable().default(null),
  /** Where the buyer works (a place description or the name they gave), for "within 30 minutes of work". */
  workplace: z.string().max(200).nullable().default(null),
  /** Readings made with low confidence, asked about in the summary; the next turn that reads something accepts or corrects them. */
  doubts: z.array(doubtSchema).max(8).default([]),
  /** Suburb suggestions were asked for without a budget: the next budget answers them. */
  suggesting: z.boolean().default(false),
  /** The last turn's money question: a short next turn that only adds to it ("its in nsw", "on 88k") completes it. */
  pendingMoney: z.string().max(4_000).nullable().default(null),
  /** The last turn ruled places out: a next turn opening with "or" ("or Slacks Creek") goes on ruling out. */
  ruledOut: z.boolean().default(false),
  /** The places the last turn took out of the brief, for "ok both" after a swap. */
  lastDropped: z.array(z.string().max(200)).max(40).default([]),
  /** The last turn only said "scrap that": the next turn's places replace the brief's (with figures of a new brief, it starts over). */
  scrapped: z.boolean().default(false),
});
export type AssistantState = z.infer<typeof assistantStateSchema>;

export function initialAssistantState(): AssistantState {
  return assistantStateSchema.parse({});
}

/** A stored state read back leniently: anything unreadable starts afresh. */
export function readAssistantState(value: unknown): AssistantState {
  const parsed = assistantStateSchema.safeParse(value);
  return parsed.success ? parsed.data : initialAssistantState();
}

/* ---------------------------------- Reply ---------------------------------- */

/** One chip of the summary: the preference field it edits, its words, its value as the form takes it, and how sure the reading is. */
export type SummaryChip = { field: string; label: string; value: string; confidence: "high" | "low" };

/** What the assistant understood, as editable chips, and the one question it asks before searching (docs/ASSISTANT.md, "The reply"). */
export type AssistantSummary = { chips: SummaryChip[]; question?: string; review?: boolean };

export type AssistantReply = {
  /** Plain words (markdown allowed): what the bubble shows. */
  text: string;
  form?: AssistantFormField[];
  /** The brief understood so far, in the stored preference model. */
  preferences?: StoredPreferences;
  /** Chips in plain words. */
  understood?: { field: string; label: string }[];
  /** The brief is complete and changed: run the estimate and the search with `preferences`. */
  runSearch?: boolean;
  /** The brief as editable chips with their confidence; `question` set: nothing is searched until the buyer answers or says "Search now". */
  summary?: AssistantSummary;
  /** The message was about something else: answered in one line, the brief unchanged. */
  offTopic?: boolean;
  /** Up to five suburbs for the brief, each added by the message "Add <label>". */
  suggestions?: SuburbSuggestion[];
};

/** The reply announcing a finished search (its wording sends the chat to /matches when there are matches). */
export function announceMatches(count: number, opts: { estimatedMinutes?: number | null } = {}): string {
  if (!Number.isFinite(count) || count <= 0) {
    return "I couldn't find any listings that fit this brief yet. Try widening the price range, adding nearby suburbs or relaxing the bedrooms, and I'll look again.";
  }
  const n = formatNumber(Math.round(count));
  const time = opts.estimatedMinutes && opts.estimatedMinutes >= 1 ? ` The full analysis takes about ${Math.round(opts.estimatedMinutes)} minute${Math.round(opts.estimatedMinutes) === 1 ? "" : "s"}.` : "";
  return `Found ${n} property ${count === 1 ? "match" : "matches"} for your brief.${time} Ask me "why is the top one first?", "compare 1 and 3" or "which has the best cash flow?" any time.`;
}

const FIELD_FORMS: Record<ExpectedField, AssistantFormField> = {
  locations: { id: "locations", label: "Locations", type: "text", description: "Suburbs, council areas or a state, e.g. Geelong, Ballarat" },
  price: { id: "price", label: "Price range", type: "text", description: "e.g. under 650k, or $600,000 to $800,000" },
  propertyType: { id: "propertyType", label: "Property type", type: "radio", options: [...PROPERTY_TYPES] },
  bedrooms: { id: "bedrooms", label: "Bedrooms", type: "select", options: [...BEDROOM_OPTIONS] },
  landSize: { id: "landSize", label: "Min land size (m²)", type: "number", description: "Needed to judge development potential, e.g. 600" },
  // Each option is a phrase the readers understand, so the answer ranks its factor as a typed one would.
  ranking: { id: "ranking", label: "What matters most", type: "radio", options: [...RANKING_CHOICES] },
};

const FIELD_WORDS: Record<ExpectedField, string> = {
  locations: "where to look",
  price: "your price range",
  propertyType: "the property type",
  bedrooms: "how many bedrooms",
  landSize: "the minimum land size (development needs it)",
  ranking: "what matters most to you (the ranking needs one factor)",
};

/**
 * Turns a submitted form into the user's message ("Bedrooms: 3+\nProperty type: House"),
 * the way the chat sends form answers; the assistant reads it back field by field.
 */
export function formAnswersMessage(form: readonly AssistantFormField[], answers: Record<string, string>): string {
  return form
    .map((f) => [f, (answers[f.id] ?? "").trim()] as const)
    .filter(([, v]) => v !== "")
    .map(([f, v]) => `${f.label}: ${v}`)
    .join("\n");
}


const PROPERTY_INTENT = /\b(invest(?:ing|ment|or)?|buy(?:ing)?|purchase|looking (?:for|to)|after (?:a|an|some)|find me|search(?:ing)? for|property|properties|home|place|real estate|portfolio)\b/i;

const INJECTION = /\b(ignore (all |any |the )?(previous|prior|above|earlier) (instructions|prompts?|messages)|system prompt|you are now|act as|jailbreak|developer mode|reveal (your|the) (prompt|instructions)|disregard (all|the|your)|print (your|the) (prompt|instructions)|api key|password|sudo|rm -rf|drop table|select \* from)\b/i;

const HELP =
  'Tell me what you\'re after in your own words, for example "3 bed house in Geelong or Ballarat under 650k, good cash flow, no flood zones". I understand suburbs, council areas and states, price, property type, bedrooms, bathrooms, parking, land size, features and strategies like cash flow, growth, subdivision, granny flats or renovation.';

/** The one line an off-topic message gets: what the assistant can do. */
export const OFF_TOPIC_REPLY =
  "That's outside what I can help with: I find and explain Australian properties for your brief (suburbs, price, property type, bedrooms and strategy), and can suggest suburbs that fit your budget.";

/** The chip fields the chat sends back edited as "<label>: <value>" lines (spec 1 section 3 form answers): lib/chat/summary.ts. */
export { EDITABLE_CHIP_LABELS } from "@/lib/chat/summary";

/** A heading that rules out what it lists: "Not interested in:", "Deal breakers:" (❌ before a line is read by cleanMessage). */
const RULED_OUT_HEADING =
  /^\s*(?:[-•*]\s*|[a-z][).]\s*|\d{1,2}[).]\s*)?(not interested in|not interested|deal[- ]?breakers?|don'?t want|do not want|no[- ]go(?:es)?(?: zones?| areas?| list)?|exclusions?|excluded|exclude|excluding|out of scope|not in scope|off the table|rule out|not wanted|nope|nah|hard no|never|avoid)\s*(?::|\s[-–—])\s*(.*)$/i;
/** The verb a ruled-out heading's items are read with ("Exclusions: Invermay" → "exclude Invermay"). */
const headingVerb = (heading: string) => (/^(?:exclusions?|excluded|out of scope|not in scope|off the table)$/i.test(heading) || REFUSAL_WORD.test(heading) ? "exclude" : heading);
/** A word of refusal used as a checklist's label ("- nope: Invermay"): its items are ruled out, on its own line only. */
const REFUSAL_WORD = /^(?:nope|nah|hard no|never)$/i;
/**
 * "Glenelg? no.", "Mackay? lol no.", "Fremantle -> nope, too dear": a short name asked and answered no, or pointed to a
 * no, is ruled out ("not Glenelg."); not "Is it humid? no idea".
 */
function expandAnsweredNo(line: string): string {
  return line
    .replace(
      /(^|[.!;\n]\s*|^\s*[-•*]\s*)((?![-•*]?\s*(?:is|are|was|what|whats|what's|how|can|could|do|does|did|would|should|will|any|anything|remove|drop|add|keep|include|exclude|take|cut|delete|scrap|ditch|swap)\b)[^?.!;,\n]{2,40}?)\?+\s*((?:[^?.!;\n]{0,40}?\s)?)(?:no|nah|nope|nup)(?=\s*(?:[.!,;\n]|$))/gi,
      // (Not a self-correction, "Tarneit or Point Cook? no actually just Point Cook", nor a phrase, "Houses in Glenelg North? No.")
      (whole, lead: string, name: string, reason: string) =>
        name.trim().split(/\s+/).length <= 3 && !/\b(?:or|in|at|near|for|of|and)\b/i.test(name) && (!reason.trim() || /\b(?:so|also|too|either)\s*$/i.test(reason) || /^\s*(?:(?:lol|haha|lmao|hmm|um|ok|god|hell)\s+)+$/i.test(reason)) ? `${lead}not ${name.trim()}` : whole,
    )
    // (The arrow is "to" once the message is cleaned: "Fremantle to nope".)
    .replace(/(^\s*(?:[-•*]\s*)?)([^?.!;,\n>:]{2,40}?)\s*(?:(?:->|→)\s*(?:nope|nah|no)|\bto\s+(?:nope|nah))\b/i, (_, lead: string, name: string) => `${lead}not ${name.trim()}`);
}
const LIST_ITEM = /^\s*(?:[-•*–]|\d{1,2}[).]|[a-z][).])\s+/;

/** One item ruled out; "Houses without air conditioning" ruled out is air conditioning wanted. */
const ruledOut = (heading: string, item: string) => {
  const without = /\bwithout\s+(.+)$/i.exec(item);
  return without ? `must have ${without[1]}.` : `${heading} ${item}.`;
};

/**
 * A list under a heading that rules out ("Not interested in:\n1) Kwinana Beach or Medina\n2) a main road") is read as
 * one clause per item, each ruled out ("not interested in Kwinana Beach or Medina"), until the next line that is not an
 * item; so is the heading's own line, item by item ("Not interested in: units, anything in Slade Point").
 */
function expandRuledOutLists(lines: string[]): string[] {
  const out: string[] = [];
  let heading: string | null = null;
  for (const raw of lines) {
    const line = expandAnsweredNo(raw);
    const m = RULED_OUT_HEADING.exec(line);
    if (m) {
      heading = headingVerb(m[1]);
      // ("nope: Stirling, Crafers (we can't afford them, let's be real)": the aside in brackets is no item.)
      const items = m[2].replace(/\([^)]*\)/g, " ").split(/[;,](?!\d{3})/).map((x) => x.trim()).filter(Boolean);
      out.push(...items.map((x) => ruledOut(heading!, x)));
      // ("- nope: Invermay" among a checklist's lines: a word of refusal with its items is one line, no heading of the next.)
      if (m[2].trim() && (REFUSAL_WORD.test(m[1]) || /^avoid$/i.test(m[1]))) heading = null;
      continue;
    }
    if (heading && LIST_ITEM.test(line) && !/:\s*\S/.test(line)) {
      out.push(ruledOut(heading, line.replace(LIST_ITEM, "").trim()));
      continue;
    }
    heading = null;
    out.push(line);
  }
  return out;
}

/** Labelled form answers ("Bedrooms: 3+") read in the context of their field. */
function expandLabelledAnswers(text: string): string {
  return expandRuledOutLists(text.split("\n"))
    .map((line) => {
      const m = /^\s*(bedrooms|bathrooms|parking|min land size(?: \(m(?:²|2)\))?|land size|price range|property type|locations?)\s*:\s*(.+)$/i.exec(line);
      if (!m) return line;
      const field = m[1].toLowerCase();
      const v = m[2].trim();
      if (field === "bedrooms") return `${v.replace(/\+$/, "")}+ bedrooms`;
      if (field === "bathrooms") return `${v.replace(/\+$/, "")}+ bathrooms`;
      if (field === "parking") return `${v.replace(/\+$/, "")}+ car spaces`;
      if (field.includes("land size")) return /^\d[\d,]*$/.test(v) ? `${v} sqm` : v;
      if (field === "price range") return /^\$?\d[\d,.]*\s*(k|m)?$/i.test(v) ? `max ${v}` : v;
      if (field.startsWith("location")) return `in ${v}`;
      return v;
    })
    .join("\n");
}

const contextStatesOf = (p: StoredPreferences): string[] =>
  p.locations.map((l) => /,\s*([A-Z]{2,3})(?:\s+\d{4})?$/.exec(l)?.[1]).filter((s): s is string => !!s);

/** The states that settle a name a turn leaves open: the brief's places', and those the previous turn asked about ("duty in the NT?"). */
const contextStatesFor = (state: AssistantState, places: PlaceIndex): string[] => [
  ...contextStatesOf(state.preferences),
  ...(state.topic?.places ?? []).flatMap((d) => places.byDescription.get(d.toLowerCase())?.state ?? []),
];

/** The places a turn names (its additions and its mentions), for the next turn's "there". */
const placesNamed = (d: Delta): string[] => [...new Set([...d.addPlaces.map((c) => c.description), ...d.places.flatMap((m) => (m.place ? [m.place.description] : []))])].slice(0, 12);

/** What a money question can take from the brief: its price (the most, else the least), its places' states and its type. */
const briefOf = (p: StoredPreferences) => ({ price: p.priceRange.max ?? p.priceRange.min, states: contextStatesOf(p), type: p.propertyType });

/**
 * Turns that need the suburb figures (suggestions, the budget answering "what do you suggest?",
 * "what's the median price in Echuca?"): the server loads them only for these.
 */
export function needsSuburbFacts(message: string, state?: unknown): boolean {
  const t = typeof message === "string" ? message.slice(0, 4_000) : "";
  return SUGGEST.test(t) || (QUESTION.test(t) && ABOUT_A_PLACE.test(t)) || (state !== undefined && readAssistantState(state).suggesting);
}

export function assistantTurn(input: {
  state: AssistantState | unknown;
  message: string;
  places: PlaceIndex;
  results?: AssistantResult[];
  /** The suburb figures suggestions are made from (suburbFacts()); needed only when needsSuburbFacts(message). */
  suburbs?: readonly SuburbFacts[];
  /** The session the results belong to: "compare 1 and 3" links to its compare view. */
  sessionId?: string;
}): { state: AssistantState; reply: AssistantReply } {
  const state = readAssistantState(input.state);
  try {
    return turn(state, input.message, input.places, input.results ?? [], input.suburbs ?? [], input.sessionId);
  } catch {
    // The assistant never fails a turn: an unexpected input gets a polite answer.
    return {
      state,
      reply: { text: "Sorry, I couldn't make sense of that one. Could you rephrase your property brief?", preferences: state.preferences, understood: understoodChips(state.preferences) },
    };
  }
}

type Turn = { state: AssistantState; reply: AssistantReply };

function reply(state: AssistantState, text: string, extra: Partial<AssistantReply> = {}): Turn {
  return { state, reply: { text, preferences: state.preferences, understood: understoodChips(state.preferences), ...extra } };
}

/** The summary of the brief: chips with their confidence (low where a doubt is open) and the first open question. */
function summaryOf(state: AssistantState, withQuestion: boolean): AssistantSummary {
  const low = new Set(state.doubts.map((d) => d.field).filter(Boolean) as string[]);
  const question = withQuestion ? state.doubts[0]?.question : undefined;
  return { chips: summaryChips(state.preferences, low), ...(question ? { question } : {}) };
}

const isEmptyBrief = (p: StoredPreferences) => JSON.stringify(p) === JSON.stringify(emptyPreferences());

/** "ok both", "actually both", "do both of them": keep the places swapped out as well as the new ones. */
const BOTH = /^\W*(?:(?:ok(?:ay)?|actually|yeah|yep|nah|no|hmm|um|oh|wait|fine|alright)\W+)*(?:(?:let'?s |lets )?(?:do|keep|have|go with|search|look at|include)\s+)?both(?:\s+(?:of them|then|please|pls|places|towns|suburbs|areas|actually|i guess|i reckon))*\W*$/i;

/** Talk of the day or the week ("today", "this week", "on a Friday arvo", "next week"): news, not a brief. */
const DAY_TALK = /\b(?:today|tonight|this (?:week|morning|arvo|afternoon|evening|weekend)|next week|tomorrow|yesterday|last night|(?:a|the) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: arvo| night| morning)?|arvo|again this)\b/i;
/** A question the turn says is about something else: "Random but what's…", "totally unrelated, but could you…", "by the way, is…" (not "ok random but huonville?", an idea). */
const UNRELATED_MARKER =
  /(?:^|[.!?\n]\s*)(?:(?:ok(?:ay)?|oh|hey|hi|hello|also|and|sorry)[,\s]+)*(?:(?:totally|completely|slightly|somewhat|bit|a bit)\s+)?(?:unrelated|random(?:\s+(?:one|question|q))?|off[- ]topic|side (?:question|note)|different topic|by the way|btw|this (?:isn'?t|is not) about (?:houses|property|properties|buying)(?: at all)?)\b[^.!?\n]{0,30}?\b(?:what|whats|what's|how|hows|how's|is|are|do|does|did|can|could|would|who|whos|where|when|which|any ?one|tell me)\b/i;
const PROPERTY_TALK = /\b(?:house|home|unit|apartment|townhouse|land|block|propert(?:y|ies)|bed(?:room)?s?|buy|invest\w*|rent\w*|price|budget|search|suburb|area|listing)\b/i;
/** The words besides the places: a few, or words that put places forward ("and Sydney", "what about Bendigo?", "Orange too"). */
const PUT_FORWARD = /^(?:[\s\W]|and|or|also|too|as|well|plus|add|what|about|how|maybe|perhaps|try|ok|okay|then|instead|please|pls|thanks|the|in|at|near|around|only|just|nah|no|yes|yeah|yep|actually|sorry|i|mean|meant)*$/i;
function namesPlacesOnly(text: string, named: readonly { start: number; end: number }[]): boolean {
  let rest = text;
  for (const p of [...named].sort((a, b) => b.start - a.start)) rest = rest.slice(0, p.start) + " " + rest.slice(p.end);
  return rest.split(/\s+/).filter((w) => /[a-z]/i.test(w)).length <= 2 || PUT_FORWARD.test(rest.replace(/\b/g, " "));
}

function turn(state: AssistantState, raw: string, places: PlaceIndex, results: AssistantResult[], suburbs: readonly SuburbFacts[], sessionId?: string): Turn {
  const { text: cleaned } = cleanMessage(raw);
  const next: AssistantState = { ...state, turns: state.turns + 1, pendingMoney: null, ruledOut: false, lastDropped: [], scrapped: false };
  if (!/[\p{L}\p{N}]/u.test(cleaned)) {
    return reply(next, `I didn't catch any words there. ${HELP}`);
  }
  // "not Woodridge" then "or Slacks Creek", or "Nor Risdon Vale, come to think of it": the list of places ruled out goes on.
  const message = expandLabelledAnswers(cleaned).replace(state.ruledOut ? /^\s*(?:and\s+)?n?or\s+(?!not\b)/i : /^\s*nor\s+(?!not\b)/i, "not ");

  // "What would #1 be worth in ten years?": the Ten years tab's projection; never changes the brief (docs/ASSISTANT.md, "Money questions").
  if (isProjectionQuestion(cleaned)) return reply(next, sanitise(answerProjectionQuestion({ message, finance: state.preferences.finance, results })));

  // "Should I…", "would you buy…": general advice with the general figures that apply; never a search or a brief change.
  if (isAdviceQuestion(cleaned) && !SUGGEST.test(cleaned) && !/\b(?:find|show|get|send) (?:me|us)\b|\bsearch (?:for|in)\b/i.test(cleaned) && !(results.length > 0 && (isResultsQuestion(message) || compareRequest(message, results.length) !== null))) {
    const asked = understand(message, { places, contextStates: contextStatesFor(state, places), workplace: state.workplace, topic: state.topic });
    return reply(next, sanitise(answerAdviceQuestion({ message, finance: state.preferences.finance, results, delta: asked, brief: briefOf(state.preferences) })));
  }
  // Money questions are their own intent, answered from lib/finance; they never change the brief (docs/ASSISTANT.md, "Money questions").
  // A short turn that only adds to the last money question ("its in nsw", "on 88k", "first home btw") is read after it;
  // one that asks it again ("and in SA?", "what about at 6.8%?") before it, so that what it changes wins (a figure's
  // first mention is the one read).
  // Asked as the readers read it: "how much depost for 350k", "interest only on four hundred grand at six and a half per cent".
  const moneyAsked = isMoneyQuestion(cleaned);
  const spelt = normalisedText(cleaned, places);
  const asMoney = moneyAsked || isMoneyQuestion(spelt);
  const followUp = !asMoney && !!state.pendingMoney && isMoneyFollowUp(cleaned);
  const moneyText = followUp ? (asksAgain(cleaned) ? `${cleaned} ${state.pendingMoney}` : `${state.pendingMoney} ${cleaned}`) : asMoney ? spelt : null;
  // "Please search for houses in Youngtown up to $480,000 - and what would the stamp duty be?": a search asked for, then a
  // money question about it, in one message. The brief is read first, as a turn of its own, and the question answered on it.
  const briefFirst = asMoney && !followUp ? briefBeforeQuestion(cleaned, state, places, (brief) => turn(state, brief, places, results, suburbs, sessionId)) : null;
  if (briefFirst) {
    const { read } = briefFirst;
    const asked = understand(briefFirst.question, { places, contextStates: contextStatesFor(read.state, places), workplace: read.state.workplace, topic: read.state.topic });
    const answer = answerMoneyQuestion({ message: briefFirst.question, finance: read.state.preferences.finance, results, delta: asked, brief: briefOf(read.state.preferences) });
    const noted = `Noted for your search: ${describeSearch(read.state.preferences)}.`;
    return reply({ ...read.state, turns: state.turns + 1, pendingMoney: briefFirst.question.slice(-4_000) }, sanitise(`${noted}\n\n${answer}`), { summary: summaryOf(read.state, false) });
  }
  if (moneyText !== null) {
    const moneyMessage = moneyText === cleaned ? message : expandLabelledAnswers(moneyText);
    const asked = understand(moneyMessage, { places, contextStates: contextStatesFor(state, places), workplace: state.workplace, topic: state.topic });
    // The places it asks about are the next turn's "there" ("the yield in Moranbah?" then "show me houses there"), and their
    // states settle a name the next turn leaves open ("duty in the NT?" then "houses in Palmerston").
    const askedAbout = placesNamed(asked);
    const topic = askedAbout.length > 0 ? { places: askedAbout, concept: next.topic?.concept ?? null } : next.topic;
    return reply({ ...next, topic, pendingMoney: moneyText.slice(-4_000) }, sanitise(answerMoneyQuestion({ message: moneyMessage, finance: state.preferences.finance, results, delta: asked, brief: briefOf(state.preferences) })));
  }

  // Questions about the results of a search.
  if (results.length > 0 && (isResultsQuestion(message) || compareRequest(message, results.length) !== null)) {
    const answer = answerResultsQuestion(message, results, sessionId ? { compareHref: (ids) => comparePath(sessionId, ids) } : {});
    if (answer) return reply(next, sanitise(answer));
  } else if (
    results.length === 0 &&
    state.lastSearch === null &&
    (compareRequest(message, COMPARE_MAX) !== null || (isResultsQuestion(message) && /\b(first|top|compare|ranked|which|ones)\b/i.test(message) && !/\b(bed|house|unit|under|\d+k)\b/i.test(message))) &&
    // "What about Colonial ones too?": before any search, a message that says something of the brief is read as one.
    !readsBrief(message, state, places)
  ) {
    return reply(next, "I haven't run a search yet, so there's nothing to compare. Tell me what you're looking for and I'll find and explain the matches.");
  }

  // "Search now" (the summary's action), or "yes" to its question: search the brief as summarised.
  const confirm = CONFIRM.exec(cleaned);
  if (confirm && confirm[0].trim() && (state.doubts.length > 0 || /search|find|go/i.test(cleaned))) return confirmSearch(next);
  // "What did you understand so far?"
  // ("Mount Isa four bedroom house, what have you got": a brief with its request is a brief.)
  if (WHAT_UNDERSTOOD.test(cleaned) && !readsBrief(message, state, places)) return understoodReply(next, results);

  // An answer to "which Richmond?"; a suggestion chip ("Add Kirwan, QLD 4817").
  let picked: string | null = null;
  if (state.pendingPlace) picked = pickOption(state.pendingPlace.options, cleaned);
  const chip = ADD_SUGGESTION.exec(cleaned)?.[1];
  const chipPlace = chip ? (places.byDescription.get(chip.toLowerCase()) ?? null) : null;
  if (chipPlace) picked = chipPlace.description;

  const delta = understand(message, {
    places,
    // After "I read 480 as a price: is that right?", a bare "500" answers it.
    expecting: state.doubts.some((d) => d.field === "priceRange") ? [...new Set([...state.expecting, "price" as const])] : state.expecting,
    contextStates: contextStatesFor(state, places),
    workplace: state.workplace,
    topic: state.topic,
    amounts: { priceMin: state.preferences.priceRange.min, priceMax: state.preferences.priceRange.max, renovationBudget: state.preferences.renovationPotential.renovationBudget },
    briefType: state.preferences.propertyType,
  });
  if (picked) {
    const cand = places.byDescription.get(picked.toLowerCase());
    // The options' own words ("Richmond, VIC 3121") are not new places.
    delta.places = [];
    delta.ambiguous = [];
    delta.addPlaces = cand ? [cand] : [];
    delta.removePlaces = [];
    delta.doubts = delta.doubts.filter((d) => d.field !== "locations");
    delta.understoodAnything = true;
  }
  // "Torquay house 4br" (which Torquay?), then "not jan juc" or "also Littlehampton": a place of one of the options' states,
  // added or ruled out, says which was meant.
  let settledPending = false;
  if (state.pendingPlace && !picked && delta.placesWished && !delta.reset && !delta.replacePlaces && !delta.removePlaces.some((m) => m.text.toLowerCase() === state.pendingPlace!.text.toLowerCase())) {
    const statesNamed = new Set([...delta.addPlaces, ...delta.ruledOutPlaces.flatMap((d) => places.byDescription.get(d.toLowerCase()) ?? [])].map((c) => c.state));
    const settled = state.pendingPlace.options.flatMap((o) => places.byDescription.get(o.toLowerCase()) ?? []).filter((c) => statesNamed.has(c.state));
    if (settled.length === 1 && !delta.ambiguous.some((m) => m.text.toLowerCase() === state.pendingPlace!.text.toLowerCase())) {
      delta.addPlaces = [...settled, ...delta.addPlaces];
      settledPending = true;
    }
  }
  // "kingston instead of hobart", then "actually both": the places the last turn swapped out come back beside the new ones.
  const restored = picked || !BOTH.test(cleaned) ? [] : state.lastDropped.flatMap((d) => places.byDescription.get(d.toLowerCase()) ?? []);
  if (restored.length > 0) {
    delta.addPlaces = restored;
    delta.removePlaces = [];
    delta.understoodAnything = true;
  }
  // "Cygnet house ≤700k", "scratch that", then "Kettering, same budget, house": the turn after a lone "scrap that" names what
  // replaces it; with figures of a new brief of its own it starts over ("Busselton, 3 bed, up to 700").
  if (state.scrapped && delta.addPlaces.length > 0 && !delta.alsoPlaces) {
    if ((delta.price !== null || delta.bedrooms !== undefined) && !KEEP_THE_REST.test(cleaned)) delta.reset = true;
    else delta.replacePlaces = true;
  }
  if (delta.workplace) next.workplace = delta.workplace;

  if (SUGGEST.test(cleaned)) return suggestionsReply(next, delta, suburbs);
  if (INJECTION.test(cleaned) && !delta.understoodAnything) {
    return reply(next, `I'm the Property Assistant, so I can only help with finding and explaining properties. ${HELP}`);
  }
  // "What's a battle-axe block?", "do granny flats rent well?": answered, and remembered for "find me one".
  const term = glossaryAnswer(cleaned) ? termQuestion(cleaned) : !names(delta) ? termQuestion(cleaned) : null;
  if (term) {
    // ("the rental yield in Moranbah these days?": its places are the next turn's "there".)
    next.topic = { places: placesNamed(delta), concept: term.topic };
    return reply(next, sanitise(term.answer));
  }
  if (!delta.understoodAnything) {
    const answer = smallTalk(cleaned);
    if (answer) return reply(next, sanitise(answer));
  }
  // Weather, sport, politics, jokes, stories: one line, and the brief stays as it was. A clause that adds or rules out
  // a place is no off-topic talk, whatever else the message says ("I live in Sandy Bay lol. I meant Dynnyrne").
  if (!readBesidesPlaces(delta) && !picked && !delta.placesWished && (offTopicBeside(cleaned, delta.places) || (!delta.understoodAnything && delta.contextPlaces.length > 0))) {
    return offTopicReply(next, results);
  }
  // "Random but what's a good dog breed for a house with a small yard?", "By the way, is the Sugar Shed worth a visit?":
  // a question the buyer says is about something else changes nothing, whatever words of property it uses.
  if (!picked && !delta.placesWished && !delta.reset && UNRELATED_MARKER.test(cleaned) && !REQUEST.test(cleaned)) {
    return offTopicReply(next, results);
  }
  // "My nail polish supplier in Sydney late again this week", "A lovely hard frost in Forrest today": news of the day that
  // reads nothing but a place, with no wish for it and no word of property, is talk, not a change of the brief.
  if (!readBesidesPlaces(delta) && !picked && !delta.placesWished && delta.addPlaces.length > 0 && delta.removePlaces.length === 0 && DAY_TALK.test(cleaned) && !PROPERTY_TALK.test(cleaned) && !namesPlacesOnly(cleaned, delta.places)) {
    return offTopicReply(next, results);
  }
  // "What's Echuca like?", "what's the median price in Bulimba?": a question about a place, not a wish for it.
  if (!readBesidesPlaces(delta) && !picked && delta.addPlaces.length > 0 && delta.ambiguous.length === 0 && delta.removePlaces.length === 0 && QUESTION.test(cleaned) && ABOUT_A_PLACE.test(cleaned) && !REQUEST.test(cleaned)) {
    return placeQuestionReply(next, delta.addPlaces, suburbs);
  }
  if (!delta.understoodAnything) {
    // A lone "scrap that", "forget it": the next turn says what instead.
    if (delta.restartOnNewBrief && SCRAP_THAT.test(cleaned) && cleaned.replace(SCRAP_THAT, "").replace(/[\s\p{P}]+/gu, "").length === 0) {
      next.scrapped = true;
      return reply(next, "Okay, scrapped. What would you like instead?");
    }
    if (state.pendingPlace) {
      return reply(next, `Which ${state.pendingPlace.text} do you mean?`, { form: [placeField(state.pendingPlace.text, state.pendingPlace.options)] });
    }
    const missing = missingEssentials(state.preferences);
    const form = missing.length && results.length === 0 ? { form: missing.map((f) => FIELD_FORMS[f]) } : {};
    if (missing.length && PROPERTY_INTENT.test(cleaned)) {
      // "I want to invest", "looking to buy": the intent is clear, the details are not.
      next.expecting = missing;
      return reply(next, `Happy to help you find one. I just need ${joinAsks(missing.map((f) => FIELD_WORDS[f]))}.`, form);
    }
    const lead = results.length > 0 ? "I can explain the listings (\"why is the top one first?\", \"compare 1 and 3\", \"which has the best cash flow?\") or change the brief." : HELP;
    return reply(next, `I couldn't find property details in that. ${lead}`, form);
  }

  // A dollar deposit above the brief's maximum price is refused with the finance schema's message, and not kept.
  const maxPrice = delta.price?.max !== undefined ? delta.price.max : state.preferences.priceRange.max;
  if (delta.finance.deposit && maxPrice !== null && depositProblem(delta.finance.deposit, maxPrice)) {
    delta.financeProblems.push(depositProblem(delta.finance.deposit, maxPrice)!);
    delete delta.finance.deposit;
  }
  takeOffRegions(delta, state.preferences.locations, places);
  shortNamesInBrief(delta, state.preferences.locations, places);
  next.preferences = applyDelta(state.preferences, delta);
  next.ruledOut = delta.ruledOutPlaces.length > 0;
  next.lastDropped = state.preferences.locations.filter((l) => !next.preferences.locations.includes(l) && !next.preferences.exclusions.locations.includes(l));
  if (delta.refersBack.place || delta.refersBack.concept) next.topic = null;
  const ambiguous = delta.ambiguous[0] ?? null;
  // A pending "which Richmond?" ends when answered, when places are replaced, or when that name is dropped.
  const pendingDropped =
    !!state.pendingPlace && (delta.replacePlaces || delta.reset || delta.removePlaces.some((m) => m.text.toLowerCase() === state.pendingPlace!.text.toLowerCase()));
  next.pendingPlace = ambiguous
    ? { text: ambiguous.text, options: ambiguous.options.map((o) => o.description).slice(0, 12) }
    : picked || pendingDropped || settledPending
      ? null
      : state.pendingPlace;
  if (delta.reset) next.lastSearch = null;
  // A turn that reads something answers the open questions: what it changed is corrected, the rest accepted.
  next.doubts = delta.doubts.slice(0, 8);
  if (delta.reset) next.suggesting = false;

  const notes = noteWords(delta, next.preferences);
  const missing = missingEssentials(next.preferences);
  if (next.suggesting && (next.preferences.priceRange.max !== null || next.preferences.priceRange.min !== null)) {
    return suggestionsReply(next, null, suburbs);
  }
  const so = describeSearch(next.preferences);
  const question = next.doubts[0]?.question;
  if (next.pendingPlace || missing.length > 0) {
    next.expecting = missing;
    const form: AssistantFormField[] = [];
    const asks: string[] = [];
    if (next.pendingPlace) {
      form.push(placeField(next.pendingPlace.text, next.pendingPlace.options));
      asks.push(`which ${next.pendingPlace.text} you mean`);
    }
    for (const f of missing) {
      if (f === "locations" && next.pendingPlace) continue;
      form.push(FIELD_FORMS[f]);
      asks.push(FIELD_WORDS[f]);
    }
    const have = next.preferences.locations.length || next.preferences.propertyType || next.preferences.priceRange.max !== null || next.preferences.priceRange.min !== null || next.preferences.bedrooms;
    const text = [have ? `So far: ${so}.` : "Happy to help.", notes, question, asks.length ? `I just need ${joinAsks(asks)}.` : ""].filter(Boolean).join(" ");
    return reply(next, sanitise(text), { form, summary: summaryOf(next, true) });
  }

  next.expecting = [];
  // Something was read with low confidence: show what was understood and ask, instead of searching (docs/ASSISTANT.md, "Confidence").
  if (question) {
    const text = [`Here's what I understood: ${so}.`, notes, question, 'Correct me, or say "Search now" and I\'ll search this brief.'].filter(Boolean).join(" ");
    return reply(next, sanitise(text), { summary: summaryOf(next, true) });
  }
  const key = JSON.stringify(next.preferences);
  const ranking = rankingWords(next.preferences);
  if (key === state.lastSearch) {
    return reply(next, sanitise([`Your brief is unchanged: ${so}.`, notes, "Ask me about the listings, or tell me what to change."].filter(Boolean).join(" ")), { summary: summaryOf(next, false) });
  }
  next.lastSearch = key;
  const text = [`Here's what I understood: ${so}.${ranking ? ` ${ranking}.` : ""}`, notes, "Searching now — tap a chip to fine-tune it in your preferences."].filter(Boolean).join(" ");
  return reply(next, sanitise(text), { runSearch: true, summary: summaryOf(next, false) });
}

/** The delta names a brief's essentials or places (then a question in it is not only about a term). */
const names = (d: Delta) => d.addPlaces.length > 0 || d.ambiguous.length > 0 || d.price !== null || d.propertyType !== undefined || d.bedrooms !== undefined;

const ROLE_WORDS: Record<ContextRole, string> = {
  live: "where you live",
  origin: "where you're from",
  work: "where you work",
  own: "where you already own",
  others: "about someone else",
  past: "you've moved on from",
  question: "named in a question",
  aside: "mentioned in passing",
};

/** What the reply adds about places it left out: context ("I've left out Newtown (where you live)") and a suburb inside a council of the brief. */
function noteWords(d: Delta, p: StoredPreferences): string {
  const out: string[] = [];
  const inBrief = new Set(p.locations);
  // A place named in a question or a signature is no choice the buyer made: nothing to say about leaving it out.
  const context = d.contextPlaces.filter((c) => c.place && !inBrief.has(c.place.description) && c.role !== "question" && c.role !== "aside");
  if (context.length) {
    const byRole = new Map<ContextRole, string[]>();
    for (const c of context) byRole.set(c.role, [...new Set([...(byRole.get(c.role) ?? []), c.place!.description])]);
    out.push(`I've left out ${joinWords([...byRole].map(([role, names]) => `${joinWords(names)} (${ROLE_WORDS[role]})`))}.`);
  }
  // Finance values refused by the schema (a rate over 30 %): said, and not kept.
  if (d.financeProblems.length) out.push(`I haven't kept that: ${d.financeProblems.join(" ")}`);
  // A name taken as its far most populous place ("Palmerston"): the others it may mean, to say instead.
  const taken = d.places.filter((m) => m.place && m.options.length > 0 && inBrief.has(m.place.description));
  for (const m of taken) out.push(`I took ${m.text} as ${m.place!.description}: say "${m.options[0].description}" if you meant that one.`);
  const inside = d.removePlaces.map((m) => m.place).filter((c): c is PlaceCandidate => !!c && !!c.lga && inBrief.has(c.lga));
  if (inside.length) out.push(`I'll search the rest of ${joinWords([...new Set(inside.map((c) => c.lga!))])} without ${joinWords(inside.map((c) => c.name))}.`);
  return out.join(" ");
}

/**
 * "scrap Melbourne, houses in Stafford Heights" with Footscray in the brief, "forget Darwin, show me Kirwan" after Leanyer
 * and Malak: a region taken off the list for places elsewhere takes the places the brief wants in it off, and is no place
 * ruled out. (Not a name the brief holds itself: "take bayswater off" after the suburb Bayswater.)
 */
function takeOffRegions(delta: Delta, wanted: readonly string[], places: PlaceIndex): void {
  if (delta.addPlaces.length === 0) return;
  for (const m of [...delta.removePlaces]) {
    const region = m.place;
    const named = (loc: string) => normaliseName(parseLocation(loc)?.name ?? loc) === normaliseName(m.text);
    if (!region || region.kind === "suburb" || delta.ruledOutPlaces.includes(region.description) || wanted.some((loc) => loc === region.description || named(loc))) continue;
    if (delta.addPlaces.some((c) => isWithinDescription(c, region.description))) continue;
    const held = wanted.flatMap((loc) => places.byDescription.get(loc.toLowerCase()) ?? []).filter((c) => isWithinDescription(c, region.description));
    if (held.length > 0) delta.removePlaces = [...delta.removePlaces.filter((x) => x !== m), ...held.map((c) => ({ ...m, text: c.name, place: c, options: [] }))];
  }
}

/**
 * "sorry, meant Killarney Vale not Berkeley" with Berkeley Vale in the brief, "❌ Shelly, just Bateau" after Shelly Beach:
 * a place taken off by the first word(s) of a name the brief wants is that place, not another of the short name.
 */
function shortNamesInBrief(delta: Delta, wanted: readonly string[], places: PlaceIndex): void {
  for (const m of [...delta.removePlaces]) {
    if (!m.place || wanted.includes(m.place.description)) continue;
    const short = normaliseName(m.text);
    const longer = wanted.filter((loc) => normaliseName(parseLocation(loc)?.name ?? loc).startsWith(`${short} `));
    if (longer.length !== 1) continue;
    const target = places.byDescription.get(longer[0].toLowerCase());
    // (Only a suburb: "not Rockingham suburb itself" beside Rockingham (City) rules the suburb out, not the council.)
    if (!target || target.kind !== "suburb") continue;
    delta.removePlaces = delta.removePlaces.map((x) => (x === m ? { ...m, text: target.name, place: target, options: [] } : x));
    delta.ruledOutPlaces = delta.ruledOutPlaces.filter((d) => d !== m.place!.description);
  }
}

/** "Search now" / "yes" after a summary: the brief as it stands is searched, the open questions answered. */
function confirmSearch(next: AssistantState): Turn {
  next.doubts = [];
  const missing = missingEssentials(next.preferences);
  if (next.pendingPlace || missing.length > 0) {
    next.expecting = missing;
    const form = [...(next.pendingPlace ? [placeField(next.pendingPlace.text, next.pendingPlace.options)] : []), ...missing.filter((f) => !(f === "locations" && next.pendingPlace)).map((f) => FIELD_FORMS[f])];
    const asks = [...(next.pendingPlace ? [`which ${next.pendingPlace.text} you mean`] : []), ...missing.filter((f) => !(f === "locations" && next.pendingPlace)).map((f) => FIELD_WORDS[f])];
    return reply(next, sanitise(`Before I can search I just need ${joinAsks(asks)}.`), { form, summary: summaryOf(next, false) });
  }
  next.expecting = [];
  next.lastSearch = JSON.stringify(next.preferences);
  const ranking = rankingWords(next.preferences);
  return reply(next, sanitise(`Searching now for ${describeSearch(next.preferences)}.${ranking ? ` ${ranking}.` : ""}`), { runSearch: true, summary: summaryOf(next, false) });
}

/** The message says something of the brief besides a place (a type, a count, a price, a style…): structure, not its wording, decides it is no question about the conversation. */
/**
 * A message that asks for a search in its first sentences and a money question in its last ("please search for houses in
 * Orange up to $600k - and what would the stamp duty be?", "find us a 3 bed in Dubbo under 450. how much is duty?"):
 * the brief read as a turn of its own (once) and the question, or null when the part before the question is no brief of its
 * own (a place alone, a figure, a greeting).
 */
function briefBeforeQuestion(message: string, state: AssistantState, places: PlaceIndex, read: (brief: string) => Turn): { read: Turn; question: string } | null {
  // Cut where a clause starts (../clauses.ts: a sentence's end, a line break, a dash before "and what…").
  for (const c of clausesOf(message, undefined, (words) => places.byKey.has(words)).slice(1)) {
    const brief = message.slice(0, c.start).replace(/[\s–—-]+$/, "").trim();
    const question = message.slice(c.start).trim();
    if (!brief || !question || isMoneyQuestion(brief) || !isMoneyQuestion(question)) continue;
    // The brief part asks for a search outright ("please search for…", "find us…", "show me…": not "looking for a 3 bed
    // in Hedland under 400", which gives the question's figures), with a place and something besides it.
    if (!/\b(?:search|find|show)\b/i.test(brief)) return null;
    const turned = read(brief);
    const [before, after] = [state.preferences, turned.state.preferences];
    const placed = after.locations.some((l) => !before.locations.includes(l));
    const besides = JSON.stringify({ ...after, locations: [] }) !== JSON.stringify({ ...before, locations: [] });
    return placed && besides ? { read: turned, question } : null;
  }
  return null;
}

function readsBrief(message: string, state: AssistantState, places: PlaceIndex): boolean {
  return readBesidesPlaces(understand(message, { places, contextStates: contextStatesFor(state, places), workplace: state.workplace, topic: state.topic }));
}

/** "What did you understand?": the summary, its open question, and what is still missing. */
function understoodReply(next: AssistantState, results: AssistantResult[]): Turn {
  if (isEmptyBrief(next.preferences)) return reply(next, `I haven't got anything yet. ${HELP}`);
  const missing = missingEssentials(next.preferences);
  const question = next.doubts[0]?.question;
  const text = [`Here's what I have so far: ${describeSearch(next.preferences)}.`, question, missing.length ? `I still need ${joinAsks(missing.map((f) => FIELD_WORDS[f]))}.` : ""].filter(Boolean).join(" ");
  const form = missing.length && results.length === 0 ? { form: missing.map((f) => FIELD_FORMS[f]) } : {};
  return reply(next, sanitise(text), { ...form, summary: { ...summaryOf(next, true), review: true } });
}

function offTopicReply(next: AssistantState, results: AssistantResult[]): Turn {
  const missing = missingEssentials(next.preferences);
  const form = missing.length && results.length === 0 && !next.pendingPlace ? { form: missing.map((f) => FIELD_FORMS[f]) } : {};
  return reply(next, OFF_TOPIC_REPLY, { ...form, offTopic: true });
}

/** "What's Echuca like?": the suburb's figures when known, and an offer to search there ("find me a house there"). */
function placeQuestionReply(next: AssistantState, asked: PlaceCandidate[], suburbs: readonly SuburbFacts[]): Turn {
  const descriptions = [...new Set(asked.map((c) => c.description))];
  next.topic = { places: descriptions, concept: next.topic?.concept ?? null };
  const type = next.preferences.propertyType ?? "House";
  const lines = descriptions.flatMap((d) => {
    const f = factsOf(suburbs, d);
    if (!f) return [];
    const rent = type === "Land" ? null : f.weeklyRent[type];
    const yieldText = rent ? `, rent about $${formatNumber(Math.round(rent))} a week (gross yield ${Math.round(((rent * 52) / f.medianPrice[type]) * 1000) / 10}%)` : "";
    const measured = (f.measuredSales[type] ?? 0) >= 10 ? "measured" : "modelled";
    return [`${d}: median ${type.toLowerCase()} price about ${formatPriceShort(Math.round(f.medianPrice[type] / 1000) * 1000)}${yieldText}, ${f.growth12m[type]}% over the last 12 months (${measured} figures).`];
  });
  const where = joinWords(descriptions);
  const text = lines.length
    ? `${lines.join("\n")}\n\n${SUGGESTION_DISCLAIMER} Want me to search there? Tell me the property type, bedrooms and budget, e.g. "find me a 3 bed house there under 600k".`
    : `I can't describe ${where} myself, but I can search it for you: tell me the property type, bedrooms and budget, e.g. "find me a 3 bed house there under 600k".`;
  return reply(next, sanitise(text));
}

/**
 * "Which suburbs would you suggest for cash flow under 600k?": what the question says about the
 * brief (budget, type, strategy) is kept; the places it names only narrow the suggestions. Without
 * a budget it asks for one first.
 */
function suggestionsReply(next: AssistantState, delta: Delta | null, suburbs: readonly SuburbFacts[]): Turn {
  let areas: string[] = [];
  if (delta) {
    areas = delta.addPlaces.map((c) => c.description);
    next.preferences = applyDelta(next.preferences, { ...delta, addPlaces: [], removePlaces: [], ambiguous: [], places: [], replacePlaces: false });
  }
  const brief = areas.length ? { ...next.preferences, locations: areas } : next.preferences;
  const type = (brief.propertyType ?? "House").toLowerCase();
  if (brief.priceRange.max === null && brief.priceRange.min === null) {
    next.suggesting = true;
    next.expecting = ["price"];
    return reply(next, `Happy to suggest suburbs. What's your budget? I'll look for suburbs where it buys a typical ${type}.`, { form: [FIELD_FORMS.price] });
  }
  next.suggesting = false;
  next.expecting = missingEssentials(next.preferences);
  if (suburbs.length === 0) return reply(next, "I can't look up suburb figures right now. Tell me where you'd like to look and I'll search there.");
  const items = suggestSuburbs(suburbs, brief);
  const budget = priceWords(brief)!;
  if (items.length === 0) {
    return reply(next, sanitise(`I couldn't find suburbs where a typical ${type} is ${budget}${areas.length ? ` in ${joinWords(areas, "or")}` : ""}. Try a wider budget or another area.`));
  }
  const goals = brief.investmentGoals;
  const by = goals.highcashflow && !goals.highcapitalgrowth ? "gross rental yield" : goals.highcapitalgrowth && !goals.highcashflow ? "growth over the last 12 months" : "rental yield and growth together";
  const list = items.map((s, i) => `${i + 1}. **${s.label}**: ${s.reason}${s.figures.dataConfidence === "modelled" ? " (modelled)" : ""}`).join("\n");
  const text = `Suburbs where a typical ${type} is ${budget}${areas.length ? ` in ${joinWords(areas, "or")}` : ""}, ranked by ${by}:\n\n${list}\n\nTap one to add it to your brief. ${SUGGESTION_DISCLAIMER}`;
  return reply(next, sanitise(text), { suggestions: items });
}

function joinAsks(asks: string[]): string {
  if (asks.length <= 1) return asks.join("");
  return `${asks.slice(0, -1).join(", ")} and ${asks[asks.length - 1]}`;
}

function placeField(text: string, options: string[]): AssistantFormField {
  return { id: "place", label: `Which ${text} do you mean?`, type: "radio", options, description: `${text} is in more than one state.` };
}

/** Keeps ordinary replies from sounding like the match announcement (which navigates: ANNOUNCES_MATCHES). */
function sanitise(text: string): string {
  return text.replace(/property match(es)?\b/gi, (_, plural) => (plural ? "matching properties" : "matching property")).replace(/properties found/gi, "properties I found").replace(/search results/gi, "listings");
}

export type { Doubt };
