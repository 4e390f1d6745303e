/**
 * prepareCatalogue(): every query-independent sub-score of a catalogue into typed columns
 * (struct of arrays). A search pays this for each freshly selected set of candidates, so it
 * is built for speed:
 *
 * 1. Gathering (gather.ts) copies the fields the scores read from the listing objects into typed
 *    columns, resolving everything keyed by a string once per distinct string: the suburb
 *    profile (a direct table by ABS code; each profile read once into a flat row of its
 *    figures by type), the property type (a small integer id), the state's rules and the
 *    zone (remembered per profile row, then a Map), the overlay texts. It comes in two
 *    parts: the core (what the base figures, investment and risk read) for every listing,
 *    and the details (what development, split living and renovation read) — in the same
 *    pass for prepareCatalogue(), for a few listings only when rankCatalogue() prunes.
 * 2. The compute passes (compute.ts) walk the columns alone (no object touched, nothing allocated per
 *    listing), a loop per section so that the JIT inlines into each the sections' own
 *    primitive-argument functions — expectedValueFrom, monthlyCashFlowWith,
 *    developmentScoresOf, roomingScoreOf, renovationOutcomeOf, … — the very ones
 *    listingBase() and scoreListing() go through, so every sub-score is the same number.
 *    prepare.test.ts compares every column with the per-listing functions, bit for bit, on
 *    random listings and on a generated catalogue.
 *
 * Objects scattered over the heap cost a cache miss each and keep the CPU from overlapping
 * work; columns are read in order. See docs/PERFORMANCE.md, "The engine's fast path" for the figures. The columns, the
 * profile table and the scratch buffer they live in are in columns.ts.
 */
import { FINISH_INDEX, FINISH_LEVEL_LIST } from "../assumptions";
import type { EngineListing, FinishLevel, SuburbProfile } from "../types";
import { ProfileTable, columnsIn, scratch } from "./columns";
import { compileFinance, financeKeyOf, type EngineFinance } from "../finance";
import { computeBase, computeCashFlow, computeCurrent, computeDevelopment, computeFrontage, computeInvestment, computeRenovation, computeSplit, workCashFlows } from "./compute";
import { readListings, type Gathering } from "./gather";
import type { CatalogueFacts, PartialPreparation, PrepareOptions, PreparedCatalogue, ProfileSource } from "./types";

export type { CatalogueFacts, PartialPreparation, PrepareOptions, PreparedCatalogue, ProfileSource } from "./types";

/** Set while a call uses the shared buffer (a profile source that prepared a catalogue itself would get its own). */
let scratchInUse = false;

/**
 * Prepares `listings` in part and hands the preparation to `body` (valid during the call only).
 * `eager`: read every listing's details in the first pass over the objects (for a caller that
 * will complete them all, which then costs no second pass). `sortValues`: fill the sort-value
 * columns (a ranking by property_score doesn't read them: they stay empty).
 */
export function withPartialPreparation<T>(
  listings: EngineListing[],
  profiles: ProfileSource,
  finishLevels: readonly FinishLevel[] | undefined,
  body: (p: PartialPreparation) => T,
  opts: PartialOptions = {},
): T {
  const { partial, release } = openPartialPreparation(listings, profiles, finishLevels, opts);
  try {
    return body(partial);
  } finally {
    release();
  }
}

/**
 * withPartialPreparation() for a body that awaits (one that reads listings' details from a
 * database as it completes them): the shared buffer stays taken until the body settles.
 * `listings` may hold, until complete() reaches them, objects with only the fields the first
 * pass reads (ENGINE_CORE_FIELDS in batch.ts); the body replaces them in that array first.
 */
export async function withPartialPreparationAsync<T>(
  listings: EngineListing[],
  profiles: ProfileSource,
  finishLevels: readonly FinishLevel[] | undefined,
  body: (p: PartialPreparation) => Promise<T>,
  opts: PartialOptions = {},
): Promise<T> {
  const { partial, release } = openPartialPreparation(listings, profiles, finishLevels, opts);
  try {
    return await body(partial);
  } finally {
    release();
  }
}

/**
 * The arrays of a value per listing that only the listings completed get (listing_id, profile).
 * A preparation that completes them all at once (`eager`: prepareCatalogue, whose arrays are
 * kept) gets new ones. A pruned preparation's arrays live only during its call: with the shared
 * buffer it reuses the last ones, cleared (two arrays of n slots allocated, scanned and collected
 * for every search cost more), else an empty array filled at the few indices it completes.
 */
let reused: { ids: string[]; profiles: SuburbProfile[] } | null = null;
function perListingArrays(n: number, eager: boolean, shared: boolean): { ids: string[]; profiles: SuburbProfile[] } {
  if (eager) return { ids: new Array<string>(n), profiles: new Array<SuburbProfile>(n) };
  if (!shared) return { ids: [], profiles: [] };
  const r = (reused ??= { ids: [], profiles: [] });
  for (const a of [r.ids, r.profiles] as unknown[][]) {
    a.length = Math.min(a.length, n);
    a.fill(undefined);
    a.length = n;
  }
  return r;
}

/**
 * `finance`: the buyer's, compiled (null or left out: the standard loan). `wholeListings`: every
 * listing is whole from the start (not a core, ENGINE_CORE_FIELDS), so the first pass can read the
 * year built too and work the buyer's after-tax cash flow exactly.
 */
type PartialOptions = { eager?: boolean; sortValues?: boolean; finance?: EngineFinance | null; wholeListings?: boolean };

function openPartialPreparation(
  listings: EngineListing[],
  profiles: ProfileSource,
  finishLevels: readonly FinishLevel[] | undefined,
  { eager = false, sortValues = true, finance = null, wholeListings = false }: PartialOptions,
): { partial: PartialPreparation; release: () => void } {
  const n = listings.length;
  const finishes = [...new Set((finishLevels ?? FINISH_LEVEL_LIST).map((f) => FINISH_INDEX[f]))];
  // Two buffers for all the columns (many large separate allocations make the GC work harder);
  // the renovation columns of a finish level left out are allocated by ensureFinishLevel().
  const bytes = new ArrayBuffer(n * 12);
  const doubles = new ArrayBuffer(n * 8 * ((sortValues ? 5 : 0) + 2 * finishes.length));
  let u8Next = 0;
  let f64Next = 0;
  const u8 = () => new Uint8Array(bytes, n * u8Next++, n);
  const f64 = () => new Float64Array(doubles, n * 8 * f64Next++, n);
  const reno = (f: 0 | 1 | 2) => (finishes.includes(f) ? f64() : new Float64Array(0));
  const sortColumn = () => (sortValues ? f64() : new Float64Array(0));
  const facts: CatalogueFacts = {
    n,
    cashflow: u8(),
    financeKey: financeKeyOf(finance),
    undervalued: u8(),
    growthScore: u8(),
    dev: [u8(), u8(), u8(), u8()],
    split: [u8(), u8(), u8(), u8()],
    renoCost: [reno(0), reno(1), reno(2)],
    renoInner: [reno(0), reno(1), reno(2)],
    renoReady: [false, false, false],
    overlay: u8(),
    rentalYield: sortColumn(),
    growth: sortColumn(),
    capitalGrowthValue: sortColumn(),
    undervaluation: sortColumn(),
    landSize: sortColumn(),
    ids: [],
  };
  const table = new ProfileTable(finance !== null);
  const shared = !scratchInUse;
  scratchInUse = true;
  const perListing = perListingArrays(n, eager, shared);
  facts.ids = perListing.ids;
  const profileList = perListing.profiles;
  const release = () => {
    if (shared) scratchInUse = false;
  };
  try {
    const work = scratch(n, shared);
    const g: Gathering = {
      listings,
      source: profiles,
      table,
      cols: columnsIn(work, n),
      overlay: facts.overlay,
      ids: facts.ids,
      profiles: profileList,
      byCode: work.byCode,
      byOtherCode: new Map(),
      byName: new Map(),
      states: new Map(),
      finance: {
        state: finance !== null,
        yearInCore: finance !== null && finance.readsYearBuilt && wholeListings && !eager,
        yearInDetails: finance !== null && finance.readsYearBuilt,
        contractYear: finance?.calc.contractYear ?? 0,
      },
    };
    const cols = g.cols;
    readListings(g, null, 0, n, true, eager);
    const base = computeBase(cols, table, work);
    const yearsRead = eager || wholeListings;
    // A pruned ranking's first pass takes the buyer's cash flow from above (lib/finance cashFlowBounds(): the
    // applicants' tax bounded, not worked, for every candidate); complete() works the exact one of those it reaches.
    const boundedTax = finance !== null && !eager && !finance.calc.cashFlowBoundIsExact;
    // With the buyer's finance, computeInvestment() scores the cash flows worked first.
    if (finance) workCashFlows(cols, base, finance, yearsRead, null, 0, n, boundedTax);
    computeInvestment(cols, base, facts, sortValues, finance === null);
    // The year built is a detail of a core: until such a listing is completed, a cash flow that reads it is a bound.
    const investmentBound = finance !== null && ((finance.readsYearBuilt && !yearsRead) || boundedTax);
    const partial: PartialPreparation = {
      listings,
      profiles: profileList,
      facts,
      investmentBound,
      complete(only, from, to) {
        if (!eager) readListings(g, only, from, to, false, true);
        if (investmentBound) computeCashFlow(cols, base, facts, finance, true, only, from, to);
        computeCurrent(cols, base, only, from, to);
        computeFrontage(cols, base, only, from, to);
        computeDevelopment(cols, base, facts, only, from, to);
        computeSplit(cols, base, facts, only, from, to);
        computeRenovation(cols, base, facts, finishes, only, from, to);
      },
    };
    return { partial, release };
  } catch (err) {
    release();
    throw err;
  }
}

export function prepareCatalogue(listings: EngineListing[], profiles: ProfileSource, opts: PrepareOptions = {}): PreparedCatalogue {
  const finance = compileFinance(opts.finance);
  return withPartialPreparation(
    listings,
    profiles,
    opts.finishLevels,
    (p) => {
      p.complete(null, 0, listings.length);
      for (const f of opts.finishLevels ?? FINISH_LEVEL_LIST) p.facts.renoReady[FINISH_INDEX[f]] = true;
      return { listings, profiles: p.profiles, facts: p.facts };
    },
    { eager: true, finance },
  );
}
