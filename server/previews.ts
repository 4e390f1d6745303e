import "server-only";
import type { Metadata } from "next";
import { siteConfig } from "@/config/site";
import { getDb } from "@/db/client";
import { getPreviewFigures } from "@/db/queries/previews";
import { getSearchState } from "@/db/queries/search-listings";
import { checkSessionAccess } from "@/server/sessions";
import { can } from "@/lib/policy";
import { parseStoredPreferences } from "@/lib/preferences/convert";
import { publicPreferences } from "@/lib/preferences/schema";
import { PREVIEW_TOP_SCORES, PRIVATE_PREVIEW, previewTags, publicSessionPreview, type SessionPreview } from "@/lib/previews/session-preview";
import { isSessionId } from "@/lib/session-id";
import { errorFields, log } from "@/server/log";

/**
 * The link preview of /session/{id} (docs/PREVIEWS.md): the same for
 * every viewer, because the one who reads it is whatever fetched the link — a messenger's
 * or a social site's crawler, signed in as nobody. A session that is missing, private, not
 * shared, or whose data can't be read right now gets the private preview, which carries
 * nothing of it (docs/SECURITY.md): the same answer for all of them, so a preview tells no
 * one whether a session exists.
 */
export async function getSessionPreview(sessionId: string): Promise<SessionPreview> {
  if (!isSessionId(sessionId)) return PRIVATE_PREVIEW;
  try {
    const db = await getDb();
    const session = await sharedSession(sessionId);
    if (!session) return PRIVATE_PREVIEW;
    const [figures, state] = await Promise.all([getPreviewFigures({ db, sessionId, top: PREVIEW_TOP_SCORES }), getSearchState({ db, sessionId })]);
    return publicSessionPreview({
      preferences: publicPreferences(parseStoredPreferences(session.sessionData)),
      count: figures.count,
      matched: state.matched,
      scores: figures.topScores,
    });
  } catch (err) {
    log("previews").error({ sessionId, ...errorFields(err) }, "session preview failed; the private preview was shown");
    return PRIVATE_PREVIEW;
  }
}

/**
 * The preview's one access decision: the policy table and the page's own session rule (read),
 * both asked for a visitor who is not signed in, and only for a session its owner shared. An
 * ownerless guest session is readable by its link too, but nobody chose to show it to the world.
 */
async function sharedSession(sessionId: string) {
  if (!can("guest", "session.read")) return null;
  const access = await checkSessionAccess({ sessionId, viewer: null, action: "read" });
  return access.allowed && access.session.isPublic ? access.session : null;
}

/**
 * The page's metadata for a preview. The og:image and twitter:image tags come from the
 * segment's opengraph-image and twitter-image files, so no images are named here (naming
 * them would override the files).
 */
export function sessionPreviewMetadata(preview: SessionPreview): Metadata {
  const { title, description } = previewTags(preview);
  return {
    // The tab keeps its neutral title; the preview's words are in the description and the tags.
    title: "Shared session",
    description,
    robots: { index: false },
    openGraph: { type: "website", siteName: siteConfig.name, title, description },
    twitter: { card: "summary_large_image", title, description },
  };
}
