/**
 * The assistant measured on the writers' corpus (tests/fixtures/assistant-writers/, issue 34): cases written by
 * independent writers, each briefed only with the spec, the preference schema's options and a persona, and
 * labelled in the writers' own vocabulary (the folder's README). Every case runs through the built-in assistant
 * turn by turn; its brief is read back into that vocabulary and every field is scored exactly, whether the writer
 * set it or not (a field the buyer never mentioned must stay empty).
 *
 * Whole writers are held out (split.json): their text is never used to tune. `npm run assistant:eval` runs the
 * tuning writers; a held-out writer runs only with `--held-out <writer>`, and its first run is written to
 * bench/results/ before anything else can be (scripts/bench/assistant-eval-report.ts).
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { assistantTurn, initialAssistantState, needsSuburbFacts, type AssistantReply, type AssistantState, type PlaceIndex, type SuburbFacts } from "@/lib/assistant";
import { normaliseLga } from "@/lib/engine/locations";
import { parseLandSize } from "@/lib/engine/parse";
import { toSearchData } from "@/lib/preferences/convert";
import { formatNumber } from "@/lib/money";
import { TRAVEL_TIMES, type StoredPreferences } from "@/lib/preferences/schema";

export const WRITERS_DIR = path.join(process.cwd(), "tests", "fixtures", "assistant-writers");

type Commute = { to: string; minutes: number; mode: string };
export type WriterBrief = {
  locations?: string[];
  excludedLocations?: string[];
  contextPlaces?: string[];
  priceMin?: number;
  priceMax?: number;
  propertyType?: string;
  excludedPropertyTypes?: string[];
  bedrooms?: string;
  bathrooms?: string;
  parking?: string;
  landMinM2?: number;
  features?: string[];
  excludedFeatures?: string[];
  risks?: string[];
  avoid?: string[];
  ages?: string[];
  styles?: string[];
  goals?: string[];
  development?: string[];
  splitLiving?: string[];
  renovation?: { wanted: boolean; budget?: number; finish?: string };
  marketStatus?: string;
  amenities?: string[];
  commute?: Commute[];
};
export type WriterMoney = {
  topic: string;
  state?: string | null;
  price?: number;
  deposit?: number;
  loan?: number;
  rent?: { amount: number; per: string };
  [key: string]: unknown;
};
export type WriterCase = {
  id: string;
  kind: "brief" | "conversation" | "money" | "advice" | "offTopic";
  style?: string;
  turns: string[];
  expect: { brief?: WriterBrief; money?: WriterMoney; advice?: boolean; offTopic?: boolean; ask?: boolean };
};
export type WriterFile = { writer: string; persona: string; cases: WriterCase[] };

/** The writers' files in the folder, by writer id. */
export function readWriterFiles(dir = WRITERS_DIR): WriterFile[] {
  return readdirSync(dir)
    .filter((f) => /^w\d+\.json$/.test(f))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as WriterFile);
}

/** Which writers are held out: their text never tunes the assistant (split.json). */
export function readSplit(dir = WRITERS_DIR): { heldOut: string[] } {
  return JSON.parse(readFileSync(path.join(dir, "split.json"), "utf8")) as { heldOut: string[] };
}

const STATES = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"];
/**
 * A place as a comparable key, "name|STATE": the assistant writes "Footscray, VIC 3011" or "Ballina (Area), NSW"
 * for a council area; a writer "Footscray, VIC" or "Ballina (Area), NSW". Postcodes, the council's kind in
 * brackets and the words a council's name carries (Shire, Region, City of, Greater) are not compared.
 */
export function placeKey(place: string): string {
  const parts = place.split(",").map((s) => s.trim());
  const stateWord = parts.length > 1 ? parts[parts.length - 1].split(/\s+/)[0].toUpperCase() : "";
  const state = STATES.includes(stateWord) ? stateWord : "";
  // The engine's own council-name reading (bracketed kind and words like Shire, Council, City of dropped), and
  // "Greater Geelong" as locals say it.
  const name = normaliseLga(state ? parts.slice(0, -1).join(",") : place).replace(/^greater /, "");
  return `${name}|${state}`;
}
const placeKeys = (places: readonly string[]) => [...new Set(places.map(placeKey))].sort();

const trueKeys = (o: Record<string, boolean>) => Object.keys(o).filter((k) => o[k]).sort();
const sorted = (xs: readonly string[] | undefined) => [...(xs ?? [])].sort();

/** A land size as the brief stores it ("600 m²", "2 ha", "0.5 acres") in whole square metres; null when unset: the engine's reading. */
export const landSquareMetres = (text: string): number | null => parseLandSize(text);

/** The travel time the form can hold for a commute of this many minutes: the first allowed value at or above it. */
const travelTimeFor = (minutes: number) => TRAVEL_TIMES.find((t) => t >= minutes) ?? TRAVEL_TIMES[TRAVEL_TIMES.length - 1];

/** Ruled-out places, types and features, as the stored brief keeps them. */
const exclusionsOf = (p: StoredPreferences) => ({ locations: p.exclusions.locations, types: p.exclusions.propertyTypes, features: p.exclusions.features });

export const WRITER_FIELDS = [
  "locations", "excludedLocations", "contextPlaces", "priceMin", "priceMax", "propertyType", "excludedPropertyTypes",
  "bedrooms", "bathrooms", "parking", "landMinM2", "features", "excludedFeatures", "risks", "avoid", "ages", "styles",
  "goals", "development", "splitLiving", "renovation", "marketStatus", "amenities", "commute",
] as const;
export type WriterField = (typeof WRITER_FIELDS)[number];

/** Each field of a brief, expected (from the writer's label) and actual (from the assistant's stored brief). */
export function briefComparison(exp: WriterBrief, p: StoredPreferences): Record<WriterField, [unknown, unknown]> {
  const ex = exclusionsOf(p);
  const wanted = new Set(placeKeys(p.locations));
  const alsoWanted = new Set(placeKeys(exp.locations ?? []));
  const anyOr = (label: string[] | undefined, actual: string[]) => (label?.length === 1 && label[0] === "any" && actual.length ? ["any"] : actual);
  // A strategy ranked with no kind ticked is every kind to the engine (lib/engine/query.ts: an empty mask is all of them):
  // "subdivision potential", "dual income" said without a kind.
  const kinds = (factor: "developmentPotential" | "splitLiving", actual: string[]) => (actual.length === 0 && p.importanceRanking.includes(factor) ? ["any"] : actual);
  const land = landSquareMetres(p.landSize);
  const landExpected = exp.landMinM2 ?? null;
  // The destinations as the engine reads them (toSearchData): the list, whose first is the form's flat copy, not both.
  const destinations = p.destinations.enabled ? toSearchData(p).destinations : [];
  const commuteActual = (exp.commute ?? []).map((c) => {
    const word = placeKey(c.to).split("|")[0].split(" ")[0];
    const hit = destinations.find((d) => d.address.toLowerCase().includes(word) && d.transportMode === c.mode && d.maxTravelTime === travelTimeFor(c.minutes));
    return hit ? "found" : "missed";
  });
  return {
    locations: [placeKeys(exp.locations ?? []), placeKeys(p.locations)],
    excludedLocations: [placeKeys(exp.excludedLocations ?? []), placeKeys(ex.locations)],
    // A context place is right when it is not searched (unless the buyer wants it as well).
    contextPlaces: [[], placeKeys(exp.contextPlaces ?? []).filter((k) => wanted.has(k) && !alsoWanted.has(k))],
    priceMin: [exp.priceMin ?? null, p.priceRange.min],
    priceMax: [exp.priceMax ?? null, p.priceRange.max],
    propertyType: [exp.propertyType ?? null, p.propertyType],
    excludedPropertyTypes: [sorted(exp.excludedPropertyTypes), sorted(ex.types)],
    bedrooms: [exp.bedrooms ?? null, p.bedrooms],
    bathrooms: [exp.bathrooms ?? null, p.bathrooms],
    parking: [exp.parking ?? null, p.parking],
    // Within 1 % (an acre's conversion rounded either way).
    landMinM2: [landExpected, landExpected !== null && land !== null && Math.abs(land - landExpected) <= landExpected * 0.01 ? landExpected : land],
    features: [sorted(exp.features), trueKeys(p.features)],
    excludedFeatures: [sorted(exp.excludedFeatures), sorted(ex.features)],
    risks: [sorted(exp.risks), trueKeys(p.riskFilters)],
    avoid: [sorted(exp.avoid), trueKeys(p.avoidFilters)],
    ages: [sorted(exp.ages), sorted(p.propertyAge)],
    styles: [sorted(exp.styles), sorted(p.propertyStyle)],
    goals: [sorted(exp.goals), trueKeys(p.investmentGoals)],
    development: [sorted(exp.development), anyOr(exp.development, kinds("developmentPotential", trueKeys(p.developmentPotential)))],
    splitLiving: [sorted(exp.splitLiving), anyOr(exp.splitLiving, kinds("splitLiving", trueKeys(p.splitLiving)))],
    renovation: [
      exp.renovation ? [true, exp.renovation.budget ?? null, exp.renovation.finish ?? null] : [false, null, null],
      [p.renovationPotential.enabled, p.renovationPotential.renovationBudget, p.renovationPotential.finishLevel],
    ],
    marketStatus: [exp.marketStatus ?? "All Properties", p.marketStatus],
    amenities: [sorted(exp.amenities), p.proximityToAmenities.enabled ? sorted(p.proximityToAmenities.selectedCategories) : []],
    commute: [(exp.commute ?? []).map(() => "found"), destinations.length > (exp.commute?.length ?? 0) ? [...commuteActual, "extra"] : commuteActual],
  };
}

const dollars = (n: number) => `$${formatNumber(Math.round(n))}`;

/**
 * A money turn, checked from outside the assistant: it is answered (not a search, the brief unchanged, a dollar
 * figure in the reply), and the figure the question gave in its role is the one used — the price (or else the
 * loan), and a rent given in the question appears in the answer.
 */
function moneyChecks(exp: WriterMoney, reply: AssistantReply, briefChanged: boolean): Record<string, boolean> {
  const text = reply.text;
  const main = exp.price ?? exp.loan;
  return {
    moneyAnswered: !reply.runSearch && !briefChanged && /\$\s?\d/.test(text),
    moneyFigure: (main === undefined || text.includes(dollars(main))) && (exp.rent === undefined || text.includes(dollars(exp.rent.amount))),
  };
}

export type WriterScore = {
  writer: string;
  heldOut: boolean;
  cases: number;
  fields: { right: number; total: number };
  briefs: { right: number; total: number };
  exclusions: { right: number; total: number };
  context: { right: number; total: number };
  money: { right: number; total: number };
  offTopicChanged: number;
  perField: Map<string, { right: number; total: number }>;
  failures: { id: string; field: string; expected: unknown; actual: unknown }[];
  medianTurnMs: number;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const tally = () => ({ right: 0, total: 0 });

/** Runs one writer's cases through the built-in assistant. */
export function evaluateWriter(file: WriterFile, places: PlaceIndex, suburbs: () => readonly SuburbFacts[], heldOut: boolean): WriterScore {
  const s: WriterScore = { writer: file.writer, heldOut, cases: file.cases.length, fields: tally(), briefs: tally(), exclusions: tally(), context: tally(), money: tally(), offTopicChanged: 0, perField: new Map(), failures: [], medianTurnMs: 0 };
  const millis: number[] = [];
  for (const c of file.cases) {
    let state: AssistantState = initialAssistantState();
    let reply: AssistantReply = { text: "" };
    let before = "";
    for (const message of c.turns) {
      before = JSON.stringify(state.preferences);
      const facts = needsSuburbFacts(message, state) ? suburbs() : undefined;
      const t0 = performance.now();
      ({ state, reply } = assistantTurn({ state, message, places, suburbs: facts }));
      millis.push(performance.now() - t0);
    }
    const changed = JSON.stringify(state.preferences) !== before;
    let caseRight = true;
    const score = (field: string, expected: unknown, actual: unknown) => {
      const ok = same(expected, actual);
      const f = s.perField.get(field) ?? tally();
      f.total++;
      s.fields.total++;
      if (ok) {
        f.right++;
        s.fields.right++;
      } else {
        caseRight = false;
        s.failures.push({ id: c.id, field, expected, actual });
      }
      s.perField.set(field, f);
      return ok;
    };
    // A brief is scored whole; a question-only case has no brief to score (it must leave the brief unchanged).
    const isQuestion = c.kind === "money" || c.kind === "advice" || c.kind === "offTopic";
    if (c.expect.brief || !isQuestion) {
      const fields = briefComparison(c.expect.brief ?? {}, state.preferences);
      let exclusionsOk = true;
      for (const field of WRITER_FIELDS) {
        const ok = score(field, fields[field][0], fields[field][1]);
        if (field.startsWith("excluded") && !ok) exclusionsOk = false;
      }
      const b = c.expect.brief ?? {};
      if (b.excludedLocations?.length || b.excludedPropertyTypes?.length || b.excludedFeatures?.length) {
        s.exclusions.total++;
        if (exclusionsOk) s.exclusions.right++;
      }
      if (b.contextPlaces?.length) {
        s.context.total++;
        if (same(fields.contextPlaces[0], fields.contextPlaces[1])) s.context.right++;
      }
    }
    if (c.expect.money) {
      const checks = moneyChecks(c.expect.money, reply, changed);
      let ok = true;
      for (const [field, value] of Object.entries(checks)) ok = score(field, true, value) && ok;
      s.money.total++;
      if (ok) s.money.right++;
    }
    if (c.expect.advice) score("adviceNoSearch", true, !reply.runSearch && !changed);
    if (c.expect.offTopic) {
      if (changed) s.offTopicChanged++;
      score("offTopicUnchanged", true, !changed && !reply.runSearch);
    }
    if (c.expect.ask) score("asks", true, !reply.runSearch);
    if (!isQuestion) {
      s.briefs.total++;
      if (caseRight) s.briefs.right++;
    }
  }
  millis.sort((a, b) => a - b);
  s.medianTurnMs = millis.length ? millis[Math.floor(millis.length / 2)] : 0;
  return s;
}

const pct = (t: { right: number; total: number }) => (t.total ? `${((100 * t.right) / t.total).toFixed(1)}%` : "—");

/** One row per writer (held-out writers marked), with the issue's measures, then the tuning writers' sum. */
export function formatWriterTable(scores: WriterScore[]): string {
  const head = "writer  held out  cases  fields exact   briefs all right  exclusions  context places  money   off-topic changed  median turn";
  const row = (s: WriterScore) =>
    `${s.writer.padEnd(6)}  ${(s.heldOut ? "yes" : "no").padEnd(8)}  ${String(s.cases).padStart(5)}  ${pct(s.fields).padStart(12)}  ${pct(s.briefs).padStart(16)}  ${pct(s.exclusions).padStart(10)}  ${pct(s.context).padStart(14)}  ${pct(s.money).padStart(6)}  ${String(s.offTopicChanged).padStart(17)}  ${s.medianTurnMs.toFixed(2).padStart(8)} ms`;
  return [head, "-".repeat(head.length), ...scores.map(row)].join("\n");
}

/** Per field, across the given writers. */
export function formatWriterFields(scores: WriterScore[]): string {
  const all = new Map<string, { right: number; total: number }>();
  for (const s of scores)
    for (const [field, t] of s.perField) {
      const a = all.get(field) ?? tally();
      a.right += t.right;
      a.total += t.total;
      all.set(field, a);
    }
  return ["field                  exact   cases  accuracy", ...[...all].map(([f, t]) => `${f.padEnd(20)}  ${String(t.right).padStart(6)}  ${String(t.total).padStart(6)}  ${pct(t).padStart(8)}`)].join("\n");
}
