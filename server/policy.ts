import "server-only";
import { redirect } from "next/navigation";
import { getCurrentUser, type CurrentUser } from "@/server/auth/current-user";
import { isBetaApproved } from "@/server/beta/approval";
import { safeRedirectPath } from "@/lib/auth/redirect";
import { BETA_MESSAGES } from "@/lib/beta/messages";
import { env } from "@/server/env";
import { AppError } from "@/lib/errors";
import { can, LOGIN_MESSAGES, refusal, type Action, type GuestAction, type Role } from "@/lib/policy";
import { clientIp, hit } from "@/server/rate-limit";

export type Actor = { user: CurrentUser | null; role: Role };

/** The caller's role: guest, signed in but not approved, or an approved tester. */
export async function currentActor(): Promise<Actor> {
  const user = await getCurrentUser();
  if (!user) return { user: null, role: "guest" };
  return { user, role: (await isBetaApproved({ email: user.email })) ? "approved" : "unapproved" };
}

/** Why the caller may not do `action`, or null. Approval is looked up only when it can change the answer (not on every read). */
async function refusalFor(user: CurrentUser | null, action: Action) {
  if (!user) return refusal("guest", action);
  if (can("unapproved", action) && can("approved", action)) return null;
  return refusal((await isBetaApproved({ email: user.email })) ? "approved" : "unapproved", action);
}

/** What the gate hands back: the signed-in user, never null for an action guests may not do. */
export type PermittedUser<A extends Action> = A extends GuestAction ? CurrentUser | null : CurrentUser;

/**
 * The gate every route handler passes through (lib/policy.ts decides): 401 when a
 * guest needs an account (the action's message from LOGIN_MESSAGES, or the
 * caller's where one screen words it differently), 403 with the beta gate's
 * message when only approval would help. Returns the caller (null for a guest).
 */
export async function requirePermission<A extends Action>(action: A, options: { loginMessage?: string } = {}): Promise<PermittedUser<A>> {
  const user = await getCurrentUser();
  const why = await refusalFor(user, action);
  if (why === "login_required") throw new AppError("unauthorized", options.loginMessage ?? LOGIN_MESSAGES[action as Exclude<Action, GuestAction>]);
  if (why === "beta_required") throw new AppError("forbidden", BETA_MESSAGES.requiredForFeatures);
  // A guest reaches this line only for a GuestAction (refusal() answers login_required otherwise).
  return user as PermittedUser<A>;
}

/**
 * The same table for pages guests may use but signed-in testers only once approved
 * (/preferences, /chat): a guest passes with `user: null`, an approved user passes, a
 * signed-in user who isn't approved is sent to /request-access?redirectTo=<path>.
 * Call it at the top of a server page.
 */
export async function requireApprovedOrGuest(path: string, action: Action): Promise<{ user: CurrentUser | null }> {
  const user = await getCurrentUser();
  if ((await refusalFor(user, action)) === null) return { user };
  redirect(`/request-access?redirectTo=${encodeURIComponent(safeRedirectPath(path, "/preferences"))}`);
}

/** A guest's searches per address per day (GUEST_DAILY_SEARCHES); signed-in testers have none. */
export async function enforceGuestSearchQuota(user: CurrentUser | null, request: Request): Promise<void> {
  if (user) return;
  const points = env().GUEST_DAILY_SEARCHES;
  const state = await hit({ name: "guest-search-day", points, windowSeconds: 24 * 60 * 60 }, clientIp(request));
  if (state.allowed) return;
  const hours = Math.ceil(state.retryAfterSeconds / 3600);
  throw new AppError(
    "rate_limited",
    `Guests can run ${points} searches a day. Sign in for more, or try again in ${hours} hour${hours === 1 ? "" : "s"}.`,
    { retryAfterSeconds: state.retryAfterSeconds },
  );
}
