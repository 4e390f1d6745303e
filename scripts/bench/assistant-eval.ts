/**
 * The assistant's evaluation over tests/fixtures/assistant/*.json: runs every case
 * through the built-in assistant and scores each field exactly. Shared by the
 * evaluation test (which prints the table and requires 90 %) and `npm run bench:assistant`.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ANNOUNCES_MATCHES } from "@/lib/chat/navigation";
import { assistantTurn, initialAssistantState, needsSuburbFacts, type AssistantReply, type AssistantResult, type AssistantState, type PlaceIndex, type SuburbFacts } from "@/lib/assistant";
import { missingEssentials } from "@/lib/assistant/brief";
import { scoreListing } from "@/lib/engine";
import { listingFixture, profileFixture } from "@/lib/testkit/engine-listings";
import { asAssistantResults } from "@/lib/testkit/assistant-results";
import type { EngineData } from "@/lib/engine/query";
import { emptyPreferences, type Importance, type StoredPreferences } from "@/lib/preferences/schema";

export const FIXTURE_DIR = path.join(process.cwd(), "tests", "fixtures", "assistant");

type Brief = {
  loc?: string[];
  price?: [number | null, number | null];
  type?: string;
  bed?: string;
  bath?: string;
  car?: string;
  land?: string;
  features?: string[];
  risks?: string[];
  avoid?: string[];
  goals?: string[];
  dev?: string[];
  split?: string[];
  reno?: [boolean, number | null, string | null];
  rank?: string[];
  market?: string;
  place?: string[];
  /** Amenity categories wanted nearby. */
  near?: string[];
  /** [address, transport mode, minutes] of a place to reach. */
  reach?: [string, string, number];
  /** propertyStyle and propertyAge. */
  style?: string[];
  age?: string[];
  /** The assistant must not search yet: it shows what it understood and asks about a doubtful part. */
  ask?: boolean;
  /** The last message is off-topic: the brief after it must equal the brief before it. */
  offTopic?: boolean;
};
type BriefCase = { id: string; turns: string[]; expect: Brief; tags?: string[] };
type BadCase = { id: string; turns: string[]; expect: { brief?: Brief } };
type ReplyCase = { id: string; turns: string[]; expect: { brief?: Brief; replyIncludes?: string[]; replyExcludes?: string[] } };
type ResultsExpect = {
  rank?: number;
  quotes?: string[];
  compare?: number[];
  onlyUnder?: number;
  bestBy?: { path: string; best: "max" | "min" };
};
type ResultsFile = {
  data: EngineData;
  importance: Importance;
  listings: Record<string, unknown>[];
  cases: { id: string; question: string; expect: ResultsExpect }[];
};

export type FieldScore = { field: string; correct: number; total: number };
export type CaseFailure = { id: string; field: string; expected: unknown; actual: unknown; file: string };
/** A case is known by its file and id: sets may reuse ids (the first and fifth held-out sets both have h001…). */
const caseKey = (file: string, id: string) => `${file}#${id}`;
/** Per fixture file: how many cases came out right on every field. */
export type FileScore = { file: string; cases: number; allRight: number };
/** Per tag of the held-out sets: cases, cases right on every field, and fields wrong. */
export type TagScore = { tag: string; cases: number; allRight: number; fields: number; fieldsWrong: number };
export type EvalOutcome = {
  cases: number;
  turns: number;
  fields: FieldScore[];
  failures: CaseFailure[];
  files: FileScore[];
  tags: TagScore[];
  turnMillis: number[];
  /** Turns that started a search without showing the summary, or while still asking its question (must be none). */
  searchesWithoutSummary: string[];
};

const trueKeys = (o: Record<string, boolean>) => Object.keys(o).filter((k) => o[k]).sort();

/**
 * The fields a brief case is scored on, as [name, expected, actual]. `runSearch` is whether the brief
 * as it stands is searched without a question: this reply starts the search, or the brief is the one
 * last searched and the reply asks nothing (an off-topic line or "what have you got so far?" after a
 * search leaves it searched; searching an unchanged brief again would add nothing).
 */
function briefFields(exp: Brief, p: StoredPreferences, reply: AssistantReply, state?: AssistantState): [string, unknown, unknown][] {
  const e = emptyPreferences();
  const expected = {
    locations: [...(exp.loc ?? e.locations)].sort(),
    priceMin: exp.price ? exp.price[0] : null,
    priceMax: exp.price ? exp.price[1] : null,
    propertyType: exp.type ?? null,
    bedrooms: exp.bed ?? null,
    bathrooms: exp.bath ?? null,
    parking: exp.car ?? null,
    landSize: exp.land ?? "",
    features: [...(exp.features ?? [])].sort(),
    riskFilters: [...(exp.risks ?? [])].sort(),
    avoidFilters: [...(exp.avoid ?? [])].sort(),
    investmentGoals: [...(exp.goals ?? [])].sort(),
    developmentPotential: [...(exp.dev ?? [])].sort(),
    splitLiving: [...(exp.split ?? [])].sort(),
    renovation: exp.reno ?? [false, null, null],
    importanceRanking: exp.rank ?? [],
    marketStatus: exp.market ?? "All Properties",
    amenities: [...(exp.near ?? [])].sort(),
    destination: exp.reach ?? null,
    propertyStyle: [...(exp.style ?? [])].sort(),
    propertyAge: [...(exp.age ?? [])].sort(),
  };
  // The form asks exactly what the expected brief misses (plus "which one?" when a place is ambiguous).
  const expectedPrefs: StoredPreferences = {
    ...e,
    locations: expected.locations,
    priceRange: { min: expected.priceMin, max: expected.priceMax },
    propertyType: expected.propertyType as StoredPreferences["propertyType"],
    bedrooms: expected.bedrooms as StoredPreferences["bedrooms"],
    landSize: expected.landSize,
    importanceRanking: expected.importanceRanking as StoredPreferences["importanceRanking"],
  };
  const asks = [...(exp.place ? ["place"] : []), ...missingEssentials(expectedPrefs).filter((f) => !(exp.place && f === "locations"))].sort();
  const placeOptions = exp.place ?? null;
  const actualPlace = reply.form?.find((f) => f.id === "place")?.options ?? null;
  const actual = {
    locations: [...p.locations].sort(),
    priceMin: p.priceRange.min,
    priceMax: p.priceRange.max,
    propertyType: p.propertyType,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    parking: p.parking,
    landSize: p.landSize,
    features: trueKeys(p.features),
    riskFilters: trueKeys(p.riskFilters),
    avoidFilters: trueKeys(p.avoidFilters),
    investmentGoals: trueKeys(p.investmentGoals),
    developmentPotential: trueKeys(p.developmentPotential),
    splitLiving: trueKeys(p.splitLiving),
    renovation: [p.renovationPotential.enabled, p.renovationPotential.renovationBudget, p.renovationPotential.finishLevel],
    importanceRanking: p.importanceRanking,
    marketStatus: p.marketStatus,
    amenities: p.proximityToAmenities.enabled ? [...p.proximityToAmenities.selectedCategories].sort() : [],
    destination: p.destinations.enabled ? [p.destinations.address, p.destinations.transportMode, p.destinations.maxTravelTime] : null,
    propertyStyle: [...p.propertyStyle].sort(),
    propertyAge: [...p.propertyAge].sort(),
  };
  const rows: [string, unknown, unknown][] = Object.keys(expected).map((k) => [k, expected[k as keyof typeof expected], actual[k as keyof typeof actual]]);
  if (exp.ask) {
    // A doubtful reading: no search, and a question (a form, or a question in the text) instead.
    rows.push(["ask", true, reply.runSearch !== true && ((reply.form?.length ?? 0) > 0 || reply.text.includes("?"))]);
    rows.push(["runSearch", false, reply.runSearch === true]);
    return rows;
  }
  rows.push(["form", asks, (reply.form ?? []).map((f) => f.id).sort()]);
  if (placeOptions) rows.push(["placeOptions", placeOptions, actualPlace]);
  const searched = !reply.form?.length && !reply.summary?.question && !!state && state.lastSearch === JSON.stringify(p);
  rows.push(["runSearch", asks.length === 0, reply.runSearch === true || searched]);
  return rows;
}

const get = (o: unknown, dotted: string): unknown => dotted.split(".").reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), o);

/** The figure as the answer would print it: "5.6%", "$1,234", "1,100". */
function figureVariants(v: unknown): string[] {
  if (typeof v !== "number") return [];
  const whole = Math.round(Math.abs(v)).toLocaleString("en-AU");
  return [`${v.toFixed(1)}%`, `${Math.abs(v).toFixed(1)}%`, `$${whole}`, whole];
}

export function buildResults(file: ResultsFile): AssistantResult[] {
  const profile = profileFixture();
  return asAssistantResults(file.listings.map((o) => scoreListing(listingFixture(o as never), profile, file.data, file.importance)));
}

function checkResultsAnswer(text: string, exp: ResultsExpect, results: AssistantResult[]): string | null {
  const first = /#(\d+)/.exec(text);
  if (ANNOUNCES_MATCHES.test(text)) return "answer would navigate to /matches";
  if (exp.rank !== undefined) {
    if (!first || Number(first[1]) !== exp.rank) return `answer is about #${first?.[1]}, expected #${exp.rank}`;
    const r = results.find((x) => x.rank === exp.rank)!;
    for (const q of exp.quotes ?? []) {
      const variants = figureVariants(get(r.scoringInputs, q));
      if (!variants.some((v) => text.includes(v))) return `does not quote ${q} (${variants.join(" / ")})`;
    }
  }
  if (exp.compare) {
    for (const n of exp.compare) if (!text.includes(`#${n}`)) return `comparison misses #${n}`;
    if (!text.includes("|")) return "comparison is not a table";
  }
  if (exp.onlyUnder !== undefined) {
    const want = results.filter((r) => (get(r.scoringInputs, "investmentGoals.highcashflow.price_used") as number) <= exp.onlyUnder!).map((r) => r.rank);
    const got = [...text.matchAll(/^- #(\d+)/gm)].map((m) => Number(m[1]));
    if (want.length === 0 ? !/^None of/.test(text) : JSON.stringify(got) !== JSON.stringify(want)) return `listed ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`;
  }
  if (exp.bestBy) {
    const withV = results.filter((r) => typeof get(r.scoringInputs, exp.bestBy!.path) === "number");
    withV.sort((a, b) => {
      const va = get(a.scoringInputs, exp.bestBy!.path) as number;
      const vb = get(b.scoringInputs, exp.bestBy!.path) as number;
      return exp.bestBy!.best === "max" ? vb - va : va - vb;
    });
    if (!first || Number(first[1]) !== withV[0].rank) return `named #${first?.[1]}, expected #${withV[0].rank}`;
  }
  return null;
}

/** Every fixture file of the folder, or `only` those (paths under it, e.g. a held-out set in a subfolder). */
function readFixtures(only?: string[]) {
  const files = only ?? readdirSync(FIXTURE_DIR).filter((f) => f.endsWith(".json")).sort();
  const base = (f: string) => path.basename(f);
  const load = (f: string) => JSON.parse(readFileSync(path.join(FIXTURE_DIR, f), "utf8"));
  return {
    briefs: files.filter((f) => base(f).startsWith("briefs-") || base(f).startsWith("multi-turn")).flatMap((f) => (load(f).cases as BriefCase[]).map((c) => ({ ...c, file: f }))),
    bad: files.filter((f) => base(f).startsWith("bad-input")).flatMap((f) => (load(f).cases as BadCase[]).map((c) => ({ ...c, file: f }))),
    results: files.filter((f) => base(f).startsWith("results-")).map((f) => ({ ...(load(f) as ResultsFile), file: f })),
    replies: files.filter((f) => base(f).startsWith("replies-")).flatMap((f) => (load(f).cases as ReplyCase[]).map((c) => ({ ...c, file: f }))),
  };
}

/** 10,000-character messages: filler alone, and a real brief followed by filler; a 3,900-character message whose brief is at its end. */
const expand = (m: string) =>
  m === "{{LONG_10000_GIBBERISH}}"
    ? "lorem ipsum dolor sit amet ".repeat(400).slice(0, 10_000)
    : m === "{{LONG_10000_BRIEF}}"
      ? `3 bed house in Ballarat under 500k. ${"lorem ipsum dolor sit amet ".repeat(400)}`.slice(0, 10_000)
      : m === "{{LONG_3900_BRIEF_AT_END}}"
        ? `${"We have been looking for a while and have seen a lot of places, some good and some not so good. ".repeat(40).slice(0, 3_850)} So: 3 bed house in Ballarat under 500k.`
        : m;

/**
 * `only`: the fixture files to run (all of them by default). `suburbs`: the suburb facts, asked for
 * only by the turns that need them (suggestions, questions about a suburb's figures), as the app does.
 */
export function runEvaluation(places: PlaceIndex, only?: string[], suburbs?: () => readonly SuburbFacts[]): EvalOutcome {
  const { briefs, bad, results, replies } = readFixtures(only);
  const scores = new Map<string, FieldScore>();
  const failures: CaseFailure[] = [];
  const turnMillis: number[] = [];
  const searchesWithoutSummary: string[] = [];
  let turns = 0;
  const fieldsOfCase = new Map<string, number>();
  const score = (c: { id: string; file: string }, field: string, expected: unknown, actual: unknown) => {
    const id = c.id;
    fieldsOfCase.set(caseKey(c.file, id), (fieldsOfCase.get(caseKey(c.file, id)) ?? 0) + 1);
    const s = scores.get(field) ?? { field, correct: 0, total: 0 };
    s.total++;
    if (JSON.stringify(expected) === JSON.stringify(actual)) s.correct++;
    else failures.push({ id, field, expected, actual, file: c.file });
    scores.set(field, s);
  };
  const run = (state: AssistantState, message: string, results?: AssistantResult[]) => {
    const facts = suburbs && needsSuburbFacts(message, state) ? suburbs() : undefined;
    const t0 = performance.now();
    const out = assistantTurn({ state, message, places, results, suburbs: facts });
    turnMillis.push(performance.now() - t0);
    turns++;
    if (out.reply.runSearch && (!out.reply.summary || out.reply.summary.question)) searchesWithoutSummary.push(message.slice(0, 80));
    return out;
  };

  for (const c of briefs) {
    let state = initialAssistantState();
    let reply: AssistantReply = { text: "" };
    let before = "";
    for (const m of c.turns) {
      before = JSON.stringify(state.preferences);
      ({ state, reply } = run(state, expand(m)));
    }
    for (const [field, e, a] of briefFields(c.expect, state.preferences, reply, state)) score(c, field, e, a);
    if (c.expect.offTopic) score(c, "offTopicUnchanged", true, JSON.stringify(state.preferences) === before);
  }

  for (const c of bad) {
    let state = initialAssistantState();
    let reply: AssistantReply = { text: "" };
    let problem: string | null = null;
    for (const m of c.turns) {
      try {
        ({ state, reply } = run(state, expand(m)));
      } catch (err) {
        problem = `threw ${String(err)}`;
      }
    }
    if (!problem && !reply.text.trim()) problem = "empty reply";
    if (!problem && /<\s*(script|img)|onerror|alert\(/i.test(reply.text)) problem = "echoed markup";
    if (!problem && !c.expect.brief && reply.runSearch) problem = "started a search";
    if (!problem && !c.expect.brief && JSON.stringify(state.preferences) !== JSON.stringify(emptyPreferences())) problem = "changed the brief";
    score(c, "badInput", null, problem);
    if (c.expect.brief) for (const [field, e, a] of briefFields(c.expect.brief, state.preferences, reply)) score(c, field, e, a);
  }

  for (const c of replies) {
    let state = initialAssistantState();
    let reply: AssistantReply = { text: "" };
    for (const m of c.turns) ({ state, reply } = run(state, expand(m)));
    const text = reply.text.toLowerCase();
    const missing = (c.expect.replyIncludes ?? []).filter((w) => !text.includes(w.toLowerCase()));
    const unwanted = (c.expect.replyExcludes ?? []).filter((w) => text.includes(w.toLowerCase()));
    score(c, "reply", null, missing.length || unwanted.length ? { missing, unwanted, text: reply.text } : null);
    for (const [field, e, a] of briefFields(c.expect.brief ?? {}, state.preferences, reply)) {
      // A reply case's form and search flag are judged by its words, not by the brief's essentials.
      if (field !== "form" && field !== "runSearch") score(c, field, e, a);
    }
  }

  for (const file of results) {
    const listings = buildResults(file);
    for (const c of file.cases) {
      // Asked after a completed search.
      const { reply } = run({ ...initialAssistantState(), lastSearch: "{}" }, c.question, listings);
      score({ id: c.id, file: file.file }, "resultsAnswer", null, checkResultsAnswer(reply.text, c.expect, listings));
    }
  }

  const fileOf = new Map<string, string>();
  for (const c of [...briefs, ...bad, ...replies]) fileOf.set(caseKey(c.file, c.id), c.file);
  for (const f of results) for (const c of f.cases) fileOf.set(caseKey(f.file, c.id), f.file);
  const failedIds = new Set(failures.map((f) => caseKey(f.file, f.id)));
  const files = [...new Set(fileOf.values())].sort().map((file) => {
    const keys = [...fileOf].filter(([, f]) => f === file).map(([k]) => k);
    return { file, cases: keys.length, allRight: keys.filter((k) => !failedIds.has(k)).length };
  });
  const fields = [...scores.values()].sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field));
  const tags = tagScores(briefs, failures, fieldsOfCase);
  return { cases: briefs.length + bad.length + replies.length + results.reduce((n, f) => n + f.cases.length, 0), turns, fields, failures, files, tags, turnMillis, searchesWithoutSummary };
}

const FIELD_ORDER = ["locations", "priceMin", "priceMax", "propertyType", "bedrooms", "bathrooms", "parking", "landSize", "features", "riskFilters", "avoidFilters", "investmentGoals", "developmentPotential", "splitLiving", "renovation", "importanceRanking", "marketStatus", "amenities", "destination", "propertyStyle", "propertyAge", "form", "placeOptions", "ask", "runSearch", "offTopicUnchanged", "reply", "resultsAnswer", "badInput"];

/** Per class of case (its tags): how many fields and how many whole cases came out right. */
function tagScores(briefs: (BriefCase & { file: string })[], failures: CaseFailure[], fieldsOfCase: Map<string, number>): TagScore[] {
  const failedFields = new Map<string, number>();
  for (const f of failures) failedFields.set(caseKey(f.file, f.id), (failedFields.get(caseKey(f.file, f.id)) ?? 0) + 1);
  const byTag = new Map<string, TagScore>();
  for (const c of briefs) {
    for (const tag of c.tags ?? []) {
      const t = byTag.get(tag) ?? { tag, cases: 0, allRight: 0, fields: 0, fieldsWrong: 0 };
      t.cases++;
      t.fields += fieldsOfCase.get(caseKey(c.file, c.id)) ?? 0;
      const wrong = failedFields.get(caseKey(c.file, c.id)) ?? 0;
      if (!wrong) t.allRight++;
      t.fieldsWrong += wrong;
      byTag.set(tag, t);
    }
  }
  return [...byTag.values()].sort((a, b) => a.tag.localeCompare(b.tag));
}

export function formatTags(tags: TagScore[]): string {
  const lines = ["class (tag)           cases   all right   field accuracy", "--------------------  -----   ---------   --------------"];
  for (const t of tags) {
    const fieldAcc = 100 * (1 - t.fieldsWrong / t.fields);
    lines.push(`${t.tag.padEnd(20)}  ${String(t.cases).padStart(5)}   ${`${t.allRight} (${((100 * t.allRight) / t.cases).toFixed(1)}%)`.padStart(11)}   ${fieldAcc.toFixed(1).padStart(13)}%`);
  }
  return lines.join("\n");
}

export function formatFiles(files: FileScore[]): string {
  return files.map((f) => `${f.file.padEnd(26)} ${String(f.allRight).padStart(3)} of ${String(f.cases).padStart(3)} cases right on every field`).join("\n");
}

export function formatTable(fields: FieldScore[]): string {
  const lines = ["field                 exact   cases   accuracy", "--------------------  ------  ------  --------"];
  for (const f of fields) lines.push(`${f.field.padEnd(20)}  ${String(f.correct).padStart(6)}  ${String(f.total).padStart(6)}  ${((100 * f.correct) / f.total).toFixed(1).padStart(7)}%`);
  return lines.join("\n");
}
