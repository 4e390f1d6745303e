/**
 * Short answers to the questions buyers ask between briefs: what a term means, greetings
 * and thanks. Only asked-for terms are explained ("what is a battle-axe block?", "do granny flats
 * rent well?"); the term's option is remembered, so "find me one" in the next turn means it.
 */
import type { TopicConcept } from "./reading";

const TERMS: { words: RegExp; answer: string; topic?: TopicConcept }[] = [
  { words: /gross yield|rental yield|\byield\b/, answer: "Gross yield is a year's rent divided by the price: $550 a week on a $600,000 house is 4.8%. Net yield takes off the running costs (rates, insurance, management, maintenance) first." , topic: { field: "goals", key: "highcashflow" } },
  { words: /cash ?flow|positive(ly)? geared|negative(ly)? geared|gearing/, answer: "Cash flow is what is left each month after the rent comes in and the loan interest and running costs go out. Positive (positively geared) means the property pays for itself; negative means you top it up." , topic: { field: "goals", key: "highcashflow" } },
  { words: /undervalued|under value|below market/, answer: "Undervalued here means priced below what similar properties (same type and size) in the suburb usually sell for: the matches show the gap to the expected price (the suburb median adjusted for size and land) as a percentage, named Price vs Expected Price." , topic: { field: "goals", key: "undervalued" } },
  { words: /capital growth|\bgrowth\b/, answer: "Capital growth is how much the property's value rises over time; the matches use the suburb's growth over the last 12 months for the type of property." , topic: { field: "goals", key: "highcapitalgrowth" } },
  { words: /battle[- ]?axe/, answer: "A battle-axe block sits behind another with a driveway (the handle) to the street. Subdividing a deep block into a front lot and a battle-axe rear lot is a common way to add a second dwelling." , topic: { field: "development", key: "battleAxe" } },
  { words: /side[- ]by[- ]side|duplex/, answer: "A side-by-side (duplex) build splits a wide block into two lots with a home on each, each with its own street frontage." , topic: { field: "development", key: "sideByside" } },
  { words: /corner (block|lot)/, answer: "A corner block has two street frontages, which often lets it be split into two lots that each face a street." , topic: { field: "development", key: "cornerLotsplit" } },
  { words: /granny flat|secondary dwelling/, answer: "A granny flat is a small self-contained second dwelling on the same lot (in most states up to about 60 m²), rented out or used by family." , topic: { field: "split", key: "grannyFlat" } },
  { words: /rooming house|co[- ]?living/, answer: "A rooming house rents rooms separately to four or more people who share the kitchen and living areas; it earns more rent than one lease but needs registration and compliance work." , topic: { field: "split", key: "roomingHouse" } },
  { words: /dual living|dual key|dual occ/, answer: "Dual living means one property laid out as two self-contained homes (each with its own entry and kitchen) under one title, so it can earn two rents." , topic: { field: "split", key: "internalDualliving" } },
  { words: /renovator'?s margin|reno(vation)? margin/, answer: "The renovator's margin is the value after renovating minus everything it cost: the price, purchase costs (stamp duty and fees) and the renovation itself." },
  { words: /overlay|heritage|flood|bushfire|bal\b/, answer: "Overlays are planning controls on a lot: flood and bushfire overlays mark land at risk (with building and insurance costs), heritage overlays limit changes to the building. Tell me which to avoid and I'll rank listings with them lower." },
  { words: /score|rank(ed|ing)?/, answer: "Each listing gets a section score (0-100%) for investment, development, renovation, dual living and overlays; its overall score weighs them by the order you ranked what matters, so your first priority counts most." },
];

const DEFINE = /\b(what(?:'s| is| are| does)|whats|define|meaning of|explain what|how does)\b/i;

/** A question about a term without asking its meaning: "do granny flats rent well?", "is a battle-axe block worth it?". */
const ASKS_ABOUT = /^\s*(?:do|does|is|are|can|could|would|will|should|how (?:much|well|do|does|good)|what about|are there)\b[^?]*\?\s*$/i;

function termOf(text: string, loose: boolean): (typeof TERMS)[number] | null {
  const t = text.toLowerCase();
  if (!(DEFINE.test(t) || (loose && ASKS_ABOUT.test(t))) || /\b(\d+k|\$\d|bed|under \d|in [A-Z])/.test(text)) return null;
  return TERMS.find((x) => x.words.test(t)) ?? null;
}

export function glossaryAnswer(text: string): string | null {
  return termOf(text, false)?.answer ?? null;
}

/** A question about a term ("what does dual key mean?", "do granny flats add much rent?"): its answer and the option it is about. */
export function termQuestion(text: string): { answer: string; topic: TopicConcept | null } | null {
  const hit = termOf(text, true);
  return hit ? { answer: hit.answer, topic: hit.topic ?? null } : null;
}

export function smallTalk(text: string): string | null {
  const t = text.trim().toLowerCase();
  if (/^(hi|hello|hey|g'?day|good (morning|afternoon|evening)|howdy|yo)\b[\s!.,]*(there|mate)?[\s!.]*$/.test(t)) {
    return "G'day! Tell me what you're after, for example \"3 bed house in Geelong or Ballarat under 650k, good cash flow, no flood zones\", and I'll ask for anything missing, then find and explain the matches.";
  }
  if (/^(thanks|thank you|cheers|ta|thx|great|awesome|perfect|nice one)\b[\s!.,a-z]*$/.test(t) && t.length < 40) {
    return "You're welcome! Ask me about any listing (\"why is the top one first?\", \"compare 1 and 3\") or tell me what to change.";
  }
  return null;
}
