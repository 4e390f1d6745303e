/**
 * The stored scoring_inputs.finance block (docs/SCORING.md §16) as its readers parse it: the
 * facts the figures were worked from, and the engine's figure provenance as lib/finance's. Shared
 * by the panels in the browser (lib/matches/finance.ts) and someone else's view of a shared search
 * (for-viewer.ts); kept apart from the engine so the browser loads only this.
 */
import { z } from "zod";
import { STATES, estimate, yours, type Provenance } from "@/lib/finance";
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
});

const figureSchema = z.object({ kind: z.string(), detail: z.string() });

/** The engine's figure provenance (docs/SCORING.md §15) as lib/finance's, as the engine passed it to analyseListing. */
export function listingProvenance(raw: unknown, fallback: string): Provenance {
  const f = figureSchema.safeParse(raw);
  if (!f.success) return estimate(fallback);
  return f.data.kind === "listing" ? yours(f.data.detail) : estimate(f.data.detail);
}
