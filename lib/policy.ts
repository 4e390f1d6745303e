import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { BETA_MESSAGES } from "@/lib/beta/messages";
import { TOASTS } from "@/lib/matches/copy";

/**
 * Who may do what (spec 1 section 6 and spec 2 section 6), as one table that the
 * pages and the route handlers both consult (server/policy.ts resolves the role).
 * Session ownership rules (lib/sessions/access.ts) apply on top of this: the
 * policy says whether a kind of person may do a kind of thing at all, the
 * session rules whether they may do it to that session.
 *
 * - guest: may set preferences, search (within a daily quota), view matches,
 *   refresh and share results, chat and ask for beta access; no saved sessions.
 * - unapproved (signed in, not yet a beta tester): the beta gate stops them at
 *   /preferences, /matches and the assistant, so the API stops them too; they
 *   can manage their account, ask for and check access, and read a session
 *   someone shared with them (the "guest viewing" bypass).
 * - approved: everything, with no guest quota, within their plan's limits (lib/plans.ts:
 *   searches per day, watched searches, shortlist size, exports per month; enforced by
 *   server/policy.ts enforcePlanLimit).
 */
export type Role = "guest" | "unapproved" | "approved";

export const ACTIONS = [
  "session.read",
  "preferences.write",
  "search.run",
  "session.share",
  "session.claim",
  "saved.list",
  "saved.create",
  "saved.delete",
  "watch.list",
  "watch.write",
  "watch.delete",
  "shortlist.write",
  "session.export",
  "chat.send",
  "beta.request",
  "beta.check",
  "account.manage",
] as const;
export type Action = (typeof ACTIONS)[number];

export const POLICY = {
  "session.read": { guest: true, unapproved: true, approved: true },
  "preferences.write": { guest: true, unapproved: false, approved: true },
  "search.run": { guest: true, unapproved: false, approved: true },
  "session.share": { guest: true, unapproved: false, approved: true },
  "session.claim": { guest: false, unapproved: false, approved: true },
  "saved.list": { guest: false, unapproved: true, approved: true },
  "saved.create": { guest: false, unapproved: false, approved: true },
  "saved.delete": { guest: false, unapproved: true, approved: true },
  // Like saved sessions: an account whose approval lapsed can still see and stop its watches.
  "watch.list": { guest: false, unapproved: true, approved: true },
  "watch.write": { guest: false, unapproved: false, approved: true },
  "watch.delete": { guest: false, unapproved: true, approved: true },
  // Stars are a write to the session (a guest stars within their own session), like its preferences.
  "shortlist.write": { guest: true, unapproved: false, approved: true },
  // An export counts against the caller's plan (exports per month), so it needs an account.
  "session.export": { guest: false, unapproved: false, approved: true },
  "chat.send": { guest: true, unapproved: false, approved: true },
  "beta.request": { guest: true, unapproved: true, approved: true },
  "beta.check": { guest: false, unapproved: true, approved: true },
  "account.manage": { guest: false, unapproved: true, approved: true },
} as const satisfies Record<Action, Record<Role, boolean>>;

/** The actions a guest may do; for every other action the gate hands back a signed-in user. */
export type GuestAction = { [A in Action]: (typeof POLICY)[A]["guest"] extends true ? A : never }[Action];

/** What each action covers, for docs/SECURITY.md and error messages. */
export const ACTION_LABELS: Record<Action, string> = {
  "session.read": "read a session, its listings, notifications, preferences and chat (session rules apply)",
  "preferences.write": "save preferences (autosave)",
  "search.run": "ask for an estimate and start a search (guests: daily quota)",
  "session.share": "make a session public",
  "session.claim": "take over a guest's session",
  "saved.list": "list saved sessions",
  "saved.create": "save a named session",
  "saved.delete": "delete a saved session",
  "watch.list": "list one's watched searches",
  "watch.write": "watch a session one owns, or change a watch (plan limit: watched searches)",
  "watch.delete": "stop watching a search",
  "shortlist.write": "star or unstar a listing of a session one may edit (plan limit: shortlist size)",
  "session.export": "export a readable session's matches or shortlist as CSV or XLSX (plan limit: exports per month)",
  "chat.send": "send a message to the assistant",
  "beta.request": "submit the beta request form",
  "beta.check": "check one's own beta approval",
  "account.manage": "see one's account, change password, sign out everywhere, delete the account",
};

/**
 * The 401 message when a guest asks for an action that needs an account: each
 * spec screen words it its own way (spec 1 sections 2 and 8, spec 2 section 5).
 */
export const LOGIN_MESSAGES: Record<Exclude<Action, GuestAction>, string> = {
  "session.claim": TOASTS.notAuthenticated,
  "saved.list": TOASTS.notAuthenticated,
  "saved.create": TOASTS.notAuthenticated,
  "saved.delete": TOASTS.notAuthenticated,
  "watch.list": TOASTS.notAuthenticated,
  "watch.write": TOASTS.notAuthenticated,
  "watch.delete": TOASTS.notAuthenticated,
  "session.export": TOASTS.notAuthenticated,
  "beta.check": BETA_MESSAGES.loginFirst,
  "account.manage": AUTH_MESSAGES.sessionMissing,
};

export function can(role: Role, action: Action): boolean {
  return POLICY[action][role];
}

/** Why a role may not do an action: 401 when signing in would help, 403 when only approval would. */
export function refusal(role: Role, action: Action): "login_required" | "beta_required" | null {
  if (can(role, action)) return null;
  if (role === "guest") return "login_required";
  return can("approved", action) ? "beta_required" : "login_required";
}
