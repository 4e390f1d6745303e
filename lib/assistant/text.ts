/**
 * Text helpers of the built-in assistant: cleaning a raw chat message (HTML, emoji,
 * control characters), typo-tolerant word comparison, and number words. A message is read
 * whole: the route refuses one over CHAT_MESSAGE_MAX_CHARS (lib/constants.ts) before it gets
 * here, and every reader is linear in the message (docs/ASSISTANT.md, "Long messages and bad input").
 */

const NO_EMOJI = "(?:❌|✖️?|🚫|⛔|➖|🙅(?:[\\u{1F3FB}-\\u{1F3FF}])?(?:\\u200D[♂♀]\\uFE0F?)?)\\uFE0F?";
const NO_EMOJI_LEADING = new RegExp(`(^|\\n)[ \\t]*${NO_EMOJI}[ \\t]*`, "gu");
/** After a list's comma: ", 🚫 pools" rules out what follows, as at a line's start. */
const NO_EMOJI_LISTED = new RegExp(`([,;:][ \\t]*)${NO_EMOJI}[ \\t]*`, "gu");
const ADD_EMOJI_LEADING = /(^|\n)[ \t]*(?:➕|✚)\uFE0F?[ \t]*/gu;
/** ("aircon 🚫🌊 no flood": a sign before another emoji is said of that one, not of the word before.) */
const NO_EMOJI_AFTER = new RegExp(`([\\p{L}])[ \\t]*${NO_EMOJI}(?![ \\t]*\\p{Extended_Pictographic})`, "gu");

/** An emoji between words. */
const EMOJI_AFTER_WORD = /([\p{L}\p{N}])[ \t]*[\p{Extended_Pictographic}\u{FE0F}\u{200D}\u{1F3FB}-\u{1F3FF}]+[ \t]+(?=([\p{L}\p{N}][^ ]*))/gu;
/** Words that tell what happened or how things are: the sentence is a story, not a list of wishes. */
const TOLD = /\b(?:got|gets|has|had|is|was|are|were|just|started|starts|moved|moving|lives|living|works|working|said|says|told|reckons|finished|landed|bought|sold)\b/i;

/** A refusal in a sentence: what an emoji after it closes. */
const REFUSED = /\b(?:no|not|nothing|never|don'?t|nope|avoid)\b/i;

/** Strips tags, scripts, emoji and control characters; collapses white space. */
export function cleanMessage(raw: unknown): { text: string; hadMarkup: boolean } {
  const input = typeof raw === "string" ? raw : "";
  const hadMarkup = /<\s*\/?\s*[a-z!][^>]*>/i.test(input);
  let text = input
    .replace(/<\s*(script|style)[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/gi, " ")
    .replace(/&amp;/gi, "&")
    .replace(/&(lt|gt|quot|#\d+|#x[0-9a-f]+);/gi, " ")
    .replace(/[\u2018\u2019\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u2033]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, "-")
    // "swap apartment → townhouse": an arrow says "to".
    .replace(/\s*(?:→|⇒|->|=>)\s*/g, " to ")
    // Figures written the European way: a dot between thousands ("450.000 $", "1.100.000", "min. 1.200 m²"), a comma
    // before the decimals of "1,1 Mio" (a million).
    .replace(/(?<![\d.,])(\d{1,3})\.(\d{3})\.(\d{3})(?![.,]?\d)/g, "$1,$2,$3")
    .replace(/(?<![\d.,])(\d{1,3})\.(\d{3})(?![.,]?\d)(?!\s*(?:%|percent|per ?cent|m(?![a-z0-9²])|mil|million|k\b|bn\b|b\b))/gi, "$1,$2")
    .replace(/(?<![\d.,])(\d{1,3}),(\d{1,2})\s*(?=mio\b)/gi, "$1.$2 ")
    .replace(/\b(\d+(?:\.\d+)?)\s*mio\b\.?/gi, "$1 million")
    // Amounts counted in ten-thousands, as Chinese counts them (万, "wan"), said through a translation: "85 ten-thousand"
    // is $850,000, "below 120 ten-thousand" $1.2 million.
    // ("75 to 85 ten-thousand": the range's unit said once, after its second figure.)
    .replace(/\b(\d+(?:\.\d+)?)\s*(?:to|-|–|~)\s*(?=\d+(?:\.\d+)?\s*(?:ten[- ]thousands?|万|wan\b))/gi, (_, n: string) => `$${Math.round(Number(n) * 10)}k to `)
    .replace(/\b(\d+(?:\.\d+)?)\s*(?:ten[- ]thousands?|万|wan\b)(?:\s*(?:dollars?|aud|australian dollars?|\$))?/gi, (_, n: string) => `$${Math.round(Number(n) * 10)}k`)
    // ("max. 250.000", "min. 1.000 m²": an abbreviation's dot before a figure ends no sentence.)
    .replace(/(?<!(?:\d|sqm|m2|m²|bed|beds|br|k)\s?)\b(max|min|approx|ca)\.\s*(?=[$€]|\d{1,3}[.,]\d{3}\b|\d{3,}\b)/gi, "$1 ")
    // "rents 4 520 a wk", "dep 4 a 380 hse", "closer 2 her": "for" and "to" in a text message (not "4 bed", "2 acres").
    .replace(/(?<=[A-Za-z] )4(?= (?:a|an|the|\$?\d+)\b(?! ?(?:bed|br|bd|bdr|bedroom|bath|car|acre|ha|hectare)))/g, "for")
    .replace(/(?<=[A-Za-z] )2(?= (?:buy|be|me|her|him|them|the|live|rent|work|go)\b)/g, "to")
    .replace(/\u00B2/g, "2")
    // ("Newnham or Mowbray no wait I meant Trevallyn": "no wait", "nah hang on" stop the writer; they refuse nothing.)
    .replace(/\b(?:no|nah|nope)[,.!]?\s+(wait|hang on|hold on)(?=[,.!]?\s+(?:i|we)\s+mean)/gi, "$1,")
    // ("I wouldn't say no to a shed", "wouldn't mind a pool": an understatement that wants the thing.)
    .replace(/\b(?:i |we )?(?:wouldn'?t|would not|won'?t|will not|couldn'?t|could not)\s+(?:say no to|mind|knock back|turn down)\b(?!\s+(?:if|whether|either|paying|spending|living|being|going|having|waiting))/gi, "would like")
    // ("CF: 650k; rent 600/wk", "CF on the Belconnen unit": cash flow, as investors write it; "CF+" is read as a goal.)
    .replace(/\bCF\b(?!\s*\+)/g, "cash flow")
    // ("not fewer than three bedrooms", "no less than 600m2": a least, said by denying less.)
    .replace(/\b(?:not|no)\s+(?:fewer|less)\s+than\b/gi, "at least")
    // ("3 🛏️ 2 🛁 house", "🚗🚗": rooms counted with their emoji.)
    .replace(/(\d)\s*🛏\uFE0F?/gu, "$1 bed ")
    .replace(/(\d)\s*🛁\uFE0F?/gu, "$1 bath ")
    .replace(/🚗\uFE0F?\s*🚗\uFE0F?(?!\s*🚗)/gu, " 2 car ")
    // ("*Calala", "*Lyneham not Ainslie": a one-line turn opening with an asterisk corrects the last one, as chat does.)
    .replace(/^\s*\*(?=[A-Za-z][^\n]*$)/, "I meant ")
    // ("built in teh last 10 yrs": the commonest slip of the keys.)
    .replace(/\bteh\b/gi, "the")
    // ("You know what, Cloncurry as well.", "Tell you what, …": a turn of speech, not a question.)
    .replace(/(^|[.!?\n]\s*)(?:(?:and|but|ok(?:ay)?|right|so)[,]?\s+)?(?:you know what|(?:i'?ll )?tell you what|guess what)\s*[,.!:-]+\s*/gi, "$1")
    // ("thanks a million, you're a star": thanks, no amount.)
    .replace(/\b(thanks|thank you|ta|cheers)\s+a\s+(?:million|mil|bunch)\b/gi, "$1 heaps")
    // The emoji that say yes or no to what they mark: at a line's start, "❌ Calwell" rules out, "➕ Angaston" adds;
    // after a name, "Manoora 🙅 Mooroobool ✅" rules out the name before.
    .replace(NO_EMOJI_LEADING, (_, lead: string) => `${lead}not `)
    .replace(NO_EMOJI_LISTED, (_, lead: string) => `${lead}not `)
    .replace(ADD_EMOJI_LEADING, (_, lead: string) => `${lead}add `)
    .replace(NO_EMOJI_AFTER, "$1 is out,")
    .replace(/([\p{L}])[ \t]*(?:✅|✔️?|☑️?|👍[\u{1F3FB}-\u{1F3FF}]?)/gu, "$1,")
    // "my sister got a public service job 🏛️ 2 bed apartment in braddon": an emoji after a told event ends its sentence
    // (not "bunbury house 🏠 close to the beach", "a park for the dog 🐶 and a gp": there it only decorates).
    // So does one after a refusal ("🔥 no bushfire zones 🔥 albany or denmark": the places are not refused).
    .replace(EMOJI_AFTER_WORD, (all, word: string, next: string, at: number, whole: string) => {
      const sentence = whole.slice(Math.max(0, at - 120), at).split(/[.!?;:\n]/).pop() ?? "";
      return (TOLD.test(sentence) || REFUSED.test(sentence)) && !/^(?:and|or|n|&|with|plus)\b/i.test(next) ? `${word}. ` : all;
    })
    // Emoji, pictographs, variation selectors, zero-width and control characters.
    .replace(/[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u{FE0F}\u{200B}-\u{200D}\u{2060}\u{FEFF}]/gu, " ")
    .replace(/[\p{Cc}\p{Cs}\p{Co}]/gu, (c) => (c === "\n" ? "\n" : " "));
  text = text.replace(/[ \t]+/g, " ").replace(/\n\s*/g, "\n").trim();
  return { text, hadMarkup };
}

// Three reusable rows: the distance runs thousands of times per message.
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Optimal-string-alignment distance with an early exit above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  if (rows[0].length <= n) rows = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)];
  let [prev2, prev, cur] = rows;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(j - 1);
      let v = prev[j] + 1;
      const ins = cur[j - 1] + 1;
      if (ins < v) v = ins;
      const sub = prev[j - 1] + (ai === bj ? 0 : 1);
      if (sub < v) v = sub;
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj && prev2[j - 2] + 1 < v) v = prev2[j - 2] + 1;
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  return prev[n];
}

/** How many typos a word of this length may carry and still be recognised. */
export const typoBudget = (length: number) => (length >= 8 ? 2 : length >= 5 ? 1 : 0);

export const NUMBER_WORDS: Record<string, number> = {
  one: 1, single: 1, a: 1, an: 1, two: 2, double: 2, three: 3, triple: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
};

/** "3" / "three" / "3+" → 3; anything else null. */
export function smallNumber(token: string): number | null {
  const t = token.toLowerCase().replace(/\+$/, "");
  if (/^\d{1,2}$/.test(t)) return Number(t);
  return NUMBER_WORDS[t] ?? null;
}

// Shared with the descriptions of a search (lib/preferences/describe.ts).
export { formatPriceShort, formatWhole, joinWords } from "@/lib/words";

/**
 * How a word or a name sounds, as its first letter and the consonants after it: spelling that sounds alike written one way ("ph" f, "c" before e/i/y s, else k,
 * "z" s, "x" ks, "gh" and "h" after a letter nothing), vowels and w/y/h dropped, doubled letters once. Dictation
 * splits a name into words that sound like it ("kai ogle" Kyogle, "when doree" Wendouree, "zoo coli" Zuccoli).
 */
export function soundSkeleton(word: string): string {
  const w = word.toLowerCase().replace(/[^a-z]/g, "");
  // The first letter is kept, as it sounds ("Horsham" is no "or sham"; "Cairns" starts like "Kairns").
  return w.slice(0, 1).replace(/c/, "k").replace(/z/, "s") + skeletonRest(w.slice(1));
}
function skeletonRest(w: string): string {
  return w
    .replace(/ph/g, "f")
    .replace(/gh/g, "")
    .replace(/ck/g, "k")
    .replace(/c(?=[eiy])/g, "s")
    .replace(/[cq]/g, "k")
    .replace(/x/g, "ks")
    .replace(/z/g, "s")
    .replace(/[aeiouwyh]/g, "")
    .replace(/(.)\1+/g, "$1");
}

/**
 * The sentence around text[start, end): from the stop before it (. ; ! ? or a line break) to the stop after it; an
 * ellipsis trails off within the sentence ("we'll do a full reno... budget 120k... premium finish").
 */
export function sentenceAround(text: string, start: number, end = start): { text: string; from: number } {
  const u = text.replace(/\.{2,}|…/g, (m) => ",".repeat(m.length));
  const from = Math.max(...[".", ";", "!", "?", "\n"].map((p) => u.lastIndexOf(p, start - 1))) + 1;
  const ends = [".", ";", "!", "?", "\n"].map((p) => u.indexOf(p, end)).filter((i) => i >= 0);
  return { text: text.slice(from, ends.length ? Math.min(...ends) : text.length), from };
}
