/**
 * Who may do what with a search session (spec 2 sections 4 and 6), as a pure
 * decision the route handlers and pages share:
 * - read: public sessions and ownerless (guest) sessions are open to anyone who
 *   has the id; an owned private session only to its owner.
 * - write (preferences, search, listings refresh): ownerless sessions by a guest
 *   with the id; owned sessions only by the owner (public or not). A signed-in
 *   user who writes to an ownerless session is asked first ("claim_required"):
 *   taking a guest's session over is an explicit claim (see claimGuestSession),
 *   never a side effect of an edit.
 * - share (make public): whoever may write.
 */
export type SessionRecord = { sessionId: string; userId: string | null; isPublic: boolean };
export type Viewer = { id: string } | null;
export type SessionAction = "read" | "write" | "share";

export type AccessDecision =
  | { allowed: true }
  | { allowed: false; reason: "not_found" | "login_required" | "forbidden" | "claim_required" };

export function decideSessionAccess(session: SessionRecord | null, viewer: Viewer, action: SessionAction): AccessDecision {
  if (!session) return { allowed: false, reason: "not_found" };
  const isOwner = session.userId !== null && viewer?.id === session.userId;
  if (isOwner) return { allowed: true };
  if (session.userId === null) return action === "read" || !viewer ? { allowed: true } : { allowed: false, reason: "claim_required" };
  if (action === "read" && session.isPublic) return { allowed: true };
  return { allowed: false, reason: viewer ? "forbidden" : "login_required" };
}

/** "jane@example.com" -> "j•••@example.com": enough to recognise, never the whole address. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split("@");
  if (!domain) return "•••";
  return `${local.slice(0, 1)}•••@${domain}`;
}
