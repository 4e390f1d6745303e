/**
 * The stored scoring_inputs.finance block (docs/SCORING.md §16) as its readers parse it: the
 * facts the figures were worked from, and the engine's figure provenance as lib/finance's. Shared
 * by the panels in the browser (lib/matches/finance.ts) and someone else's view of a shared search
 * (for-viewer.ts); kept apart from the engine so the browser loads only this.
 */
import { z } from "zod";
import { STATES, estimate, financeProfileInputSchema, yours, type Provenance } from "@/lib/finance";
import type { ScoringFacts, ScoringFinance } from "./finance";
import type { FigureProvenance } from "./provenance";
import type { ShapeOf } from "./scoring-inputs";
import { PROPERTY_TYPE_KEYS } from "./types";

export const scoringFinanceFactsSchema = z.object({
  price: z.number().positive(),
  weeklyRent: z.number().nonnegative().nullable(),
  type: z.enum(PROPERTY_TYPE_KEYS),
  state: z.enum(STATES),
  yearBuilt: z.number().nullable().default(null),
  newBuild: z.boolean().default(false),
  regional: z.boolean().default(false),
  offThePlan: z.boolean().default(false),
  bedrooms: z.number().nullable().default(null),
  newBuildReading: z.string().optional(),
} satisfies ShapeOf<ScoringFacts>);

const blockShape = { basis: z.enum(["profile", "standard"]), facts: scoringFinanceFactsSchema } satisfies ShapeOf<ScoringFinance>;

/**
 * The block as the panels read it back (lib/matches/finance.ts): its basis, facts and the profile as
 * lib/finance's input. Blocks written before the profile was kept lack it: on the standard basis it
 * is known to be empty.
 */
export const scoringFinanceBlockSchema = z.object({ ...blockShape, profile: financeProfileInputSchema.optional() } satisfies ShapeOf<ScoringFinance>);

/** The block kept whole (its analysis and ten-year figure too), the profile as stored: what for-viewer.ts works again for another viewer. */
export const storedFinanceBlockSchema = z.object({ ...blockShape, profile: z.record(z.string(), z.unknown()).optional() } satisfies ShapeOf<ScoringFinance>).loose();

const figureSchema = z.object({ kind: z.string(), detail: z.string() } satisfies ShapeOf<FigureProvenance>);

/** The engine's figure provenance (docs/SCORING.md §15) as lib/finance's, as the engine passed it to analyseListing. */
export function listingProvenance(raw: unknown, fallback: string): Provenance {
  const f = figureSchema.safeParse(raw);
  if (!f.success) return estimate(fallback);
  return f.data.kind === "listing" ? yours(f.data.detail) : estimate(f.data.detail);
}
