/**
 * The figures of a money question, each with its role read from its own clause (docs/ASSISTANT.md, "Money
 * questions"): price, deposit, savings, income (one or two earners), loan, rent, rate, term, renovation budget and a
 * repayment budget. A figure's role comes from the cue words of its clause (the words right after it first: "480 a
 * week", "120 saved", "84k down", "95k a year"; then the nearest word before it: "rate 6.15", "earn 95", "loan of
 * 300k"), its unit ("%", "/wk", "yrs") and its size ("6.2" is a rate, not a price); an income, a deposit or a
 * weekly rent is never read as the price. Only the money path reads these: a brief's figures are the readers'.
 */
import { amountUnit } from "./lexicon";
import { NUMBER_WORDS, spokenAmountsToDigits } from "./spoken";
import { editDistance } from "./text";

export type RentPeriod = "week" | "fortnight" | "month" | "year";
export type Frequency = "monthly" | "fortnightly" | "weekly";

export type MoneyFigures = {
  price: number | null;
  deposit: { kind: "dollars"; dollars: number } | { kind: "percent"; percent: number } | null;
  savings: number | null;
  /** One entry per earner, dollars a year. */
  incomes: number[];
  /** One income said for two people ("165 between the two of us", "combined 180k"). */
  jointIncome: boolean;
  loan: number | null;
  /** The share of the price borrowed, percent ("borrowed 90%"). */
  lvrPercent: number | null;
  rent: { amount: number; per: RentPeriod } | null;
  rate: number | null;
  termYears: number | null;
  renovation: number | null;
  /** A repayment the buyer can afford ("repayments of about 2,500 a month"). */
  repaymentBudget: { amount: number; per: RentPeriod } | null;
  frequency: Frequency | null;
  firstHome: boolean | null;
  interestOnly: boolean | null;
  investor: boolean | null;
};

type Role = "threshold" | "principal" | "price" | "deposit" | "savings" | "income" | "loan" | "rent" | "rate" | "term" | "renovation" | "repaymentBudget" | "lvr" | "skip";

// Spoken digits: spoken.ts's number words, and the zero of a decimal ("six point oh five").
const DIGIT_WORDS: Readonly<Record<string, number>> = { ...NUMBER_WORDS, zero: 0, oh: 0 };
const NW = Object.keys(DIGIT_WORDS).join("|");
const wordValue = (w: string) => DIGIT_WORDS[w.toLowerCase()] ?? NaN;

/**
 * Rates and terms said in words ("six point four percent", "six per cent", "twenty-five years"), and the amounts
 * spoken.ts rewrites, as digits.
 */
export function figuresText(message: string): string {
  // "a $2,000-a-month rent": a period hyphenated to its figure is the same period.
  return spokenAmountsToDigits(scaleTypos(message).replace(/-(a|per)-(week|wk|fortnight|month|year)\b/gi, " $1 $2"))
    .replace(/\b(on|earn|earns|earning|make|makes|making|about|around|of|is|and)\s+(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](one|two|three|four|five|six|seven|eight|nine))?\b(?!\s*(?:percent|per cent|%|years?|yrs?|minutes?|mins?))/gi, (m, cue: string, a: string, b: string | undefined) => `${cue} ${wordValue(a) + (b ? wordValue(b) : 0)}`)
    .replace(new RegExp(`\\b(${NW})(?:[- ](${NW}))? point (${NW})(?: (${NW}))?\\b`, "gi"), (m, a: string, a2: string | undefined, b: string, c: string | undefined) => {
      const whole = wordValue(a) + (a2 ? wordValue(a2) : 0);
      const v = `${whole}.${wordValue(b)}${c ? wordValue(c) : ""}`;
      return Number.isFinite(Number(v)) ? v : m;
    })
    .replace(new RegExp(`\\b(${NW})(?:[- ](${NW}))?(?=\\s*(?:%|per ?cent|years?|yrs?)\\b)`, "gi"), (m, a: string, b: string | undefined) => {
      const v = wordValue(a) + (b ? wordValue(b) : 0);
      return Number.isFinite(v) ? String(v) : m;
    });
}

const THOUSAND_LETTERS = [..."thousand"].sort().join("");
/**
 * A scale word typed with one letter left out, doubled, changed or swapped ("thosand", "thousnad"), or with its
 * letters jumbled ("thuosadn"): "thousand", so the amount before it keeps its scale. The distance is text.ts's.
 */
export function scaleTypos(text: string): string {
  return text.replace(/\bth[a-z]{5,6}\b/gi, (w) => {
    const lower = w.toLowerCase();
    return editDistance(lower, "thousand", 1) <= 1 || [...lower].sort().join("") === THOUSAND_LETTERS ? "thousand" : w;
  });
}

/** The name of a property's holding cost right before a yearly figure: "strata 4.8k/yr", "rates 2.6k/yr", "body corp 5k pa". */
const HOLDING_COST_BEFORE = /\b(?:strata|body corp(?:orate)?|(?:council\s+)?rates|water(?:\s+rates)?|insurance|land tax|management|maintenance|outgoings)\s*(?:fees?\s*)?(?:of\s+|is\s+|about\s+|around\s+|[:=~]\s*)?$/i;

/** An amount: "$150,000", "150k", "1.2 mil", "650", "6.2%", "480/wk". */
const AMOUNT = /(\$\s*)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s*(k|grand|thousand|m|mil|mill|million)\b)?(\s*(?:%|per ?cent\b))?/gi;

/** Where a clause ends: a sentence's end, a comma between words (not inside "1,200"), "and", "but", "so". */
const CLAUSE_END = /[;!?\n]|\.(?!\d)|,(?!\d{3})|\b(?:and|but|so|plus|while|whereas|then)\b/gi;

// Cues right after a figure (its unit or what it is): read first.
const AFTER: [RegExp, Role][] = [
  [/^\s*(?:%|per ?cent)?\s*(?:(?:enough|cash|as a|as|for a|for the|of)\s+)?(?:deposit|dep\b|down\b|(?:to\s+)?put\s+(?:down|in)|upfront)/i, "deposit"],
  [/^\s*(?:saved|in savings|savings|in the bank|put away|set aside|stashed|(?:sitting\s+)?in (?:the |an |my |our )?offset)/i, "savings"],
  [/^\s*(?:of\s+)?(?:reno|renovations?|to renovate)/i, "renovation"],
  [/^\s*(?:[\w-]+\s+)?(?:loan|mortgage)\b(?!\s*(?:of|is|=|:|amount)\b)/i, "loan"],
  // ("rented at 400 with 200 borrowed at 6.4": the amount borrowed.)
  [/^\s*(?:borrowed|owing|owed|still owing|on the loan)\b/i, "loan"],
  // ("a 520k rooming house", "a 700k investment property": a word of its kind between the figure and the home.)
  [/^\s*(?:(?:rooming|boarding|family|investment|brick|beach|holiday|rental|old|new|little|small|big|duplex)\s+)?(?:purchase|purchase price|price|asking|place|house|home|unit|property|apartment|townhouse|duplex|villa|pair)\b/i, "price"],
  [/^\s*(?:(?:a|per|each|\/)\s*(?:year|yr|annum)|p\.?\s?a\.?(?![a-z])|(?:combined|household|joint|gross|taxable|annual)?\s*(?:income|salary|wage|base|package)|between (?:the two of )?us|together|combined|(?:each\s+)?(?:coming|comes|come) in\b)/i, "income"],
  [/^\s*(?:years?|yrs?|y)\b(?!\s*(?:old|of age|ago))/i, "term"],
  [/^\s*(?:a year\s+|pa\s+)?(?:in\s+|of\s+)?rent(?:al)?(?: income)?\b/i, "rent"],
  [/^\s*(?:each\s+)?(?:(?:a|per|each|every|\/|p)\s*(?:w(?:ee)?k|fortnight|f\/n|month|mth|calendar month)|pw\b|pcm\b|weekly\b|fortnightly\b|monthly\b)/i, "rent"],
];

// Cues before a figure in its clause: the nearest one decides.
const BEFORE: [RegExp, Role][] = [
  [/\b(?:deposit|dep|put(?:ting)? down|put in|down payment)\b/gi, "deposit"],
  [/\b(?:saved|savings|have|got|sitting on|in the bank|put away|set aside|saved up|stashed(?: away)?)\b/gi, "savings"],
  [/\b(?:earn(?:s|ing)?|incomes?|salary|salaries|wages?|make|makes|making|(?:i'?m|im|i am|we'?re|we are|he'?s|she'?s|they'?re|(?:is|are|be|both|each|just|only|single income|income of)) on|pulling in|pull in|bring(?:s|ing)? in|coming in|take home|takes home|pension|(?:borrow\w*|afford|lend\w*)(?: \w+)? on|partner(?:'s)?(?: is| on| earns)?|wife(?:'s)?|husband(?:'s)?|hubby)\b/gi, "income"],
  // ("mortgage insurance" is LMI, a cost, not the loan.)
  [/\b(?:loan|borrow(?:ed|ing)?|mortgage(?!\s+insur)|lend(?:ing)?|owe)\b/gi, "loan"],
  [/\b(?:rent(?:s|ed|ing)?|lease(?:s|d)?|leasing|tenant(?:s|ed)?|getting|fetch(?:es)?|brings? in|return(?:s|ing)?)\b/gi, "rent"],
  // ("loan 430k IO @ 6.2": "@" is no word, so it stands without a word boundary before it.)
  [/\b(?:rate|interest|at|fixed|variable)\b|@/gi, "rate"],
  [/\b(?:reno|renovation|renovate|kitty|do (?:it )?up|spend (?:on|fixing))\b/gi, "renovation"],
  [/\b(?:price|priced|for|buy(?:ing|s)?|bought|purchas(?:e|es|ed|ing)|paid|cost(?:s|ing)?|worth|valued?|listed|asking|place|house|home|unit|apartment|townhouse|property|duplex|villa|flat|on a|on an|paying|pay|offer|spend|budget)\b/gi, "price"],
  // "repayments on 350k", "lmi on 400k": the amount borrowed, or the price when a deposit is given too.
  [/\b(?:repay\w*|payments?|monthly|weekly|fortnightly|lmi|the monthly)\s+(?:(?:be|is|would be|come to)\s+)?(?:(?:on|for|of)\s+)?(?:a\s+|an\s+)?$/gi, "principal"],
  // "on 640 over 30 at 5.99": the years a loan runs.
  [/\bover\s*$/gi, "term"],
  // "deposit on 380k", "duty on 720k": the figure a cost or share is of is the price.
  [/\b(?:on|for)\s+(?:a\s+|an\s+|the\s+)?$/gi, "price"],
  [/\blvr(?:\s+of)?\s*$/gi, "lvr"],
  // "and if it's 760k?": the figure the last question is asked again with is its price.
  [/\bif\s+(?:it'?s|it\s+is|it\s+was|it\s+were|that'?s)\s*$/gi, "price"],
  // "20% of 475k", "5% on 600k": the figure a share is taken of is the price.
  [/%\s*(?:[a-z]+\s+)?(?:of|on)\s+(?:a\s+|an\s+|the\s+)?$/gi, "price"],
  // "under 600k?", "over 500k": a threshold, the price only when nothing else is.
  [/\b(?:under|below|over|above|less than|more than|up to|upto|threshold|cap(?:ped)?(?: at)?)\s*$/gi, "threshold"],
];

const PERIOD = (s: string): RentPeriod =>
  /^\s*(?:(?:a|per|each|every|\/|p)\s*(?:fortnight|f\/n)|fortnightly)/i.test(s) ? "fortnight" : /^\s*(?:(?:a|per|each|every|\/|p)\s*(?:month|mth|calendar month)|pcm|monthly)/i.test(s) ? "month" : /^\s*(?:(?:a|per|\/)\s*(?:year|yr|annum))/i.test(s) ? "year" : "week";

/** A bare "650" beside a price, deposit, income or loan word is thousands; "$650" or "1,200" is dollars. */
function dollarsOf(raw: string, unit: string | undefined, dollar: boolean): number | null {
  const n = Number(raw.replace(/,/g, ""));
  if (!Number.isFinite(n)) return null;
  const { scale, kind } = amountUnit(unit ?? "");
  if (kind === "k" || kind === "m") return Math.round(n * scale);
  if (!raw.includes(",") && n >= 20 && n < 5_000 && !(dollar && n >= 1_000)) return Math.round(n * 1_000);
  return n >= 1_000 ? Math.round(n) : null;
}

/** How many parts a rent "each" is for: "5 rooms at 220 each", "both sides", "two units". */
function partsOf(words: string): number {
  const n = /\b(\d{1,2}|two|three|four|five|six)\s+(?:rooms|units|sides|flats|townhouses|dwellings|bedrooms|tenants|doors)\b/i.exec(words)?.[1];
  if (n) return Number(n) || ({ two: 2, three: 3, four: 4, five: 5, six: 6 } as Record<string, number>)[n.toLowerCase()] || 1;
  return /\b(?:both|each side|either side|duplex|dual occ\w*|pair)\b/i.test(words) ? 2 : 1;
}

/** Words an "on" amount can be of other than a person: a money topic, a property or a state ("duty on", "a unit on", "stamp duty nt on"). */
const MONEY_OR_PROPERTY_HEAD =
  /^(?:duty|stamp|dty|sd|lmi|insurance|repay\w*|payments?|yield|yeild|flow|cashflow|deposit|dep|loan|mortgage|costs?|interest|tax|returns?|fees?|rent|lvr|equity|offer|bid|price|figures?|numbers?|maths?|calc\w*|purchase|deal|investment|ip|house|unit|home|place|property|apartment|townhouse|villa|duplex|flat|block|land|it|that|this|one|same|spend|spent|paid|pay|buy|fortnight|fortnightly|month|monthly|week|weekly|bought|and|or|based|going|them|those|these|vic|nsw|qld|sa|wa|tas|nt|act|\d+\w*)$/;
/** The word an "on" amount hangs from, past a verb "be" and words like "both" ("the duty be on", "we're both on"). */
const ON_HEAD = /([a-z]+)(?:'s)?(?:\s+(?:is|are|be|was|were|'s|s|both|each|just|only|all|still|now|currently|would be|will be))*\s+on\s+(?:an?\s+)?$/;
/** The buyer's own rent, what they pay now ("our rent in Marrickville is 680", "we're paying 550 a week"): no property's rent. */
const OWN_RENT = /\b(?:(?:my|our)\s+(?:current\s+|own\s+)?rent|(?:i|we)(?:'re|'m| are| am)?\s+(?:currently\s+|now\s+|still\s+)?(?:pay(?:ing)?|renting)\b(?!\s+(?:it|them|the (?:house|unit|place)) out))[^.?!]*$/i;

const STATE_BEFORE_ON = /\bin\s+(?:the\s+)?(?:vic|nsw|qld|sa|wa|tas|nt|act|victoria|new south wales|queensland|south australia|western australia|tasmania|northern territory|canberra)\s+on\s*(?:an?\s*)?$/;
const BORROWING = /\b(?:bor+ow\w*|lend\w*|serviceab\w*|headroom)\b/;
const REPAY_CLAUSE = /\brepay\w*|\bmortgage (?:payments?|repayments?)|\bpayments?\b/i;
/** A repayment named right before its figure, with no rent between: "the mortgage is about", "repayments are". */
const REPAY_NEAR = /\b(?:mortgage|repayments?|loan payments?)\b(?:\s+(?:is|are|of|=|:|comes? to|works? out at|would be|will be|about|around|roughly|approx|\$))*\s*$/i;
const RENT_CLAUSE = /\b(?:rent\w*|leas\w*|tenant\w*|return\w*|getting|fetch\w*)\b/i;
const INCOME_CLAUSE = /\b(?:earn\w*|income|salary|wage|pulling in|take home|pension)\b/i;

/** A correction mid-message ("no wait", "sorry, I mean", "make that"): what follows replaces what came before it. */
const CORRECTION = /\b(?:no wait|wait no|no,? sorry|sorry,? (?:i mean|i meant|make that)|i mean|i meant|scratch that|make that|correction|or rather)\b/i;

/**
 * The money figures of a message, each in its role. After a correction, a figure said again in the same role
 * replaces the one before it ("rent on 1800 a month no wait… rents for 1850 a month": 1850, not both).
 */
export function readMoneyFigures(message: string): MoneyFigures {
  const c = CORRECTION.exec(message);
  if (!c || !c.index) return readFigures(message);
  const before = readFigures(message.slice(0, c.index));
  const after = readFigures(message.slice(c.index + c[0].length));
  const merged = { ...before };
  for (const key of Object.keys(after) as (keyof MoneyFigures)[]) {
    const v = after[key];
    if (v !== null && !(Array.isArray(v) && v.length === 0) && !(key === "jointIncome" && after.incomes.length === 0)) (merged as Record<string, unknown>)[key] = v;
  }
  return merged;
}

function readFigures(message: string): MoneyFigures {
  const text = figuresText(message);
  const f: MoneyFigures = {
    price: null, deposit: null, savings: null, incomes: [], jointIncome: false, loan: null, lvrPercent: null, rent: null, rate: null, termYears: null,
    renovation: null, repaymentBudget: null, frequency: null, firstHome: null, interestOnly: null, investor: null,
  };
  const ends = [0, ...[...text.matchAll(CLAUSE_END)].map((m) => (m.index ?? 0) + m[0].length), text.length];
  const clauseOf = (at: number) => {
    let start = 0;
    let end = text.length;
    for (const e of ends) {
      if (e <= at) start = e;
      else {
        end = e;
        break;
      }
    }
    return { start, end };
  };
  let lastRole: Role | null = null;
  let lastClause = -1;
  const unknownBig: number[] = [];
  let principal: number | null = null;
  const thresholds: number[] = [];
  const rents: { amount: number; per: RentPeriod }[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const at = m.index ?? 0;
    const [whole, dollar, raw, unit, pct] = m;
    const prev = text.slice(Math.max(0, at - 2), at);
    // "#1", "3 bed", "2 kids", "24 years old", a postcode: not money.
    if (/[#\w.]$/.test(prev.slice(-1)) || /^\s*(?:bed|br\b|bdr|bath|car|rooms?\b|kids?|children|people|minutes?|mins?|hours?|sqm|m2|m²|acres?\b|ha\b|storey|years? old|yo\b|times|x\b|weeks? vacan)/i.test(text.slice(at + whole.length, at + whole.length + 14))) continue;
    const { start, end } = clauseOf(at);
    const before = text.slice(start, at).toLowerCase();
    // (What is after a figure stays on its line: "Price: $480,000\nRent: $500 a week" has no rent of $480,000.)
    const after = text.slice(at + whole.length, end + 12).split("\n")[0].toLowerCase().replace(/^\s*(?:dollars?|bucks|aud)\b/, "");
    const clause = text.slice(start, end);
    const n = Number(raw.replace(/,/g, ""));
    let role: Role | null = null;
    if (pct) {
      if (AFTER[0][0].test(after) || /\b(?:deposit|dep)\b(?:\s+(?:needed|required|wanted|needs|would be|will be|we'd need|i'd need))?\s*(?:of|is|=|:)?\s*(?:about|around|roughly)?\s*$/.test(before)) role = "deposit";
      else if (/\b(?:borrow\w*|lvr|loan of|lend\w*)\b[^%\d]{0,12}$/.test(before) || /^\s*(?:lvr|loan\b|lend\w*|borrow\w*)/.test(after)) role = "lvr";
      else if (/\b(?:yield|growth|return|vacancy|management|fee|grow|up|down|rise|fall|drop)\b/.test(before.slice(-20) + " " + after.slice(0, 12))) role = "skip";
      else role = n > 0 && n <= 20 ? "rate" : "skip";
    } else {
      for (const [re, r] of AFTER) {
        if (re.test(after)) {
          role = r;
          break;
        }
      }
      if (role === "term" && (unit || n > 40)) role = null;
      // ("mildura 200 rent 350 pw": "rent" with a figure of its own after it is that figure's, not this one's.)
      if (role === "rent" && /^\s*(?:rent|rents|renting|rented|rental)\s+(?:is\s+|at\s+|of\s+|for\s+|about\s+|around\s+)?\$?\d/.test(after)) role = null;
      // ("the rent is 520 a week and the mortgage is about 2800 a month": the nearer cue names the repayment.)
      if (role === "rent" && ((REPAY_CLAUSE.test(clause) && !RENT_CLAUSE.test(clause)) || REPAY_NEAR.test(before))) role = "repaymentBudget";
      else if (role === "rent" && INCOME_CLAUSE.test(clause) && !RENT_CLAUSE.test(clause)) role = "income";
      if (role === null) {
        let best = -1;
        let cue = "";
        for (const [re, r] of BEFORE) {
          for (const c of before.matchAll(re)) {
            const pos = (c.index ?? 0) + c[0].length;
            // The nearest cue wins; a rate cue only for a small figure, a price cue loses to any other at equal distance.
            if (r === "rate" && !(n > 0 && n <= 20 && !unit)) continue;
            // An LVR is a share: "lvr 400k" names the price after it, not an LVR of 400.
            if (r === "lvr" && (n > 100 || unit)) continue;
            // ("over 30" years, not "over 500k".)
            if (r === "term" && (n > 40 || unit || dollar)) continue;
            if (pos > best || (pos === best && role === "price")) {
              best = pos;
              role = r;
              cue = c[0];
            }
          }
        }
        // "lmi on 5% deposit 450k": a figure right after a deposit given as a share is what the share is of, the price.
        if (role === "deposit" && /%\s*(?:deposit|dep|down)\s*[,:]?\s*(?:on|for|of|with)?\s*(?:an?\s+)?$/i.test(before)) role = "price";
        // "a single nurse on 98k", "Dad's on 70": "on" an amount after a person (not after a money word, as in "duty on
        // 720k", nor a property, as in "a unit on 480k") is what they earn.
        if ((role === "price" || role === "income") && /\bon\s*(?:an?\s*)?$/.test(cue)) {
          const head = ON_HEAD.exec(before)?.[1];
          // ("duty in VIC on 640k": a state before "on" is no earner.)
          if (head) role = MONEY_OR_PROPERTY_HEAD.test(head) || STATE_BEFORE_ON.test(before) ? "price" : "income";
        }
        // "earn 95 and 70", "main house 420/wk, the flat 260": a figure with no cue of its own (or only the name of a
        // part of the property) after an income or a rent is the next earner's or the next part's.
        const partOnly = role === "price" && /^(?:flat|house|home|unit|granny|room)/.test(cue) && n < 5_000 && !unit && !dollar;
        if ((role === null || partOnly) && (lastRole === "income" || lastRole === "rent") && lastClause >= 0 && start - lastClause < 40 && !/\b(?:at|@|on|for|purchas\w*|pric\w*|cost\w*|worth|valued|listed|asking|buy\w*)\s*$/.test(before)) role = lastRole;
      }
    }
    // A small figure with decimals and no unit is a rate ("rate's 6.4", "at 5.99"); a whole small one is nothing.
    // …but under 2 it is a price in millions ("1.1 in Sydney").
    // (A loan of 6.1 is none: "loan 520k P&I 6.1 30y" gives the loan's rate after it.)
    if ((role === null || role === "price" || role === "loan") && !pct && !unit && !dollar && n >= 2 && n < 20 && /\./.test(raw)) role = "rate";
    // ("strata 4.8k/yr", "council rates 2.6k a year", "insurance 1.5k pa": a holding cost of the property, no income.)
    if (role === "income" && HOLDING_COST_BEFORE.test(before)) role = "skip";
    if ((role === null || role === "price") && !pct && !unit && !dollar && n >= 0.2 && n < 2 && /\./.test(raw)) {
      f.price ??= Math.round(n * 1_000_000);
      continue;
    }
    if (role === "rate" && !(n > 0 && n <= 30)) role = null;
    const value = role === "rent" || role === "repaymentBudget" ? n : dollarsOf(raw, unit, !!dollar);
    switch (role) {
      case "deposit":
        if (pct) f.deposit ??= { kind: "percent", percent: n };
        else if (value !== null) f.deposit ??= { kind: "dollars", dollars: value };
        break;
      case "lvr":
        if (n > 0 && n <= 100) f.lvrPercent ??= n;
        break;
      case "threshold":
        if (value !== null) thresholds.push(value);
        break;
      case "savings":
        if (value !== null) f.savings ??= value;
        break;
      case "income": {
        if (value === null || f.incomes.length >= 2) break;
        const yearly = /^\s*(?:a|per|\/)\s*(?:w(?:ee)?k)|^\s*pw/i.test(after) ? value * 52 : value;
        f.incomes.push(yearly);
        // "28 thousand each", "each on 90k": the same income for two earners.
        if (f.incomes.length === 1 && (/^\s*(?:a year\s+|pa\s+)?each\b/.test(after) || /\beach\s+(?:on|earn\w*|make\w*)\s*$/.test(before))) f.incomes.push(yearly);
        break;
      }
      case "loan":
        if (value !== null) f.loan ??= value;
        break;
      case "rent": {
        const per = PERIOD(after);
        if (OWN_RENT.test(before)) break;
        // "15k rent" is a year's; "220 each" for "5 rooms", "both sides": one rent per part.
        const amount = unit ? dollarsOf(raw, unit, !!dollar) : n;
        if (amount === null || !(amount > 0)) break;
        if (unit && amount >= 50_000) {
          unknownBig.push(amount);
          break;
        }
        const parts =
          !/^[^.?!,]{0,20}\b(?:total|combined|all up|altogether|in all|together)\b/.test(after) &&
          (/^[^.?!]{0,20}\beach\b/.test(after) || /\b(?:each|per|every)\s+(?:\w+\s+)?(?:rents?\s+|rented\s+|at\s+|is\s+|for\s+|@\s*)?$/.test(before) || (/\b(?:both|each) (?:sides?|units?|halves|flats?|dwellings?)\b/.test(before) && !/\b(?:together|combined|all up|altogether|in total|between them)\b/.test(before.split(/\b(?:both|each) (?:sides?|units?|halves|flats?|dwellings?)\b/).pop() ?? "")))
            ? partsOf(clause + " " + text.slice(Math.max(0, start - 60), start))
            : 1;
        rents.push({ amount: amount * parts, per: unit && !/^\s*(?:a|per|\/)\s*(?:w|f|m)/.test(after) ? "year" : per });
        break;
      }
      case "repaymentBudget":
        if (n > 0 && !unit) f.repaymentBudget ??= { amount: n, per: PERIOD(after) };
        break;
      case "rate":
        f.rate ??= n;
        break;
      case "term":
        f.termYears ??= n;
        break;
      case "renovation":
        if (value !== null) f.renovation ??= value;
        break;
      case "price":
        if (value !== null) f.price ??= value;
        break;
      case "principal":
        if (value !== null) principal ??= value;
        break;
      case "skip":
        break;
      default: {
        // No cue: a figure the size of a property's price is the price.
        const big = dollarsOf(raw, unit, !!dollar);
        if (big !== null && big >= 50_000) unknownBig.push(big);
      }
    }
    if (role !== null) {
      lastRole = role;
      lastClause = end;
    }
  }
  if (principal !== null) {
    if (f.deposit !== null || f.lvrPercent !== null || f.loan !== null) f.price ??= principal;
    else f.loan ??= principal;
  }
  // "how much could we borrow? 94k and 109k", "borrow enough for this? H 94k n L 109k": in a borrowing question with no
  // income read, one or two amounts with no cue and an earner's size are the earners' incomes, not a price.
  const t0 = text.toLowerCase();
  if (f.price === null && f.incomes.length === 0 && unknownBig.length > 0 && unknownBig.length <= 2 && BORROWING.test(t0) && unknownBig.every((n) => n >= 20_000 && n <= 500_000)) {
    f.incomes.push(...unknownBig.splice(0));
  }
  if (f.price === null && unknownBig.length) f.price = unknownBig[0];
  if (f.price === null && thresholds.length) f.price = thresholds[0];
  if (rents.length) {
    // Rents of the parts of one property ("main house 420/wk, granny flat 280/wk") add up, in the first one's period.
    const per = rents[0].per;
    f.rent = { amount: rents.filter((r) => r.per === per).reduce((a, r) => a + r.amount, 0), per };
  }
  const t = text.toLowerCase();
  if (f.incomes.length === 1 && /\b(?:between (?:the )?(?:two|2|both) of us|between us|combined|household|joint|together|both (?:of us )?(?:earn|on|make))\b/.test(t)) f.jointIncome = true;
  f.frequency = /\bweekly\b|\ba week\b(?=[^.?!]*\?)|\bper week\b.*repay|\brepay\w* (?:a|per) week/.test(t) && !f.rent ? "weekly" : /\bfortn\w*ly\b|\ba fortnight\b/.test(t) ? "fortnightly" : /\bmonthly\b|\ba month\b/.test(t) && !f.rent ? "monthly" : null;
  if (/\b(?:not (?:a )?first[- ]home|(?:i'?ve|we'?ve|i have|we have) owned|owned (?:a place|one|property|a home) before|second (?:home|property|investment))\b/.test(t)) f.firstHome = false;
  else if (/\b(?:first[- ]home|fhbs?|first[- ]time buyers?|(?:my|our) (?:very )?first (?:home|house|place|property)|first (?:place|property|house))\b/.test(t)) f.firstHome = true;
  if (/\binterest[- ]only\b|\bio\b|\bi\/o\b/.test(t)) f.interestOnly = true;
  else if (/\bp\s*&\s*i\b|\bp and i\b|\bprincipal (?:and|&|n) interest\b/.test(t)) f.interestOnly = false;
  if (f.rent !== null || /\b(?:invest\w*|ip\b|rent (?:it )?out|tenant\w*|negatively geared|positively geared)\b/.test(t)) f.investor = true;
  else if (f.firstHome || /\b(?:live in (?:it|the)|owner[- ]?occ\w*|my home|our home|to live)\b/.test(t)) f.investor = false;
  // "if we borrow the lot", "borrow it all": the whole price.
  if (f.lvrPercent === null && f.deposit === null && /\bborrow(?:ing)? (?:the lot|it all|the whole (?:lot|thing|amount)|everything|100 ?%)/.test(t)) f.lvrPercent = 100;
  return f;
}

/** A rent as dollars a week (the calculator's unit): a month is 12/52 of a year's rent a week. */
export function weeklyRentOf(rent: { amount: number; per: RentPeriod }): number {
  return rent.per === "week" ? rent.amount : rent.per === "fortnight" ? rent.amount / 2 : rent.per === "month" ? (rent.amount * 12) / 52 : rent.amount / 52;
}

/** Whether the message gives any figure a money answer can work with. */
export const hasFigures = (f: MoneyFigures) =>
  f.price !== null || f.deposit !== null || f.savings !== null || f.incomes.length > 0 || f.loan !== null || f.lvrPercent !== null || f.rent !== null || f.rate !== null || f.repaymentBudget !== null;
