/**
 * Amounts said in words, rewritten as digits before the readers see the message, so the price
 * reader's units and cues apply to them unchanged: "half a mil" → "0.5 mil", "four hundred and
 * twenty thousand" → "420 thousand", "one point two million" → "1.2 million", and the way
 * Australians say prices in thousands, "six fifty" → "650", "four seventy five" → "475",
 * "seven-twenty" → "720" (a bare number the price reader reads with its cue: "budget six fifty").
 * A lone number word ("two bedrooms", "one is plenty") is left as it is.
 */

const UNITS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
const TEENS: Record<string, number> = { ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19 };
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
/** Every number word below a hundred with its value: the one table for the readers that spell numbers out. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = { ...UNITS, ...TEENS, ...TENS };

const UNIT = Object.keys(UNITS).join("|");
const TEEN = Object.keys(TEENS).join("|");
const TEN = Object.keys(TENS).join("|");
/** 1–99 in words: "seven", "fifteen", "seventy five", "seventy-five". */
const UNDER_100 = `(?:(?:${TEN})(?:[- ](?:${UNIT}))?|${TEEN}|${UNIT})`;
/** 1–999 in words: "four hundred and twenty", "a hundred", "seventy five". */
const UNDER_1000 = `(?:(?:${UNIT}|a) hundred(?:(?: and)? ${UNDER_100})?|${UNDER_100})`;
const SCALE = "(thousand|grand|k|million|mil|mill)";
/** A count's noun after a number word: "three bed", "two bathrooms", "four kids" count things, not dollars. */
const COUNT_AFTER = "[- ]?(?:bed|bedroom|br\\b|bdr|bath|car|kids?|people|storey|story|minutes?|mins?\\b|hours?|hrs?\\b)";

/** "four hundred and twenty thousand", "seven hundred and fifty grand", "two million". */
const WITH_SCALE = new RegExp(`\\b(${UNDER_1000}) ${SCALE}\\b`, "gi");
/** "one point two million", "two point five mil". */
const POINT = new RegExp(`\\b(${UNIT}) point (${UNIT}|zero|oh)(?: (${UNIT}|zero|oh))? (million|mil|mill)\\b`, "gi");
/** "up to one point three", "at six point four": a decimal said without its scale (a price in millions, or a rate). */
const POINT_BARE = new RegExp(`\\b(${UNIT}) point (${UNIT}|zero|oh)(?: (${UNIT}|zero|oh))?\\b(?! (?:million|mil|mill|thousand|grand)\\b)`, "gi");
/** "a million two", "one million five", "two mil three": millions and the next tenth, said the short way. */
const MILLION_TENTHS = new RegExp(`\\b(a|${UNIT}) (million|mil|mill) (${UNIT})\\b(?![- ]?(?:hundred|thousand|grand|k\\b|bed|bedroom|br\\b|bath|car|kids?|people|percent|%|years?))`, "gi");
/** "one million one hundred thousand", "a million fifty grand", "one million three hundred": millions and thousands said
 * in full (without a scale after the thousands, as a price is said: "one million one hundred maximum"). */
const MILLION_AND_THOUSANDS = new RegExp(`\\b(a|${UNDER_1000}) (?:million|mil|mill),? (?:and )?(${UNDER_1000})(?: (thousand|grand|k))?\\b(?!${COUNT_AFTER})`, "gi");
/** "two thousand two hundred", "a thousand five hundred and fifty" (not "… hundred thousand", a bigger number). */
const THOUSANDS_AND_HUNDREDS = new RegExp(`(?<!\\bhundred(?: and)? )\\b(a|${UNDER_100}) thousand,? (?:and )?(a|${UNIT}) hundred(?:(?: and)? (${UNDER_100}))?\\b(?! (?:and )?(?:thousand|grand))(?!${COUNT_AFTER})`, "gi");
/** "half a mil", "three quarters of a million", "a quarter of a million", "a mil", "one and a half million", "a mil and a half". */
const FRACTION_OF_MILLION = /\b(?:(a|one|two) and a half (million|mil|mill)|(a|one) (million|mil|mill) and a half|(half|a quarter|quarter|three quarters) (?:of )?an? (million|mil|mill)|an? (million|mil))\b/gi;
/** "six fifty", "four seventy five", "seven-twenty", "five fifteen": hundreds of thousands, said the short way. */
const SHORT_HUNDREDS = new RegExp(`\\b([1-9]|${UNIT})[- ](${TEN}|${TEEN})(?:[- ](${UNIT}))?\\b(?![- ]?(?:hundred|percent|%|years?|minutes?|mins?|hours?|o'?clock|am\\b|pm\\b|bed|bath|car|sqm|square|acres?|kids?|people))`, "gi");

const OH_HUNDREDS = new RegExp(`\\b(${UNIT}) (?:oh|o|zero) (${UNIT})\\b(?![- ]?(?:am\\b|pm\\b|o'?clock|in the|tonight|tomorrow))`, "gi");
/** "eighteen hundred", "twelve fifty", "nineteen seventy five": a teen's hundreds, dollars said the short way (a rent, a repayment). */
const TEEN_HUNDREDS = new RegExp(`\\b(${TEEN})[- ](hundred|${TEN})(?:[- ](${UNIT}))?\\b(?![- ]?(?:thousand|grand|k\\b|percent|%|years?|minutes?|mins?|hours?|o'?clock|am\\b|pm\\b|bed|bath|car|sqm|square|acres?|kids?|people))`, "gi");
/** "five-hundred-thousand-dollar", "three-hundred-and-twenty-thousand": number words joined by hyphens, as spaced words. */
const HYPHENED = new RegExp(`\\b(${UNIT}|${TEEN}|${TEN}|hundred|thousand|million|and)-(?=(?:${UNIT}|${TEEN}|${TEN}|hundred|thousand|million|and|dollars?)\\b)`, "gi");

/** The words of an area after a number: "square metres", "sqm", "m2", "acres", "hectares" ("square" alone too). */
const AREA_AFTER = "(?=\\s*(?:square|sq\\b|sqm|m2|acres?|hectares?|ha\\b))";
/** "a thousand", "two thousand", "one and a half thousand", "twelve hundred", "eleven hundred" before an area. */
const AREA_THOUSANDS = new RegExp(`\\b(?:(a|one|two|three|four|five|six|seven|eight|nine|ten)(?: and a (half|quarter))? thousand(?:(?: and)? (${UNIT}) hundred)?|(${TEEN}|${TEN}(?:[- ](?:${UNIT}))?) hundred)${AREA_AFTER}`, "gi");
/** "two acres", "five hectares", "twenty acres": a count before an area. */
const AREA_COUNT = new RegExp(`\\b(${UNDER_100})(?= (?:acres?|hectares?)\\b)`, "gi");

const value = (w: string): number => {
  const k = w.toLowerCase();
  return UNITS[k] ?? TEENS[k] ?? TENS[k] ?? (k === "a" ? 1 : k === "zero" || k === "oh" ? 0 : NaN);
};

/** 1–999 from words ("four hundred and twenty" → 420). */
export function wordsToNumber(words: string): number | null {
  const parts = words.toLowerCase().replace(/-/g, " ").split(/\s+/).filter((w) => w && w !== "and");
  let total = 0;
  let current = 0;
  for (const p of parts) {
    if (p === "hundred") {
      current = (current || 1) * 100;
      continue;
    }
    const v = value(p);
    if (Number.isNaN(v)) return null;
    current += v;
  }
  total += current;
  return total > 0 ? total : null;
}

/** "six and a half per cent", "seven and a quarter percent", "six per cent": a rate in words, before its "per cent". */
const RATE_WORDS = new RegExp(`(?<!\\bpoint )\\b(${UNIT}|${TEEN})(?: and (a half|a quarter|three quarters))?(?= ?(?:per ?cent|percent|%))`, "gi");
const RATE_PARTS: Record<string, number> = { "a half": 0.5, "a quarter": 0.25, "three quarters": 0.75 };
/** A hundreds' count said as a digit or a word: "4-fifty", "seven hundy". */
const hundredsOf = (h: string) => (/\d/.test(h) ? Number(h) : value(h));

/**
 * Numbers a dictating phone wrote as their homophones: "one point to million" (1.2), "for bedroom" (4), "to bedroom",
 * "budget to million" (2). Only where a number must stand: after "point", before a room's or a scale's word.
 */
function dictatedHomophones(text: string): string {
  const spoken = (w: string) => (/^(?:to|too)$/i.test(w) ? "two" : "four");
  return text
    .replace(new RegExp(`\\b(${UNIT}|\\d) point (to|too|for|fore)\\b`, "gi"), (m: string, n: string, h: string) => `${n} point ${spoken(h)}`)
    .replace(/(?<!\b(?:up|close|next|due|near|walk|want|need|moving|move|room|looking|look|search|searching|hunting|after|go|goes|going|gone|went|get|gets|got|put|puts|sent|send|off|ready|time)\s+)\b(to|too|for|fore)\s+(bed(?:room)?s?|br|bdr|bath(?:room)?s?)\b/gi, (m: string, h: string, room: string) => `${spoken(h)} ${room}`)
    .replace(/\b(budget|under|about|around|max|maximum|upto)\s+(to|too)\s+(million|mil)\b/gi, (m: string, cue: string, h: string, scale: string) => `${cue} two ${scale}`);
}

/** "forty five ten thousand", "one hundred twenty ten-thousand": an amount counted in ten-thousands, in words (a translation from Chinese). */
const TEN_THOUSANDS = new RegExp(
  `\\b((?:(?:${UNIT}) hundred(?: and)? )?(?:(?:${Object.keys(TENS).join("|")})(?:[ -](?:${UNIT}))?|${Object.keys(TEENS).join("|")}|${UNIT}))[ -]ten[ -]thousands?\\b(?:\\s*(?:dollars?|aud))?`,
  "gi",
);

/** The message with amounts said in words written as digits (the rest untouched). */
/** "nineteen twenties", "eighteen nineties", "nineteen hundreds" (the 1900s): a decade said in words. */
const DECADE_SAID = /\b(eighteen|nineteen)[- ](hundreds|tens|twenties|thirties|forties|fourties|fifties|sixties|seventies|eighties|nineties)\b/gi;
/** "the early two thousands", "built in the two thousands", "the twenty tens": this century's first decades. */
const NEW_DECADE_SAID = /\b(?:two thousands|twenty tens)\b/gi;
/** "from around nineteen ten", "built in nineteen sixty five": a year said in words after a word of building or time. */
const YEAR_SAID = new RegExp(`\\b(built(?: in| around| about| circa)?|constructed(?: in)?|from(?: around| about)?|circa|around|about|pre|post|before|after|since)[- ](eighteen|nineteen)[- ](${TEN}(?:[- ](?:${UNIT}))?|${TEEN}|oh[- ](?:${UNIT}))\\b(?![- ]?(?:thousand|grand|k\\b|dollars?|a (?:week|month)|per|pw|bucks))`, "gi");

/** Years and decades said in words, as digits: "nineteen twenties" → "1920s", "built in nineteen sixty five" → "built in 1965". */
function spokenYears(text: string): string {
  if (!/\b(?:eighteen|nineteen|two thousands|twenty tens)\b/i.test(text)) return text;
  const tensOf = (w: string) => ({ hundreds: 0, tens: 10, twenties: 20, thirties: 30, forties: 40, fourties: 40, fifties: 50, sixties: 60, seventies: 70, eighties: 80, nineties: 90 })[w.toLowerCase()] ?? 0;
  return text
    .replace(DECADE_SAID, (_, c: string, d: string) => `${c.toLowerCase() === "eighteen" ? 18 : 19}${String(tensOf(d)).padStart(2, "0")}s`)
    .replace(NEW_DECADE_SAID, (m: string) => (/tens/i.test(m) ? "2010s" : "2000s"))
    .replace(YEAR_SAID, (m: string, cue: string, c: string, y: string) => {
      const n = /^oh/i.test(y) ? value(y.replace(/^oh[- ]/i, "")) : (wordsToNumber(y.replace(/-/g, " ")) ?? 0);
      return n > 0 && n < 100 ? `${cue} ${c.toLowerCase() === "eighteen" ? 18 : 19}${String(n).padStart(2, "0")}` : m;
    });
}

export function spokenAmountsToDigits(text: string): string {
  if (!/[a-z]/i.test(text)) return text;
  text = spokenYears(text);
  // Hyphens between number words are spaces ("five-hundred-thousand-dollar"), except the short "seven-twenty" form,
  // which the short-hundreds reader takes with a hyphen or a space alike.
  text = /\b(?:hundred|thousand|million)-|-(?:hundred|thousand|million|dollars?)\b/i.test(text) ? text.replace(HYPHENED, "$1 ") : text;
  return dictatedHomophones(text)
    .replace(TEN_THOUSANDS, (m: string, n: string) => {
      const v = wordsToNumber(n);
      return v === null ? m : `$${v * 10}k`;
    })
    .replace(RATE_WORDS, (m: string, n: string, part?: string) => String((value(n) || TEENS[n.toLowerCase()]) + (part ? RATE_PARTS[part.toLowerCase()] : 0)))
    // "5 hundy", "seven hundy", "5 hundred k": hundreds in slang or with a digit, a price said the short way.
    .replace(new RegExp(`\\b(\\d|${UNIT}) hund(?:y|ie|ies|o)\\b|\\b(\\d) hundred\\b`, "gi"), (m: string, h?: string, d?: string) => String(hundredsOf(h ?? d!) * 100))
    // An area's size in words: its own number, never a price ("at least a thousand square metres", "two acres").
    .replace(AREA_THOUSANDS, (m: string, th?: string, frac?: string, plus?: string, hundreds?: string) => {
      if (th) return String(((th.toLowerCase() === "a" ? 1 : (value(th) || TEENS[th.toLowerCase()] || 0)) + (frac ? (frac.toLowerCase() === "half" ? 0.5 : 0.25) : 0)) * 1000 + (plus ? value(plus) * 100 : 0));
      const n = wordsToNumber(hundreds!);
      return n === null ? m : String(n * 100);
    })
    .replace(AREA_COUNT, (m: string) => String(wordsToNumber(m) ?? m))
    .replace(MILLION_AND_THOUSANDS, (m: string, millions: string, thousands: string, scale?: string) => {
      const a = wordsToNumber(millions);
      const b = wordsToNumber(thousands);
      // ("a million two" is the next tenth: MILLION_TENTHS below.)
      if (a === null || b === null || (!scale && b < 10)) return m;
      return `${+(a + b / 1000).toFixed(4)} million`;
    })
    .replace(POINT, (_, a: string, b: string, c: string | undefined, scale: string) => `${value(a)}.${value(b)}${c ? value(c) : ""} ${scale}`)
    .replace(POINT_BARE, (_, a: string, b: string, c: string | undefined) => `${value(a)}.${value(b)}${c ? value(c) : ""}`)
    .replace(MILLION_TENTHS, (_, a: string, scale: string, b: string) => `${value(a)}.${value(b)} ${scale}`)
    .replace(FRACTION_OF_MILLION, (m: string, whole?: string, s1?: string, one?: string, s2?: string, part?: string, s3?: string, s4?: string) => {
      if (whole) return `${value(whole) + 0.5} ${s1}`;
      if (one) return `1.5 ${s2}`;
      if (part) {
        const p = part.toLowerCase();
        return `${p === "half" ? 0.5 : p === "three quarters" ? 0.75 : 0.25} ${s3}`;
      }
      if (s4) return `1 ${s4}`;
      return m;
    })
    .replace(TEEN_HUNDREDS, (m: string, teen: string, second: string, u: string | undefined) =>
      second.toLowerCase() === "hundred" ? `${TEENS[teen.toLowerCase()] * 100}` : `${TEENS[teen.toLowerCase()] * 100 + TENS[second.toLowerCase()] + (u ? value(u) : 0)}`,
    )
    // ("4-fifty to 5-twenty": the hundreds in a digit.)
    .replace(SHORT_HUNDREDS, (m: string, h: string, t: string, u: string | undefined) => `${hundredsOf(h) * 100 + value(t) + (u ? value(u) : 0)}`)
    // "one oh five", "four oh eight": hundreds and units with a zero said between them (not a time, "six oh five am").
    .replace(OH_HUNDREDS, (m: string, h: string, u: string) => `${value(h) * 100 + value(u)}`)
    // "two thousand two hundred a month", "a thousand five hundred": thousands and hundreds of dollars (a rent, a repayment).
    .replace(THOUSANDS_AND_HUNDREDS, (m: string, th: string, h: string, rest: string | undefined) => {
      const a = th.toLowerCase() === "a" ? 1 : wordsToNumber(th);
      const b = wordsToNumber(`${h} hundred${rest ? ` ${rest}` : ""}`);
      return a === null || b === null ? m : String(a * 1000 + b);
    })
    .replace(WITH_SCALE, (m: string, words: string, scale: string) => {
      const n = wordsToNumber(words);
      return n === null ? m : `${n} ${scale}`;
    })
    // ("under four hundred three bed": the three counts bedrooms, not dollars.)
    // ("a hundred and fifty", not "a hundred metres from the beach".)
    .replace(new RegExp(`\\b(${UNIT}|a) hundred(?:(?: and)? (${UNDER_100})(?!${COUNT_AFTER}))?\\b(?! (?:and )?(?:(?:${UNDER_100})(?!${COUNT_AFTER})|${SCALE}))(?! ?(?:metres?|meters?|m\\b|km|kilomet\\w+|years?|yrs?|people|times|per ?cent|%|kids?))`, "gi"), (m: string) => {
      const n = wordsToNumber(m);
      return n === null ? m : String(n);
    });
}
