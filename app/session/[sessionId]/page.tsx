import type { Metadata } from "next";
import { LoginRequired, SessionNotFound, SessionRestorer, ValidationFailed } from "@/components/sessions/session-screens";
import { getSessionPreview, sessionPreviewMetadata } from "@/server/previews";
import { isSessionId } from "@/lib/session-id";
import { requirePermission } from "@/server/policy";
import { sessionDataFor } from "@/server/privacy";
import { checkSessionAccess, ownsPersonalData } from "@/server/sessions";
import { initialListingsFor } from "@/server/matches/listings-answer";
import type { ListingsResponse } from "@/lib/matches/types";

/** The link preview (server/previews.ts): the same for every viewer, and data-free unless the session is shared. */
export async function generateMetadata({ params }: { params: Promise<{ sessionId: string }> }): Promise<Metadata> {
  const { sessionId } = await params;
  return sessionPreviewMetadata(await getSessionPreview(sessionId));
}

/**
 * /session/{sessionId}: the spec's access rules, applied on the server with the same
 * check as the API (public or ownerless: anyone; owned and private: the owner only).
 */
export default async function SessionPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const { sessionId } = await params;
  if (!isSessionId(sessionId)) return <SessionNotFound />;
  const outcome = await checkAccess(sessionId);
  switch (outcome.kind) {
    case "granted":
      return <SessionRestorer sessionId={sessionId} sessionData={outcome.sessionData} signedIn={outcome.signedIn} yours={outcome.yours} initialListings={outcome.listings} />;
    case "not_found":
      return <SessionNotFound />;
    case "login_required":
      return <LoginRequired sessionId={sessionId} ownerEmail={outcome.ownerEmail} />;
    case "failed":
      return <ValidationFailed sessionId={sessionId} />;
  }
}

type Outcome =
  | { kind: "granted"; sessionData: Record<string, unknown>; signedIn: boolean; yours: boolean; listings: ListingsResponse | null }
  | { kind: "not_found" }
  | { kind: "login_required"; ownerEmail: string | null }
  | { kind: "failed" };

async function checkAccess(sessionId: string): Promise<Outcome> {
  try {
    const viewer = await requirePermission("session.read");
    const access = await checkSessionAccess({ sessionId, viewer, action: "read" });
    if (access.allowed) {
      // The page's props reach the HTML and its RSC payload: personal data only to its owner (server/privacy.ts);
      // the listings are the answer this viewer's own fetch gets (its lens), so the first rows are in the HTML.
      const [yours, listings] = await Promise.all([ownsPersonalData(access.session, viewer), initialListingsFor({ sessionId, viewer })]);
      return { kind: "granted", sessionData: sessionDataFor(yours, access.session.sessionData), signedIn: viewer !== null, yours, listings };
    }
    return access.reason === "not_found" ? { kind: "not_found" } : { kind: "login_required", ownerEmail: access.ownerEmail };
  } catch (err) {
    console.error("[session] validation failed", err);
    return { kind: "failed" };
  }
}
