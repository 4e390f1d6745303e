/**
 * Who may do what with a search session (spec 2 sections 4 and 6), as a pure
 * decision the route handlers and pages share:
 * - read: public sessions and ownerless (guest) sessions are open to anyone who
 *   has the id; an owned private session only to its owner.
 * - write (preferences, search, listings refresh, chat): owned sessions only by the
 *   owner (public or not); an ownerless session by the browser that started it (its
 *   guest key, below), or by any guest while no browser has been bound to it (one
 *   stored before guest keys). A signed-in user who writes to an ownerless session
 *   is asked first ("claim_required"): taking a guest's session over is an explicit
 *   claim (see claimGuestSession), never a side effect of an edit, and only the
 *   browser that started it may take it over. Anyone else is told the search isn't
 *   theirs ("not_yours"): their edits go to a copy of their own.
 * - share (make public): whoever may write.
 *
 * The guest key: a random value in an http-only cookie of the browser that started a
 * guest session; the session keeps its hash (`guestOwner`). Holding the id (a shared
 * link) is enough to read a guest session, as the spec says, but not to write it or
 * to see its personal data (isPersonalOwner).
 */
export type SessionRecord = { sessionId: string; userId: string | null; isPublic: boolean; guestOwner?: string | null };
export type Viewer = { id: string } | null;
export type SessionAction = "read" | "write" | "share";

export type AccessDecision =
  | { allowed: true }
  | { allowed: false; reason: "not_found" | "login_required" | "forbidden" | "claim_required" | "not_yours" };

/** Whether this browser's guest key (its hash, or null without one) is the one the session was started with. */
const holdsGuestKey = (session: SessionRecord, guestKey: string | null) => !!session.guestOwner && guestKey === session.guestOwner;

export function decideSessionAccess(session: SessionRecord | null, viewer: Viewer, action: SessionAction, guestKey: string | null = null): AccessDecision {
  if (!session) return { allowed: false, reason: "not_found" };
  const isOwner = session.userId !== null && viewer?.id === session.userId;
  if (isOwner) return { allowed: true };
  if (session.userId === null) {
    if (action === "read") return { allowed: true };
    const mayWrite = !session.guestOwner || holdsGuestKey(session, guestKey);
    if (!mayWrite) return { allowed: false, reason: "not_yours" };
    return viewer ? { allowed: false, reason: "claim_required" } : { allowed: true };
  }
  if (action === "read" && session.isPublic) return { allowed: true };
  return { allowed: false, reason: viewer ? "forbidden" : "login_required" };
}

/**
 * Whether the viewer owns the session's personal data (its finance profile): the signed-in owner,
 * or the browser that started it as a guest (which keeps seeing it after the session is linked to
 * an account it isn't signed in to). Nobody else, whatever they may read.
 */
export function isPersonalOwner(session: SessionRecord, viewer: Viewer, guestKey: string | null): boolean {
  return (session.userId !== null && viewer?.id === session.userId) || holdsGuestKey(session, guestKey);
}

/** "jane@example.com" -> "j•••@example.com": enough to recognise, never the whole address. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split("@");
  if (!domain) return "•••";
  return `${local.slice(0, 1)}•••@${domain}`;
}
