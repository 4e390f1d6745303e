import type { Metadata } from "next";
import { CompareView, CompareProblem } from "@/components/compare/compare-view";
import { LoginRequired, SessionNotFound } from "@/components/sessions/session-screens";
import { AppError } from "@/lib/errors";
import { isSessionId } from "@/lib/session-id";
import { compareIdsSchema } from "@/lib/shortlist/api";
import { getSessionPreview, sessionPreviewMetadata } from "@/server/previews";
import { requirePermission } from "@/server/policy";
import { checkSessionAccess } from "@/server/sessions";
import { getCompareListings } from "@/server/shortlist/service";

/** The compare view's link preview is the session's (server/previews.ts): data-free unless the session is shared. */
export async function generateMetadata({ params }: { params: Promise<{ sessionId: string }> }): Promise<Metadata> {
  const { sessionId } = await params;
  return { ...sessionPreviewMetadata(await getSessionPreview(sessionId)), title: "Compare listings" };
}

/**
 * /session/{sessionId}/compare?ids=a,b,c: two to four listings of a session side by side
 * (docs/WATCHES.md, "Shortlist, compare and export"). Shareable like the session: the same
 * read rules, checked here on the server (public or ownerless: anyone with the link; owned and
 * private: the owner only).
 */
export default async function ComparePage({ params, searchParams }: { params: Promise<{ sessionId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ sessionId }, query] = await Promise.all([params, searchParams]);
  if (!isSessionId(sessionId)) return <SessionNotFound />;
  const viewer = await requirePermission("session.read");
  const access = await checkSessionAccess({ sessionId, viewer, action: "read" });
  const rawIds = typeof query.ids === "string" ? query.ids : "";
  if (!access.allowed) {
    if (access.reason === "not_found") return <SessionNotFound />;
    // Signing in comes back to this comparison, not only to the session.
    const returnTo = `/session/${sessionId}/compare${rawIds ? `?ids=${encodeURIComponent(rawIds)}` : ""}`;
    return <LoginRequired sessionId={sessionId} ownerEmail={access.ownerEmail} returnTo={returnTo} />;
  }
  const ids = compareIdsSchema.safeParse(rawIds);
  if (!ids.success) return <CompareProblem sessionId={sessionId} message={ids.error.issues[0]?.message ?? "Choose listings to compare."} />;
  const found = await getCompareListings({ sessionId, listingIds: ids.data, viewer }).catch((err: unknown) => {
    if (err instanceof AppError && err.code === "not_found") return err;
    throw err;
  });
  if (found instanceof AppError) return <CompareProblem sessionId={sessionId} message={found.message} />;
  return <CompareView sessionId={sessionId} listings={found.listings} basis={found.numbers_basis} />;
}
