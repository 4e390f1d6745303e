import type { Metadata } from "next";
import { LoginRequired, SessionNotFound, SessionRestorer, ValidationFailed } from "@/components/sessions/session-screens";
import { getSessionPreview, sessionPreviewMetadata } from "@/server/previews";
import { isSessionId } from "@/lib/session-id";
import { requirePermission } from "@/server/policy";
import { sessionDataFor } from "@/server/privacy";
import { checkSessionAccess, ownsPersonalData } from "@/server/sessions";

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
      return <SessionRestorer sessionId={sessionId} sessionData={outcome.sessionData} signedIn={outcome.signedIn} yours={outcome.yours} />;
    case "not_found":
      return <SessionNotFound />;
    case "login_required":
      return <LoginRequired sessionId={sessionId} ownerEmail={outcome.ownerEmail} />;
    case "failed":
      return <ValidationFailed sessionId={sessionId} />;
  }
}

type Outcome =
  | { kind: "granted"; sessionData: Record<string, unknown>; signedIn: boolean; yours: boolean }
  | { kind: "not_found" }
  | { kind: "login_required"; ownerEmail: string | null }
  | { kind: "failed" };

async function checkAccess(sessionId: string): Promise<Outcome> {
  try {
    const viewer = await requirePermission("session.read");
    const access = await checkSessionAccess({ sessionId, viewer, action: "read" });
    if (access.allowed) {
      // The page's props reach the HTML and its RSC payload: personal data only to its owner (server/privacy.ts).
      const yours = await ownsPersonalData(access.session, viewer);
      return { kind: "granted", sessionData: sessionDataFor(yours, access.session.sessionData), signedIn: viewer !== null, yours };
    }
    return access.reason === "not_found" ? { kind: "not_found" } : { kind: "login_required", ownerEmail: access.ownerEmail };
  } catch (err) {
    console.error("[session] validation failed", err);
    return { kind: "failed" };
  }
}
