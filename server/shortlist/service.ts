import "server-only";
import { getDb } from "@/db/client";
import { countStars, deleteStar, getStar, getStarsByIds, insertStar, listStars, lockSessionForStars } from "@/db/queries/shortlist";
import type { ListingStar } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { limitOf } from "@/lib/plans";
import { listingDetailSchema, listingSummarySchema, type ListingDetail } from "@/lib/matches/types";
import { decideSessionAccess, type Viewer } from "@/lib/sessions/access";
import { comparePath, SHORTLIST_MESSAGES, type ShortlistResponse } from "@/lib/shortlist/api";
import { guestKeyHash } from "@/server/auth/guest-key";
import { getListingDetailsForSession, getListingForSession } from "@/server/matches/listings";
import { allowanceLeft, assertWithinPlan, planOf } from "@/server/policy";
import { lensFor, listingFor } from "@/server/privacy";
import { checkSessionAccess, requireSessionAccess, sessionAccessError } from "@/server/sessions";

/**
 * The shortlist and the compare view (docs/WATCHES.md, "Shortlist, compare and export"):
 * stars are a write to the session (its owner, or a guest with the id of an ownerless one);
 * whoever may read the session sees its shortlist and may compare its listings, each listing's
 * own-money figures on the viewer's finance unless they searched (server/privacy.ts).
 */

/** A star's snapshot as a listing detail; null for a snapshot that no longer reads (never thrown). */
export function snapshotDetail(star: Pick<ListingStar, "snapshot">): ListingDetail | null {
  // Snapshots taken before the criteria's figures were lifted out lack them: not known, rather than unreadable.
  const snapshot = star.snapshot && typeof star.snapshot === "object" ? { finance_cash_needed: null, finance_price_after_costs: null, finance_ten_year_return: null, ...star.snapshot } : star.snapshot;
  const parsed = listingDetailSchema.safeParse(snapshot);
  return parsed.success ? parsed.data : null;
}

/** Whose plan bounds a session's shortlist: its owner's, or GUEST_PLAN for a guest's session. */
const holderOf = (session: { userId: string | null }) => (session.userId ? { id: session.userId } : null);

/**
 * A session nobody has written yet has no shortlist: an empty answer, not 404 (like its listings),
 * so a new user's /matches asks nothing that fails.
 */
export async function getShortlist({ sessionId, viewer }: { sessionId: string; viewer: Viewer }): Promise<ShortlistResponse> {
  const access = await checkSessionAccess({ sessionId, viewer, action: "read" });
  if (!access.allowed && access.reason === "not_found") return { items: [], limit: null, can_edit: false, exports: null };
  if (!access.allowed) throw sessionAccessError(access.reason, access.ownerEmail);
  const { session } = access;
  const db = await getDb();
  // The exports left are the viewer's own (exports count against whoever exports), the shortlist's size the session owner's plan.
  const [stars, plan, lens, exports] = await Promise.all([listStars({ db, sessionId }), planOf(holderOf(session)), lensFor(session, viewer), viewer ? allowanceLeft(viewer, "exports") : null]);
  const live = new Map((await getListingDetailsForSession({ sessionId, listingIds: stars.map((s) => s.listingId) })).map((l) => [l.listing_id, l]));
  const items = stars.flatMap((star) => {
    const current = live.get(star.listingId);
    const listing = current ?? snapshotDetail(star);
    if (!listing) return [];
    return [{ listing_id: star.listingId, starred_at: star.createdAt.toISOString(), dropped: !current, listing: listingSummarySchema.parse(listingFor(lens, listing)) }];
  });
  return { items, limit: limitOf(plan, "shortlist"), can_edit: decideSessionAccess(session, viewer, "write", await guestKeyHash()).allowed, exports };
}

/**
 * Stars a listing of the session's current results, with a snapshot of it. Within the plan's
 * shortlist size, counted under a lock on the session's row so two stars at once can't both pass.
 * Starring a starred listing again changes nothing (created: false).
 */
export async function starListing({ sessionId, listingId, viewer, now = new Date() }: { sessionId: string; listingId: string; viewer: Viewer; now?: Date }) {
  const session = await requireSessionAccess({ sessionId, viewer, action: "write" });
  const db = await getDb();
  const existing = await getStar({ db, sessionId, listingId });
  if (existing) return { star: existing, created: false, count: await countStars({ db, sessionId }) };
  const listing = await getListingForSession({ sessionId, listingId });
  if (!listing) throw new AppError("not_found", SHORTLIST_MESSAGES.listingNotFound);
  const plan = await planOf(holderOf(session));
  const result = await db.transaction(async (tx) => {
    await lockSessionForStars({ db: tx, sessionId });
    const again = await getStar({ db: tx, sessionId, listingId });
    const used = await countStars({ db: tx, sessionId });
    if (again) return { star: again, created: false, count: used };
    assertWithinPlan(plan, "shortlist", { used, now });
    const star = await insertStar({ db: tx, sessionId, listingId, userId: session.userId, snapshot: listing });
    return star ? { star, created: true, count: used + 1 } : null;
  });
  if (!result) throw new AppError("conflict", "This listing was starred at the same moment. Please try again.");
  return result;
}

export async function unstarListing({ sessionId, listingId, viewer }: { sessionId: string; listingId: string; viewer: Viewer }): Promise<void> {
  await requireSessionAccess({ sessionId, viewer, action: "write" });
  const db = await getDb();
  await deleteStar({ db, sessionId, listingId });
}

/**
 * The listings of a compare view, in the order asked: the session's current results, or a
 * starred listing's snapshot when the latest search dropped it. 404 when an id is neither.
 */
export async function getCompareListings({ sessionId, listingIds, viewer }: { sessionId: string; listingIds: string[]; viewer: Viewer }) {
  const session = await requireSessionAccess({ sessionId, viewer, action: "read" });
  const lens = await lensFor(session, viewer);
  const live = new Map((await getListingDetailsForSession({ sessionId, listingIds })).map((l) => [l.listing_id, l]));
  const missing = listingIds.filter((id) => !live.has(id));
  const db = await getDb();
  const snapshots = new Map((await getStarsByIds({ db, sessionId, listingIds: missing })).map((s) => [s.listingId, snapshotDetail(s)]));
  const listings = listingIds.map((id) => {
    const current = live.get(id);
    if (current) return { ...listingFor(lens, current), dropped: false };
    const snap = snapshots.get(id);
    return snap ? { ...listingFor(lens, snap), dropped: true } : null;
  });
  if (listings.some((l) => l === null)) throw new AppError("not_found", SHORTLIST_MESSAGES.compareMissing);
  return { listings: listings.filter((l): l is ListingDetail & { dropped: boolean } => l !== null), path: comparePath(sessionId, listingIds), numbers_basis: lens.basis };
}

/** A listing of the session for the expanded panel: the current result, or a starred listing's snapshot once it dropped out. */
export async function getListingOrStar({ sessionId, listingId }: { sessionId: string; listingId: string }): Promise<ListingDetail | null> {
  const listing = await getListingForSession({ sessionId, listingId });
  if (listing) return listing;
  const db = await getDb();
  const star = await getStar({ db, sessionId, listingId });
  return star ? snapshotDetail(star) : null;
}

