import "server-only";
import { getDb } from "@/db/client";
import { bindGuestSession, ensureSession, getOwnerEmail, getSessionRecord } from "@/db/queries/sessions";
import type { UserSession } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { storedPreferencesObjectSchema } from "@/lib/preferences/schema";
import { personalKeysOf } from "@/lib/privacy/personal";
import { decideSessionAccess, isPersonalOwner, maskEmail, type AccessDecision, type SessionAction, type SessionRecord, type Viewer } from "@/lib/sessions/access";
import { guestKeyHash, mintGuestKeyHash } from "@/server/auth/guest-key";

/**
 * Session access for route handlers and pages: the rule is lib/sessions/access.ts,
 * the rows come from db/queries/sessions.ts, and this file turns a refusal into the
 * answer (docs/SECURITY.md, "Session rules").
 */

export const CLAIM_REQUIRED_MESSAGE = "This search was started without signing in. Take it over to keep editing it as yours.";
/** A write to someone else's guest search (reason "not_yours"): the browser saves the edit as the viewer's own copy instead. */
export const NOT_YOURS_MESSAGE = "This search belongs to someone else, so it can't be changed here. Your changes go to a copy of your own.";

type Refusal = Extract<AccessDecision, { allowed: false }>["reason"];

const REFUSALS: Record<Refusal, { code: "not_found" | "unauthorized" | "claim_required" | "forbidden"; message: string }> = {
  not_found: { code: "not_found", message: "Session Not Found" },
  login_required: { code: "unauthorized", message: "Please log in to view your results" },
  claim_required: { code: "claim_required", message: CLAIM_REQUIRED_MESSAGE },
  forbidden: { code: "forbidden", message: "You don't have access to this session." },
  not_yours: { code: "forbidden", message: NOT_YOURS_MESSAGE },
};

/**
 * The error for a refusal. With `ownerEmail` (the masked address from checkSessionAccess),
 * a 401 or 403 carries it for the Login Required screen.
 */
export function sessionAccessError(reason: Refusal, ownerEmail?: string | null): AppError {
  const { code, message } = REFUSALS[reason];
  const withOwner = ownerEmail !== undefined && (reason === "login_required" || reason === "forbidden");
  if (reason === "not_yours") return new AppError(code, message, { reason });
  return new AppError(code, message, withOwner ? { ownerEmail } : undefined);
}

export type SessionAccessCheck =
  | { allowed: true; session: UserSession }
  | { allowed: false; reason: Refusal; ownerEmail: string | null };

type AccessRequest = {
  sessionId: string;
  viewer: Viewer;
  action: SessionAction;
  /** A write to a session id nobody has used yet creates it, owned by the viewer (or ownerless for a guest). */
  createIfMissing?: boolean;
};

/**
 * The session row. A guest's write to an id nobody has used creates the session bound to their
 * browser's guest key (minted if needed); a guest's write to a guest session stored before guest
 * keys binds it to them (dropping its personal data: see bindGuestSession).
 */
async function loadSession({ sessionId, viewer, action, createIfMissing = false }: AccessRequest): Promise<UserSession | null> {
  const db = await getDb();
  const session = await getSessionRecord({ db, sessionId });
  if (action !== "write" || viewer) {
    if (session || !createIfMissing || action !== "write") return session;
    return ensureSession({ db, sessionId, userId: viewer?.id ?? null });
  }
  if (session && (session.userId !== null || session.guestOwner)) return session;
  if (!session && !createIfMissing) return null;
  const guestOwner = await mintGuestKeyHash();
  if (!guestOwner) return session;
  return session ? bindGuestSession({ db, sessionId, guestOwner, personalKeys: personalKeysOf(storedPreferencesObjectSchema) }) : ensureSession({ db, sessionId, userId: null, guestOwner });
}

/**
 * Whether the viewer may do `action` on the session, without throwing: the session
 * when allowed, otherwise the reason and, for a refusal that names an owner, their
 * e-mail masked ("j•••@example.com").
 */
export async function checkSessionAccess(request: AccessRequest): Promise<SessionAccessCheck> {
  const session = await loadSession(request);
  const decision = decideSessionAccess(session, request.viewer, request.action, await guestKeyHash());
  if (decision.allowed && session) return { allowed: true, session };
  const reason: Refusal = decision.allowed ? "not_found" : decision.reason;
  const db = await getDb();
  const email = session?.userId && (reason === "login_required" || reason === "forbidden") ? await getOwnerEmail({ db, userId: session.userId }) : null;
  return { allowed: false, reason, ownerEmail: email ? maskEmail(email) : null };
}

/** The session when the viewer may do `action` on it; otherwise throws the refusal's AppError (404, 401, 409 claim_required, 403). */
export async function requireSessionAccess(request: AccessRequest): Promise<UserSession> {
  const session = await loadSession(request);
  return assertSessionAccess(session, request.viewer, request.action);
}

/** The same decision for a session row the caller already read (one round trip with other data); returns it when allowed. */
export async function assertSessionAccess<S extends SessionRecord>(session: S | null, viewer: Viewer, action: SessionAction): Promise<S> {
  const decision = decideSessionAccess(session, viewer, action, await guestKeyHash());
  if (decision.allowed && session) return session;
  throw sessionAccessError(decision.allowed ? "not_found" : decision.reason);
}

/**
 * Whether the viewer owns the session's personal data (its finance profile; lib/privacy/personal.ts):
 * everything anyone else is sent leaves it out (server/privacy.ts).
 */
export async function ownsPersonalData(session: SessionRecord, viewer: Viewer): Promise<boolean> {
  return isPersonalOwner(session, viewer, await guestKeyHash());
}
