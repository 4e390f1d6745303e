/**
 * "Put the first three side by side", "table of the top 3 please", "compare the top two",
 * "#2 and #4 head to head": a request for the comparison table, read by its structure rather
 * than from a list of sentences. It is one when the message holds
 *  - a compare intent (compare, side by side, table, versus, head to head, stack up, difference…), and
 *  - a set of ranks: a group ("the first three", "top 3", "best two", "all three", "1-3") or a list of
 *    at least two ("1, 2 and 3", "#2 and #4", "the first and third", "number 1 vs number 4").
 * A number that measures something ("3 bed", "600k", "2 cars", "top 3 suburbs") is never a rank, so a brief
 * ("a side by side duplex with 3 bed", "compare 3 bed and 4 bed houses") doesn't read as one.
 */

const INTENT = /\b(compare|comparing|comparison|side[- ]by[- ]side|table|tabulate|tabulated|versus|vs\.?|head[- ]to[- ]head|stack(?:s|ed)?\s+(?:them\s+|up\s+)?(?:up|against)|line\s+(?:them\s+)?up|against each other|differences?)(?![\w-])/;

const CARDINALS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, couple: 2, "couple of": 2, few: 3 };
const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };

const CARDINAL = "\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten";
const ORDINAL = "\\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth";
/** What follows a number that measures something rather than naming a rank ("3 bed", "600k", "top 3 suburbs"). */
const UNITS =
  "k\\b|m\\b|mil|million|grand|bed|br\\b|bdr|bath|car|garage|park|sq|m2|m²|%|percent|per\\b|p\\.?w|pw\\b|year|yr|month|week|day|hour|min|km|metre|meter|storey|stor|level|floor|suburb|town|cit|area|region|state|postcode|kid|child|people|person|room|lot|block|acre|hectare|ha\\b|dollar|\\$";
/** Kinds of property: "3 houses" in a brief, but "the top 3 houses" are results. */
const KINDS = "unit|house|home|townhouse|apartment|flat|duplex|villa";
const MEASURE = `(?!\\s*(?:${UNITS}|${KINDS}))`;
const GROUP_MEASURE = `(?!\\s*(?:${UNITS}))`;
/** A number with money or a decimal point before it is not a rank. */
const NOT_MONEY = "(?<!\\$\\s*|\\d\\.?)";

/** One rank in a list: "#2", "number 2", "listing 2", "2", "2nd", "second", "two". */
const RANK_TOKEN = `${NOT_MONEY}(?:#\\s*|(?:number|no\\.?|listing|property|option|rank|result|match)\\s+)?(?:${ORDINAL}|${CARDINAL})\\b${MEASURE}(?:\\s+ones?\\b)?`;
const SEPARATOR = "\\s*(?:,\\s*(?:and\\s+|&\\s*)?|&|\\s(?:and|vs\\.?|versus|with|to|or|plus|against)\\s)\\s*(?:the\\s+)?";
const RANK_LIST = new RegExp(`${RANK_TOKEN}(?:${SEPARATOR}${RANK_TOKEN})+`, "g");
/** "the first three", "top 3", "best two", "leading four", "the 3 best", "all three", "these two", "the first couple of". */
const GROUP_AFTER = new RegExp(`\\b(?:first|top|best|leading|highest[- ]ranked|top[- ]ranked)\\s+(couple of|couple|few|${CARDINAL})\\b${GROUP_MEASURE}`);
const GROUP_BEFORE = new RegExp(`${NOT_MONEY}\\b(${CARDINAL})\\s+(?:best|top|highest[- ]ranked|top[- ]ranked)\\b${GROUP_MEASURE}`);
const GROUP_ALL = new RegExp(`\\b(?:all|these|those|the)\\s+(two|three|four|2|3|4)\\b(?:\\s+(?:of\\s+(?:them|these|those)|ones|listings|properties|matches|results)\\b|\\s*[?.!,]|\\s*$|\\s+(?:side|in|as|on|head|please|for me)\\b)`);
/** "1-3", "#1–#4", "1 through 3". */
const RANGE = new RegExp(`${NOT_MONEY}(?:#\\s*)?(\\d{1,2})\\s*(?:-|–|—|through|thru)\\s*(?:#\\s*)?(\\d{1,2})\\b${MEASURE}`);

function valueOf(token: string): number | null {
  const t = token
    .toLowerCase()
    .replace(/^(?:#\s*|(?:number|no\.?|listing|property|option|rank|result|match)\s+)/, "")
    .replace(/\s+ones?$/, "")
    .trim();
  if (/^\d{1,2}(?:st|nd|rd|th)?$/.test(t)) return Number.parseInt(t, 10);
  return ORDINALS[t] ?? CARDINALS[t] ?? null;
}

const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** The ranks a message names, read as a set (a group, a range or a list), before clamping; null when it names none. */
function rankSet(t: string): number[] | null {
  const group = GROUP_AFTER.exec(t) ?? GROUP_BEFORE.exec(t) ?? GROUP_ALL.exec(t);
  if (group) {
    const n = CARDINALS[group[1]] ?? Number(group[1]);
    if (n >= 2) return upTo(n);
  }
  const range = RANGE.exec(t);
  if (range) {
    const [from, to] = [Number(range[1]), Number(range[2])];
    if (from >= 1 && to > from && to - from < 10) return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  }
  // The longest list of ranks in the message.
  let best: number[] = [];
  for (const m of t.matchAll(RANK_LIST)) {
    const values = [...m[0].matchAll(new RegExp(RANK_TOKEN, "g"))].map((x) => valueOf(x[0])).filter((v): v is number => v !== null);
    if (values.length > best.length) best = values;
  }
  return best.length >= 2 ? best : null;
}

/**
 * The ranks (1-based, distinct, in the order asked, within 1..count) a message asks to see in the
 * comparison table, or null when it is not such a request or names fewer than two listings there are.
 */
export function compareRequest(message: string, count: number): number[] | null {
  const t = message.toLowerCase().replace(/[’‘]/g, "'");
  if (!INTENT.test(t)) return null;
  const set = rankSet(t);
  if (!set) return null;
  const ranks = [...new Set(set)].filter((r) => r >= 1 && r <= count);
  return ranks.length >= 2 ? ranks : null;
}
