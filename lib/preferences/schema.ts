import { z } from "zod";
import { parseRenovationBudget } from "./budget";

/**
 * The preference model of spec 2 section 3, in its three forms:
 * - StoredPreferences: what user_sessions.session_data and saved_preferences.preferences hold;
 * - FormPreferences: the form-facing, flattened form (minPrice/maxPrice, first destination only,
 *   flattened investment goals) — see ./convert.ts;
 * - SearchPayload: what the estimate and search receive (built-in engine or external webhook).
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
/** Factors the engine scores (each has a section score). */
export const SCORED_FACTORS = ["investmentGoals", "developmentPotential", "renovationPotential", "splitLiving", "riskOverlay"] as const;

export type ImportanceFactor = (typeof IMPORTANCE_FACTORS)[number];
export type ScoredFactor = (typeof SCORED_FACTORS)[number];

const flags = <T extends readonly string[]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.boolean().default(false)])) as { [K in T[number]]: z.ZodDefault<z.ZodBoolean> });

export const proximitySchema = z.object({
  enabled: z.boolean().default(false),
  selectedCategories: z.array(z.enum(AMENITY_CATEGORIES)).default([]),
  transportMode: z.enum(TRANSPORT_MODES).default("car"),
  maxTravelTime: z.union([z.literal(15), z.literal(30), z.literal(45), z.literal(60)]).default(30),
});

export const destinationSchema = z.object({
  address: z.string().default(""),
  transportMode: z.enum(TRANSPORT_MODES).default("car"),
  maxTravelTime: z.union([z.literal(15), z.literal(30), z.literal(45), z.literal(60)]).default(30),
});

export const destinationsSchema = z.object({
  enabled: z.boolean().default(false),
  address: z.string().default(""),
  transportMode: z.enum(TRANSPORT_MODES).default("car"),
  maxTravelTime: z.union([z.literal(15), z.literal(30), z.literal(45), z.literal(60)]).default(30),
  preferences: z.array(destinationSchema).default([]),
});

export const renovationSchema = z.object({
  enabled: z.boolean().default(false),
  /** Whole dollars, $50k to $500k in $50k steps; null when not chosen. */
  renovationBudget: z.preprocess(
    // Older copies and the chat hold "50k" or "$50,000"; the stored form is whole dollars.
    (v) => (v === null || v === undefined ? v : parseRenovationBudget(v)),
    z.number().int().min(0).max(100_000_000).nullable().default(null),
  ),
  finishLevel: z.enum(FINISH_LEVELS).nullable().default(null),
});

export const storedPreferencesSchema = z.object({
  marketStatus: z.enum(MARKET_STATUSES).default("All Properties"),
  priceRange: z
    .object({ min: z.number().int().min(0).nullable().default(null), max: z.number().int().min(0).nullable().default(null) })
    .default({ min: null, max: null }),
  importanceRanking: z.array(z.enum(IMPORTANCE_FACTORS)).max(9).default([]),
  locations: z.array(z.string().trim().min(1).max(200)).max(50).default([]),
  propertyType: z.enum(PROPERTY_TYPES).nullable().default(null),
  bedrooms: z.enum(BEDROOM_OPTIONS).nullable().default(null),
  bathrooms: z.enum(BATHROOM_OPTIONS).nullable().default(null),
  parking: z.enum(PARKING_OPTIONS).nullable().default(null),
  landSize: z.string().max(20).default(""),
  features: flags(FEATURES).default(Object.fromEntries(FEATURES.map((f) => [f, false])) as never),
  riskFilters: flags(RISK_FILTERS).default(Object.fromEntries(RISK_FILTERS.map((f) => [f, false])) as never),
  avoidFilters: flags(AVOID_FILTERS).default(Object.fromEntries(AVOID_FILTERS.map((f) => [f, false])) as never),
  propertyAge: z.array(z.enum(PROPERTY_AGES)).default([]),
  propertyStyle: z.array(z.enum(PROPERTY_STYLES)).default([]),
  proximityToAmenities: proximitySchema.default(proximitySchema.parse({})),
  destinations: destinationsSchema.default(destinationsSchema.parse({})),
  splitLiving: flags(SPLIT_LIVING_OPTIONS).default(Object.fromEntries(SPLIT_LIVING_OPTIONS.map((f) => [f, false])) as never),
  developmentPotential: flags(DEVELOPMENT_OPTIONS).default(Object.fromEntries(DEVELOPMENT_OPTIONS.map((f) => [f, false])) as never),
  renovationPotential: renovationSchema.default(renovationSchema.parse({})),
  investmentGoals: flags(INVESTMENT_GOALS).default(Object.fromEntries(INVESTMENT_GOALS.map((f) => [f, false])) as never),
});

export type StoredPreferences = z.infer<typeof storedPreferencesSchema>;
export const emptyPreferences = (): StoredPreferences => storedPreferencesSchema.parse({});

/** `data` of the search payload (spec 2 section 3, "Search payload"). */
export const searchDataSchema = storedPreferencesSchema
  .omit({ priceRange: true, destinations: true, importanceRanking: true })
  .extend({
    minPrice: z.string().default(""),
    maxPrice: z.string().default(""),
    destinations: z.array(destinationSchema).default([]),
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
