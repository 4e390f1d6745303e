import { z } from "zod";
import {
  FINISH_LEVELS,
  INVESTMENT_GOALS,
  TRANSPORT_MODES,
  storedPreferencesSchema,
} from "./schema";

/**
 * The form-facing (flattened) preference form of spec 2 section 3. It differs from
 * the stored form in three places, and in one more for the form's own sake:
 * - priceRange {min, max} (numbers) becomes minPrice / maxPrice (text, "" for none);
 * - destinations keeps only the first destination, flattened into one object;
 * - investmentGoals {highcashflow, undervalued, highcapitalgrowth} become top-level flags;
 * - the renovation budget is text as a user types or picks it ("50k", "$50,000", "50000").
 */
const travelTime = z.union([z.literal(15), z.literal(30), z.literal(45), z.literal(60)]).default(30);
/** Whole dollars as digits, or "" for "No minimum" / "No maximum". */
const priceText = z.string().trim().regex(/^\d*$/, "Price must be a whole number of dollars").default("");

export const formPreferencesSchema = storedPreferencesSchema
  .omit({ priceRange: true, destinations: true, investmentGoals: true, renovationPotential: true })
  .extend({
    minPrice: priceText,
    maxPrice: priceText,
    destinations: z
      .object({
        enabled: z.boolean().default(false),
        address: z.string().default(""),
        transportMode: z.enum(TRANSPORT_MODES).default("car"),
        maxTravelTime: travelTime,
      })
      .default({ enabled: false, address: "", transportMode: "car", maxTravelTime: 30 }),
    renovationPotential: z
      .object({
        enabled: z.boolean().default(false),
        renovationBudget: z.string().default(""),
        finishLevel: z.enum(FINISH_LEVELS).nullable().default(null),
      })
      .default({ enabled: false, renovationBudget: "", finishLevel: null }),
    ...(Object.fromEntries(INVESTMENT_GOALS.map((g) => [g, z.boolean().default(false)])) as {
      [K in (typeof INVESTMENT_GOALS)[number]]: z.ZodDefault<z.ZodBoolean>;
    }),
  });

export type FormPreferences = z.infer<typeof formPreferencesSchema>;
export const emptyFormPreferences = (): FormPreferences => formPreferencesSchema.parse({});
