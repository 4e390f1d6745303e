import "server-only";
import { ensureSession, getOwnerEmail, getSessionRecord } from "@/db/queries/sessions";
import type { UserSession } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { decideSessionAccess, maskEmail, type AccessDecision, type SessionAction, type SessionRecord, type Viewer } from "@/lib/sessions/access";

/**
 * Session access for route handlers and pages: the rule is lib/sessions/access.ts,
 * the rows come from db/queries/sessions.ts, and this file turns a refusal into the
 * answer (docs/SECURITY.md, "Session rules").
 */

export const CLAIM_REQUIRED_MESSAGE = "This search was started without signing in. Take it over to keep editing it as yours.";

type Refusal = Extract<AccessDecision, { allowed: false }>["reason"];

const REFUSALS: Record<Refusal, { code: "not_found" | "unauthorized" | "claim_required" | "forbidden"; message: string }> = {
  not_found: { code: "not_found", message: "Session Not Found" },
  login_required: { code: "unauthorized", message: "Please log in to view your results" },
  claim_required: { code: "claim_required", message: CLAIM_REQUIRED_MESSAGE },
  forbidden: { code: "forbidden", message: "You don't have access to this session." },
};

/**
 * The error for a refusal. With `ownerEmail` (the masked address from checkSessionAccess),
 * a 401 or 403 carries it for the Login Required screen.
 */
export function sessionAccessError(reason: Refusal, ownerEmail?: string | null): AppError {
  const { code, message } = REFUSALS[reason];
  const withOwner = ownerEmail !== undefined && (reason === "login_required" || reason === "forbidden");
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

async function loadSession({ sessionId, viewer, action, createIfMissing = false }: AccessRequest): Promise<UserSession | null> {
  const session = await getSessionRecord({ sessionId });
  if (session || !createIfMissing || action !== "write") return session;
  return ensureSession({ sessionId, userId: viewer?.id ?? null });
}

/**
 * Whether the viewer may do `action` on the session, without throwing: the session
 * when allowed, otherwise the reason and, for a refusal that names an owner, their
 * e-mail masked ("j•••@example.com").
 */
export async function checkSessionAccess(request: AccessRequest): Promise<SessionAccessCheck> {
  const session = await loadSession(request);
  const decision = decideSessionAccess(session, request.viewer, request.action);
  if (decision.allowed && session) return { allowed: true, session };
  const reason: Refusal = decision.allowed ? "not_found" : decision.reason;
  const email = session?.userId && (reason === "login_required" || reason === "forbidden") ? await getOwnerEmail({ userId: session.userId }) : null;
  return { allowed: false, reason, ownerEmail: email ? maskEmail(email) : null };
}

/** The session when the viewer may do `action` on it; otherwise throws the refusal's AppError (404, 401, 409 claim_required, 403). */
export async function requireSessionAccess(request: AccessRequest): Promise<UserSession> {
  const session = await loadSession(request);
  return assertSessionAccess(session, request.viewer, request.action);
}

/** The same decision for a session row the caller already read (one round trip with other data); returns it when allowed. */
export function assertSessionAccess<S extends SessionRecord>(session: S | null, viewer: Viewer, action: SessionAction): S {
  const decision = decideSessionAccess(session, viewer, action);
  if (decision.allowed && session) return session;
  throw sessionAccessError(decision.allowed ? "not_found" : decision.reason);
}
