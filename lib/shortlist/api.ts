import { z } from "zod";
import { listingDetailSchema, listingSummarySchema, numbersBasisSchema } from "@/lib/matches/types";

/**
 * The wire shapes of the shortlist, compare and export routes (docs/WATCHES.md, "Shortlist,
 * compare and export"), shared by the route handlers and the browser.
 */

/** Listings side by side at most (a phone swipes between them). */
export const COMPARE_MAX = 4;
export const COMPARE_MIN = 2;

export const SHORTLIST_MESSAGES = {
  listingNotFound: "Listing not found",
  compareCount: `Choose between ${COMPARE_MIN} and ${COMPARE_MAX} listings to compare.`,
  compareMissing: "Some of these listings are no longer in this session or its shortlist.",
} as const;

const listingIdSchema = z.string().trim().min(1).max(200);

/** One starred listing: the current result when the session still has it, else the snapshot taken when it was starred. */
export const shortlistItemSchema = z.object({
  listing_id: z.string(),
  starred_at: z.string(),
  /** The latest search no longer returned it: shown from the snapshot taken when it was starred. */
  dropped: z.boolean(),
  listing: listingSummarySchema,
});
export type ShortlistItem = z.infer<typeof shortlistItemSchema>;

/** The viewer's exports this month (Sydney time): their plan's allowance and what is left of it; null each when unlimited. */
export const exportAllowanceSchema = z.object({ limit: z.number().nullable(), left: z.number().nullable() });
export type ExportAllowance = z.infer<typeof exportAllowanceSchema>;

/**
 * GET /api/sessions/{id}/stars: the session's shortlist, newest star first, the plan's size limit
 * (null: none), and the viewer's own exports left this month (null for a guest, who can't export).
 */
export const shortlistResponseSchema = z.object({ items: z.array(shortlistItemSchema), limit: z.number().nullable(), can_edit: z.boolean(), exports: exportAllowanceSchema.nullable().default(null) });
export type ShortlistResponse = z.infer<typeof shortlistResponseSchema>;

/** PUT /api/sessions/{id}/stars/{listingId}: the star (created: false when it was already there). */
export const starResponseSchema = z.object({ listing_id: z.string(), starred_at: z.string(), created: z.boolean(), count: z.number() });

/** ?ids=a,b,c: two to four distinct listing ids, in the order given. */
export const compareIdsSchema = z
  .string()
  .max(COMPARE_MAX * 201)
  .transform((s) => [...new Set(s.split(",").map((x) => x.trim()).filter(Boolean))])
  .pipe(z.array(listingIdSchema).min(COMPARE_MIN, SHORTLIST_MESSAGES.compareCount).max(COMPARE_MAX, SHORTLIST_MESSAGES.compareCount));
export const compareQuerySchema = z.object({ ids: compareIdsSchema });

export const compareResponseSchema = z.object({
  listings: z.array(listingDetailSchema.extend({ dropped: z.boolean() })),
  path: z.string(),
  /** Whose finance the own-money rows are worked on (lib/matches/types.ts NUMBERS_BASES). */
  numbers_basis: numbersBasisSchema,
});

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_SCOPES = ["matches", "shortlist"] as const;
export type ExportScope = (typeof EXPORT_SCOPES)[number];

export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, "Choose CSV or XLSX."),
  scope: z.enum(EXPORT_SCOPES, "Choose the matches or the shortlist.").default("matches"),
});

/** The shareable compare view of a session: readable by whoever may read the session (docs/SECURITY.md, "Session rules"). */
export function comparePath(sessionId: string, listingIds: readonly string[]): string {
  return `/session/${encodeURIComponent(sessionId)}/compare?ids=${listingIds.map(encodeURIComponent).join(",")}`;
}

export function exportPath(sessionId: string, format: ExportFormat, scope: ExportScope): string {
  return `/api/sessions/${encodeURIComponent(sessionId)}/export?format=${format}&scope=${scope}`;
}
