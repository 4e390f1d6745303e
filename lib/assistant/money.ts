/**
 * Money questions (docs/ASSISTANT.md, "Money questions"): repayments, stamp duty, a rate rise, the
 * most to offer for break-even, whether the buyer can borrow enough. Answered from lib/finance with
 * the inputs the listing panel's "Your numbers" block uses: the session's stored finance section
 * and the listing's own facts as the engine kept them (scoring_inputs.finance.facts: price, rent,
 * type, state), so a figure here equals the panel's. What the question says ("at 6.5 %", "on 150k
 * income", "for a first home buyer") is a what-if on top of the stored profile, never stored.
 */
import {
  analyseListing,
  depositProblem,
  emptyNumbers,
  loanForRepayment,
  maxPriceForCashFlow,
  monthlyRepayment,
  financeProfileInputSchema,
  prepareFinance,
  resolveFinanceProfile,
  STATES,
  PROPERTY_KINDS,
  type FinanceAnalysis,
  type FinanceProfile,
  type FinanceProfileInput,
  type ListingFacts,
  type Provenance,
  type StateCode,
} from "@/lib/finance";
import { formatMoney, formatSignedMoney } from "@/lib/money";
import { scoringObject, scoringValue } from "@/lib/engine/scoring-inputs";
import type { Delta } from "./reading";
import { referencedRanks, type AssistantResult } from "./results";
import { SUGGESTION_DISCLAIMER } from "./suggest";
import { joinWords } from "./text";
import { NOT_THERE_BEFORE, OFF_TOPIC, SUGGEST, THERE } from "./lexicon";
import { hasFigures, readMoneyFigures, weeklyRentOf, type MoneyFigures, type RentPeriod } from "./money-figures";

/** The spec's disclaimer (spec 1 §1, spec 2 §1): general information, not advice. */
export const MONEY_DISCLAIMER = SUGGESTION_DISCLAIMER;

const MONEY_WORDS =
  /\b(?:repayments?|mortgage (?:payments?|repayments?)|(?:monthly|weekly|fortnightly) (?:payments?|repayments?)|stamp duty|transfer duty|duty|lmi|lenders'? mortgage insurance|purchase costs|upfront costs|buying costs|costs? to buy|afford|borrow|borrowing (?:power|capacity)|serviceab\w*|break[- ]?even|(?:most|max(?:imum)?|highest|top) (?:i|we) (?:can|could|should) (?:offer|pay|bid)|most (?:i|we) (?:can|could|should) (?:offer|pay|bid)|(?:highest|max(?:imum)?) (?:offer|bid)|land tax|negatively geared|cash ?flow (?:at|with|if|on)|interest rates? (?:rise|rises|go up|goes up|increase|drop|fall|go down)|rates? (?:rise|rises|go up|goes up|increase|increases|jump|climb|drop|drops|fall|falls|go down|goes down|are cut|were cut))|topping (?:it|them) up|out of (?:my|our) pocket|is (?:it|that|this) (?:cash ?flow )?(?:positive|negative)(?:ly geared)?(?= or\b|\s*\?)\b/i;
const ASKING = /\?\s*$|^\s*(?:what|whats|what's|how|hows|how's|is|are|do|does|can|could|would|should|will|which|tell me|calculate|work out|show me|and|what if|stamp duty|transfer duty|repayments?|lmi)\b/i;

/**
 * A money topic whatever else the message says: repayments, duty, LMI, borrowing power, upfront costs. Spelt loosely
 * ("repaymnets", "stamp dty", "lenders mortgage insurnce") as buyers type them.
 */
const STRONG_TOPIC =
  /\b(?:repa?ym\w*|repaym\w*|mortgage (?:payments?|repayments?)|stamp\s*d\w*|transfer duty|duty|lmi|lenders'? mortgage insur\w*|mortgage insurance|borrowing (?:power|capacity)|how much (?:can|could|would|will|do|might) (?:i|we|they|he|she|a bank|the bank|banks?) (?:borrow|get|be lent|lend)|(?:how much|what) (?:can|could|would|will|might) (?:i|we|they|he|she) (?:bor+ow|get lent)|bor+ow(?:ing)? (?:power|capacity)|(?:max(?:imum)?|total) bor+owing|lend (?:me|us|them)|(?:upfront|up-front|purchase|buying|closing|entry) costs|upfront|up-front|costs? (?:to buy|of buying|on top)|on top of the (?:price|deposit)|\bsd (?=on|for|in)|all[- ]in\b|all up\b|break[- ]?even|land tax)/i;
/** A money topic a brief can also name ("good cash flow", "150k deposit", "we can afford 600k"): a question only when asked about figures. */
const WEAK_TOPIC =
  /\b(?:yield|cash ?flow|positive(?:ly)? geared|negative(?:ly)? geared|neutrally geared|geared|wash (?:its|it's) face|pay(?:s)? for itself|out of pocket|deposit|dep(?:o|s|os)\w{1,4}t|dep|afford|price range|bor+ow\w*|lend\w*|loan|rate|the monthly|monthly|fortnightly|weekly|per week|a week|(?:a|each|per|every) (?:fortnight|month|week)|rent(?:s|ing)? for|rent(?:al)? return|repay\w*|interest|lvr|yeild|serviceab\w*|be positive|am i positive|in the black|out of pocket|tax (?:effect|benefit|deduction)|negative gearing)\b/i;
/** Asked: a "?", a question or request word at a sentence's start, or a request anywhere. */
const ASKED = /\?|(?:^|[.!\n:,;]\s*)(?:what|whats|what's|wats|how|hw|hows|how's|is|are|do|does|did|can|could|would|should|will|which|roughly|approx\w*|tell me|calculate|calc|work out|figure out|show me|and what|what if|if)\b|\b(?:what(?:'s|s| is| are| would| will| do| does)|how (?:much|many|does|do|would|will|long)|is (?:that|it|this) (?:enough|ok|okay|right|good|positive|negative)|is (?:that|it|this) (?:\w+ ){1,2}(?:positive|negative)|\bor nah\b|(?:am i|are we|will (?:i|we|they) be|would (?:i|we|they) be) (?:in the )?(?:positive|negative|green|red|black)|does (?:it|that|this)|would (?:it|that|this|i|we)|am i|what\b[^.?!]{0,40}\b(?:would|will|do|does|is|are|can|could)|are we|please|pls|plz|can you|could you|would you|wondering|want to know|need to know|keen to know|curious|work (?:it |that )?out|check|roughly|ballpark|estimate)\b/i;
/** A brief's request to search: then the money words in it are the brief's ("find me a positively geared house under 600k"). */
/** A message that opens with what it asks for: "cash flow on a 380k unit…", "yield on 320k @ 330/wk", "repayment 400k 25yrs". */
const TOPIC_FIRST = /^\s*(?:(?:gross|net|rental|total|the|p\s*&\s*i|p and i|principal (?:and|&) interest|io|interest only)\s+)?(?:yie?i?ld|yeild|cash ?flow|repaym\w*|repayment|lmi|upfront|stamp\s*d\w*|borrowing|deposit|costs?|monthly|weekly|fortnightly)\b|\b(?:positive or negative|negative or positive)\b/i;
/**
 * A question word asking for a money figure by its name: "what deposit would we need…", "how big a loan can we get",
 * "what yield". It asks for that figure even without a "?" and beside a property's words.
 */
const FIGURE_ASK =
  /\b(?:what(?:'s|s)?|which|how (?:big|large|much)(?: of a| a)?)\s+(?:[a-z]+\s+)?(?:(?:gross|net|rental|rent|annual)\s+)?(?:deposit|loan|mortgage|yie?ld|yeild|rent(?:al)? return|repayments?|duty|stamp duty|lmi|cash ?flow|borrowing|costs?)\b(?!\s+(?:is|are|was)\s+(?:best|good|better|ideal))/i;
/**
 * "yield on a 2 bed unit in Hobart…?", "cash flow check on a Kirwan 3br: …": a figure's name, then what it is on, opens
 * the message. Asked, it is a question about that property's figures, whatever property words follow.
 */
const TOPIC_ON = /^\s*(?:(?:gross|net|rental|total|the|my|our)\s+)?(?:yie?i?ld|yeild|cash ?flow|repaym\w*|lmi|stamp\s*d\w*|duty|deposit|upfront costs|costs?)\s+(?:[a-z]+\s+)?(?:on|for|of)\b/i;
/** "Hobart unit 520k, rents 560pw - yield": the figure's name after a dash ends the line that gives what it is on (not a bullet). */
const TOPIC_LAST = /[^\s-–]\s+[-–:]\s*(?:gross\s+|net\s+)?(?:yie?ld|cash ?flow|repayments?|stamp duty|duty|lmi|costs)\s*[?.!]*\s*$/i;
/** "mildura 200 rent 350 pw. gross yield": the figure's name as the last sentence, asked only with a rent given (not "whyalla. duplex. 300 max. yield", a goal). */
/** ("- rent 380/wk\n- loan 280k @ 6.2\ncash flow positive or nah?": a line of its own, asked either way.) */
const TOPIC_LAST_SENTENCE = /[^\s.][.;\n]\s*(?:gross\s+|net\s+)?(?:yie?ld|cash ?flow)(?:\s+(?:positive|negative))?(?:\s+or\s+(?:nah|not|no|negative|positive))?\s*[?.!]*\s*$/i;
/** A money question asked outright, even beside a brief's words ("we're looking at a house for 600k… does it pay for itself?"). */
const MONEY_ASK =
  /(?:(?<!\b(?:best|highest|lowest|top|worst|most|biggest|better|worse)\s+)\b(?:yie?ld|cash ?flow|repayments?|duty|stamp duty|lmi|upfront costs|costs)\s*\?+\s*$)|\b(?:how much|what(?:'s| is| would be| will be| are)? (?:the |my |our )?(?:yie?ld|cash ?flow|repayments?|duty|stamp duty|lmi|costs?)|pays? for itself\s*\?|wash (?:its|it's) face|(?:does|would|will) (?:it|that|this|the \w+) (?:pay|cover|be positive|be negative)|positive or negative|out of pocket)\b/i;
/** "duty on 250 thousand out there? And…", "on 750k there if I'm…": the brief's places, wherever "there" stands ("is there…" is no place). */
function refersThere(message: string): boolean {
  const re = new RegExp(THERE.source, "gi");
  for (const m of message.matchAll(re)) if (!NOT_THERE_BEFORE.test(message.slice(0, m.index ?? 0))) return true;
  return false;
}
/** "Repayments on that", "duty up there": about the brief's property. */
export const REFERS_BACK = /\b(?:on|for|of|with|at|afford|buy|into) (?:that|it|this one|those|them)\b|\b(?:for|on|of) (?:this|that) (?:purchase|place|property|house|home|unit)\b|\b(?:on|for|of|afford|buy|into) this\b(?!\s*[a-z0-9$])|\bup there\b|\bthere\s*\??\s*$|\bif (?:it|that|this)\b|\bit (?:rents|would|will|'d|gets|costs|pays)\b|\b(?:would|will|does|did) (?:that|it|this) (?:cost|come to|set (?:us|me) back)\b/i;
const SEARCH_INTENT = /\b(?:go (?:up|down) to|make it|bump (?:it|that|the)|raise (?:it|the)|lower (?:it|the)|change (?:it|that|the budget|the price)|find|search|show me (?:some|any|houses|units|properties|listings)|looking (?:for|at|in)|look (?:for|in|at)|after (?:a|an|some)\b|got any|have any|any (?:houses|units|listings|properties|places)|^\s*anything (?:under|below|in|around|near|for under)\b|get me|\d\s*(?:bed|br|bdr|bedroom)s?\b|bedrooms?)\b/i;

/** "What is gross yield?", "what does LMI mean": a term to explain (glossary.ts), not figures to work. */
const DEFINITION = /^\s*(?:what(?:'s|s| is| are)\s+(?:a |an |the )?[a-z' -]{2,40}\??\s*$|what does\b.*\bmean\b|how does\b.*\bwork\b|(?:explain|define)\b|meaning of\b)/i;

/**
 * Asking what the buyer's money buys or needs, whatever else is said: "how much house can I buy", "what price can we look
 * at", "how big a place can we buy with that", "deposit needed on a 350k unit".
 */
const BUYING_POWER_ASK =
  /\bhow much (?:of a )?(?:house|home|place|property) (?:can|could|would) (?:i|we)\b|\bwhat (?:price|price range|purchase price|size (?:house|place|loan)) (?:can|could|would|should) (?:i|we)\b|\bhow (?:big|expensive|dear|much) (?:of )?an? (?:place|house|home|property|loan) (?:can|could) (?:i|we)\b|\b(?:maximum|max|highest) (?:purchase )?price (?:we|i) could\b|\bdeposit (?:needed|required)\b|\bhow much (?:of a )?deposit\b|\b(?:min(?:imum)?|smallest|lowest|least) deposit\b|\bwhat cash (?:do|would|will) (?:i|we) need\b|\bwhat(?:'s| is) the (?:maximum|max|most|highest|top) (?:expensive )?(?:purchase )?(?:price|place|house|home|property)\b|\bhow much (?:can|could|should) (?:i|we) (?:\w+ )?(?:spend|pay) (?:on|for)\b|\bwhat(?:'s| is) the most (?:i|we) (?:can|could|should) (?:\w+ )?(?:spend|pay)\b|\b(?:maximum|max|highest) (?:purchase )?price (?:we|i) (?:can|could)\b|\bhow much (?:do|would|will|should) (?:i|we) (?:need to )?put down\b|\bhow much (?:do|would|will|does|should) (?:i|we|they|he|she|you) (?:need|have) (?:saved|to save|to have saved|in savings)\b/i;

/** The message asks a money question rather than giving a brief: its own intent, which never changes the brief. */
/**
 * The costs of buying by their names: "conveyancer", "building and pest", "solicitor", "all the costs" ("done enough
 * inspections to know what I need": open homes visited are no cost; a building or pest inspection is).
 */
const COSTS_NAMED = /\b(?:conveyanc\w*|solicitors?|lawyers?|building (?:and|&|n) pest|(?:building |pest )inspections?|inspection (?:fees?|costs?|reports?)|legal fees|(?:all|other|extra) (?:the )?costs)\b/i;
/** "what rent would that need", "how much rent do I need…": the rent a property needs (worked as a break-even). */
const RENT_NEEDED = /\b(?:what|how much) (?:weekly |monthly )?rent (?:do|would|will|should|does) (?:i|we|it|that|this|you|the place) (?:need|have to get|require)\b|\bwhat rent would (?:that|it|this) need\b/;
/** "what do I need in cash apart from the deposit", "the fees n stuff": the costs of buying, asked. */
const CASH_BESIDES = /\b(?:(?:cash|money) (?:do|would|will|should) (?:i|we) need|what (?:do|would|will|should) (?:i|we) need in (?:cash|savings))\b[^?.!]{0,30}\b(?:apart from|besides|on top of|as well as|other than|beyond)\b|\bfees (?:n|and|&) (?:stuff|that|things|all that)\b/;
/**
 * Asked outright for a sum, whatever else the message names: the rent a property needs ("what rent would that need",
 * "how much rent do I need to break even"), whether it pays for itself ("does it cover itself"), how big the deposit
 * should be, the cash needed besides the deposit, and the fees of buying ("the fees n stuff").
 */
const SUM_ASKED = new RegExp(
  `${RENT_NEEDED.source}|${CASH_BESIDES.source}|\\b(?:does|would|will|do) (?:it|that|this|the rent) (?:cover|pay for) (?:itself|the (?:mortgage|morgage|loan|repayments))\\b|\\bhow (?:big|much|large) (?:should|does|do|would|will|must) (?:the|my|our|a|your) deposit\\b`,
  "i",
);
/** "would 420 a week rent cover a 380k loan": asked whether a rent covers a loan. */
const RENT_COVERS_ASK = /\b(?:would|will|does|do|can|could)\b[^.!?]{0,60}\brent\b[^.!?]{0,20}\bcover\b/i;
/** Rent covering the loan, said as what the property should do. */
const COVER_GOAL = /\b(?:cover|covers|covering|pay|pays|paying)\s+(?:for\s+)?(?:the\s+|my\s+|our\s+)?(?:repayments?|mortgage(?!\s+insur)|loan)\b/i;
/** "what rent would I need on a 420 place to get a 7 percent yield": the rent a target yield asks for. */
const RENT_FOR_YIELD = /\b(?:what|how much)\s+(?:weekly\s+|monthly\s+)?rent\b[^?.!]{0,60}?\b(\d{1,2}(?:\.\d+)?)\s*(?:%|per ?cent|percent)\s*(?:gross\s+)?(?:yield|return)\b/i;

/** "up to 520 all up", "budget 600k all in": a price bound said as the total to spend, not a question of costs. */
const PRICE_ALL_UP = /(\b(?:up to|upto|under|max(?:imum)?|budget(?: of| is)?|below|spend)\s+\$?\d[\d.,]*\s*(?:k|m|mil|grand|thousand)?)\s+all[- ](?:up|in)\b/gi;

export function isMoneyQuestion(message: string): boolean {
  // (The figures are read once, and only when a test needs them.)
  let read: MoneyFigures | undefined;
  const figures = () => (read ??= readMoneyFigures(message));
  if (MONEY_WORDS.test(message) && ASKING.test(message)) return true;
  if (SUM_ASKED.test(message)) return true;
  // "conveyancer, building and pest, all that, how much roughly for a 400 place": the costs of buying, asked.
  if (COSTS_NAMED.test(message) && /\bhow much\b|\bwhat\b|\?/i.test(message)) return true;
  // "would 420 a week rent cover a 380k loan at 6.2": whether a rent covers a loan, with the figures.
  if (RENT_COVERS_ASK.test(message) && hasFigures(figures())) return true;
  if (RENT_FOR_YIELD.test(message)) return true;
  // ("what price can I go up to if I want 20% down": asked how high, and a deposit wanted, are no search.)
  if (BUYING_POWER_ASK.test(message) && !SEARCH_INTENT.test(message.replace(/\b(?:(?:can|could) (?:i|we)|(?:i|we) (?:can|could)) (?:\w+ )?(?:look at|go up to)\b|\b(?:i|we) (?:want|need) (?:to (?:put|have) )?\d+(?:\.\d+)?\s*(?:%|per ?cent)/gi, ""))) return true;
  // "bank offering 5.89 var, what's that on 395k p/fortnight", "550 loan over 30 at 5.89. weekly": a rate, an amount and a
  // period to pay it in are a repayment asked, however short.
  // ("IO; 640k; 6.35; monthly": a bare rate the figures' reader takes as one.)
  if ((RATE_GIVEN.test(message) || figures().rate !== null) && LOAN_TALK.test(message) && PAY_PERIOD.test(message) && /\d{3}|\d\s*(?:k|m|mil)\b/i.test(message.replace(RATE_GIVEN, " "))) return true;
  // "Mawson Lakes yield: value 540k, rent 2280/month", "CF: 650k; rent 600/wk; loan 520k": a figure's name as a label, with
  // figures besides the price to work it from.
  if (TOPIC_LABEL.test(message) && hasFigures({ ...figures(), price: null })) return true;
  // "Which suburbs would you suggest for cash flow under 550k?" is a request for suburbs (suggest.ts).
  if (SUGGEST.test(message)) return false;
  if (DEFINITION.test(message) && !hasFigures(figures())) return false;
  // ("gross yield. 2br unit in Hobart. 500 buy. 540 a week rent": the figure named first or last, with a rent to work it from.)
  const rentGiven = figures().rent !== null;
  const searching = SEARCH_INTENT.test(message) && !MONEY_ASK.test(message) && !FIGURE_ASK.test(message) && !(TOPIC_ON.test(message) && (ASKED.test(message) || rentGiven)) && !((TOPIC_FIRST.test(message) || TOPIC_LAST.test(message) || TOPIC_LAST_SENTENCE.test(message)) && rentGiven);
  // ("a house under 400 that rents for enough to cover the repayments": a wish for cash flow, not a sum, unless asked.)
  if (STRONG_TOPIC.test(message.replace(PRICE_ALL_UP, "$1"))) return (!searching && !COVER_GOAL.test(message)) || ASKED.test(message);
  if (!WEAK_TOPIC.test(message) || searching || !(ASKED.test(message) || TOPIC_FIRST.test(message) || FIGURE_ASK.test(message) || TOPIC_LAST.test(message) || (TOPIC_LAST_SENTENCE.test(message) && rentGiven))) return false;
  // A strategy a brief names ("positive geared, house or townhouse? under 480") is not a sum: a money question gives
  // a figure besides the price (a rent, a deposit, a loan, a rate, an income), or asks for one outright.
  const f = figures();
  // ("deposit on 580 in WA?": a figure's name and what it is on, asked.)
  // ("Midland - house 3x1 - max 560 - cash flow": a strategy as a list's last item, with no rent to work it from.)
  const lastAsked = (TOPIC_LAST.test(message) && (f.rent !== null || !/cash ?flow\s*[?.!]*\s*$/i.test(message) || /\?\s*$/.test(message))) || (TOPIC_LAST_SENTENCE.test(message) && f.rent !== null);
  return (hasFigures(f) && !(f.price !== null && hasFigures({ ...f, price: null }) === false)) || MONEY_ASK.test(message) || lastAsked || FIGURE_ASK.test(message) || ((REFERS_BACK.test(message) || TOPIC_ON.test(message)) && ASKED.test(message));
}

/** A money figure's name as a label: "yield:", "cash flow check:", "repayments -". */
const TOPIC_LABEL = /\b(?:gross\s+|net\s+)?(?:yie?ld|yeild|cash ?flow|repayments?|borrowing(?: capacity| power)?|stamp duty|lmi|upfront costs)(?:\s+check)?\s*[:=]/i;

/** An interest rate as written: "6.5%", "at 5.89", "5.89 var", "6.2 fixed". */
const RATE_GIVEN = /\b\d{1,2}(?:\.\d{1,2})?\s*%|\bat\s+\d{1,2}\.\d{1,2}\b|\b\d{1,2}\.\d{1,2}\s*(?:var|variable|fixed|p\.?a\.?)\b/i;
/** Words of a loan beside a rate ("at", "var", "p&i", "repayments", a deposit): not "up like 15%" of growth. */
const LOAN_TALK = /\b(?:at|rate|interest|io|p\s*&\s*i|var|variable|fixed|loan|repay\w*|payments?|mortgage|deposit|dep)\b/i;
/** The period a repayment is paid in: "weekly", "p/fortnight", "per month", "a fortnight". */
const PAY_PERIOD = /\b(?:weekly|fortnightly|monthly|p\/?w|p\/?fn|p\/\s*fortnight|p\/?m|per (?:week|fortnight|month)|a (?:week|fortnight|month)|each (?:week|fortnight|month)|every (?:week|fortnight|month))\b/i;

/** "and in SA?", "what about at 6.8%?", "same for QLD": the last money question asked again with what this one changes. */
export const asksAgain = (message: string) => /^\s*(?:and|what about|how about|what if|same|ok(?:ay)? and)\b/i.test(message);

/**
 * A turn that only adds to the money question before it: a few words giving a state, a figure in a role, or the
 * buyer's kind ("its in nsw", "on 88k", "oh and i have 45k saved", "first home btw"), and nothing a brief asks for
 * (a search, a property type, bedrooms) nor a question of its own, unless it asks the last one again.
 */
export function isMoneyFollowUp(message: string): boolean {
  const words = message.trim().split(/\s+/).filter(Boolean);
  // A question, unless it asks the last one again ("and in SA for the same price?", "what about at 6.5%?").
  if (words.length === 0 || words.length > 14 || SEARCH_INTENT.test(message) || SUGGEST.test(message) || (/\?/.test(message) && !asksAgain(message))) return false;
  // (Nor an edit of the brief: "ok thats a lot. drop it to 520 and add new town".)
  if (/\b(?:houses?|units?|apartments?|townhouses?|villas?|land|acreage|bed(?:room)?s?|baths?|under|below|max|budget|add|drop|remove|include|exclude|raise|lower|bump|swap)\b/i.test(message)) return false;
  const f = readMoneyFigures(message);
  return hasFigures(f) || f.termYears !== null || f.frequency !== null || f.firstHome !== null || f.investor !== null || f.interestOnly !== null || STATE_NAMES.some(([re]) => re.test(message));
}

/**
 * A personal-advice question ("should I…", "is it a good idea for me…", "would you buy…"; not a request's tag, "…, would
 * you?", nor a sum to set aside, "what upfront costs should we budget for…"): it gets a plain
 * general-advice answer, with the general figures that apply, and never a search or a change to the brief.
 */
const ADVICE =
  /\b(?:(?:sh(?:ou|u|o)l?d|shld) (?:i|we|he|she|they|my|our)(?! (?:budget|allow|set aside|put aside|factor in|(?:also |just )?(?:add|include|drop|remove|exclude|swap|throw in|chuck in|look at|try)\b)\b)|shall (?:i|we)|ought (?:i|we)|(?:would|wud|wd|wld) (?:you|u|ya|youse)(?!\s*(?:please\s*)?(?:[?.!]|$))(?! (?:find|show|search|look|mind|be able|please|get|send|list|leave|remove|drop|add|include|exclude|change|make|keep|also|like|set|switch|narrow|widen|expand|limit|take(?= (?:the |that |those |it |them )?[\w-]+(?: [\w-]+)? (?:off|out)\b)|cross|knock|bump|lower|raise|scrap|delete|check|dig|pull))|(?:is|was) (?:it|that|this) (?:a |an )?(?:good|bad|smart|wise|worth|better|sensible|silly|dumb|risky|safe|crazy|mad|stupid|terrible|great|mistake)|would it be (?:smart|wise|unwise|foolish|better|a good|a bad|a sound|a wise|a smart|a sensible|a mistake|sensible|silly|dumb|crazy|worth)|(?:am i|are we) better off|what would (?:you|u) do|if (?:you|u) were (?:me|us|in my|in our)|in your (?:honest |professional |personal )?(?:opinion|view|experience)|honest (?:opinion|view|answer|take)|your (?:opinion|advice|recommendation|view|take|thoughts)|do you (?:think|reckon|recommend|suggest|advise)|(?:do|would|could) (?:you|u) (?:recommend|advise)|am i (?:being )?(?:silly|crazy|mad|stupid|dumb|wrong|too late|kidding)|advise me|recommend (?:for me|i |we )|what do (?:you|u) (?:think|reckon)|(?:is|isn'?t) (?:that|it|this) (?:just )?asking for trouble|who'?s right\b|(?:which|what) (?:one )?would (?:you|u) (?:pick|choose|go|buy|do)|(?<!\b(?:look|looking|find|search|show|check|hunt)\b[^?.!]{0,40})for (?:me|us)\s*\?|\b(?:you|u) (?:think|reckon) (?:i|we|he|she|they) (?:should|shld)\b|\b(?:good|ok|okay) idea or (?:nah|not|no)\b|\b(?:is|it's|its) (?:it )?(?:an? )?(?:ok|okay) idea\b|\byour call\b|\b(?:is|isn'?t)\s+(?:now|it|this|today)\s+(?:a|the)\s+(?:right|rigth|good|bad|best|smart|wise)\s+time\b[^.!?\n]*\?|\b(?:would|does|will|doesn'?t|wouldn'?t)\s+it\s+(?:make|be)\s+(?:sense|sensible|smart|wise)\b|\bis\s+[\w-]+\s+(?:sensible|wise|smart|a (?:good|bad|smart|sensible) (?:idea|move|plan))\s+for\s+(?:me|us|someone)\b|\b(?:reckon|think)\s+(?:i|we)\s+(?:should|shld)\b(?!\s+(?:look|try|add|include|search|check|consider|stick|see))[^.!?\n]*\?|\b(?:better|smarter|wiser)\s+for\s+(?:me|us)\s+to\b|\bwhich (?:one )?(?:is |'s )?better for (?:me|us|our|my)\b|\bwhich (?:one )?stacks up\b|\bwould (?:you|u) (?:keep|sell|hold)\b[^?.!]{0,80}\bor\b)/i;
/** Weighing a choice ("a good idea", "worth it", "missed the boat"): advice only when asked, not when said in a brief. */
const WEIGHING =
  /\b(?:(?:is|was) (?:it|that|this) (?:a |an )?(?:good|bad|smart|wise|worth|better|sensible|silly|dumb|risky|safe|crazy|mad|stupid|terrible|great|mistake)|would it be (?:smart|wise|better|a good|a bad|sensible|silly|dumb|crazy|worth)|(?:a )?(?:good|bad|smart|wise|better|dumb|silly|sensible|sound) (?:idea|move|choice|option|investment|time|plan|strategy|bet|buy|decision)|\b(?:keep|hold)\b[^?.!]{0,40}\bor\s+sell\b|\b(?:is|are) (?:a |an )?\w+ (?:dumb|silly|stupid|a trap|a mistake|crazy|risky)\b|(?:the )?(?:right|wrong) (?:move|call|choice|decision|time)|a mistake|worth it|worth \w+ing|better to|better off|better bet|missed the boat|miss the boat|(?:is )?now (?:a )?(?:good|bad|the right|the wrong) time|right time to|for someone like me|for people like us|(?:a )?sensible thing|which (?:is|'s) (?:better|best|right)|\bor\b[^?.!]{0,30}\b(?:sell|hold|keep it|rent it out)\s*\?|(?:is|are) (?:it|they|units|houses|apartments|townhouses) (?:a )?(?:worse|better) investment|(?:going to|gonna|ever) (?:boom|grow|go up|crash|fall|drop|recover))/i;
/** A sentence that asks: it ends with "?" or opens (after a word like "honestly") with a question word. */
const QUESTION_SENTENCE = /\?\s*$|^\s*(?:\w+,?\s+)?(?:is|are|was|were|would|will|should|shall|do|does|did|can|could|have|has|am|what|which|how|where|when|why|wd|shud)\b/i;

/** What an advice question must be about to be this assistant's: buying, owning or paying for property. */
const PROPERTY_MATTER =
  /\b(?:buy\w*|bought|purchas\w*|invest\w*|propert\w*|house|home|unit|apartment|townhouse|villa|place|land|block|deposit|loan|mortgage|rent\w*|rates?|interest|suburbs?|market|grow\w*|prices?|sell\w*|agent|broker|off the plan|granny|reno\w*|afford|borrow\w*|lmi|duty|equity|yield|cash ?flow|super|shares|ip|ips|ppor|p\s*&\s*i|io|strata|auction|offer|settle\w*|money|spend|save|sav\w+|market|boat|worth|regional|metro|area|town|city|downsiz\w*|retire\w*|rentvest\w*)\b/i;

export function isAdviceQuestion(message: string): boolean {
  const asked = ADVICE.test(message) || message.split(/(?<=[.!?\n])/).some((sentence) => WEIGHING.test(sentence) && QUESTION_SENTENCE.test(sentence.replace(/[^\p{L}\p{N}?'\s,&]+/gu, " ").trim()));
  return asked && (PROPERTY_MATTER.test(message) || !OFF_TOPIC.test(message));
}

type Kind = "rateShift" | "breakEven" | "afford" | "duty" | "costs" | "repayment" | "overview" | "cashFlow" | "deposit";

const RATE_SHIFT = /\b(?:rates?|interest)\s+(?:(?:were|are|was|is)\s+)?(rise|rises|go up|goes up|went up|increase|increases|increased|jump|jumps|climb|climbs|drop|drops|fall|falls|go down|goes down|came down|cut|are cut|were cut|up|down)\s*(?:by\s+(?:another\s+)?|another\s+)?(\d(?:\.\d+)?)\s*(?:%|per ?cent|percentage points?|points?|pp)?/i;
const SHIFT_PLUS = /(?:\+|plus\s+)(\d(?:\.\d+)?)\s*(?:%|per ?cent)/i;

function kindOf(t: string): Kind {
  if (RATE_SHIFT.test(t) || (/\bwhat if\b/.test(t) && SHIFT_PLUS.test(t))) return "rateShift";
  if (CASH_BESIDES.test(t)) return "costs";
  if (RENT_NEEDED.test(t) && !/\byield\b/.test(t)) return "breakEven";
  if (/break[- ]?even|\b(?:most|max(?:imum)?|highest|top)\b[^?.]{0,20}\b(?:offer|bid|pay)\b|\bhow much (?:should|can|could) (?:i|we) (?:offer|bid)\b/.test(t)) return "breakEven";
  if (/\b(?:yield|yeild|rent(?:al)? return|cash ?flow|geared|wash (?:its|it's) face|pays? for itself|out of pocket|positive|in the black|tax (?:effect|benefit|deduction))\b/.test(t)) return "cashFlow";
  if (/\b(?:afford|bor+ow\w*|lend\w*|serviceab\w*)\b|\bprice range (?:can|could)|(?:can|could) (?:i|we) (?:go|stretch|spend) (?:to|up to)|\bhow much (?:of a )?(?:house|home|place|property)\b|\b(?:maximum|max|most|highest|top) (?:expensive )?(?:purchase )?(?:price|place|house|home|property) (?:i|we)\b|\bhow much (?:can|could|should) (?:i|we) (?:\w+ )?spend\b|\bmost (?:i|we) (?:can|could|should) (?:\w+ )?spend\b/.test(t)) return "afford";
  if (/\b(?:stamp\s*d\w*|transfer duty|duty)\b/.test(t)) return "duty";
  if (/\bdeposit\b|\bput down\b|\bneed (?:saved|to save|to have saved|in savings)\b/.test(t) && !/\b(?:lmi|lenders'? mortgage insur\w*|mortgage insurance)\b/.test(t) && !/\brepa?y\w*/.test(t)) return "deposit";
  if (/\b(?:lmi|lenders'? mortgage insur\w*|mortgage insurance|purchase costs|upfront costs|up-front costs|buying costs|closing costs|entry costs|costs? to buy|costs? of buying|on top|all[- ]in|land tax)\b/.test(t) || COSTS_NAMED.test(t)) return "costs";
  if (/\b(?:repa?ym\w*|repay\w*|payments?|the monthly|monthly|weekly|fortnightly)\b/.test(t)) return "repayment";
  return "overview";
}

/** The rate change asked about, percentage points (+1 for "rates rise 1%"), or null. */
export function rateShiftOf(t: string): number | null {
  const m = RATE_SHIFT.exec(t);
  if (m) return (/(?:drop|fall|down|cut)/i.test(m[1]) ? -1 : 1) * Number(m[2]);
  const p = SHIFT_PLUS.exec(t);
  return p ? Number(p[1]) : null;
}

const finite = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const money = (n: number) => formatMoney(n);
const signed = formatSignedMoney;
const isState = (s: unknown): s is StateCode => typeof s === "string" && (STATES as readonly string[]).includes(s);
const isKind = (s: unknown): s is ListingFacts["type"] => typeof s === "string" && (PROPERTY_KINDS as readonly string[]).includes(s);

/**
 * The facts the engine worked the listing's finance from (scoring_inputs.finance.facts): the
 * panel reads the same, so the figures agree. A listing without them (an external one) is worked
 * from its price, type, state and the rent the engine used, where those can be read.
 */
export function listingFinanceFacts(r: AssistantResult): ListingFacts | null {
  const f = scoringObject(r.scoringInputs, "finance", "facts");
  const price = finite(f.price);
  if (price !== null && price > 0 && isState(f.state) && isKind(f.type)) {
    return {
      price,
      weeklyRent: finite(f.weeklyRent),
      type: f.type,
      state: f.state,
      yearBuilt: finite(f.yearBuilt),
      newBuild: f.newBuild === true,
      regional: f.regional === true,
      // Kept since issue 35 (older rows lack them: established, typical size).
      ...(typeof f.offThePlan === "boolean" ? { offThePlan: f.offThePlan } : {}),
      ...(finite(f.bedrooms) !== null ? { bedrooms: finite(f.bedrooms) } : {}),
      ...(typeof f.newBuildReading === "string" ? { newBuildReading: f.newBuildReading } : {}),
    } as ListingFacts;
  }
  const listed = typeof r.price === "number" ? r.price : Number(String(r.price ?? "").replace(/[^\d.]/g, ""));
  const state = /\b(NSW|VIC|QLD|SA|WA|TAS|ACT|NT)\b/.exec(r.address)?.[1];
  const type = PROPERTY_KINDS.find((k) => k.toLowerCase() === r.propertyType.toLowerCase());
  if (!Number.isFinite(listed) || listed <= 0 || !isState(state) || !type) return null;
  const rent = finite(scoringValue(r.scoringInputs, "investmentGoals", "highcashflow", "weekly_rent"));
  return { price: listed, weeklyRent: rent, type, state };
}

const STATE_NAMES: [RegExp, StateCode][] = [
  [/\b(?:nsw|new south wales)\b/i, "NSW"],
  [/\b(?:vic|victoria)\b/i, "VIC"],
  [/\b(?:qld|queensland)\b/i, "QLD"],
  // "SA" and "ACT" are words too ("act now"): in capitals anywhere, in any case after "in" or "for".
  [/\bsouth australia\b|\b(?:in|for)\s+sa\b/i, "SA"],
  [/\bSA\b/, "SA"],
  [/^\s*sa\b|\bsa\s+(?:stamp|duty|land tax|transfer)/i, "SA"],
  [/\b(?:western australia|wa)\b/i, "WA"],
  [/\b(?:tas|tasmania|tassie)\b/i, "TAS"],
  [/\b(?:australian capital territory|canberra)\b|\b(?:in|for)\s+(?:the\s+)?act\b/i, "ACT"],
  [/\bACT\b/, "ACT"],
  [/\bact\s+(?:stamp|duty|land tax|transfer)/i, "ACT"],
  [/\b(?:nt|northern territory|darwin)\b/i, "NT"],
];

/** The state a price-only question is about: its place's state, or a state named. */
function stateOf(message: string, d: Delta): StateCode | null {
  // A place names the question's state whatever its clause's role ("my daughter is looking at a unit in Adelaide").
  for (const c of [...d.addPlaces, ...d.ambiguous.flatMap((a) => a.options.slice(0, 1)), ...d.contextPlaces.flatMap((p) => (p.place ? [p.place] : []))]) {
    const s = /,\s*([A-Z]{2,3})(?:\s+\d{4})?$/.exec(c.description)?.[1] ?? STATE_NAMES.find(([re]) => re.test(c.description))?.[1];
    if (isState(s)) return s;
  }
  for (const [re, s] of STATE_NAMES) if (re.test(message)) return s;
  return null;
}

export type MoneyInput = {
  message: string;
  /** The session's stored finance section (the preferences' `finance`). */
  finance: FinanceProfileInput | undefined;
  results: readonly AssistantResult[];
  /** The message as the readers read it: its finance phrases (the what-if), price, type and places. */
  delta: Delta;
  /** The brief so far: "repayments on that", "duty up there" are about its price and its places' state. */
  brief?: { price: number | null; states: readonly string[]; type: string | null };
};

const provenanceWords = (p: Provenance) =>
  p.kind === "published" ? `${p.schedule.title}, from ${p.schedule.effective}${p.schedule.caveat ? `; ${p.schedule.caveat}` : ""}` : p.kind === "estimate" ? `estimate: ${p.detail}` : "your figures";

const loanTypeWords = (p: FinanceProfile) => (p.loanType === "interestOnly" ? "interest-only" : `principal and interest over ${p.loanTermYears} years`);
const buyerWords = (p: FinanceProfile) => (p.buyerType === "investor" ? "investor" : p.firstHomeBuyer ? "first home buyer (owner-occupier)" : "owner-occupier");
const depositWords = (p: FinanceProfile) => (p.deposit.kind === "cash" ? "cash purchase, no loan" : p.deposit.kind === "percent" ? `${p.deposit.percent}% deposit` : `${money(p.deposit.dollars)} deposit`);

/** The buyer's basis in words, each default marked. */
function basisWords(p: FinanceProfile, asked: FinanceProfileInput): string {
  const mark = (field: keyof FinanceProfileInput, words: string) => `${words}${asked[field] !== undefined ? " (as you asked)" : p.defaults.includes(field) ? " (default)" : ""}`;
  const incomes = p.applicants.map((a) => a.income).filter((n): n is number => n !== null);
  const income =
    p.taxableIncome === null
      ? "no income entered"
      : incomes.length > 1
        ? `two incomes, ${money(incomes[0])} and ${money(incomes[1])} a year${asked.applicants !== undefined ? " (as you asked)" : ""}`
        : mark("taxableIncome", `income ${money(p.taxableIncome)} a year`);
  const parts = [
    mark("buyerType", buyerWords(p)),
    mark("deposit", depositWords(p)),
    ...(p.deposit.kind === "cash" ? [] : [mark("interestRate", `${p.interestRate}% a year`), mark("loanType", loanTypeWords(p))]),
    income,
  ];
  if (p.foreignPurchaser) parts.push("foreign purchaser");
  return parts.join(", ");
}

type Worked = { profile: FinanceProfile; analysis: FinanceAnalysis; facts: ListingFacts };

function work(input: FinanceProfileInput, facts: ListingFacts): Worked {
  const profile = resolveFinanceProfile(input);
  return { profile, analysis: analyseListing(prepareFinance(profile), facts), facts };
}

/** The stored section with the question's what-if on top; a value the schema refuses is left out. */
function profileInput(stored: FinanceProfileInput | undefined, asked: FinanceProfileInput): FinanceProfileInput {
  const base = financeProfileInputSchema.safeParse(stored ?? {});
  const merged: FinanceProfileInput = { ...(base.success ? base.data : {}), ...asked };
  // Two earners asked about replace the stored income (which would otherwise be folded into the first of them).
  if (asked.applicants !== undefined && asked.taxableIncome === undefined) delete merged.taxableIncome;
  return merged;
}

/** A field the finance schema accepts, else nothing (the readers' message for a refused value is said instead). */
function accepted<F extends keyof FinanceProfileInput>(field: F, value: FinanceProfileInput[F]): Partial<FinanceProfileInput> {
  return financeProfileInputSchema.shape[field].safeParse(value).success ? ({ [field]: value } as Partial<FinanceProfileInput>) : {};
}

/**
 * The what-if a question's figures make of the buyer's finance, each figure in the role its clause gives it: on top
 * of what the finance reader read of the message (its own words: "cash buyer", "foreign buyer").
 */
function askedOf(f: MoneyFigures, read: FinanceProfileInput): FinanceProfileInput {
  const asked: FinanceProfileInput = { ...read };
  const deposit =
    f.deposit ??
    (f.price !== null && f.loan !== null && f.loan <= f.price ? { kind: "dollars" as const, dollars: f.price - f.loan } : f.lvrPercent !== null ? { kind: "percent" as const, percent: 100 - f.lvrPercent } : null);
  if (deposit) Object.assign(asked, accepted("deposit", deposit));
  else if (f.price === null && f.loan !== null) delete asked.deposit;
  if (f.rate !== null) Object.assign(asked, accepted("interestRate", f.rate));
  if (f.termYears !== null) Object.assign(asked, accepted("loanTermYears", f.termYears));
  if (f.interestOnly !== null) asked.loanType = f.interestOnly ? "interestOnly" : "principalAndInterest";
  // ("on 640 over 30 at 5.99": a term said is a loan repaid over it.)
  else if (f.termYears !== null) asked.loanType = "principalAndInterest";
  if (f.firstHome !== null) asked.firstHomeBuyer = f.firstHome;
  if (f.investor !== null) asked.buyerType = f.investor ? "investor" : "ownerOccupier";
  else if (f.firstHome) asked.buyerType = "ownerOccupier";
  if (f.savings !== null) Object.assign(asked, accepted("savings", f.savings));
  // Two incomes are two people, each taxed on their own; one income said for two ("165 between us") is split evenly.
  const incomes = f.incomes.length === 1 && f.jointIncome ? [f.incomes[0] / 2, f.incomes[0] / 2] : f.incomes;
  if (incomes.length === 2) {
    asked.applicants = incomes.map((income) => ({ income: Math.round(income) }));
    delete asked.taxableIncome;
  } else if (incomes.length === 1) Object.assign(asked, accepted("taxableIncome", incomes[0]));
  return asked;
}

const where = (f: ListingFacts) => `${money(f.price)} ${f.type.toLowerCase()} in ${f.state}`;

/** Monthly, fortnightly and weekly: the calculator's own three (fortnightly and weekly are a month's × 12 ÷ 26 and ÷ 52). */
function repaymentWords(monthly: number, fortnightly: number, weekly: number, asked: MoneyFigures["frequency"]): string {
  const all = { monthly: `${money(monthly)} a month`, fortnightly: `${money(fortnightly)} a fortnight`, weekly: `${money(weekly)} a week` };
  const first = asked ?? "monthly";
  const rest = (["monthly", "fortnightly", "weekly"] as const).filter((k) => k !== first).map((k) => all[k]);
  return `**${all[first]}** (${rest.join(", or ")})`;
}

function repaymentLine(w: Worked, frequency: MoneyFigures["frequency"] = null): string {
  const a = w.analysis;
  if (w.profile.deposit.kind === "cash") return "No loan (a cash purchase), so no repayments.";
  const fortnightly = a.loan.fortnightlyRepayment?.value ?? 0;
  const weekly = a.loan.weeklyRepayment?.value ?? 0;
  if (frequency && frequency !== "monthly") {
    return `A loan of ${money(a.loan.amount.value)} (${a.loan.lvrPercent.value}% LVR) at ${a.loan.rate.value}% ${loanTypeWords(w.profile)} is ${repaymentWords(a.loan.monthlyRepayment.value, fortnightly, weekly, frequency)}.`;
  }
  return `A loan of ${money(a.loan.amount.value)} (${a.loan.lvrPercent.value}% LVR) at ${a.loan.rate.value}% ${loanTypeWords(w.profile)} is **${money(a.loan.monthlyRepayment.value)} a month**. That's ${money(fortnightly)} a fortnight or ${money(weekly)} a week.`;
}

const rentWords = (f: MoneyFigures["rent"], weekly: number) =>
  f && f.per !== "week" ? `${money(f.amount)} a ${f.per} (${money(weekly)} a week)` : `${money(weekly)} a week`;

function cashFlowLine(w: Worked): string | null {
  const a = w.analysis;
  if (w.facts.weeklyRent === null || w.facts.weeklyRent === undefined || w.profile.buyerType !== "investor") return null;
  return `With rent of ${money(w.facts.weeklyRent)} a week, the cash flow is ${signed(a.cashFlow.monthlyPreTax.value)} a month before tax and ${signed(a.cashFlow.monthlyAfterTax.value)} after tax.`;
}

/** A sum paid each week, fortnight, month or year, a month (by the week, as a rent is counted). */
const monthlyOf = (x: { amount: number; per: RentPeriod }) => (x.per === "month" ? x.amount : (weeklyRentOf(x) * 52) / 12);

/** Cash flow with a rent: the gross yield, before and after tax, the tax effect and the break-even price. */
function rentLines(w: Worked, rent: MoneyFigures["rent"]): string[] {
  const a = w.analysis;
  const weekly = w.facts.weeklyRent ?? 0;
  const lines = [
    `Rent of ${rentWords(rent, weekly)} is a gross yield of **${a.returns.grossYield.value}%** (net ${a.returns.netYield.value}%).`,
    `Cash flow: **${signed(a.cashFlow.monthlyPreTax.value)} a month before tax** (${signed(a.cashFlow.yearlyPreTax.value)} a year) and ${signed(a.cashFlow.monthlyAfterTax.value)} a month after tax; the tax effect is ${signed(a.tax.effect.value)} a year${a.tax.marginalRate ? ` at a ${a.tax.marginalRate.value}% marginal rate` : ""}.`,
  ];
  lines.push(breakEvenLine(w));
  return lines;
}

function dutyLine(w: Worked): string {
  const a = w.analysis;
  const surcharge = a.purchase.foreignSurcharge.value > 0 ? ` plus the foreign purchaser surcharge of ${money(a.purchase.foreignSurcharge.value)}` : "";
  const who = buyerWords(w.profile);
  return `Stamp (transfer) duty for ${/^[aeiou]/.test(who) ? "an" : "a"} ${who}: **${money(a.purchase.duty.value)}**${surcharge} (${provenanceWords(a.purchase.duty.provenance)}).`;
}

function costsLine(w: Worked): string {
  const a = w.analysis;
  const fees = [a.purchase.transferFee, a.purchase.mortgageFee].reduce((n, f) => n + (f?.value ?? 0), 0);
  const lmi = a.purchase.lmi.value > 0 ? `LMI ${money(a.purchase.lmi.value)} (an estimate)` : "no LMI";
  return `Purchase costs: duty ${money(a.purchase.duty.value + a.purchase.foreignSurcharge.value)}, ${lmi}, registration fees ${money(fees)}: **${money(a.purchase.total.value)}** in all, so the purchase takes ${money(a.purchase.cashInvested.value)} in cash with the deposit.`;
}

function breakEvenLine(w: Worked): string {
  const b = w.analysis.highestOffer.breakEven;
  if (w.facts.weeklyRent === null || w.facts.weeklyRent === undefined) return "It has no rent to break even on, so there's no break-even price.";
  if (b.price === null) return `No price breaks even on these terms${b.reason ? ` (${b.reason})` : ""}.`;
  const vs = b.price >= w.facts.price ? `above the price of ${money(w.facts.price)}, so it is cash-flow positive before tax as it stands` : `${money(w.facts.price - b.price)} below the price of ${money(w.facts.price)}`;
  return `The most you could pay for the cash flow to break even before tax is about **${money(b.price)}**, ${vs}.`;
}

function affordLine(w: Worked): string {
  const a = w.analysis;
  const s = a.serviceability;
  if (s.verdict === "unknown" || !s.maxLoan) return 'I need your taxable income to judge that: ask again with it, e.g. "can I afford #1 on 150k income?", or enter it under Your finance in Preferences.';
  const loan = a.loan.amount.value;
  const verdict = s.verdict === "within" ? `Indicatively **yes**: the loan of ${money(loan)} is within` : `Indicatively **no**: the loan of ${money(loan)} is above`;
  const borrow = a.highestOffer.borrowing.price !== null ? ` The highest price you could borrow for on this deposit is about ${money(a.highestOffer.borrowing.price)}.` : "";
  const dti = s.dti ? ` Debt-to-income after this purchase: ${s.dti.value}×${s.highDti ? " (6× or more, which lenders treat as high)" : ""}.` : "";
  return `${verdict} your indicative maximum loan of ${money(s.maxLoan.value)}, assessed at ${s.assessmentRate.value}%.${borrow}${dti}`;
}

/** A deposit: what share of the price it is, whether LMI applies, and the cash the purchase takes with the costs. */
function depositLine(w: Worked, f: MoneyFigures): string {
  const a = w.analysis;
  const price = w.facts.price;
  const lvr = a.loan.lvrPercent.value;
  const lmi = a.purchase.lmi.value > 0 ? `LMI of about ${money(a.purchase.lmi.value)} (an estimate) applies above 80% LVR` : "no LMI (80% LVR or less)";
  const savings = f.savings !== null ? ` Your savings of ${money(f.savings)} are ${Math.round((f.savings / price) * 1000) / 10}% of the price; the purchase takes ${money(a.purchase.cashInvested.value)} in cash, so that is ${f.savings >= a.purchase.cashInvested.value ? "enough" : `${money(a.purchase.cashInvested.value - f.savings)} short`}.` : "";
  return `With ${depositWords(w.profile)} on ${money(price)} the loan is ${money(a.loan.amount.value)} (${lvr}% LVR): ${lmi}, and the purchase takes **${money(a.purchase.cashInvested.value)}** in cash with the costs.${savings}`;
}

/** The assumptions a kind of answer rests on (from the working), the buyer's basis first. */
function assumptionsOf(kind: Kind, w: Worked, asked: FinanceProfileInput): string[] {
  const a = w.analysis.assumptions;
  const pick = (re: RegExp) => a.filter((s) => re.test(s));
  const out = [`Your finance: ${basisWords(w.profile, asked)}.`];
  if (kind === "duty") out.push(...pick(/first home|[Cc]oncession/));
  else if (kind === "costs" || kind === "deposit") out.push(...pick(/fees|first home|LMI|Purchase costs/));
  else if (kind === "afford") out.push(...pick(/Serviceability/));
  else if (kind === "repayment") out.push(...pick(/Purchase costs are paid|Repayments: fortnightly/));
  else out.push(...pick(/Holding costs|Land tax|land tax|income entered|Depreciation/));
  if (kind === "duty" && w.facts.newBuild !== true) out.push("The home is taken as established, not new.");
  return [...new Set(out)];
}

function answerFor(kind: Kind, w: Worked, f: MoneyFigures | null = null): string[] {
  const withRent = f?.rent ? rentLines(w, f.rent) : cashFlowLine(w) ? [cashFlowLine(w)!] : [];
  switch (kind) {
    case "duty":
      return [dutyLine(w)];
    case "costs":
      return [costsLine(w)];
    case "deposit":
      return [depositLine(w, f ?? readMoneyFigures(""))];
    case "breakEven":
      return [breakEvenLine(w)];
    case "afford":
      return [affordLine(w)];
    case "repayment":
      return [repaymentLine(w, f?.frequency ?? null), ...(f?.rent ? withRent : [])];
    case "cashFlow":
      return [...(f?.rent ? withRent : [cashFlowLine(w) ?? "It has no rent to work a cash flow from: tell me the rent, e.g. \"if it rents for 480 a week\"."]), repaymentLine(w, f?.frequency ?? null)];
    case "rateShift":
      return [repaymentLine(w), ...withRent];
    case "overview":
      return [repaymentLine(w, f?.frequency ?? null), ...withRent, dutyLine(w)];
  }
}

/** What the chat's figures for a listing rest on: the listing panel's own basis, said so. */
const PANEL_BASIS = "Worked on the same basis as the listing's Your numbers panel: your stored finance, the listing's price, rent, type and state as the engine kept them.";

const label = (r: AssistantResult, f: ListingFacts) => `#${r.rank} ${r.address} (${where(f)})`;

/** A rate rise or cut on the listings: repayment and cash flow now and at the new rate, as a table. */
function rateShiftTable(picked: { r: AssistantResult; facts: ListingFacts }[], input: FinanceProfileInput, shift: number): { lines: string[]; now: Worked } | string {
  const nowProfile = resolveFinanceProfile(input);
  if (nowProfile.deposit.kind === "cash") return "You're buying with cash, so a rate change doesn't change any repayment.";
  const rate = Math.round((nowProfile.interestRate + shift) * 100) / 100;
  const check = financeProfileInputSchema.shape.interestRate.safeParse(rate);
  if (!check.success) return check.error.issues[0]?.message ?? "That rate can't be worked.";
  const rows = picked.map(({ r, facts }) => {
    const now = work(input, facts);
    const then = work({ ...input, interestRate: rate }, facts);
    const investor = now.profile.buyerType === "investor" && facts.weeklyRent !== null && facts.weeklyRent !== undefined;
    const cf = (w: Worked) => (investor ? signed(w.analysis.cashFlow.monthlyAfterTax.value) : "–");
    return { now, line: `| #${r.rank} ${r.address} | ${money(now.analysis.loan.monthlyRepayment.value)} | ${money(then.analysis.loan.monthlyRepayment.value)} | ${cf(now)} | ${cf(then)} |` };
  });
  const head = `If rates ${shift >= 0 ? "rise" : "fall"} ${Math.abs(shift)}% (from ${nowProfile.interestRate}% to ${rate}%), a month:`;
  return {
    now: rows[0].now,
    lines: [head, "", `| Listing | Repayment at ${nowProfile.interestRate}% | at ${rate}% | Cash flow after tax at ${nowProfile.interestRate}% | at ${rate}% |`, "|---|---|---|---|---|", ...rows.map((x) => x.line)],
  };
}

const withDisclaimer = (lines: string[], assumptions: string[]) => [...lines, "", "**Assumptions:**", ...assumptions.map((s) => `- ${s}`), "", MONEY_DISCLAIMER].join("\n");

/**
 * A question with figures of its own and no state: the calculator's figures for a territory without schedules (no
 * duty, fees, LMI duty or land tax: docs/FINANCE.md), or for the loan alone; the state is asked for only where the
 * answer needs it (duty, purchase costs).
 */
function withoutState(kind: Kind, f: MoneyFigures, input: FinanceProfileInput, asked: FinanceProfileInput, type: ListingFacts["type"]): string | null {
  const profile = resolveFinanceProfile(input);
  const calc = prepareFinance(profile);
  const typeIndex = PROPERTY_KINDS.indexOf(type);
  const weeklyRent = f.rent ? weeklyRentOf(f.rent) : 0;
  const basis = `Your finance: ${basisWords(profile, asked)}.`;
  const noState = "Stamp duty, registration fees, the duty on LMI and land tax depend on the state, so they're left out: tell me the state (or a suburb) to add them.";
  const lines: string[] = [];
  const assumptions = [basis];
  const fortnightly = (m: number) => (m * 12) / 26;
  const weeklyOf = (m: number) => (m * 12) / 52;
  if (f.price !== null) {
    const n = calc.compute(f.price, weeklyRent, typeIndex, -1, 0, 0, emptyNumbers());
    lines.push(`**A ${money(f.price)} ${type.toLowerCase()}**${f.loan !== null ? ` with a loan of ${money(f.loan)}` : ""}`);
    if (profile.deposit.kind === "cash") lines.push("No loan (a cash purchase), so no repayments.");
    else lines.push(`A loan of ${money(n.loan)} (${Math.round(n.lvr * 1000) / 10}% LVR) at ${profile.interestRate}% ${loanTypeWords(profile)} is ${repaymentWords(n.monthlyRepayment, n.fortnightlyRepayment, n.weeklyRepayment, f.frequency)}.`);
    if (n.lmi > 0) lines.push(`LMI on that loan is about **${money(n.lmi)}** (an estimate, before the state's duty on the premium); a deposit of 20% (${money(f.price * 0.2)}) or more avoids it.`);
    else if (kind === "costs" || kind === "deposit") lines.push(`No LMI at ${Math.round(n.lvr * 1000) / 10}% LVR: a deposit of 20% (${money(f.price * 0.2)}) or more avoids it.`);
    if (f.rent) {
      lines.push(`Rent of ${rentWords(f.rent, weeklyRent)} is a gross yield of **${Math.round(n.grossYield * 100) / 100}%** (net ${Math.round(n.netYield * 100) / 100}%).`);
      if (profile.buyerType === "investor") {
        lines.push(`Cash flow: **${signed(n.monthlyPreTax)} a month before tax** (${signed(n.cashFlowPreTax)} a year) and ${signed(n.monthlyAfterTax)} a month after tax; the tax effect is ${signed(n.taxEffect)} a year.`);
        const be = maxPriceForCashFlow(calc, { weeklyRent, type, state: undefined as unknown as StateCode });
        if (be.price !== null) lines.push(`The most you could pay for the cash flow to break even before tax is about **${money(be.price)}**.`);
        else if (be.reason) lines.push(`No price breaks even on these terms (${be.reason}).`);
      }
    }
    if (f.savings !== null && (kind === "deposit" || kind === "costs")) lines.push(`Your savings of ${money(f.savings)} are ${Math.round((f.savings / f.price) * 1000) / 10}% of the price.`);
    if (!Number.isNaN(n.maxLoan)) lines.push(`Your indicative maximum loan is about **${money(n.maxLoan)}** (assessed at ${calc.assessmentRate}%), so this loan is ${n.loan <= n.maxLoan ? "within" : "above"} it.`);
    lines.push(noState);
    return withDisclaimer(lines, assumptions);
  }
  if (f.loan !== null) {
    if (profile.deposit.kind === "cash") return null;
    const monthly = monthlyRepayment(f.loan, profile.interestRate, profile.loanTermYears, profile.loanType);
    lines.push(`**A loan of ${money(f.loan)}**`, `At ${profile.interestRate}% ${loanTypeWords(profile)}, the repayment is ${repaymentWords(monthly, fortnightly(monthly), weeklyOf(monthly), f.frequency)}.`);
    if (f.rent) {
      // Rent against the repayment alone: what goes in or out each month before the holding costs a price would give.
      const net = (weeklyRent * 52) / 12 - monthly;
      lines.push(
        `Rent of ${rentWords(f.rent, weeklyRent)} against that repayment leaves **${signed(net)} a month** before holding costs (rates, insurance, management, repairs) and tax, so you'd be ${net >= 0 ? "getting money out before those costs" : "paying money in"}. Tell me the price too for the full cash flow after holding costs and tax.`,
      );
    }
    const n = calc.compute(0, 0, typeIndex, -1, 0, 0, emptyNumbers());
    if (!Number.isNaN(n.maxLoan)) lines.push(`Your indicative maximum loan is about **${money(n.maxLoan)}** (assessed at ${calc.assessmentRate}%), so this loan is ${f.loan <= n.maxLoan ? "within" : "above"} it.`);
    assumptions.push("Repayments: fortnightly and weekly are the monthly repayment × 12 ÷ 26 and × 12 ÷ 52.");
    return withDisclaimer(lines, assumptions);
  }
  if (f.repaymentBudget && f.rent) {
    // Rent against the repayments the buyer gives: what goes in or out each month before holding costs and tax.
    const perMonth = monthlyOf(f.repaymentBudget);
    const net = (weeklyRent * 52) / 12 - perMonth;
    lines.push(
      `Rent of ${rentWords(f.rent, weeklyRent)} against repayments of ${money(f.repaymentBudget.amount)} a ${f.repaymentBudget.per}${f.repaymentBudget.per === "month" ? "" : ` (${money(perMonth)} a month)`} leaves **${signed(net)} a month** before holding costs (rates, insurance, management, repairs) and tax: ${net >= 0 ? "positive before those costs" : "negative, you'd be paying money in"}. Tell me the price too for the full cash flow after holding costs and tax.`,
    );
    return withDisclaimer(lines, assumptions);
  }
  if (profile.taxableIncome !== null || f.repaymentBudget !== null) {
    // A rent the buyer would get (an investor's) counts towards serviceability, shaded as lenders do.
    const counted = profile.buyerType === "investor" ? weeklyRent : 0;
    const n = calc.compute(0, counted, typeIndex, -1, 0, 0, emptyNumbers());
    const withRent = counted > 0 && f.rent ? ` and rent of ${rentWords(f.rent, counted)} (shaded as lenders do)` : "";
    if (!Number.isNaN(n.maxLoan)) lines.push(`On ${basisIncome(profile)}${withRent}, your indicative maximum loan is about **${money(n.maxLoan)}**, assessed at ${calc.assessmentRate}% (${profile.interestRate}% plus the lenders' buffer) after tax, living expenses and your other commitments.`);
    if (f.repaymentBudget) {
      const perMonth = monthlyOf(f.repaymentBudget);
      const loan = loanForRepayment(perMonth, profile.interestRate, profile.loanTermYears);
      lines.push(`Repayments of ${money(f.repaymentBudget.amount)} a ${f.repaymentBudget.per} at ${profile.interestRate}% over ${profile.loanTermYears} years pay off a loan of about **${money(loan)}**.`);
    }
    const deposit = profile.deposit.kind === "dollars" ? profile.deposit.dollars : f.savings;
    if (deposit !== null && lines.length) lines.push(`With ${money(deposit)} of your own, that's a price of up to about ${money(deposit + (Number.isNaN(n.maxLoan) ? 0 : n.maxLoan))} before purchase costs, which depend on the state: tell me the state for the highest price after duty and fees.`);
    if (!lines.length) return null;
    assumptions.push(...calcAssumption);
    return withDisclaimer(lines, assumptions);
  }
  return null;
}

const calcAssumption = ["Serviceability: the indicative maximum loan is assessed at your rate plus APRA's buffer, with living expenses at the household benchmark (or yours, if higher); a lender's own figure will differ."];

const basisIncome = (p: FinanceProfile) => {
  const incomes = p.applicants.map((a) => a.income).filter((n): n is number => n !== null);
  return incomes.length > 1 ? `two incomes of ${money(incomes[0])} and ${money(incomes[1])}` : `an income of ${money(p.taxableIncome ?? 0)}`;
};

/** A money answer's own figures and its what-if, read once. */
function readQuestion(message: string, delta: Delta) {
  const figures = readMoneyFigures(message);
  return { figures, asked: askedOf(figures, delta.finance) };
}

/**
 * The answer to a money question, in markdown: the figures, the assumptions they rest on and the
 * disclaimer; or, when it needs something it can't get (a price and a state, an income), what to ask.
 */
export function answerMoneyQuestion({ message, finance, results, delta, brief }: MoneyInput): string {
  const t = message.toLowerCase();
  const kind = kindOf(t);
  const shift = kind === "rateShift" ? rateShiftOf(t) : null;
  // What the question says of the buyer's finance is a what-if for this answer only.
  const { figures, asked } = readQuestion(message, delta);
  const problems = [...delta.financeProblems];
  let input = profileInput(finance, asked);
  const sorted = [...results].sort((a, b) => a.rank - b.rank);
  const ranks = referencedRanks(t, sorted.length);
  const ownPrice = figures.price ?? (figures.loan !== null && figures.deposit?.kind === "dollars" ? figures.loan + figures.deposit.dollars : null);
  const end = withDisclaimer;
  if (problems.length) return `${problems.join(" ")} Ask again with a value I can work with.`;
  // The rent a target gross yield asks for: the price × the yield, a year, said a week and a month.
  const target = RENT_FOR_YIELD.exec(message);
  if (target && ownPrice !== null) {
    const percent = Number(target[1]);
    const yearly = (ownPrice * percent) / 100;
    return end(
      [`**A ${money(ownPrice)} place**`, `A gross yield of ${percent}% needs rent of **${money(yearly / 52)} a week** (${money(yearly / 12)} a month, ${money(yearly)} a year).`],
      ["Gross yield: a year's rent ÷ the price, before costs and vacancies."],
    );
  }

  // About the current results: the listings named (#1 when none is), unless the question gives its own price or loan.
  if (sorted.length > 0 && (ranks.length > 0 || (ownPrice === null && figures.loan === null))) {
    const picked = (ranks.length ? ranks : kind === "rateShift" ? sorted.slice(0, 3).map((r) => r.rank) : [sorted[0].rank])
      .slice(0, 5)
      .map((n) => sorted.find((r) => r.rank === n) ?? sorted[n - 1])
      .flatMap((r) => {
        const facts = r ? listingFinanceFacts(r) : null;
        // A rent the question gives is a what-if on the listing's facts ("if #1 rented for 480 a week").
        return r && facts ? [{ r, facts: figures.rent ? { ...facts, weeklyRent: weeklyRentOf(figures.rent) } : facts }] : [];
      });
    if (picked.length === 0) return "I can't work the numbers for that listing: its price or state isn't known.";
    for (const { facts } of picked) {
      const resolved = resolveFinanceProfile(input);
      const problem = depositProblem(resolved.deposit, facts.price);
      if (problem) return `${problem} Your deposit of ${depositWords(resolved)} is more than the price of ${money(facts.price)}.`;
    }
    if (kind === "rateShift") {
      if (shift === null) return 'By how much? Ask e.g. "what if rates rise 1%?"';
      const table = rateShiftTable(picked, input, shift);
      if (typeof table === "string") return table;
      return end(table.lines, assumptionsOf(kind, table.now, asked));
    }
    const worked = picked.map(({ r, facts }) => ({ r, w: work(input, facts) }));
    const lines = worked.flatMap(({ r, w }, i) => [...(i > 0 ? [""] : []), `**${label(r, w.facts)}**`, ...answerFor(kind, w, figures)]);
    return end(lines, [PANEL_BASIS, ...assumptionsOf(kind, worked[0].w, asked)]);
  }

  // Without results (or with a price of its own): the question's own figures.
  if (sorted.length === 0 && referencedRanks(t, 99).length > 0 && ownPrice === null && figures.loan === null) return "I haven't run a search yet, so there's no #1 to work on. Give me a price and a state instead, e.g. \"stamp duty on a 700k house in Brisbane for a first home buyer?\"";
  // Without a price or loan of its own, the question is about the brief's ("repayments on that"), said so.
  // A deposit, a rent or a share borrowed with no price of its own is about the property the brief describes.
  // A loan under the brief's price with no price of its own ("i'd borrow 640 at 6.15, cash flow?" after "duplex pair
  // 800") is a share of the brief's property: the rest of its price is the deposit.
  const loanOfBrief = ownPrice === null && figures.loan !== null && figures.rent !== null && !!brief?.price && brief.price > figures.loan;
  // "I have 90k, what price can I buy with a 20% deposit + duty?": the price is what's asked, not the brief's.
  const asksPrice = ownPrice === null && figures.loan === null && figures.incomes.length === 0 && figures.savings !== null && PRICE_ASK.test(message);
  // ("stamp duty?", "what would the repayments be?" after a brief: a question with no figure of its own is about the brief's.)
  const bare = kind !== "afford" && !hasFigures(figures) && !stateOf(message, delta);
  const back = !asksPrice && (REFERS_BACK.test(message) || refersThere(message) || loanOfBrief || bare || (ownPrice === null && figures.loan === null && (figures.deposit !== null || figures.rent !== null || figures.lvrPercent !== null)));
  const briefPrice = back && ownPrice === null && (figures.loan === null || loanOfBrief) && brief?.price ? brief.price : null;
  const price = ownPrice ?? briefPrice;
  if (loanOfBrief && briefPrice !== null) input = profileInput(finance, askedOf({ ...figures, price: briefPrice }, delta.finance));
  const briefStates = [...new Set(brief?.states ?? [])].filter(isState);
  // (Upfront costs on a price of the question's own are still costs where the brief searches: "what upfront costs on a
  // 520k purchase?" after a brief in Raceview.)
  const state = stateOf(message, delta) ?? ((back || kind === "costs") && briefStates.length === 1 ? briefStates[0] : null);
  const type = isKind(delta.propertyType) ? delta.propertyType : isKind(brief?.type) ? brief.type : "House";
  const resolved = resolveFinanceProfile(input);
  if (price !== null) {
    const problem = depositProblem(resolved.deposit, price);
    if (problem) return `${problem} Your deposit of ${depositWords(resolved)} is more than ${money(price)}.`;
  }
  const needsState = kind === "duty" || (kind === "costs" && !/\b(?:lmi|lenders'? mortgage insur\w*|mortgage insurance)\b/.test(t));
  // "I have 90k, what price can I buy with a 20% deposit + duty?": the highest price the savings cover.
  if (asksPrice && figures.savings !== null) {
    return savingsPrice(figures.savings, figures.deposit?.kind === "percent" ? figures.deposit.percent : 20, state, type, input, asked);
  }
  // "how much stamp duty on a 430k IP": every state's duty, until the buyer says which.
  if (kind === "duty" && price !== null && state === null) return dutyByState(price, type, input, asked);
  if (price === null || state === null) {
    if (!(needsState && state === null)) {
      const own = withoutState(kind, { ...figures, price }, input, asked, type);
      if (own) return own;
    }
    if (kind === "afford" && resolved.taxableIncome === null) return 'I can work out your borrowing power from your income: tell me what you (and a partner) earn a year, e.g. "how much can we borrow on 95k and 70k?"';
    const need = joinWords([price === null ? "a price" : "", state === null ? "the state (or a suburb)" : ""].filter(Boolean));
    return `I can work that out from your finance, but I need ${need}, e.g. "stamp duty on a 700k house in Brisbane for a first home buyer?"`;
  }
  const facts: ListingFacts = { price, weeklyRent: figures.rent ? weeklyRentOf(figures.rent) : null, type, state };
  if (kind === "rateShift") {
    if (shift === null) return 'By how much? Ask e.g. "what if rates rise 1%?"';
    const now = work(input, facts);
    const rate = Math.round((now.profile.interestRate + shift) * 100) / 100;
    const check = financeProfileInputSchema.shape.interestRate.safeParse(rate);
    if (!check.success) return check.error.issues[0]?.message ?? "That rate can't be worked.";
    const then = work({ ...input, interestRate: rate }, facts);
    const lines = [`**A ${where(facts)}**`, `At ${now.profile.interestRate}%: ${money(now.analysis.loan.monthlyRepayment.value)} a month; at ${rate}%: **${money(then.analysis.loan.monthlyRepayment.value)} a month**.`];
    return end(lines, assumptionsOf("repayment", now, asked));
  }
  const w = work(input, facts);
  const head = `**A ${where(facts)}**${briefPrice !== null ? " (your brief's price)" : ""}${figures.loan !== null ? ` with a loan of ${money(figures.loan)}` : ""}`;
  const body =
    kind === "breakEven" && !figures.rent
      ? ["I need a rent to work out a break-even price: ask about a listing from your results instead (\"the most I can offer on #1 to break even?\"), or give me the rent (\"if it rents for 480 a week\")."]
      : answerFor(kind === "overview" ? "costs" : kind, w, figures);
  const lines = [head, ...body];
  if (kind === "overview") lines.push(repaymentLine(w, figures.frequency));
  if (kind === "overview" && figures.rent) lines.push(...rentLines(w, figures.rent));
  if ((kind === "duty" || kind === "costs") && figures.rent === null && kind !== "costs") lines.push(repaymentLine(w, figures.frequency));
  if (kind === "costs" || kind === "deposit") lines.push(repaymentLine(w, figures.frequency));
  if (figures.rent && !["cashFlow", "repayment", "overview", "breakEven"].includes(kind)) lines.push(...rentLines(w, figures.rent));
  if (kind !== "afford" && resolved.taxableIncome !== null && figures.incomes.length > 0) lines.push(affordLine(w));
  return end(lines, assumptionsOf(kind, w, asked));
}

/** A question asking for the price itself: "what price house can I buy", "the most I could pay", "how much house can I afford". */
const PRICE_ASK = /\b(?:what|which|how much|how expensive|how big|max(?:imum)?|most|highest|top|biggest)\b[^.?!]{0,25}\b(?:price|pay|spend|buy|afford|offer)\b|\bwhat price (?:can|could) (?:i|we) (?:look at|go|get)\b/i;

/** Stamp duty on one price in each state and territory, for the buyer's kind, when the question names no state. */
function dutyByState(price: number, type: ListingFacts["type"], input: FinanceProfileInput, asked: FinanceProfileInput): string {
  const worked = STATES.map((state) => work(input, { price, weeklyRent: null, type, state }));
  const who = buyerWords(worked[0].profile);
  const lines = [
    `**Stamp duty on a ${money(price)} ${type.toLowerCase()}**, for ${/^[aeiou]/.test(who) ? "an" : "a"} ${who}, in each state:`,
    worked.map((w) => `${w.facts.state} ${money(w.analysis.purchase.duty.value + w.analysis.purchase.foreignSurcharge.value)}`).join(" · "),
    "Tell me the state (or a suburb) for the purchase costs there and the repayments.",
  ];
  return withDisclaimer(lines, assumptionsOf("duty", worked[0], asked));
}

/**
 * The highest price a buyer's savings cover with a deposit of a share of the price and the purchase costs (duty, fees,
 * LMI where the share is under 20%), found by halving the interval: the calculator's own cash-invested figure at
 * each price. Without a state, duty and fees are left out and said so.
 */
function savingsPrice(savings: number, percent: number, state: StateCode | null, type: ListingFacts["type"], input: FinanceProfileInput, asked: FinanceProfileInput): string {
  const withDeposit: FinanceProfileInput = { ...input, deposit: { kind: "percent", percent } };
  const profile = resolveFinanceProfile(withDeposit);
  const calc = prepareFinance(profile);
  const typeIndex = PROPERTY_KINDS.indexOf(type);
  const cashAt = (price: number) => (state ? work(withDeposit, { price, weeklyRent: null, type, state }).analysis.purchase.cashInvested.value : calc.compute(price, 0, typeIndex, -1, 0, 0, emptyNumbers()).cashInvested);
  let lo = 0;
  let hi = (savings / Math.max(percent, 1)) * 100 + 1_000;
  for (let i = 0; i < 40 && hi - lo > 100; i++) {
    const mid = (lo + hi) / 2;
    if (cashAt(mid) <= savings) lo = mid;
    else hi = mid;
  }
  let price = Math.ceil(lo / 1_000) * 1_000;
  if (cashAt(price) > savings) price -= 1_000;
  const cash = cashAt(price);
  const lines = [
    `**${money(savings)} of savings${state ? ` in ${state}` : ""}**`,
    `With a ${percent}% deposit${state ? " and the purchase costs (duty, fees" + (percent < 20 ? ", LMI" : "") + ")" : ""}, your savings cover a price of up to about **${money(price)}**: the purchase then takes ${money(cash)} in cash.`,
    ...(percent >= 20 ? [`A deposit of 20% or more means no lenders' mortgage insurance.`] : []),
    ...(state ? [] : ["Stamp duty and registration fees depend on the state, so they're left out: tell me the state (or a suburb) to take them off this price."]),
    `The loan for the rest would be about ${money(price * (1 - percent / 100))}; whether a lender will lend it depends on your income (tell me what you earn for your borrowing power).`,
  ];
  return withDisclaimer(lines, [`Your finance: ${basisWords(profile, { ...asked, deposit: { kind: "percent", percent } })}.`]);
}

/** The general-advice answer's opening: the same stance as the disclaimer (general information, not advice). */
export const ADVICE_LEAD =
  "I can't tell you what you should do: that would be personal financial advice, and Propie gives general information only. Here are the general points and numbers that apply, so you can weigh it up (a licensed financial adviser or mortgage broker can advise on your own situation).";

/** General points by what the question weighs up: each a fact about how the numbers work, never a recommendation. */
const GENERAL_POINTS: [RegExp, string][] = [
  [/\binterest[- ]only\b|\bp\s*&\s*i\b|\bprincipal\b|\bio\b/i, "Interest-only repayments are lower while they last, but the loan doesn't shrink and the repayment rises when principal and interest starts; principal and interest costs more a month and builds equity."],
  [/\bdeposit\b|\bbuffer\b|\bsaved|\bsavings\b|\blmi\b/i, "A deposit under 20% usually means lenders' mortgage insurance; cash kept back as a buffer covers rate rises, vacancies and repairs."],
  [/\boff the plan\b|\bnew build\b|\bbrand new\b/i, "Off-the-plan and new homes can carry duty concessions and higher depreciation, but also settlement-valuation and oversupply risk."],
  [/\bgrow\w*|\bcapital\b|\bboom\b|\bmissed the boat\b|\bnow\b|\bright time\b|\bprices\b/i, "No one can time the market: past growth doesn't predict future growth. Propie's suburb figures (growth over the last 12 months, yields) show how places have moved, not how they will."],
  [/\brent\w*|\bcash ?flow|\byield\b|\binvest\w*|\bgeared\b/i, "For an investment, compare the gross yield, the cash flow before and after tax, and the growth you'd need; Propie works all of these for any listing."],
  [/\bunit\b|\bapartment\b|\bhouse\b|\btownhouse\b|\bvilla\b/i, "Houses usually hold more land value (growth), units usually rent for a higher yield and carry strata fees."],
  [/\bbuyer'?s? agent\b|\bagent\b|\bbroker\b/i, "A buyer's agent or broker charges a fee; whether it pays off depends on what they save you, which no one can promise."],
  [/\bshares?\b|\bsuper\b|\bsell\b|\bpay off\b|\boffset\b/i, "Moving money between shares, super, an offset and a property changes tax and risk in ways that depend on your whole situation."],
];

/** "Should I…", "would you buy…": a general-advice answer with the general figures that apply; no search, no brief change. */
export function answerAdviceQuestion(input: MoneyInput): string {
  const points = GENERAL_POINTS.filter(([re]) => re.test(input.message)).map(([, p]) => `- ${p}`);
  const figures = readMoneyFigures(input.message);
  const worked = hasFigures(figures) && (figures.price !== null || figures.loan !== null || figures.incomes.length > 0) ? answerMoneyQuestion(input) : null;
  const numbers = worked && /\$\d/.test(worked) ? worked.replace(`\n\n${MONEY_DISCLAIMER}`, "").replace(MONEY_DISCLAIMER, "") : null;
  const offer = 'I can work out the numbers for you: repayments ("repayments on a 600k loan at 6.2%?"), stamp duty, LMI, borrowing power ("how much can we borrow on 95k and 70k?") or the cash flow with a rent.';
  return [ADVICE_LEAD, ...(points.length ? ["", ...points.slice(0, 3)] : []), "", numbers ?? offer, "", MONEY_DISCLAIMER].join("\n");
}
