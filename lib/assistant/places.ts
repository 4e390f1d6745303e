/**
 * Place understanding: finds suburbs, local government areas and states in a message,
 * case- and typo-tolerantly, against the suburbs table (the same rows the app's places
 * index reads). A name found in several states (Richmond) is reported as ambiguous with
 * its likely candidates, unless a state named beside it, a postcode or the other places
 * of the brief settle it.
 */
import { normaliseLga, normaliseName, STATE_NAMES, stateAbbr } from "@/lib/engine/locations";
import { editDistance, sentenceAround, smallNumber, soundSkeleton, typoBudget } from "./text";
import { isCommonWord } from "./vocabulary";
import { TAKE_OFF_VERB } from "./lexicon";

/** One row of the suburbs table, as the app's places index reads it. */
export type AssistantPlace = {
  name: string;
  state: string;
  postcode: string | null;
  lga?: string | null;
  /** The ABS urban area ("Hervey Bay"), when the loader reads it: places known by no suburb or council name. */
  urbanArea?: string | null;
  /** The ABS greater capital city area ("Greater Sydney"), when the loader reads it: "Manly Brisbane" is the Manly in it. */
  statisticArea?: string | null;
  population?: number | null;
};

export type PlaceKind = "suburb" | "lga" | "urban" | "state";

export type PlaceCandidate = {
  /** What goes into preferences.locations: the places autocomplete's description. */
  description: string;
  kind: PlaceKind;
  name: string;
  state: string;
  postcode: string | null;
  population: number;
  /** A suburb's council ("Ballarat (City), VIC"): "Sebastopol Ballarat" is the Sebastopol in it. */
  lga?: string | null;
  /** The capital whose greater area the place is in ("sydney"), or null outside one. */
  metro?: string | null;
  /** A suburb's urban area ("Hervey Bay"): "Pialba or Urangan (Hervey Bay)" are in it. */
  urban?: string | null;
};

export type PlaceIndex = {
  byKey: Map<string, PlaceCandidate[]>;
  /** Keys grouped by first letter and length ("g7"), for typo-tolerant lookups. */
  fuzzy: Map<string, string[]>;
  /** The largest population among a key's candidates. */
  keyPopulation: Map<string, number>;
  byDescription: Map<string, PlaceCandidate>;
  /** Suburbs by postcode, most populous first. */
  byPostcode: Map<string, PlaceCandidate[]>;
  /** The first words of names of several words ("kangaroo" of "kangaroo flat"): only these start a longer name, so long messages are read in time linear in their words. */
  firstWords: Set<string>;
  size: number;
};

/** After a place, the words before the place that says which one: "(the Brisbane one", ", the one in Queensland", "the one near". */
const WHICH_ONE = /^\s*[,(–-]?\s*(?:(?:i mean|meaning)\s+)?(?:the\s+(?:one\s+(?:in|near|up in|down in|over in|out in|on)\s+(?:the\s+)?|)|(in)\s+)(\S)/i;
/** Words that end many places' names ("Broken Hill", "Coffs Harbour", "Mount Barker"): a misspelt word before one may be the name's first. */
const PLACE_TAIL = /^(?:hill|hills|creek|river|bay|beach|park|heads|head|point|vale|valley|springs|waters|lakes?|downs|plains|gardens|island|ridge|heights|harbour|harbor|grove|junction|bridge|flat|flats|falls|gully|lagoon|rocks|town|city|coast)$/;
/** A compass word that goes with a name: "Sunshin West", "Sthn River". */
const COMPASS = /^(?:north|south|east|west)$/;
/** What makes the name before it a road's or a railway's: "(Goulburn) Valley Highway", "(Bass) Hwy", "(Frankston) line". */
const ROAD_AFTER = /^(?:\s+[A-Z][a-z]+){0,2}\s+(?:[Ss]treet|St\b(?!\s*[A-Z])|[Tt]errace|Tce\b|[Cc]rescent|[Hh]ighway|[Hh]wy|[Ff]reeway|[Ff]wy|[Mm]otorway|[Tt]ollway|[Bb]ypass|[Rr]oad(?!\s+trip)|[Rr]d|[Pp]arade|[Pp]de|[Aa]venue|[Aa]ve|[Bb]oulevard|[Ee]splanade|(?:[Tt]rain |[Rr]ailway |[Rr]ail )?[Ll]ine)\b/;

const LGA_SKIP = /^(no usual address|migratory|unincorporated)/i;

const ALIASES: [string, string][] = [
  ["the gong", "wollongong"], ["gong", "wollongong"], ["wagga", "wagga wagga"], ["melb", "melbourne"], ["melb cbd", "melbourne"],
  ["melbourne cbd", "melbourne"], ["syd", "sydney"], ["sydney cbd", "sydney"], ["brissie", "brisbane"], ["brisvegas", "brisbane"],
  ["brisbane cbd", "brisbane"], ["newy", "newcastle"], ["canberra", "australian capital territory"], ["tassie", "tasmania"],
  ["sunny coast", "sunshine coast"], ["goldie", "gold coast"], ["adelaide cbd", "adelaide"], ["perth cbd", "perth"],
  ["hobart cbd", "hobart"], ["darwin cbd", "darwin"], ["the goldfields", "kalgoorlie"], ["port mac", "port macquarie"],
  ["coffs", "coffs harbour"], ["rocky", "rockhampton"], ["bundy", "bundaberg"], ["the sunshine coast", "sunshine coast"],
  ["the gold coast", "gold coast"], ["the territory", "northern territory"], ["the nt", "northern territory"],
  // Local short names in common use (issue 34). Sources: the Australian National Dictionary Centre's appeal for place
  // nicknames (ANU, 2019: "Freo", "the Gong", "Tuggers", "Gunners", "Belco"; https://www.anu.edu.au/news/all-news/national-dictionary-centre-on-the-lookout-for-town-nicknames),
  // and each place's Wikipedia article ("Freo": en.wikipedia.org/wiki/Fremantle; "The Isa": en.wikipedia.org/wiki/Mount_Isa;
  // "Busso": en.wikipedia.org/wiki/Busselton). Only short names that are no other place's name and no everyday word.
  ["freo", "fremantle"], ["busso", "busselton"], ["the isa", "mount isa"], ["parra", "parramatta"],
  ["launnie", "launceston"], ["launie", "launceston"], ["lonnie", "launceston"], ["port macca", "port macquarie"],
  ["pt macca", "port macquarie"], ["surfers", "surfers paradise"], ["airlie", "airlie beach"], ["hedland", "port hedland"],
  ["the alice", "alice springs"], ["alice", "alice springs"], ["vic park", "victoria park"],
  ["tuggers", "tuggeranong"], ["gunners", "gungahlin"], ["belco", "belconnen"], ["cabra", "cabramatta"],
  ["the bool", "warrnambool"], ["maroochy", "maroochydore"],
  // ("Palmy": en.wikipedia.org/wiki/Palmerston,_Northern_Territory; "Margs": en.wikipedia.org/wiki/Margaret_River,_Western_Australia;
  // "Kurri": en.wikipedia.org/wiki/Kurri_Kurri.)
  ["palmy", "palmerston"], ["margs", "margaret river"], ["kurri", "kurri kurri"],
  // (Short names in everyday local use, each no other place's name in the suburbs file and no everyday word; not checked
  // against a published source here, 7 Dec.)
  ["lake mac", "lake macquarie"], ["goldy", "gold coast"], ["devo", "devonport"], ["dunsy", "dunsborough"], ["gero", "geraldton"],
  ["woopi", "woolgoolga"], ["cooly", "coolangatta"], ["launy", "launceston"], ["brissy", "brisbane"], ["kal", "kalgoorlie"],
  ["shepp", "shepparton"], ["alex hills", "alexandra hills"],
];

/** "Greater Sydney" → "sydney"; the ACT is Canberra's. */
function metroOf(statisticArea: string | null | undefined, state: string): string | null {
  if (state === "ACT") return "canberra";
  const m = /^Greater (\w+)/.exec(statisticArea ?? "");
  return m ? m[1].toLowerCase() : null;
}

/** The capitals whose name after a place says which one is meant: "Manly Brisbane", "Inner West Sydney". */
const CAPITAL_NAMES = new Set(["sydney", "melbourne", "brisbane", "perth", "adelaide", "hobart", "darwin", "canberra"]);

const NAME_ABBREVIATIONS: Record<string, string> = { mt: "mount", pt: "point", nth: "north", sth: "south", mtn: "mountain", stn: "station", hts: "heights", ck: "creek", crk: "creek", pk: "park", prk: "park", sq: "square", bch: "beach", vly: "valley", gdns: "gardens", hbr: "harbour", ave: "avenue" };
/** "Pt" is a Point or a Port ("Pt Pirie"): the other reading, where the first names nothing. */
const OTHER_READING: Record<string, string> = { pt: "port" };
const expandAbbreviations = (key: string, other = false) => key.split(" ").map((w) => (other ? OTHER_READING[w] : undefined) ?? NAME_ABBREVIATIONS[w] ?? w).join(" ");

/** A capital city's name means its city council, not a same-named suburb elsewhere (Perth, TAS). */
const CAPITAL_LGAS = new Set(["Sydney (City), NSW", "Melbourne (City), VIC", "Brisbane (City), QLD", "Perth (City), WA", "Adelaide (City), SA", "Hobart (City), TAS", "Darwin (City), NT"]);

/**
 * `s` lies inside the region `c`: a suburb in a council ("Nundah" in Brisbane (City)), in a capital's greater
 * area ("Werribee" in Melbourne; a council too, "Clarence (City) in Hobart"), or in an urban area ("Pialba" in Hervey Bay). A state is not a region here.
 */
export function isWithin(s: PlaceCandidate, c: PlaceCandidate): boolean {
  if (c.kind === "state" || c.kind === "suburb" || s === c) return false;
  // "the Inner West council area (Syd)": a council in a capital's greater area.
  if (s.kind === "lga") return isCapital(c) && !isCapital(s) && !!s.metro && s.metro === c.metro;
  if (s.kind !== "suburb") return false;
  if (c.kind === "urban") return s.state === c.state && !!s.urban && s.urban.toLowerCase() === c.name.toLowerCase();
  if (s.lga === c.description) return true;
  return isCapital(c) && !!s.metro && s.metro === c.metro;
}

/** `s` lies inside the region a stored location describes ("Cairns (Regional Council), QLD", "Perth (City), WA", "Hervey Bay, QLD"). */
export function isWithinDescription(s: PlaceCandidate, description: string): boolean {
  if (s.description === description) return false;
  // "Canberra" (the ACT), "something in Victoria": a state the brief wants holds its places.
  if (Object.values(STATE_NAMES).includes(description)) return s.kind !== "state" && STATE_NAMES[s.state] === description;
  if (s.lga === description) return true;
  if (CAPITAL_LGAS.has(description)) return !!s.metro && s.metro === normaliseLga(description.replace(/,\s*\w+$/, "")) && !(s.kind === "lga" && CAPITAL_LGAS.has(s.description));
  return s.kind === "suburb" && !!s.urban && `${s.urban}, ${s.state}` === description;
}

/** A capital city's council ("Perth (City), WA"): named beside suburbs of its greater area, it says where they are. */
export const isCapital = (c: PlaceCandidate) => CAPITAL_LGAS.has(c.description);

/** The key a place's name is indexed by, a council's by its town ("Salisbury (City)", "Greater Shepparton" → "shepparton"). */
export function nameKey(c: PlaceCandidate): string {
  return c.kind === "lga" ? normaliseName(normaliseLga(c.name).replace(/^greater /, "")) : normaliseName(c.name);
}

/** A council that is also a town of its own name ("Gosnells", "Frankston", "Latrobe"): named in a list with its suburbs, it is one of them. */
export function hasOwnSuburb(index: PlaceIndex, c: PlaceCandidate): boolean {
  if (c.kind !== "lga") return c.kind === "suburb";
  // The town's postcode may put it in a neighbouring council in the suburbs table ("Latrobe, TAS" under Devonport): the same state will do.
  return (index.byKey.get(nameKey(c)) ?? []).some((x) => x.kind === "suburb" && (x.lga === c.description || x.state === c.state));
}

/**
 * The index's names within `budget` edits of `key`, among those of its first letter (and, with `alike`, of a first
 * letter said alike: "kairns", the swap counting as one edit) and passing `keep`.
 */
function namesNear(index: PlaceIndex, key: string, budget: number, keep: (name: string) => boolean = () => true, alike = false): { name: string; d: number }[] {
  const out: { name: string; d: number }[] = [];
  for (const first of [key[0], ...(alike ? (SOUNDS_ALIKE[key[0]] ?? []) : [])]) {
    const swap = first === key[0] ? 0 : 1;
    if (swap > budget) continue;
    for (let len = key.length - budget; len <= key.length + budget; len++)
      for (const name of index.fuzzy.get(`${first}${len}`) ?? []) {
        if (!keep(name)) continue;
        const d = editDistance(swap ? first + key.slice(1) : key, name, budget - swap) + swap;
        if (d <= budget) out.push({ name, d });
      }
  }
  return out;
}

/** Single-word towns of at least MIN_POPULATION by their sound skeleton (built once per index). */
const skeletonsOf = new WeakMap<PlaceIndex, Map<string, string[]>>();
function townSkeletons(index: PlaceIndex): Map<string, string[]> {
  let m = skeletonsOf.get(index);
  if (!m) {
    m = new Map();
    for (const [key, pop] of index.keyPopulation) {
      if (key.includes(" ") || pop < MIN_POPULATION || !index.byKey.get(key)?.some((c) => c.kind !== "state")) continue;
      const sk = soundSkeleton(key);
      if (sk.length < 3) continue;
      const list = m.get(sk);
      if (list) list.push(key);
      else m.set(sk, [key]);
    }
    skeletonsOf.set(index, m);
  }
  return m;
}

/** Towns that sound like words dictation split (`joined`): the same sound skeleton, of four letters or more, the most populous first. */
function townsSoundingLike(index: PlaceIndex, joined: string): string[] {
  const sk = soundSkeleton(joined);
  if (sk.length < 4) return [];
  return [...(townSkeletons(index).get(sk) ?? [])].sort((a, b) => (index.keyPopulation.get(b) ?? 0) - (index.keyPopulation.get(a) ?? 0));
}

/** Places of every length (one word or more, 1,000 people or more) by the sound skeletons of their words, by first letter. */
type WordSkeletons = { key: string; words: string[]; pop: number };
const wordSkeletonsOf = new WeakMap<PlaceIndex, Map<string, WordSkeletons[]>>();
function placeWordSkeletons(index: PlaceIndex, first: string): WordSkeletons[] {
  let byFirst = wordSkeletonsOf.get(index);
  if (!byFirst) {
    byFirst = new Map();
    for (const [key, pop] of index.keyPopulation) {
      if (pop < MIN_POPULATION || !index.byKey.get(key)?.some((c) => c.kind !== "state")) continue;
      const words = key.split(" ").map(soundSkeleton);
      // (A name is looked up by its written first letter and by its sound's: "Cable" under c, its skeleton "kbl" under k.)
      for (const first of new Set([key[0], words[0][0]])) {
        const list = byFirst.get(first) ?? [];
        list.push({ key, words, pop });
        byFirst.set(first, list);
      }
    }
    wordSkeletonsOf.set(index, byFirst);
  }
  return byFirst.get(first) ?? [];
}
/** `short` in order within `long`, with the same first and last letters ("tsvl" in "tnsvl"). */
const keptInOrder = (short: string, long: string) => {
  if (short[0] !== long[0] || short[short.length - 1] !== long[long.length - 1]) return false;
  let k = 0;
  for (const ch of long) if (ch === short[k]) k++;
  return k === short.length;
};
/**
 * A name written by its consonants, cut short or with its vowels dropped, as messages from a phone or a satellite
 * messenger spell them ("Tsvlle" Townsville, "Esprnce" Esperance, "Dvnprt" Devonport, "Cbl Bch" Cable Beach, "Sthn River"
 * Southern River), or with an apostrophe for the letters left out ("W'bool" Warrnambool, "T'mba" Toowoomba): the
 * places whose words sound alike letter for letter, else keep each word's sounds in order, most populous first.
 * Those kept in order must be towns of 5,000 or more, each word of three sounds or more and most of the name's.
 */
export function namesByConsonants(index: PlaceIndex, raw: readonly string[]): string[] {
  const words = raw.map((w) => w.toLowerCase());
  // ("W'bool": the letters before the apostrophe open the name, those after end it.)
  const cut = words.length === 1 ? /^([a-z]+)['’]([a-z]{3,})$/.exec(words[0]) : null;
  const sk = words.map(soundSkeleton);
  const sounds = sk.join("").length;
  if (!cut && sounds < 4) return [];
  // (Kept in order: every word short of vowels, or a word that ends names, "Tsvlle", "Sthn River"; not "Malista",
  // Millicent, nor "Alex", Applecross, nor "Mary River", Murray River.)
  const vowelless = words.every((w) => {
    // ("Kirsty" has two: its "y" sounds.)
    const vowels = (w.slice(1).match(/[aeiouy]/g) ?? []).length;
    return vowels === 0 || (vowels === 1 && w.length >= 5) || PLACE_TAIL.test(w) || COMPASS.test(w);
  });
  const letters = words.join(" ").length;
  const found: { key: string; pop: number; exact: boolean }[] = [];
  for (const p of placeWordSkeletons(index, cut ? cut[1][0] : sk[0][0])) {
    if (cut) {
      if (p.words.length === 1 && p.pop >= 5_000 && p.key.startsWith(cut[1]) && p.key.endsWith(cut[2]) && p.key.length > cut[1].length + cut[2].length) found.push({ key: p.key, pop: p.pop, exact: false });
      continue;
    }
    if (p.words.length !== sk.length) continue;
    // (Alike letter for letter: short of vowels, a name written two letters shorter, "Mandra", or one word of five sounds
    // or more, "Nitecliff"; not "Craig", Craigie, nor "Mary River", Murray River.)
    const exact = p.words.every((w, k) => w === sk[k]) && (vowelless || (words.length === 1 && (p.key.length >= letters + 2 || sounds >= 5)));
    if (exact || (vowelless && letters >= 5 && p.pop >= 5_000 && p.words.every((w, k) => sk[k].length >= 3 && sk[k].length >= 0.6 * w.length && keptInOrder(sk[k], w)))) found.push({ key: p.key, pop: p.pop, exact });
  }
  return found.sort((a, b) => Number(b.exact) - Number(a.exact) || b.pop - a.pop).map((f) => f.key);
}

/** Builds the index once per process (about 15,000 suburbs: a few tens of milliseconds). */
export function createPlaceIndex(rows: readonly AssistantPlace[]): PlaceIndex {
  const byKey = new Map<string, PlaceCandidate[]>();
  const byDescription = new Map<string, PlaceCandidate>();
  const add = (key: string, c: PlaceCandidate) => {
    if (!key) return;
    const existing = byDescription.get(c.description.toLowerCase());
    const cand = existing ?? c;
    if (existing && existing !== c && c.kind === "lga") existing.population += c.population;
    if (!existing) byDescription.set(c.description.toLowerCase(), cand);
    const list = byKey.get(key) ?? [];
    if (!list.includes(cand)) list.push(cand);
    byKey.set(key, list);
  };
  for (const [abbr, name] of Object.entries(STATE_NAMES)) {
    const c: PlaceCandidate = { description: name, kind: "state", name, state: abbr, postcode: null, population: 10_000_000 };
    add(normaliseName(name), c);
    add(abbr.toLowerCase(), c);
  }
  const lgaSeen = new Map<string, PlaceCandidate>();
  const urban = new Map<string, PlaceCandidate>();
  // Per council, the people in each greater capital area: the council's metro is where most of them live.
  const lgaMetros = new Map<PlaceCandidate, Map<string, number>>();
  for (const r of rows) {
    const state = (stateAbbr(r.state) ?? r.state).toUpperCase();
    const population = r.population ?? 0;
    const sname = r.name.replace(/\s*\([^)]*\)\s*$/, "");
    const postcode = r.postcode ? String(r.postcode).padStart(4, "0") : null;
    const metro = metroOf(r.statisticArea, state);
    const lgaDescription = r.lga && !LGA_SKIP.test(r.lga) ? `${r.lga}, ${state}` : null;
    add(normaliseName(sname), {
      description: postcode ? `${r.name}, ${state} ${postcode}` : `${r.name}, ${state}`,
      kind: "suburb", name: r.name, state, postcode, population, lga: lgaDescription, metro, urban: r.urbanArea ?? null,
    });
    if (r.urbanArea && !r.urbanArea.includes(" - ") && !/\b(exc\.?|not in|remainder|balance)\b/i.test(r.urbanArea)) {
      const description = `${r.urbanArea}, ${state}`;
      const u = urban.get(description);
      if (u) u.population += population;
      else urban.set(description, { description, kind: "urban", name: r.urbanArea, state, postcode: null, population });
    }
    if (r.lga && lgaDescription) {
      const description = lgaDescription;
      const seen = lgaSeen.get(description);
      if (seen) {
        seen.population += population;
        if (metro) {
          const m = lgaMetros.get(seen) ?? new Map<string, number>();
          m.set(metro, (m.get(metro) ?? 0) + population);
          lgaMetros.set(seen, m);
        }
        continue;
      }
      const c: PlaceCandidate = { description, kind: "lga", name: r.lga, state, postcode: null, population };
      if (metro) lgaMetros.set(c, new Map([[metro, population]]));
      lgaSeen.set(description, c);
      const core = normaliseLga(r.lga);
      add(core, c);
      // "Greater Geelong" is what locals call "Geelong".
      if (core.startsWith("greater ")) add(core.slice(8), c);
    }
  }
  for (const [c, metros] of lgaMetros) {
    let best: [string, number] | null = null;
    for (const e of metros) if (!best || e[1] > best[1]) best = e;
    if (best && best[1] * 2 >= c.population) c.metro = best[0];
  }
  // Urban areas only where no suburb or council goes by the name ("Hervey Bay").
  for (const c of urban.values()) {
    const key = normaliseName(c.name);
    if (!byKey.has(key)) add(key, c);
  }
  // What locals call places: "the Gong", "Wagga", "Melb CBD", "Canberra" (the ACT has no suburb of that name).
  // A short name stands for its town unless another place goes by it, or one a tenth of its size or less ("Alice", NSW: a
  // hamlet, beside Alice Springs).
  const largest = (cands: readonly PlaceCandidate[] | undefined) => Math.max(0, ...(cands ?? []).map((c) => c.population));
  for (const [alias, target] of ALIASES) {
    const cands = byKey.get(target);
    if (cands && (!byKey.has(alias) || largest(byKey.get(alias)) * 10 <= largest(cands))) byKey.set(alias, cands);
    // "south freo", "east vic park": a quarter of a place keeps the place's short name.
    for (const side of ["north", "south", "east", "west"]) {
      const quarter = byKey.get(`${side} ${target}`);
      if (quarter && !byKey.has(`${side} ${alias}`)) byKey.set(`${side} ${alias}`, quarter);
    }
  }
  const fuzzy = new Map<string, string[]>();
  const keyPopulation = new Map<string, number>();
  for (const [key, cands] of byKey) {
    const population = Math.max(...cands.map((c) => c.population));
    keyPopulation.set(key, population);
    // Typos are matched only against places people live in (200+).
    if (key.length < 5 || population < 200) continue;
    const bucket = `${key[0]}${key.length}`;
    const list = fuzzy.get(bucket) ?? [];
    list.push(key);
    fuzzy.set(bucket, list);
  }
  const byPostcode = new Map<string, PlaceCandidate[]>();
  for (const c of byDescription.values()) {
    if (c.kind !== "suburb" || !c.postcode) continue;
    const list = byPostcode.get(c.postcode) ?? [];
    list.push(c);
    byPostcode.set(c.postcode, list);
  }
  for (const list of byPostcode.values()) list.sort((a, b) => b.population - a.population);
  const firstWords = new Set<string>(Object.keys(NAME_ABBREVIATIONS));
  for (const key of byKey.keys()) {
    const space = key.indexOf(" ");
    if (space > 0) firstWords.add(key.slice(0, space));
  }
  return { byKey, fuzzy, keyPopulation, byDescription, byPostcode, firstWords, size: rows.length };
}

/** A place mention found in a message. */
export type PlaceMention = {
  /** The words as the user wrote them. */
  text: string;
  start: number;
  end: number;
  /** Resolved, or null when ambiguous. */
  place: PlaceCandidate | null;
  /** When ambiguous: the likely candidates, most populous first. When resolved to a far more populous one: the others it may mean. */
  options: PlaceCandidate[];
  fuzzy: boolean;
};

type Token = { word: string; raw: string; start: number; end: number };

function tokenise(text: string): Token[] {
  const out: Token[] = [];
  const re = /[A-Za-z0-9][A-Za-z0-9']*/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const raw = m[0].replace(/'s$/i, "");
    out.push({ word: raw.toLowerCase().replace(/'/g, ""), raw, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

const PLACE_PREPOSITIONS = new Set(["in", "near", "around", "at", "about", "from", "of"]);
/** Words before a place named to add or rule out: "not Margate", "except rye", "remove turner", "add Orange". */
const PLACE_VERB_BEFORE = /^(?:not|except|excluding|exclude|omit|omitting|but|drop|skip|minus|no|nor|avoid|add|adding|include|including|remove|scrap|ditch|swap|replace|plus|also|try|want|prefer)$/;
/** What a brief says after a place that opens it: "Emerald, land only", "Salisbury house 3br", "Collie 3 bed". */
const BRIEF_HEAD = /^(?:house|houses|hse|hses|unit|units|townhouse|townhouses|apartment|apartments|land|block|acreage|property|properties|home|homes|villa|duplex|\d+(?:br|bd|bed|bedroom)s?)$/;
/** A council's kind, or a state's, after a name. */
const NAME_KIND_AFTER = /^(?:council|shire|city|lga|municipality|region|regional|area)$/;
/** The months, three of them places too ("March", NSW; "May", "June"): a time said, not a place, unless listed with places. */
const MONTH = /^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/;
/** Cities abroad a buyer has lived or worked in, whose names are one letter off an Australian place's ("London", Loddon): never misspelt places. */
const ABROAD = new Set(["london", "paris", "berlin", "dublin", "manchester", "singapore", "auckland", "wellington", "christchurch", "dubai", "tokyo", "seoul", "beijing", "shanghai", "mumbai", "delhi", "manila", "jakarta", "bali", "bangkok", "hanoi", "saigon", "kuala", "lumpur", "toronto", "vancouver", "boston", "chicago", "texas", "california", "europe", "england", "scotland", "ireland", "germany", "india", "china", "japan", "korea"]);
/** Words before a capitalised everyday word that make it no name: "every March", "a Federation house", "this Sunday". */
const DETERMINER = /^(?:every|each|this|next|last|early|late|mid|since|until|till|a|an|the|some|any|old|new|or|and|nor)$/;
/** Words after a capitalised everyday word that make it a style or era: "Federation house", "Colonial era". */
const STYLE_NOUN = /^(?:house|houses|home|homes|style|styles|era|period|cottage|cottages|villa|villas|terrace|terraces|character|architecture|build|builds|weatherboard|brick|build)$/;
/** First letters that sound alike in dictation or a hurried spelling. */
const SOUNDS_ALIKE: Record<string, string[]> = { c: ["k", "s"], k: ["c"], s: ["c"], g: ["j"], j: ["g"], f: ["p"], p: ["f"] };
/** A brief's field labels, which are towns' names too ("Price", SA): before a figure they label it. */
const FIELD_LABEL = /^(?:price|prices|budget|land|beds?|bedrooms?|baths?|bathrooms?|size|block|cost|max|min|rent|deposit|loan|income|rates?|term|area|parking|cars?|garage)$/;
/** After a person's name: a verb of what people do, or their people ("Claire wants", "Dale's partner", "Mike reckons"). */
const PERSON_AFTER = /^(?:\s+(?:wants|wanted|thinks|thought|says|said|reckons|reckoned|works|worked|likes|loves|hates|prefers|needs|asked|asks|told|tells|agrees|suggested|suggests|keeps|reminded|insists|flies|flew|drives|drove|travels|teaches|studies|hopes|plans|is asking|was asking|was saying)\b|['’]s\s+(?:mum|mom|dad|partner|wife|husband|sister|brother|son|daughter|friend|mate|parents|kids|boss|cousin|folks|girlfriend|boyfriend|mother|father|aunt|uncle|nan|nana|grandma|grandad|in-laws))/i;
/** Two-letter state codes that are English words too: only as capitals. */
const WORDY_ABBR = new Set(["sa", "wa", "act", "nt"]);

const MIN_POPULATION = 1_000;
/** A year a message may mention ("in 2022") and what says it is one. */
const YEAR = /^(?:19[5-9]\d|20[0-3]\d)$/;
const YEAR_CUE = /\b(?:since|back in|last|went|was|were|had|flood(?:ed|s)?|built|year|ago|during|sold|bought|happened|until|before|after)\b/i;
const POPULATION_SHARE = 0.05;
/** A name's most populous place is taken when the others together are under this share of it (the reply names them). */
const DOMINANT_SHARE = 0.25;
/** The same between two names only. */
const PAIR_SHARE = 0.5;
/** Between a place and a state that says where it is: "in the", "up in", ", in the Western District of". */
const STATE_QUALIFIER_GAP = /^\s*[,(]?\s*(?:(?:up|down|over|out|across|back)\s+)?(?:in|of)\s+(?:the\s+)?(?:[A-Za-z]+\s+){0,3}$/i;

/** The best candidate per state, most populous first; an LGA beats a same-named suburb. */
function perState(cands: PlaceCandidate[]): PlaceCandidate[] {
  const best = new Map<string, PlaceCandidate>();
  for (const c of cands) {
    const b = best.get(c.state);
    if (!b) best.set(c.state, c);
    else if (c.kind === "state" && b.kind !== "state") best.set(c.state, c);
    else if (b.kind !== "state" && c.kind === "lga" && b.kind === "suburb") best.set(c.state, c);
    else if (b.kind === c.kind && c.population > b.population) best.set(c.state, c);
  }
  return [...best.values()].sort((a, b) => b.population - a.population);
}

export type ResolveHints = {
  state?: string | null;
  postcode?: string | null;
  contextStates?: readonly string[];
  /** The name stands alone (no "the" before it, no word of a longer name after it): it may be a town's rather than a shire's. */
  alone?: boolean;
  /** A word of a council after the name ("the Glenelg Shire", "Logan council"): the council is meant. */
  council?: boolean;
};

/** Picks a candidate, or reports the likely ones when the name is ambiguous across states. */
export function resolveCandidates(cands: PlaceCandidate[], hints: ResolveHints = {}): { place: PlaceCandidate | null; options: PlaceCandidate[] } {
  if (cands.length === 0) return { place: null, options: [] };
  if (hints.council && cands.some((c) => c.kind === "lga")) cands = cands.filter((c) => c.kind === "lga");
  const state = cands.find((c) => c.kind === "state");
  if (state) return { place: state, options: [] };
  const capital = cands.find((c) => CAPITAL_LGAS.has(c.description));
  if (capital && !hints.state && !hints.postcode) return { place: capital, options: [] };
  if (hints.postcode) {
    const pc = cands.find((c) => c.postcode === hints.postcode);
    if (pc) return { place: pc, options: [] };
  }
  const per = perState(cands);
  if (hints.state) {
    const s = per.find((c) => c.state === hints.state);
    if (s) return { place: s, options: [] };
  }
  if (per.length === 1) return { place: per[0], options: [] };
  const top = per[0].population;
  const likely = per.filter((c) => c.population >= Math.max(MIN_POPULATION, top * POPULATION_SHARE));
  const context = [...new Set(hints.contextStates ?? [])];
  if (context.length > 0) {
    const inContext = per.filter((c) => context.includes(c.state));
    if (inContext.length === 1) return { place: inContext[0], options: [] };
  }
  if (likely.length <= 1) return { place: per[0], options: [] };
  // A council's name said alone where another state has a town of that name ("Glenelg": Glenelg, SA, not the Glenelg
  // Shire, VIC): buyers name towns; a shire with no town of its name in its state is rarely meant.
  // (A city council is its city: Palmerston (City), NT.)
  const towns = likely.filter((c) => cands.some((x) => x.state === c.state && x.kind === "suburb"));
  const shires = likely.filter((c) => !towns.includes(c));
  if (hints.alone && towns.length === 1 && shires.every((c) => !/\(City\)/.test(c.description))) return { place: cands.filter((x) => x.state === towns[0].state && x.kind === "suburb").sort((a, b) => b.population - a.population)[0], options: [] };
  // One far bigger than the others together ("Palmerston": the NT city of 33,783 over the ACT suburb of 5,525; not
  // "Richmond", VIC, 27,705, beside Richmond, NSW, SA and TAS, 10,249 together): that one is taken,
  // and the others stay as options the reply names ("say … if you meant …").
  // Towns are compared: a council by its town of the name (the City of Kingston, VIC, by Kingston, VIC, of 177 people), a
  // city council with none by itself (Palmerston, NT). Only a name said alone: not "the Murray".
  const town = (c: PlaceCandidate) => {
    if (c.kind !== "lga") return c.population;
    const own = cands.filter((x) => x.state === c.state && x.kind === "suburb").sort((a, b) => b.population - a.population)[0];
    return own ? own.population : /\(City\)/.test(c.description) ? c.population : 0;
  };
  const byTown = [...likely].sort((a, b) => town(b) - town(a));
  const rest = byTown.slice(1).reduce((sum, c) => sum + town(c), 0);
  // (Between two, the bigger at twice the other's size: "Torquay", VIC, 13,258, over Torquay, QLD, 6,316.)
  // ("the Central Coast": a city council whose name no other place has a town of is taken with "the" too.)
  if ((hints.alone || (rest === 0 && likely[0].kind === "lga")) && byTown[0] === likely[0] && rest < town(byTown[0]) * (likely.length === 2 ? PAIR_SHARE : DOMINANT_SHARE)) return { place: likely[0], options: likely.slice(1) };
  return { place: null, options: likely };
}

/**
 * Finds the places of a message. `consumed` marks character ranges already understood as
 * something else (prices, features), which are never read as places.
 */
export function findPlaces(
  index: PlaceIndex,
  text: string,
  opts: { contextStates?: readonly string[]; liberal?: boolean; isConsumed?: (start: number, end: number) => boolean; englishWords?: ReadonlySet<string> } = {},
): PlaceMention[] {
  const tokens = tokenise(text);
  const used = new Array<boolean>(tokens.length).fill(false);
  type Hit = { i: number; j: number; cands: PlaceCandidate[]; fuzzy: boolean };
  const hits: Hit[] = [];
  const consumed = (a: number, b: number) => (opts.isConsumed ? opts.isConsumed(tokens[a].start, tokens[b].end) : false);
  // The message's first token, or one after a sentence's end (. ! ? : ; a line break).
  const opensSentence = (k: number) => k === 0 || /[.!?\n:;]\s*$/.test(text.slice(tokens[k - 1].end, tokens[k].start));
  // What a brief says of the home right after token k: "house", "cheap house", "3br", "400k", "four bed".
  const briefFollows = (k: number) => {
    const next = tokens[k + 1]?.word ?? "";
    return BRIEF_HEAD.test(next) || BRIEF_HEAD.test(tokens[k + 2]?.word ?? "") || /^\d/.test(next) || (smallNumber(next) !== null && /^(?:bed|beds|bedroom|bedrooms|br|bdr|bedder)$/.test(tokens[k + 2]?.word ?? ""));
  };

  // Names that are an everyday word ("Plenty", "March", "Sale", "the mine") are places only where a place
  // goes: after "in", "near"… (capitalised, or in lower case after the preposition itself), or listed with a place
  // ("Cowra, Young, Parkes", "Sale or Bairnsdale"): those listed are kept once the list's other names are known.
  // One everyday word, alone or after "the" ("the mine"); names of several ("Castle Hill", "Gold Coast") are names.
  const everyday = (i: number, j: number) => (j === i || (j === i + 1 && tokens[i].word === "the")) && (isCommonWord(tokens[j].word) || !!opts.englishWords?.has(tokens[j].word));
  const listed = new Set<number>();
  const acceptable = (i: number, j: number, cands: PlaceCandidate[]): boolean => {
    const t = tokens[i];
    if (j === i) {
      if (/^\d+$/.test(t.word)) return false;
      const isState = cands.some((c) => c.kind === "state");
      // "darwin nt": a state code in lower case right after a place names its state.
      if (isState && WORDY_ABBR.has(t.word)) return t.raw === t.raw.toUpperCase() || (i > 0 && used[i - 1]);
      if (isState) return true;
    }
    if (!everyday(i, j)) return true;
    const w = tokens[j];
    const prev = tokens[i - 1];
    const next = tokens[j + 1];
    const gap = prev ? text.slice(prev.end, t.start) : "";
    const after = next ? text.slice(w.end, next.start) : "";
    const capital = /^[A-Z]/.test(w.raw);
    if (NAME_KIND_AFTER.test(w.word)) return false;
    // ("Brett's away at the mine this swing": "the" and an everyday word in lower case are that thing, not the hamlet "The
    // Mine"; "the gap", "the range" are suburbs of some size.)
    if (j === i + 1 && !capital && !/^[A-Z]/.test(t.raw) && Math.max(...cands.map((c) => c.population)) < 200) return false;
    // ("back in Adelaide in March", "settle by June": a month is a time, a place only listed with places.)
    const month = MONTH.test(w.word);
    // ("For Sale listings", "up for sale": the market, not the town.)
    if (w.word === "sale" && prev && /^(?:for|on)$/.test(prev.word)) return false;
    // "orange nsw", "Salisbury council area": a state or a council's kind after it says it is a place.
    if (next && /^\s*\(?\s*$/.test(after) && (NAME_KIND_AFTER.test(next.word) || index.byKey.get(next.word)?.some((c) => c.kind === "state"))) return true;
    // "Manly Brisbane": a capital or council named right after it says which one.
    if (capital && next && /^\s+$/.test(after) && /^[A-Z]/.test(next.raw) && index.byKey.has(next.word) && !opts.englishWords?.has(next.word)) return true;
    // Where a place goes: "in midland", "not manly", "remove turner", "swap Devonport for Penguin".
    const swapFor = prev?.word === "for" && /\b(?:swap|swapping|replace|switch|change|trade)\b/i.test(text.slice(Math.max(0, prev.start - 30), prev.start));
    // In lower case the name ends its phrase ("remove turner", not "remove price limit").
    const ends = !next || /^\s*[,.;:!?\n/&+)]/.test(after) || /^(?:or|and|n|too|please|pls|instead|either|as|then|tho|though|for|with|under|over|max|min|minimum|budget|below|around|up|off|out|3br|\d.*)$/.test(next.word) || BRIEF_HEAD.test(next.word);
    if (!month && prev && /^\s+$/.test(gap) && (PLACE_PREPOSITIONS.has(prev.word) || PLACE_VERB_BEFORE.test(prev.word) || swapFor) && next?.word !== "of" && (capital || ends || PLACE_PREPOSITIONS.has(prev.word))) return true;
    // "take rocky off", "rule sale out": a verb of taking off with "off" or "out" after the name.
    if (prev && TAKE_OFF_VERB.test(prev.word) && /^(?:off|out)$/.test(next?.word ?? "")) return true;
    // Capitalised inside a sentence, not as a month or a style ("every March", "a Federation house"); at a sentence's
    // start, before what a brief says ("Emerald, land only", "Salisbury house 3br").
    const sentenceStart = !prev || /[.!?\n:;•(-]\s*$/.test(gap);
    if (capital && !month && !sentenceStart && !DETERMINER.test(prev!.word) && !(next && STYLE_NOUN.test(next.word))) return true;
    // ("Orange then, 3 bed": the one chosen instead.)
    // ("Price 600 to 800", "Budget 500k": a field's label before its figure is no place.)
    if (capital && sentenceStart && next && !FIELD_LABEL.test(w.word) && (((/^\d/.test(next.word) || BRIEF_HEAD.test(next.word) || next.word === "then") && /^\s+$/.test(after)) || /^\s*[,;–-]/.test(after))) return true;
    // ("kingston instead of hobart", "Brighton too", "Newtown please", "Casino only": a turn's place opening a sentence, with
    // what adds, swaps or keeps it.)
    if (sentenceStart && next && /^\s+$/.test(after) && (/^(?:instead|too|please|pls|aswell|only)$/.test(next.word) || (next.word === "as" && tokens[j + 2]?.word === "well"))) return true;
    // ("Manly in Brisbane", "Manly (the Brisbane one)": a name with the capital or state that says which one.)
    const saysWhich = (k: number) => !!tokens[k] && (CAPITAL_NAMES.has(tokens[k].word) || !!index.byKey.get(tokens[k].word)?.some((c) => c.kind === "state"));
    if (capital && next && new Set(cands.map((c) => c.state)).size > 1 && ((next.word === "in" && /^\s+$/.test(after) && saysWhich(j + 2)) || (/^\s*\(?\s*$/.test(after) && next.word === "the" && saysWhich(j + 2) && tokens[j + 3]?.word === "one"))) return true;
    // ("Gray's ok actually", "Driver is out": a name at a sentence's start, judged as places are.)
    if (capital && sentenceStart && !FIELD_LABEL.test(w.word) && /^(?:'s|’s|\s+is|\s+are)\s+(?:(?:actually|also|still|now)\s+)?(?:ok|okay|fine|alright|out|off|a no|back in)\b/i.test(text.slice(w.start + w.word.length, w.end + 30))) return true;
    // ("rocky houses 3b under 400", "orange units": a town's everyday-word name opening a brief, in lower case, before what
    // the brief says of the home; a town of some size only.)
    // ("rocky 3 bed house", "Rocky. High yield, under 380k": before a count, or a sentence of its own.)
    const townOfSize = !/^(?:hills?|beach|river|park|lake|central|north|south|east|west|city|town|country|bush|sea|coast|bay|mount|port|new)$/.test(w.word) && Math.max(...cands.map((c) => c.population)) >= 10_000;
    const rooms = !!next && /^\d(?:b|br|bd|bed|beds|x\d\S*)?$/.test(next.word) && (/\D/.test(next.word) || /^(?:b|br|bd|bed|beds|bedroom|bedrooms|bedder)$/.test(tokens[j + 2]?.word ?? ""));
    if (sentenceStart && next && (BRIEF_HEAD.test(next.word) || rooms) && /^\s+$/.test(after) && townOfSize) return true;
    if (capital && sentenceStart && next && /^\.\s+$/.test(after) && (/^[A-Z]/.test(next.raw) || /^\d/.test(next.word)) && i === j && townOfSize) return true;
    // ("3 bed house proserpine under 420", "unit nightcliff max 400": a town of some size right after the home's type, before
    // the brief's price or its end.)
    if (prev && BRIEF_HEAD.test(prev.word) && w.word !== "sale" && /^\s+$/.test(gap) && (!next || /^(?:under|max|upto|up|below|around|budget|for|with|\d.*)$/.test(next.word) || /^\s*[,.;!?\n]/.test(after)) && Math.max(...cands.map((c) => c.population)) >= 3_000) return true;
    // ("adelaide elizabeth houses 400": dictated after a place of its state, before what the brief says of the home.)
    const placeBefore = hits.find((h) => h.j === i - 1);
    if (placeBefore && /^\s+$/.test(gap) && next && (BRIEF_HEAD.test(next.word) || /^\d/.test(next.word)) && cands.some((c) => placeBefore.cands.some((x) => x.state === c.state))) return true;
    // Listed beside a place: "Cowra, Young, Parkes", "Sale or Bairnsdale", "rosebud and rye", "gunn, driver, moulden".
    const conj = (x: Token | undefined) => !!x && /^(?:or|and|n|nor)$/.test(x.word);
    const sep = /^\s*(?:,|\/|&|\+|-|–)\s*$/;
    const before = !!prev && (sep.test(gap) || conj(prev));
    const behind = !next || sep.test(after) || conj(next) || /^\s*[.;!?\n]/.test(after);
    const strongSep = /^\s*[/&+]\s*$/;
    // ("and orange", "or Sale" opening a turn: the brief's list goes on.)
    if (i === 1 && conj(prev) && (behind || /^(?:too|also|please|pls|then|instead)$/.test(next?.word ?? ""))) return true;
    if (capital ? before || (behind && !!next) : (before && behind) || conj(prev) || conj(next) || strongSep.test(gap) || strongSep.test(after)) {
      listed.add(i);
      return true;
    }
    return false;
  };

  for (let n = 4; n >= 1; n--) {
    for (let i = 0; i + n <= tokens.length; i++) {
      if (n > 1 && !index.firstWords.has(tokens[i].word)) continue;
      const j = i + n - 1;
      let free = true;
      for (let k = i; k <= j; k++) if (used[k]) free = false;
      if (!free || consumed(i, j)) continue;
      // "Brisbane (City)": a council's kind in brackets is no part of a name ("Brisbane City" the suburb).
      if (n > 1 && tokens.slice(i + 1, j + 1).some((t) => text[t.start - 1] === "(")) continue;
      const key = tokens.slice(i, j + 1).map((t) => t.word).join(" ");
      // "Mt Gambier", "Pt Cook", "Nth Geelong": the abbreviations of place names.
      let cands = index.byKey.get(key) ?? (n > 1 ? index.byKey.get(expandAbbreviations(key)) ?? index.byKey.get(expandAbbreviations(key, true)) : undefined);
      // "the Redlands": a council called by its name in the plural, not a hamlet of that name.
      if (n === 1 && key.endsWith("s") && tokens[i - 1]?.word === "the") {
        const council = index.byKey.get(key.slice(0, -1))?.filter((c) => c.kind === "lga");
        if (council?.length && Math.max(...council.map((c) => c.population)) > 10 * Math.max(0, ...(cands ?? []).map((c) => c.population))) cands = council;
      }
      // "broken hills got cheap houses", "hobarts northern suburbs": a town's name with its possessive's apostrophe left out.
      if (!cands && key.endsWith("s") && !(n === 1 && (isCommonWord(key) || !!opts.englishWords?.has(key)))) {
        const base = index.byKey.get(key.slice(0, -1))?.filter((c) => c.kind !== "state");
        if (base?.length && Math.max(...base.map((c) => c.population)) >= 5_000) cands = base;
      }
      // ("Lennox or Suffolk Park", "a shack at Crescent", "Christies or Port Noarlunga": a coastal town called without its
      // "Head", "Beach" or "Bay", where no place of that name alone, or only a hamlet, is known.)
      // (Said whole: capitalised, or ending its phrase; not "anna dale", a name split in two.)
      // (Nor "the Burnett", "(Burnett)": a river's name; nor the first word of "Christies Beach" said whole and read otherwise.)
      const whole = (/^[A-Z]/.test(tokens[i].raw) || /^\s*(?:[,.;!?/&+)\n]|(?:or|and|n)\b|$)/.test(text.slice(tokens[i].end, tokens[i].end + 6))) && tokens[i - 1]?.word !== "the" && text[tokens[i].start - 1] !== "(" && !/^(?:heads?|beach|bay)$/.test(tokens[i + 1]?.word ?? "");
      if (n === 1 && key.length >= 4 && whole && (!cands || Math.max(...cands.map((c) => c.population)) < 300) && !isCommonWord(key)) {
        const tailed = ["heads", "head", "beach", "bay"].flatMap((tail) => index.byKey.get(`${key} ${tail}`) ?? []).filter((c) => c.kind === "suburb" && c.population >= 1_000);
        if (tailed.length > 0) cands = tailed;
      }
      if (!cands || !acceptable(i, j, cands)) continue;
      // "Mount" alone, "St" alone: one-word keys shorter than 3 letters are not places.
      if (n === 1 && key.length < 3 && !cands.some((c) => c.kind === "state")) continue;
      for (let k = i; k <= j; k++) used[k] = true;
      hits.push({ i, j, cands, fuzzy: false });
    }
  }

  // "why alla in south australia", "esper ants in WA", "Murray Brige SA", "bridge water tas": the words right before a
  // state name a place in it, however dictation split them or a thumb spelt them. Only that state's places are
  // candidates, so a looser match is safe; a span of everyday words must spell a name exactly.
  for (const s of [...hits]) {
    const state = s.cands.length === 1 && s.cands[0].kind === "state" ? s.cands[0].state : null;
    if (!state) continue;
    let end = s.i - 1;
    if (tokens[end]?.word === "the" && !used[end]) end--;
    if (tokens[end]?.word === "in" && !used[end]) end--;
    let best: { key: string; d: number; i: number } | null = null;
    // A name read on its own, with no place of that state ("Murray" in "Murray Brige SA"), is part of the longer one.
    const elsewhere = (k: number) => hits.find((h) => h.i <= k && h.j >= k && !h.cands.some((c) => c.state === state));
    for (let span = 3; span >= 1; span--) {
      const i = end - span + 1;
      if (i < 0 || tokens.slice(i, end + 1).some((t, k) => (used[i + k] && !elsewhere(i + k)) || /\d/.test(t.word)) || consumed(i, end)) continue;
      if (tokens.slice(i, end + 1).some((_, k) => { const h = elsewhere(i + k); return !!h && h.i < i; })) continue;
      const words = tokens.slice(i, end + 1).map((t) => t.word);
      const everydayOnly = words.every((w) => isCommonWord(w) || !!opts.englishWords?.has(w));
      for (const key of new Set([words.join(" "), words.join("")])) {
        if (key.length < 5) continue;
        const inState = (name: string) => (index.byKey.get(name) ?? []).some((c) => c.state === state && c.kind !== "state");
        for (const { name, d } of namesNear(index, key, everydayOnly ? 0 : typoBudget(key.length), inState)) if (!best || d < best.d) best = { key: name, d, i };
      }
    }
    if (!best) continue;
    for (let k = best.i; k <= end; k++) {
      const h = elsewhere(k);
      if (h) hits.splice(hits.indexOf(h), 1);
      used[k] = true;
    }
    hits.push({ i: best.i, j: end, cands: index.byKey.get(best.key)!.filter((c) => c.state === state && c.kind !== "state"), fuzzy: best.d > 0 });
  }

  // A name dictation split into words ("earl ville", "red lynch", "night cliff", "castle main", "lith go"): two or three
  // words that, joined, spell a town's name (or all but one letter of a name of seven or more), where a place goes
  // (after "in", "near", "or"… or listed before "or"/"and"/a comma), or with a word that is no English word.
  const joinable = (k: number) => k < tokens.length && !used[k] && /^[a-z]+$/.test(tokens[k].word) && !consumed(k, k);
  for (let i = 0; i < tokens.length; i++) {
    for (const span of [3, 2]) {
      const j = i + span - 1;
      if (!Array.from({ length: span }, (_, n) => joinable(i + n)).every(Boolean)) continue;
      const parts = tokens.slice(i, j + 1).map((t) => t.word);
      const joined = parts.join("");
      if (joined.length < 6) continue;
      const english = (w: string) => isCommonWord(w) || !!opts.englishWords?.has(w);
      const prevWord = tokens[i - 1]?.word;
      const nextWord = tokens[j + 1]?.word;
      const where =
        (prevWord !== undefined && (PLACE_PREPOSITIONS.has(prevWord) || /^(?:or|and|like|round|near|around)$/.test(prevWord))) ||
        /^(?:or|and)$/.test(nextWord ?? "") ||
        /^\s*[,/]/.test(text.slice(tokens[j].end, tokens[j].end + 2));
      // Opening a brief, before what it says of the home: "innis fail cheap house…", "yep poon house under six hundred".
      const opensBrief = opensSentence(i) && briefFollows(j);
      // Everyday words only ("red lynch", "night cliff", not "more land", "for rest") must be listed with a place found,
      // or open a brief spelling a town's name exactly.
      const hitAt = (k: number) => hits.some((h) => h.i === k || h.j === k);
      // (Only with "or": "Tamworth and more land" adds no Moreland.)
      const listedWithPlace = (prevWord === "or" && hitAt(i - 2)) || (nextWord === "or" && hitAt(j + 2));
      const everydayOnly = parts.every(english);
      if (everydayOnly ? !listedWithPlace && !opensBrief : !where && !opensBrief) continue;
      const budget = everydayOnly && !listedWithPlace ? 0 : joined.length >= 7 || (joined.length === 6 && !everydayOnly) ? 1 : 0;
      const least = everydayOnly && !listedWithPlace ? 5_000 : MIN_POPULATION;
      const town = (name: string) => !name.includes(" ") && (index.keyPopulation.get(name) ?? 0) >= least;
      // Spelt (within a letter), else sounding alike where a place goes, never from everyday words alone.
      const spelt = namesNear(index, joined, budget, town).sort((a, b) => a.d - b.d)[0]?.name;
      const joiner = (w: string) => /^(?:or|and|n|nor|in|at|for|of|the|a|an|to|near|with|around|but|not)$/.test(w);
      // ("bro I want…": a pronoun or a verb of wanting is no part of a name.)
      if (parts.some((w) => /^(?:i|we|me|us|you|my|our|he|she|they|want|wants|need|needs|like|is|are|am)$/.test(w))) continue;
      const name = spelt ?? (everydayOnly || !(where || opensBrief) || joiner(parts[0]) || joiner(parts[span - 1]) ? undefined : townsSoundingLike(index, joined).find(town));
      if (!name) continue;
      for (let k = i; k <= j; k++) used[k] = true;
      hits.push({ i, j, cands: index.byKey.get(name)!, fuzzy: true });
      break;
    }
  }

  // A name found alone, and the word beside it a typo or two from a longer name: "glen waverly", "Glen Huntley", "souht
  // hedland" (the word before: Waverly, NSW; Huntley, NSW; "Hedland"), "flinders veiw", "Stanhope gardns" (the word after).
  for (const hit of hits) {
    if (hit.fuzzy || hit.i !== hit.j || hit.cands.some((c) => c.kind === "state")) continue;
    for (const side of [-1, 1] as const) {
      const k = side < 0 ? hit.i - 1 : hit.j + 1;
      if (k < 0 || k >= tokens.length || used[k] || consumed(k, k) || /\d/.test(tokens[k].word)) continue;
      if (!/^\s+$/.test(side < 0 ? text.slice(tokens[k].end, tokens[hit.i].start) : text.slice(tokens[hit.j].end, tokens[k].start))) continue;
      const word = tokens[k].word;
      const everyday = isCommonWord(word) || !!opts.englishWords?.has(word);
      // (Before: not "the Darwin", "north Rocky", an article or a compass word. After: not a name dictated in two, "huon
      // ville": Huonville, read below.)
      if (side < 0 ? /^(?:the|a|an|in|at|of|on|or|and|to|near|for|from|north|south|east|west|upper|lower|inner|outer)$/.test(word) || (everyday && !index.firstWords.has(word)) : everyday || word.length < 4 || index.byKey.has(tokens[hit.j].word + word)) continue;
      const key = side < 0 ? `${word} ${tokens[hit.i].word}` : `${tokens[hit.j].word} ${word}`;
      const fits = (name: string) => name !== key && (side < 0 ? name.includes(" ") : name.startsWith(`${tokens[hit.j].word} `));
      let best: { name: string; d: number } | null = null;
      for (const near of namesNear(index, key, Math.min(2, typoBudget(key.length)), fits)) if (!best || near.d < best.d) best = near;
      if (!best) continue;
      used[k] = true;
      if (side < 0) hit.i = k;
      else hit.j = k;
      hit.cands = index.byKey.get(best.name)!;
      hit.fuzzy = true;
      break;
    }
  }
  // Typos: unknown words (or pairs of them) close to a place name with the same first letter.
  // At most 40 lookups a message: a wall of misspelt names costs milliseconds, not a quarter second.
  let lookups = 0;
  // The states the message's places (or the brief's) are in: a misspelt name close to two places takes the one there
  // ("Woodvile or Findon": Woodville, SA beside Findon, SA, not Woodvale, WA).
  const statesHere = new Set<string>(opts.contextStates ?? []);
  for (const h of hits) {
    const states = new Set(h.cands.map((c) => c.state));
    if (states.size === 1) statesHere.add([...states][0]);
  }
  const inStatesHere = (key: string) => (index.byKey.get(key) ?? []).some((c) => statesHere.has(c.state));
  for (let i = 0; i < tokens.length; i++) {
    if (used[i]) continue;
    const unknown = (k: number) =>
      k < tokens.length && !used[k] && !/\d/.test(tokens[k].word) && !isCommonWord(tokens[k].word) && !consumed(k, k);
    // "Port Lincon", "Mount Gambiar", "swan hil": the first word of a place's name spelt right, the next one misspelt.
    // ("the bars", "the base" are no misspelt "The Oaks", "The Basin": an article is no head.)
    const nameHead = !used[i] && !consumed(i, i) && tokens[i].word !== "the" && index.firstWords.has(tokens[i].word) && unknown(i + 1);
    if (!unknown(i) && !nameHead) continue;
    const prev = tokens[i - 1]?.word;
    // A misspelt name written like one (capitalised, after "in"/"near", or where the form asked for a place)
    // may carry the usual typos; a lower-case word anywhere else only one, in a longer name of a real town.
    // (Listed after a place found, "derby or kananurra", it is written where a place goes.)
    const afterPlace = (prev === "or" || prev === "and" || (i > 0 && /^\s*[,/&]\s*$/.test(text.slice(tokens[i - 1].end, tokens[i].start)))) && hits.some((h) => h.j === i - (prev === "or" || prev === "and" ? 2 : 1));
    // ("brokn hill": a word before a name's last word, "hill", a typo off that name; in lower case, one.)
    const tail = i + 1 < tokens.length && !used[i + 1] && !consumed(i + 1, i + 1) && PLACE_TAIL.test(tokens[i + 1].word);
    // ("hobrt unit 2 bd 450": a word opening a brief, before what it says of the home, is where a place goes.)
    const placeish = opts.liberal || /^[A-Z]/.test(tokens[i].raw) || (prev !== undefined && PLACE_PREPOSITIONS.has(prev)) || afterPlace || (opensSentence(i) && briefFollows(i)) || tail;
    if (!placeish && tokens[i].word.length < 7 && !nameHead) continue;
    // A name alone on a message's last line, under the rest ("Malo,\nSione"), signs it: no misspelt place.
    if (/\n\s*$/.test(text.slice(0, tokens[i].start)) && /^[\s.!]*$/.test(text.slice(tokens[i].end))) continue;
    if (++lookups > 40) break;
    let best: { key: string; d: number; j: number } | null = null;
    for (const span of [2, 1]) {
      const j = i + span - 1;
      // ("Sunshin West", "Quenbeyan east": a misspelt name with its compass word is the longer name.)
      // ("brokn hill", "coffs harbor": a misspelt name before the word that ends many names.)
      if (span === 2 && !unknown(j) && !(j < tokens.length && !used[j] && (COMPASS.test(tokens[j].word) || (PLACE_TAIL.test(tokens[j].word) && !consumed(j, j))) && unknown(i))) continue;
      if (span === 1 && !unknown(i)) continue;
      // An everyday word alone is no misspelt place ("price", "limit").
      if (span === 1 && (opts.englishWords?.has(tokens[i].word) || ABROAD.has(tokens[i].word))) continue;
      const key = tokens.slice(i, j + 1).map((t) => t.word).join(" ");
      // A short name ("Dubo") only capitalised, one letter off a town of 10,000 or more.
      const short = key.length === 4 && /^[A-Z]/.test(tokens[i].raw);
      if (key.length < 5 && !short) continue;
      const budget = short || (tail && !/^[A-Z]/.test(tokens[i].raw)) ? 1 : placeish || (nameHead && span === 2) ? typoBudget(key.length) : 1;
      // The head word spelt right must stay as it is ("Port Agusta" is Port Augusta, not Augusta).
      const head = span === 2 && !unknown(i) ? `${tokens[i].word} ` : "";
      // A first letter said alike ("kairns") is tried where the name is written like one.
      const headKept = (name: string) => !head || name.startsWith(head);
      for (const { name: cand, d } of namesNear(index, key, budget, headKept, placeish && !head)) {
        const pop = index.keyPopulation.get(cand) ?? 0;
        if ((!placeish || short) && pop < (short ? 10_000 : 5_000)) continue;
        const bestPop = best ? (index.keyPopulation.get(best.key) ?? 0) : -1;
        const here = inStatesHere(cand);
        const bestHere = !!best && inStatesHere(best.key);
        if (!best || d < best.d || (d === best.d && (here !== bestHere ? here : pop > bestPop))) best = { key: cand, d, j };
      }
      if (best) break;
    }
    // Spelt by its consonants ("Esprnce", "Cbl Bch", "W'bool"), written where a place goes and no English word.
    // (Capitalised, or after "in", "near", or listed after a place: "undr 600" opening a brief is no Unanderra.)
    if (!best && (/^[A-Z]/.test(tokens[i].raw) || (prev !== undefined && PLACE_PREPOSITIONS.has(prev)) || afterPlace) && !nameHead) {
      for (const span of [2, 1]) {
        const j = i + span - 1;
        if (span === 2 && !(unknown(j) || (j < tokens.length && !used[j] && !consumed(j, j) && (PLACE_TAIL.test(tokens[j].word) || COMPASS.test(tokens[j].word))))) continue;
        if (span === 2 && !/^\s+$/.test(text.slice(tokens[i].end, tokens[j].start))) continue;
        if (index.byKey.has(tokens[i].word) || opts.englishWords?.has(tokens[i].word) || ABROAD.has(tokens[i].word) || (span === 2 && unknown(j) && opts.englishWords?.has(tokens[j].word)) || tokens[i].word.length < 3) continue;
        const names = namesByConsonants(index, tokens.slice(i, j + 1).map((t) => expandAbbreviations(t.raw.toLowerCase().replace(/'s$/, ""))));
        const name = names.find(inStatesHere) ?? names[0];
        if (name) {
          best = { key: name, d: 1, j };
          break;
        }
      }
    }
    if (best) {
      for (let k = i; k <= best.j; k++) used[k] = true;
      hits.push({ i, j: best.j, cands: index.byKey.get(best.key)!, fuzzy: true });
    }
  }

  // "west or south Tamworth", "North and East Ballina": a compass word before another's place says its own place.
  for (const hit of [...hits]) {
    const [first, ...rest] = tokens.slice(hit.i, hit.j + 1).map((t) => t.word);
    const other = tokens[hit.i - 2];
    if (!COMPASS.test(first) || rest.length === 0 || !other || used[hit.i - 2] || !COMPASS.test(other.word)) continue;
    if (!/^\s*(?:,|\/|&|or|and)\s*$/i.test(text.slice(other.end, tokens[hit.i].start))) continue;
    const cands = index.byKey.get([other.word, ...rest].join(" "));
    if (!cands) continue;
    used[hit.i - 2] = true;
    hits.push({ i: hit.i - 2, j: hit.i - 2, cands, fuzzy: false });
  }
  hits.sort((a, b) => a.i - b.i);
  // A name of everyday words kept for its list needs a place of another kind in that list.
  const listGap = (a: Hit, b: Hit) => /^\s*(?:,|\/|&|\+|or|and|n|nor|except|but|,\s*(?:or|and|not|but not))\s*$/i.test(text.slice(tokens[a.j].end, tokens[b.i].start));
  // Two in lower case, where a brief's places go: starting the sentence (or after "in") and followed by what a brief says
  // of the home ("emerald or blackwater four bed house", "in casino or kyogle 3br").
  const framed = (a: number, b: number): boolean => {
    if (a < 0 || b >= hits.length) return false;
    const first = hits[a];
    const last = hits[b];
    const prev = tokens[first.i - 1];
    return (opensSentence(first.i) || (!!prev && PLACE_PREPOSITIONS.has(prev.word))) && briefFollows(last.j);
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let h = 0; h < hits.length; h++) {
      if (!listed.has(hits[h].i)) continue;
      const strong = (k: number) => k >= 0 && k < hits.length && !listed.has(hits[k].i);
      // Two names written as names, listed together, stand for each other ("Emerald or Blackwater").
      const named = (k: number) => k >= 0 && k < hits.length && /^[A-Z]/.test(tokens[hits[k].i].raw) && /^[A-Z]/.test(tokens[hits[h].i].raw);
      const ok =
        ((strong(h - 1) || named(h - 1) || framed(h - 1, h)) && listGap(hits[h - 1], hits[h])) ||
        ((strong(h + 1) || named(h + 1) || framed(h, h + 1)) && listGap(hits[h], hits[h + 1]));
      if (ok) {
        listed.delete(hits[h].i);
        changed = true;
      }
    }
  }
  for (let h = hits.length - 1; h >= 0; h--) if (listed.has(hits[h].i) && !hits[h].fuzzy) hits.splice(h, 1);
  // "Claire wants to take the children", "Dale's partner", "hey it's Dale": a name doing what people do, or having
  // people of its own, is a person (unless a place goes there: "in Dale").
  for (let h = hits.length - 1; h >= 0; h--) {
    const { i, j } = hits[h];
    if (i !== j || !/^[A-Z][a-z]/.test(tokens[i].raw) || PLACE_PREPOSITIONS.has(tokens[i - 1]?.word ?? "")) continue;
    // (The token may hold the possessive: "Young's".)
    const after = (/'s$/i.test(text.slice(tokens[j].start, tokens[j].end)) ? "'s" : "") + text.slice(tokens[j].end, tokens[j].end + 30);
    const before = text.slice(Math.max(0, tokens[i].start - 12), tokens[i].start);
    // ("Sione here.", "Sione again,": a writer naming themselves at a line's start.)
    // (Not a town of some size said again: "Kalgoorlie again, but this time houses only".)
    const townAgain = !hits[h].fuzzy && /^\s+again\b/i.test(after) && Math.max(...hits[h].cands.map((c) => c.population)) >= 2_000;
    const introduces = /(?:^|\n)\s*$/.test(before) && /^\s+(?:here|again)\s*(?:[,.!:\n-]|$)/i.test(after) && !townAgain;
    // ("Claire is in Paddington": a misspelt name before a verb of being or having is a person's.)
    const fuzzyPerson = hits[h].fuzzy && /^(?:\s+(?:is|was|has|had|will|would|can|could)\b|\s*,?\s+(?:and\s+)?(?:she|he)\b)/i.test(after);
    if (PERSON_AFTER.test(after) || introduces || fuzzyPerson || (/\b(?:it's|its|it is|this is)\s+$/i.test(before) && /^\s*(?:$|[,.!\n]|here\b|again\b|uh\b|um\b)/i.test(after))) hits.splice(h, 1);
  }
  // "the Goulburn Valley Highway", "Bass Hwy", "the Frankston line": a road or a railway named after a place is no place.
  for (let h = hits.length - 1; h >= 0; h--) {
    const from = tokens[hits[h].j].end;
    const road = ROAD_AFTER.exec(text.slice(from, from + 40));
    // ("King William St": a misspelt name read with the road's own word.)
    if (hits[h].fuzzy && hits[h].j > hits[h].i && ROAD_AFTER.test(` ${tokens[hits[h].j].raw.replace(/^./, (c) => c.toUpperCase())}`)) {
      hits.splice(h, 1);
      continue;
    }
    // ("Berserker Park Avenue": a place named after it is a place of its own.)
    if (road && !hits.some((x) => tokens[x.i].start > from && tokens[x.i].start < from + road[0].length)) hits.splice(h, 1);
  }
  // "anywhere near the Maroochy River", "the Coomera River", "the Brown Hill Creek": a river or a creek called with "the" is
  // the water, not the place of its name ("the Margaret River region" is the region).
  for (let h = hits.length - 1; h >= 0; h--) {
    const { i, j } = hits[h];
    const water = /^(?:river|creek)$/.test(tokens[j].word) ? j : /^(?:river|creek|rivers)$/.test(tokens[j + 1]?.word ?? "") ? j + 1 : -1;
    if (water >= 0 && tokens[i - 1]?.word === "the" && !/^\s*(?:region|area|district|shire|council|town|wine|valley)\b/i.test(text.slice(tokens[water].end, tokens[water].end + 12))) hits.splice(h, 1);
  }
  // "a balcony w ocean view", "city views": a view in lower case is no place ("Ocean View", QLD; not "swan view").
  for (let h = hits.length - 1; h >= 0; h--) {
    const { i, j } = hits[h];
    if (i < j && /^views?$/.test(tokens[j].word) && /^(?:ocean|sea|water|river|city|bay|harbour|lake|mountain|bush|beach|park|hinterland)$/.test(tokens[i].word) && !/[A-Z]/.test(text.slice(tokens[i].start, tokens[j].end)) && !PLACE_PREPOSITIONS.has(tokens[i - 1]?.word ?? "")) hits.splice(h, 1);
  }
  // "…up to $900,000.\n\nHugh", "Thanks,\nMeredith": one capitalised name alone on the last line of a letter (a message that
  // opens with a greeting, or whose line before ends with a comma) signs it.
  const last = hits[hits.length - 1];
  if (last && last.i === last.j && /^[A-Z]/.test(tokens[last.i].raw) && /\n\s*$/.test(text.slice(0, tokens[last.i].start)) && /^[\s.!]*$/.test(text.slice(tokens[last.j].end))) {
    const before = text.slice(0, tokens[last.i].start).trimEnd();
    const lineEnded = /[,.!?)]$/.test(before) || /\b(?:thanks|thank you|regards|cheers|ta|best|sincerely)\W*$/i.test(before);
    if (lineEnded && (/,$/.test(before) || /^\s*(?:hi|hello|hey|dear|good (?:morning|afternoon|evening|day)|g'?day|greetings)\b/i.test(text))) hits.pop();
  }
  // A state or postcode right after a place is a hint for it, not a place of its own.
  const hintOf = new Map<Hit, { state?: string; postcode?: string; alone?: boolean; council?: boolean }>();
  const hintTokens = new Set<number>();
  const dropped = new Set<Hit>();
  for (let h = 0; h < hits.length; h++) {
    const hit = hits[h];
    // "the Murray", "Flinders Medical Centre", "Somerton prk": a river, a facility, the start of a longer name.
    const after = tokens[hit.j + 1];
    const alone = tokens[hit.i - 1]?.word !== "the" && !(after && /^\s*$/.test(text.slice(tokens[hit.j].end, after.start)) && (/^[A-Z]/.test(after.raw) || (/^[a-z]+$/.test(after.word) && !isCommonWord(after.word) && !opts.englishWords?.has(after.word))));
    const council = !!after && /^(?:council|shire|lga|municipality)$/.test(after.word);
    const hint: { state?: string; postcode?: string; alone?: boolean; council?: boolean } = { alone, council };
    let k = hit.j + 1;
    const next = hits[h + 1];
    // "Campbelltown area NSW", "Logan council QLD": a word of area between the place and its state.
    let skip = k;
    while (skip < tokens.length && skip <= hit.j + 2 && /^(?:area|region|council|shire|district|side|way|city)$/.test(tokens[skip].word)) skip++;
    if (next && (next.i === k || next.i === skip) && next.cands.some((c) => c.kind === "state") && !hit.cands.some((c) => c.kind === "state")) {
      hint.state = next.cands.find((c) => c.kind === "state")!.state;
      dropped.add(next);
      k = next.j + 1;
    }
    if (k < tokens.length && /^\d{4}$/.test(tokens[k].word)) {
      hint.postcode = tokens[k].word;
      hintTokens.add(k);
    }
    // "Manly (the Brisbane one, not Sydney)", "Maryborough, the one in Queensland": the place that says which one is meant
    // gives its state, and is no place of its own.
    const which = WHICH_ONE.exec(text.slice(tokens[hit.j].end, tokens[hit.j].end + 50));
    if (which && !hint.state && next && !dropped.has(next)) {
      const at = tokens[hit.j].end + which.index + which[0].length - which[2].length;
      const states = new Set(next.cands.map((c) => c.state));
      // ("Manly in Brisbane": after "in", a capital.)
      const nextKey = tokens.slice(next.i, next.j + 1).map((t) => t.word).join(" ");
      const named = which[1] ? CAPITAL_NAMES.has(nextKey) : /\bone\b/i.test(which[0]) || /^\s*(?:one|side)\b/i.test(text.slice(tokens[next.j].end, tokens[next.j].end + 8));
      if (named && tokens[next.i].start === at && states.size === 1 && hit.cands.some((c) => states.has(c.state))) {
        hint.state = [...states][0];
        dropped.add(next);
      }
    }
    hintOf.set(hit, hint);
  }
  // "not the one in the ACT", "the one near Darwin": a place saying which one is meant, wherever it stands, is no place wanted.
  for (const hit of hits) if (/\bthe ones? (?:in|near|up in|down in|over in|out in)\s+(?:the\s+)?$/i.test(text.slice(Math.max(0, tokens[hit.i].start - 30), tokens[hit.i].start))) dropped.add(hit);
  // "Manly Brisbane", "Inner West Sydney", "Sebastopol Ballarat", "Richmond or Hawthorn, Melbourne": a capital
  // or a council after a place says which one is meant (the one in its greater area or council), and is not a place itself.
  for (let h = 0; h + 1 < hits.length; h++) {
    const hit = hits[h];
    const next = hits[h + 1];
    if (dropped.has(next) || dropped.has(hit) || next.i !== hit.j + 1) continue;
    const gap = text.slice(tokens[hit.j].end, tokens[next.i].start);
    // ("Hamilton (Newcastle, not Brisbane)": the council in brackets.)
    if (!/^\s*(?:,|\()?\s*$/.test(gap)) continue;
    const nextKey = tokens.slice(next.i, next.j + 1).map((t) => t.word).join(" ");
    const councils = new Set(next.cands.filter((c) => c.kind === "lga").map((c) => c.description));
    const inIt = (c: PlaceCandidate) => c.kind !== "state" && ((CAPITAL_NAMES.has(nextKey) && c.metro === nextKey) || (!!c.lga && councils.has(c.lga)));
    const within = hit.cands.filter(inIt);
    if (within.length === 0 || (within.length === hit.cands.length && hit.cands.every((c) => c.kind === "lga" && councils.has(c.description)))) continue;
    // "Geelong, Melbourne or Ballarat" lists three places; a qualifier after a comma ends its list.
    const afterNext = text.slice(tokens[next.j].end, tokens[next.j].end + 12);
    // ("maylands, bayswater n inglewood": "n" for "and".)
    if (/,/.test(gap) && /^\s*(?:,|or\b|and\b|n\b|&)/i.test(afterNext) && hits[h + 2]) continue;
    hit.cands = within;
    dropped.add(next);
    const hint = hintOf.get(hit) ?? {};
    if (!hint.state && new Set(within.map((c) => c.state)).size === 1) hint.state = within[0].state;
    hintOf.set(hit, hint);
    // The places listed before it share its state: "St Kilda or Carlton, Melbourne".
    for (let k = h; k > 0; k--) {
      const prev = hits[k - 1];
      const between = text.slice(tokens[prev.j].end, tokens[hits[k].i].start);
      if (!/^\s*(?:,|or|and|&|\/)?\s*(?:or|and)?\s*$/i.test(between)) break;
      const ph = hintOf.get(prev) ?? {};
      if (!ph.state && hint.state) ph.state = hint.state;
      hintOf.set(prev, ph);
    }
  }
  // "Palmerston in the NT", "Kingston or Griffith in Canberra", "Hamilton, in the Western District of Victoria": a state
  // named after places, with "in" or "of", says where they are (as "Palmerston NT" does), and is no place of its own.
  for (let h = 1; h < hits.length; h++) {
    const hit = hits[h];
    const state = hit.cands.find((c) => c.kind === "state");
    if (!state || dropped.has(hit)) continue;
    const prev = hits.slice(0, h).filter((x) => !dropped.has(x)).at(-1);
    if (!prev || prev.cands.some((c) => c.kind === "state")) continue;
    const gap = text.slice(tokens[prev.j].end, tokens[hit.i].start);
    if (!STATE_QUALIFIER_GAP.test(gap) || !prev.cands.some((c) => c.state === state.state)) continue;
    dropped.add(hit);
    // It qualifies the place before it and the places listed with that one.
    for (let k = hits.indexOf(prev); k >= 0; k--) {
      const q = hits[k];
      if (k < hits.indexOf(prev) && !/^\s*(?:,|or|and|&|\/)?\s*(?:or|and)?\s*$/i.test(text.slice(tokens[q.j].end, tokens[hits[k + 1].i].start))) break;
      const qh = hintOf.get(q) ?? {};
      if (!qh.state && q.cands.some((c) => c.state === state.state)) qh.state = state.state;
      hintOf.set(q, qh);
    }
  }
  // A postcode on its own ("in 3350"): every suburb that has it.
  const postcodeMentions: PlaceMention[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (used[i] || hintTokens.has(i) || !/^\d{4}$/.test(t.word) || consumed(i, i)) continue;
    // "went under in 2022": a year, not Bondi Junction's postcode.
    if (YEAR.test(t.word) && YEAR_CUE.test(sentenceAround(text, t.start).text)) continue;
    const prev = tokens[i - 1]?.word;
    const prevIsPostcode = postcodeMentions.some((m) => m.end === tokens[i - 2]?.end) && (prev === "or" || prev === "and");
    if (!prev || !(["in", "postcode", "postcodes", "around", "near", "pc"].includes(prev) || prevIsPostcode)) continue;
    for (const place of (index.byPostcode.get(t.word) ?? []).slice(0, 30)) {
      postcodeMentions.push({ text: t.raw, start: t.start, end: t.end, place, options: [], fuzzy: false });
    }
  }
  const kept = hits.filter((h) => !dropped.has(h));
  // States of the places that resolve on their own help settle the ambiguous ones; so does the
  // one state two ambiguous names share ("Richmond or Hawthorn").
  const firstPass = kept.map((h) => resolveCandidates(h.cands, { ...hintOf.get(h) }));
  // A place is settled firmly when only one state has it, or a state or postcode beside it says which; a name in several
  // states settled only by its size ("Stirling": the City of Stirling, WA, beside Stirling, SA) is settled again by the
  // states of the firm ones ("Hahndorf or Stirling" is in SA, "Ngunnawal, Casey or Franklin" in the ACT).
  const firm = kept.map((h) => {
    const hint = hintOf.get(h) ?? {};
    return !!hint.state || !!hint.postcode || new Set(h.cands.map((c) => c.state)).size === 1;
  });
  const firmStates = firstPass.filter((r, n) => firm[n] && r.place && r.place.kind !== "state").map((r) => r.place!.state);
  for (let n = 0; n < kept.length; n++) {
    if (firm[n] || !firstPass[n].place || firmStates.length === 0) continue;
    const again = resolveCandidates(kept[n].cands, { ...hintOf.get(kept[n]), contextStates: [...(opts.contextStates ?? []), ...firmStates] });
    if (again.place && firmStates.includes(again.place.state)) firstPass[n] = again;
  }
  // A name taken because only one state has a town of any size ("Theodore": the Canberra suburb over a Queensland town of
  // 438) goes where the conversation's places all are ("Biloela house", then "and Theodore too": QLD), unless this
  // message's own places are elsewhere.
  // (Not a capital, nor beside one: "we're thinking Perth instead. Bayswater and Inglewood" are in WA.)
  const briefStates = [...new Set(opts.contextStates ?? [])];
  const capitalElsewhere = firstPass.some((r) => r.place && CAPITAL_LGAS.has(r.place.description) && r.place.state !== briefStates[0]);
  if (briefStates.length === 1 && !capitalElsewhere && firmStates.every((st) => st === briefStates[0])) {
    for (let n = 0; n < kept.length; n++) {
      const chosen = firstPass[n].place;
      if (firm[n] || !chosen || chosen.kind === "state" || chosen.state === briefStates[0]) continue;
      const there = resolveCandidates(kept[n].cands, { ...hintOf.get(kept[n]), state: briefStates[0] });
      if (there.place && there.place.state === briefStates[0]) firstPass[n] = { place: there.place, options: [] };
    }
  }
  // A name taken for its size ("Guildford" for Guildford, NSW) goes where the others and the conversation are ("midland n
  // guildford": WA; "and Latrobe" after Devonport: TAS).
  const settledStates = [...(opts.contextStates ?? []), ...firstPass.filter((r) => r.place && r.place.kind !== "state" && r.options.length === 0).map((r) => r.place!.state)];
  for (let n = 0; n < kept.length; n++) {
    if (!firstPass[n].place || firstPass[n].options.length === 0 || settledStates.length === 0) continue;
    const again = resolveCandidates(kept[n].cands, { ...hintOf.get(kept[n]), contextStates: settledStates });
    if (again.place && settledStates.includes(again.place.state)) firstPass[n] = { place: again.place, options: [] };
  }
  // Names in several states, none settled firmly ("bridgewater or brighton", "stratford or freshwater"): weighed state by
  // state by their sizes and by how near they lie: in one council (Brighton (M), TAS; Cairns, QLD) far more than in one town,
  // in one town more than in one capital's area. A state far ahead of the next is meant, whatever each name's size says.
  const loose = kept.map((_, n) => n).filter((n) => !firm[n] && (!firstPass[n].place || firstPass[n].options.length > 0));
  if (loose.length >= 2) {
    const inState = (h: Hit, st: string) => h.cands.filter((c) => c.state === st && c.kind !== "state");
    const common = [...new Set(kept[loose[0]].cands.map((c) => c.state))].filter((st) => loose.every((n) => inState(kept[n], st).length > 0));
    // (The conversation's state, where they all are, settles them as before: "somewhere in Canberra", then "Kingston or Griffith".)
    const states = common.some((st) => opts.contextStates?.includes(st)) ? [] : common;
    const shareOne = (st: string, key: (c: PlaceCandidate) => string | null | undefined) => {
      const sets = loose.map((n) => new Set(inState(kept[n], st).map((c) => (c.kind === "lga" ? c.description : key(c))).filter(Boolean)));
      return [...sets[0]].some((a) => sets.every((x) => x.has(a)));
    };
    const score = (st: string) =>
      loose.reduce((p, n) => p * Math.max(...inState(kept[n], st).map((c) => c.population), 1), 1) *
      (shareOne(st, (c) => c.lga) ? 20 : shareOne(st, (c) => c.urban) ? 10 : shareOne(st, (c) => c.metro) ? 3 : 1);
    const ranked = states.map((st) => ({ st, score: score(st) })).sort((a, b) => b.score - a.score);
    if (ranked.length === 1 || (ranked.length >= 2 && ranked[0].score >= 3 * ranked[1].score))
      for (const n of loose) {
        // (The town, not its council: "Brighton" beside Bridgewater is Brighton, TAS, not the Brighton municipality.)
        const [place] = inState(kept[n], ranked[0].st).sort((a, b) => Number(b.kind === "suburb") - Number(a.kind === "suburb") || b.population - a.population);
        firstPass[n] = { place, options: [] };
      }
  }
  const contextStates = [
    ...(opts.contextStates ?? []),
    ...firstPass.filter((r) => r.place && r.place.kind !== "state").map((r) => r.place!.state),
  ];
  const open = firstPass.filter((r) => !r.place);
  if (open.length >= 2) {
    let shared = new Set(open[0].options.map((o) => o.state));
    for (const r of open.slice(1)) shared = new Set(r.options.map((o) => o.state).filter((st) => shared.has(st)));
    if (shared.size === 1) contextStates.push(...shared);
    else {
      // Several shared states: the one where every name is most populous.
      const tops = new Set(open.map((r) => r.options[0]?.state));
      if (tops.size === 1 && shared.has([...tops][0]!)) contextStates.push([...tops][0]!);
    }
  }
  // "the Illawarra", "the bayside", "the Calder", "the north-west coast": a region or a road called with "the", resolved to
  // a state none of the message's other places (two or more, all in one state) is in, is talk about where they are.
  const DIRECTION = /^(?:north|south|east|west|northern|southern|eastern|western|upper|lower|inner|outer|far|mid|central)$/;
  const afterThe = (h: Hit) => {
    let k = h.i - 1;
    while (k >= 0 && DIRECTION.test(tokens[k].word) && k >= h.i - 2) k--;
    return tokens[k]?.word === "the";
  };
  // "Brisbane's bayside", "cairns northern beaches", "Adelaide's inner west": a region qualified by a place of another state
  // is that place's region, not the council of its name; "the north-west coast" is no West Coast council.
  const qualifiedBy = (h: Hit) => {
    const k = h.i - 1;
    if (k < 0) return null;
    const gap = text.slice(tokens[k].end, tokens[h.i].start);
    // (Or a direction before a name that starts with one: "the north west coast".)
    if (DIRECTION.test(tokens[k].word) && (/^-$/.test(gap) || (/^\s+$/.test(gap) && COMPASS.test(tokens[h.i].word)))) return "direction";
    let d = k;
    while (d >= 0 && DIRECTION.test(tokens[d].word) && d >= h.i - 2) d--;
    const before = kept.findIndex((x) => x.j === d);
    if (before < 0) return null;
    const between = text.slice(tokens[d].end, tokens[h.i].start);
    return /^(?:'s)?\s+(?:[a-z]+\s+)?$/i.test(between) ? before : null;
  };
  const outlier = new Set<number>();
  for (let n = 0; n < kept.length; n++) {
    const place = firstPass[n].place;
    if (!place || place.kind === "state" || (firm[n] && hintOf.get(kept[n])?.state)) continue;
    const q = qualifiedBy(kept[n]);
    if (q === "direction") {
      outlier.add(n);
      continue;
    }
    const others = firstPass.filter((r, m) => m !== n && r.place && r.place.kind !== "state").map((r) => r.place!.state);
    const elsewhere = others.length >= 1 && new Set(others).size === 1 && others[0] !== place.state;
    // (a locality of a few dozen people named beside places of another state: "Illawarra", VIC, population 60.)
    // (Not the town a council is named after: "Port Pirie", SA, 195 people in its own suburb, the City of Port Pirie's town.)
    const tiny = place.kind === "suburb" && place.population < 200 && !(place.lga ?? "").toLowerCase().startsWith(place.name.toLowerCase());
    if (elsewhere && ((others.length >= 2 && afterThe(kept[n])) || (q !== null && firstPass[q]?.place?.state !== place.state) || tiny)) outlier.add(n);
  }
  const named = kept.flatMap((h, n) => {
    if (outlier.has(n)) return [];
    const r = firstPass[n].place ? firstPass[n] : resolveCandidates(h.cands, { ...hintOf.get(h), contextStates });
    return [{
      text: text.slice(tokens[h.i].start, tokens[h.j].end),
      start: tokens[h.i].start,
      end: tokens[h.j].end,
      place: r.place,
      options: r.options,
      fuzzy: h.fuzzy,
    }];
  });
  return [...named, ...postcodeMentions].sort((a, b) => a.start - b.start);
}

/** The candidate a form answer or a short reply picks among pending options. */
export function pickOption(options: readonly string[], answer: string): string | null {
  const a = answer.trim().toLowerCase();
  if (!a) return null;
  const exact = options.find((o) => o.toLowerCase() === a);
  if (exact) return exact;
  const inside = options.filter((o) => a.includes(o.toLowerCase()));
  if (inside.length === 1) return inside[0];
  // "the Victorian one", "vic", "3121", "the first one".
  const ordinal = /\b(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th)\b/.exec(a);
  if (ordinal) {
    const n = ["first", "1st"].includes(ordinal[1]) ? 0 : ["second", "2nd"].includes(ordinal[1]) ? 1 : ["third", "3rd"].includes(ordinal[1]) ? 2 : ["fourth", "4th"].includes(ordinal[1]) ? 3 : 4;
    if (options[n]) return options[n];
  }
  const postcode = /\b(\d{4})\b/.exec(a);
  if (postcode) {
    const o = options.filter((x) => x.includes(postcode[1]));
    if (o.length === 1) return o[0];
  }
  const words = a.replace(/[^a-z ]/g, " ").split(/\s+/);
  const states = new Set<string>();
  for (const w of words) {
    const s = stateAbbr(w) ?? ({ victorian: "VIC", queensland: "QLD", tassie: "TAS", tasmanian: "TAS", sydney: "NSW", melbourne: "VIC", adelaide: "SA", hobart: "TAS", brisbane: "QLD" } as Record<string, string>)[w];
    if (s) states.add(s);
  }
  for (const full of Object.entries(STATE_NAMES)) if (a.includes(full[1].toLowerCase())) states.add(full[0]);
  if (states.size === 1) {
    const [st] = [...states];
    const o = options.filter((x) => new RegExp(`, ${st}( |$)`).test(x));
    if (o.length >= 1) return o[0];
  }
  return null;
}
