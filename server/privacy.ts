import "server-only";
import { createHash } from "node:crypto";
import { getDb } from "@/db/client";
import { getFinanceDefaults } from "@/db/queries/users";
import { prepareViewerFinance, scoringInputsForViewer, viewerSummaryFigures, type GrowthInputs, type PreparedViewerFinance } from "@/lib/engine/for-viewer";
import { listFinanceFigures } from "@/lib/engine/scoring-inputs";
import type { ListingDetail, ListingSummary, NumbersBasis } from "@/lib/matches/types";
import { publicPreferences } from "@/lib/preferences/schema";
import type { SessionRecord, Viewer } from "@/lib/sessions/access";
import { ownsPersonalData } from "@/server/sessions";

/**
 * The one place that decides what of a session's personal data a viewer is sent (docs/SECURITY.md,
 * "Personal data"). The owner of a session's personal data (server/sessions.ts ownsPersonalData)
 * gets everything as stored. Anyone else — a shared link opened without a cookie, another signed-in
 * user, an unapproved one — gets:
 * - the stored preferences without their personal fields (lib/privacy/personal.ts);
 * - the listings ranked and scored as the searcher's search ranked them (scores aren't personal),
 *   with every own-money figure worked on the viewer's own account finance when they are signed in
 *   and have saved one, else on Propie's standard assumptions (lib/engine/for-viewer.ts);
 * - none of the searcher's conversation with the assistant (server/chat/service.ts).
 */
export type Lens =
  | { basis: "owner" }
  | {
      basis: Exclude<NumbersBasis, "owner">;
      prepared: PreparedViewerFinance;
      /** Tells apart the answers built for different viewers' finance (the listings cache). */
      key: string;
    };

const STANDARD_KEY = "standard";
let standardPrepared: PreparedViewerFinance | null = null;

/** How this viewer sees this session: as its owner, or through the lens of their own finance. */
export async function lensFor(session: SessionRecord, viewer: Viewer): Promise<Lens> {
  if (await ownsPersonalData(session, viewer)) return { basis: "owner" };
  const db = await getDb();
  const own = viewer ? await getFinanceDefaults({ db, userId: viewer.id }) : null;
  if (own && Object.keys(own).length > 0) {
    return { basis: "yours", prepared: prepareViewerFinance(own), key: `yours:${createHash("sha256").update(JSON.stringify(own)).digest("base64url")}` };
  }
  return { basis: "standard", prepared: (standardPrepared ??= prepareViewerFinance(null)), key: STANDARD_KEY };
}

/** The stored preferences as a viewer may see them: whole for the owner of their personal data, without it for anyone else. */
export function sessionDataFor(owner: boolean, data: Record<string, unknown>): Record<string, unknown> {
  return owner ? data : publicPreferences(data);
}

/** One listing with its scoring_inputs, as this viewer may see it. */
export function listingFor<L extends ListingDetail>(lens: Lens, listing: L): L {
  if (lens.basis === "owner") return listing;
  const scoringInputs = scoringInputsForViewer(listing.scoring_inputs, lens.prepared) as L["scoring_inputs"];
  // The list's finance figures of the detail, read from the viewer's block as the list's columns read the owner's.
  return { ...listing, scoring_inputs: scoringInputs, ...listFinanceFigures(scoringInputs) };
}

/**
 * The list's rows as this viewer may see them: their finance figures (the columns and what the
 * criteria read) worked from each listing's stored facts and growth on the viewer's finance. `facts` is by listing_id (getSessionFinanceFacts).
 */
export function summariesFor<S extends ListingSummary>(lens: Lens, listings: S[], facts: Map<string, { facts: unknown } & GrowthInputs>): S[] {
  if (lens.basis === "owner") return listings;
  return listings.map((l) => ({ ...l, ...viewerSummaryFigures(lens.prepared, facts.get(l.listing_id) ?? { facts: null }) }));
}
