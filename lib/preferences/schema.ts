import { z } from "zod";
import { parseMoney, type ParseMoneyOptions } from "@/lib/money";
import { criteriaSchema } from "./criteria";
import { DEPOSIT_ABOVE_PRICE_MESSAGE, depositProblem, financeProfileInputSchema, type FinanceProfileInput } from "@/lib/finance/profile";
import { personal, withoutPersonal, type WithoutPersonal } from "@/lib/privacy/personal";

/**
 * Bounds that fit each value's meaning (and the integer columns they end up in):
 * no Australian home costs more than a billion dollars, no lot is larger than
 * 10,000 hectares, an address is a line of text.
 */
export const PRICE_MAX = 1_000_000_000;
export const LAND_SIZE_MAX_M2 = 100_000_000;
export const ADDRESS_MAX_CHARS = 300;
export const DESTINATIONS_MAX = 10;
export const PRICE_TOO_HIGH_MESSAGE = "Prices must be at most $1,000,000,000.";
export const PRICE_NEGATIVE_MESSAGE = "Prices can't be negative.";
export const PRICE_FORMAT_MESSAGE = "Prices must be whole dollars, like 650000.";
export const PRICE_ORDER_MESSAGE = "The minimum price can't be above the maximum price.";
export const LAND_SIZE_MESSAGE = "Land size must be a number of square metres (or hectares or acres), at most 10,000 ha.";

/** The form's price text with parseMoney: "650000", "$650,000", "" → whole dollars or null; anything else NaN, refused below. */
export const PRICE_TEXT: ParseMoneyOptions = { scale: "dollars", fraction: false, strict: true };

/**
 * A renovation budget with parseMoney (spec 2 sections 3 and 5): "50k", "$50,000", "50000" and
 * 50000 all mean fifty thousand dollars; k means thousands. Anything else is null (no budget),
 * so a stray value never blocks a search.
 */
export const RENOVATION_BUDGET: ParseMoneyOptions = { scale: "thousands", finite: true };

const priceText = z
  .string()
  .max(20, PRICE_FORMAT_MESSAGE)
  .default("")
  .superRefine((v, ctx) => {
    if (/^\s*-/.test(v)) return void ctx.addIssue({ code: "custom", message: PRICE_NEGATIVE_MESSAGE });
    const dollars = parseMoney(v, PRICE_TEXT);
    if (Number.isNaN(dollars)) return void ctx.addIssue({ code: "custom", message: PRICE_FORMAT_MESSAGE });
    if (dollars !== null && dollars > PRICE_MAX) ctx.addIssue({ code: "custom", message: PRICE_TOO_HIGH_MESSAGE });
  });

/** A price typed into the range's box besides its options: "675k", "$675,000", "675000", "0.675m"; empty is no bound. */
export const TYPED_PRICE: ParseMoneyOptions = { scale: "millions", fraction: true, strict: true, finite: true };
export const PRICE_TYPED_MESSAGE = "Type a price in dollars, like $675,000 or 675k.";

/** The price range's box (the form parses with it as it commits a value): whole dollars, or null for no bound. */
export const typedPriceSchema = z
  .string()
  .max(20, PRICE_TYPED_MESSAGE)
  .transform((v, ctx) => {
    if (/^\s*-/.test(v)) {
      ctx.addIssue({ code: "custom", message: PRICE_NEGATIVE_MESSAGE });
      return z.NEVER;
    }
    const dollars = parseMoney(v, TYPED_PRICE);
    if (dollars !== null && !Number.isFinite(dollars)) {
      ctx.addIssue({ code: "custom", message: PRICE_TYPED_MESSAGE });
      return z.NEVER;
    }
    return dollars;
  })
  .pipe(z.number().int().min(0, PRICE_NEGATIVE_MESSAGE).max(PRICE_MAX, PRICE_TOO_HIGH_MESSAGE).nullable());

const price = z.number({ error: PRICE_FORMAT_MESSAGE }).int(PRICE_FORMAT_MESSAGE).min(0, PRICE_NEGATIVE_MESSAGE).max(PRICE_MAX, PRICE_TOO_HIGH_MESSAGE);

/** Land size as the form writes it ("600", "0.5 ha"); empty means no minimum. Parsed the way the engine parses it. */
const landSizeText = z
  .string()
  .max(20, LAND_SIZE_MESSAGE)
  .default("")
  .refine((v) => {
    const t = v.trim().toLowerCase().replace(/,/g, "");
    if (t === "") return true;
    const m = /^(\d+(?:\.\d+)?)\s*(m2|m²|sqm|sq\s*m|square\s*met(?:re|er)s?|ha|hectares?|acres?|ac)?\+?$/.exec(t);
    if (!m) return false;
    const unit = m[2] ?? "";
    const m2 = Number(m[1]) * (unit.startsWith("ha") || unit.startsWith("hect") ? 10_000 : unit.startsWith("ac") ? 4_046.86 : 1);
    return m2 <= LAND_SIZE_MAX_M2;
  }, LAND_SIZE_MESSAGE);

/**
 * The preference model of spec 2 section 3, in the two forms the app uses (the form edits the
 * stored form directly; spec 2's flattened form-facing form is not needed):
 * - StoredPreferences: what user_sessions.session_data and saved_preferences.preferences hold;
 * - SearchPayload: what the estimate and search receive (built-in engine or external webhook),
 *   made by ./convert.ts.
 */
export const MARKET_STATUSES = ["For Sale", "Off Market", "All Properties"] as const;
export const PROPERTY_TYPES = ["House", "Unit", "Townhouse", "Apartment", "Land"] as const;
export const BEDROOM_OPTIONS = ["1+", "2+", "3+", "4+", "5+"] as const;
export const BATHROOM_OPTIONS = ["1+", "2+", "3+", "4+"] as const;
export const PARKING_OPTIONS = ["1+", "2+", "3+", "4+"] as const;
export const FEATURES = ["pool", "aircon", "garage", "dishwasher", "builtinWardrobe", "ensuite", "study", "balcony", "courtyard", "shed"] as const;
export const RISK_FILTERS = ["bushfire", "flood", "heritage"] as const;
export const AVOID_FILTERS = ["trainTracks", "nextToSchool", "nextToMajorRoad"] as const;
export const PROPERTY_AGES = ["0-5", "6-15", "16-30", "31-50", "51+"] as const;
export const PROPERTY_STYLES = ["Contemporary", "Colonial", "Federation", "Queenslander"] as const;
export const AMENITY_CATEGORIES = [
  "schools", "supermarkets", "shopping", "publicTransport", "parks", "medical", "restaurants",
  "gyms", "beaches", "cityCenter", "airport", "hospitals", "universities", "entertainment",
] as const;
export const TRANSPORT_MODES = ["car", "publicTransport", "bicycle", "walking"] as const;
export const TRAVEL_TIMES = [15, 30, 45, 60] as const;
export const SPLIT_LIVING_OPTIONS = ["grannyFlat", "internalDualliving", "roomingHouse", "duplexPair"] as const;
export const DEVELOPMENT_OPTIONS = ["battleAxe", "sideByside", "multiTownhouse", "cornerLotsplit"] as const;
export const FINISH_LEVELS = ["Budget", "Standard", "Premium"] as const;
export const INVESTMENT_GOALS = ["highcashflow", "undervalued", "highcapitalgrowth"] as const;

export const IMPORTANCE_FACTORS = [
  "riskOverlay",
  "avoidOverlay",
  "propertyAgeStyle",
  "proximityToAmenities",
  "destinations",
  "splitLiving",
  "developmentPotential",
  "renovationPotential",
  "investmentGoals",
] as const;
/** Marked "coming soon" and disabled in the ranking. */
export const COMING_SOON_FACTORS = ["avoidOverlay", "propertyAgeStyle", "proximityToAmenities", "destinations"] as const;
/** Factors a user may rank: the form shows the "coming soon" ones disabled. */
export const RANKABLE_FACTORS = IMPORTANCE_FACTORS.filter((f) => !(COMING_SOON_FACTORS as readonly string[]).includes(f)) as [ImportanceFactorName, ...ImportanceFactorName[]];
type ImportanceFactorName = (typeof IMPORTANCE_FACTORS)[number];
/** Factors the engine scores (each has a section score). */
export const SCORED_FACTORS = ["investmentGoals", "developmentPotential", "renovationPotential", "splitLiving", "riskOverlay"] as const;

export type ImportanceFactor = (typeof IMPORTANCE_FACTORS)[number];
export type ScoredFactor = (typeof SCORED_FACTORS)[number];

const flags = <T extends readonly string[]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.boolean().default(false)])) as { [K in T[number]]: z.ZodDefault<z.ZodBoolean> });

export const proximitySchema = z.object({
  enabled: z.boolean().default(false),
  selectedCategories: z.array(z.enum(AMENITY_CATEGORIES)).max(AMENITY_CATEGORIES.length).default([]),
  transportMode: z.enum(TRANSPORT_MODES).default("car"),
  maxTravelTime: z.union([z.literal(15), z.literal(30), z.literal(45), z.literal(60)]).default(30),
});

export const destinationSchema = z.object({
  address: z.string().max(ADDRESS_MAX_CHARS).default(""),
  transportMode: z.enum(TRANSPORT_MODES).default("car"),
  maxTravelTime: z.union([z.literal(15), z.literal(30), z.literal(45), z.literal(60)]).default(30),
});

export const destinationsSchema = z.object({
  enabled: z.boolean().default(false),
  address: z.string().max(ADDRESS_MAX_CHARS).default(""),
  transportMode: z.enum(TRANSPORT_MODES).default("car"),
  maxTravelTime: z.union([z.literal(15), z.literal(30), z.literal(45), z.literal(60)]).default(30),
  preferences: z.array(destinationSchema).max(DESTINATIONS_MAX).default([]),
});

export const renovationSchema = z.object({
  enabled: z.boolean().default(false),
  /** Whole dollars, $50k to $500k in $50k steps; null when not chosen. */
  renovationBudget: z.preprocess(
    // Older copies and the chat hold "50k" or "$50,000"; the stored form is whole dollars.
    (v) => (v === null || v === undefined ? v : parseMoney(v, RENOVATION_BUDGET)),
    z.number().int().min(0).max(100_000_000).nullable().default(null),
  ),
  finishLevel: z.enum(FINISH_LEVELS).nullable().default(null),
});

/**
 * What the buyer ruled out (issue 34): places (a suburb inside a wanted council area among them), property types
 * and features. The search keeps every listing that matches one of them out of the results.
 */
export const EXCLUDED_LOCATIONS_MAX = 50;
export const exclusionsSchema = z.object({
  locations: z.array(z.string().trim().min(1).max(200)).max(EXCLUDED_LOCATIONS_MAX).default([]),
  propertyTypes: z.array(z.enum(PROPERTY_TYPES)).max(PROPERTY_TYPES.length).default([]),
  features: z.array(z.enum(FEATURES)).max(FEATURES.length).default([]),
});
export type Exclusions = z.infer<typeof exclusionsSchema>;

/**
 * The stored preferences' fields, without the rules across fields (so .omit(), .pick() and
 * .partial() can derive from it: zod refuses them on a refined object). Validate with
 * storedPreferencesSchema.
 */
export const storedPreferencesObjectSchema = z.object({
  marketStatus: z.enum(MARKET_STATUSES).default("All Properties"),
  priceRange: z
    .object({ min: price.nullable().default(null), max: price.nullable().default(null) })
    .default({ min: null, max: null }),
  importanceRanking: z.array(z.enum(IMPORTANCE_FACTORS)).max(9).default([]),
  locations: z.array(z.string().trim().min(1).max(200)).max(50).default([]),
  /** Ruled out: an addition to spec 2's stored form, empty by default, so older copies read as before. */
  exclusions: exclusionsSchema.default(exclusionsSchema.parse({})),
  propertyType: z.enum(PROPERTY_TYPES).nullable().default(null),
  bedrooms: z.enum(BEDROOM_OPTIONS).nullable().default(null),
  bathrooms: z.enum(BATHROOM_OPTIONS).nullable().default(null),
  parking: z.enum(PARKING_OPTIONS).nullable().default(null),
  landSize: landSizeText,
  features: flags(FEATURES).default(Object.fromEntries(FEATURES.map((f) => [f, false])) as never),
  riskFilters: flags(RISK_FILTERS).default(Object.fromEntries(RISK_FILTERS.map((f) => [f, false])) as never),
  avoidFilters: flags(AVOID_FILTERS).default(Object.fromEntries(AVOID_FILTERS.map((f) => [f, false])) as never),
  propertyAge: z.array(z.enum(PROPERTY_AGES)).max(PROPERTY_AGES.length).default([]),
  propertyStyle: z.array(z.enum(PROPERTY_STYLES)).max(PROPERTY_STYLES.length).default([]),
  proximityToAmenities: proximitySchema.default(proximitySchema.parse({})),
  destinations: destinationsSchema.default(destinationsSchema.parse({})),
  splitLiving: flags(SPLIT_LIVING_OPTIONS).default(Object.fromEntries(SPLIT_LIVING_OPTIONS.map((f) => [f, false])) as never),
  developmentPotential: flags(DEVELOPMENT_OPTIONS).default(Object.fromEntries(DEVELOPMENT_OPTIONS.map((f) => [f, false])) as never),
  renovationPotential: renovationSchema.default(renovationSchema.parse({})),
  investmentGoals: flags(INVESTMENT_GOALS).default(Object.fromEntries(INVESTMENT_GOALS.map((f) => [f, false])) as never),
  /**
   * The buyer's finance (docs/FINANCE.md §1): an addition to spec 2's stored form. Optional, every
   * field in it optional, so a session stored before it reads as the defaults. Personal data: it
   * reaches no one but the session's owner (lib/privacy/personal.ts, docs/SECURITY.md).
   */
  finance: personal(financeProfileInputSchema.optional(), "the buyer's finance profile: income, debts, deposit, savings, buyer type and loan settings"),
  /**
   * The buyer's pass/fail criteria (./criteria.ts, docs/SCORING.md §17): an addition to spec 2's
   * stored form, applied in the browser (never sent with the search). Personal data: a cash limit
   * says what the buyer has.
   */
  criteria: personal(criteriaSchema.optional(), "the buyer's pass/fail criteria: cash flow, yield, cash needed, price after costs and ten-year return"),
});

/** The stored preferences without their personal fields: what anyone but the owner may see of a search. */
export type PublicPreferences = WithoutPersonal<typeof storedPreferencesObjectSchema>;

/** Stored preferences (parsed or as stored JSON) without their personal fields. */
export const publicPreferences = <V extends Record<string, unknown>>(p: V) => withoutPersonal(storedPreferencesObjectSchema, p);

/**
 * A deposit in dollars can only be checked against a price once there is one: the price range's
 * maximum, the dearest home the search can return (a percentage over 100 is refused by the
 * finance section itself).
 */
function depositWithinPrice(finance: FinanceProfileInput | undefined, maxPrice: number | null, ctx: z.RefinementCtx) {
  if (!finance?.deposit || maxPrice === null) return;
  if (depositProblem(finance.deposit, maxPrice) === DEPOSIT_ABOVE_PRICE_MESSAGE) ctx.addIssue({ code: "custom", path: ["finance", "deposit"], message: DEPOSIT_ABOVE_PRICE_MESSAGE });
}

export const storedPreferencesSchema = storedPreferencesObjectSchema.superRefine((p, ctx) => depositWithinPrice(p.finance, p.priceRange.max, ctx));

export type StoredPreferences = z.infer<typeof storedPreferencesSchema>;
export const emptyPreferences = (): StoredPreferences => storedPreferencesSchema.parse({});

/** `data` of the search payload (spec 2 section 3, "Search payload"). */
export const searchDataSchema = storedPreferencesObjectSchema
  .omit({ priceRange: true, destinations: true, importanceRanking: true, criteria: true })
  .extend({
    minPrice: priceText,
    maxPrice: priceText,
    destinations: z.array(destinationSchema).max(DESTINATIONS_MAX).default([]),
  })
  .superRefine((d, ctx) => {
    const min = parseMoney(d.minPrice, PRICE_TEXT);
    const max = parseMoney(d.maxPrice, PRICE_TEXT);
    if (min !== null && max !== null && !Number.isNaN(min) && !Number.isNaN(max) && min > max) {
      ctx.addIssue({ code: "custom", path: ["minPrice"], message: PRICE_ORDER_MESSAGE });
    }
    if (max !== null && !Number.isNaN(max)) depositWithinPrice(d.finance, max, ctx);
  });
export type SearchData = z.infer<typeof searchDataSchema>;

/** Factor -> rank, starting at 1 (rank 1 weighs most). */
export const importanceSchema = z.partialRecord(z.enum(IMPORTANCE_FACTORS), z.number().int().min(1).max(9));
export type Importance = z.infer<typeof importanceSchema>;

export const searchPayloadSchema = z.object({
  session_id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "Generated UUID is malformed"),
  user_id: z.string().uuid().nullable(),
  data: searchDataSchema,
  importance: importanceSchema,
});
export type SearchPayload = z.infer<typeof searchPayloadSchema>;
