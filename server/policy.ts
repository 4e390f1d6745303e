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
import { getDb } from "@/db/client";
import { allowanceUsed, getUserPlan, takeAllowance } from "@/db/queries/plans";
import {
  COUNTED_LIMITS,
  fitsPlan,
  GUEST_PLAN,
  limitOf,
  planById,
  planLimitMessage,
  PLAN_LIMIT_REASON,
  usagePeriod,
  type CountedLimit,
  type Plan,
  type PlanLimitKind,
  type SizeLimit,
} from "@/lib/plans";

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
 * The page gate's answer for pages guests may use but signed-in testers only once approved
 * (/preferences, /chat, /matches): `allowed` for a guest and an approved user, not for a
 * signed-in user who isn't approved. requireApprovedOrGuest acts on it with a redirect;
 * /matches shows the beta gate in its place (spec 1 section 2).
 */
export async function approvedOrGuest(action: Action): Promise<{ user: CurrentUser | null; allowed: boolean }> {
  const user = await getCurrentUser();
  return { user, allowed: (await refusalFor(user, action)) === null };
}

/**
 * The same table for /preferences and /chat: a guest passes with `user: null`, an approved user
 * passes, a signed-in user who isn't approved is sent to /request-access?redirectTo=<path>.
 * Call it at the top of a server page.
 */
export async function requireApprovedOrGuest(path: string, action: Action): Promise<{ user: CurrentUser | null }> {
  const { user, allowed } = await approvedOrGuest(action);
  if (allowed) return { user };
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

/** Whose plan applies: a signed-in user (by id), or null for a guest (GUEST_PLAN). */
export type PlanHolder = { id: string } | null;

/** The plan that applies to the caller (lib/plans.ts). */
export async function planOf(holder: PlanHolder): Promise<Plan> {
  const db = await getDb();
  return planById(holder ? await getUserPlan({ db, userId: holder.id }) : GUEST_PLAN);
}

/** The one refusal of every plan limit: 403 with reason "plan_limit", the limit and its reset in words (and Retry-After for an allowance that resets). */
function planLimitError(plan: Plan, kind: PlanLimitKind, now: Date): AppError {
  const retryAfterSeconds = (COUNTED_LIMITS as readonly string[]).includes(kind)
    ? Math.max(1, Math.ceil((usagePeriod(kind as CountedLimit, now).resetsAt.getTime() - now.getTime()) / 1000))
    : undefined;
  return new AppError("forbidden", planLimitMessage(plan, kind, now), { reason: PLAN_LIMIT_REASON, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) });
}

/**
 * The plan limits (lib/plans.ts), enforced where a thing is added; throws AppError 403, reason
 * "plan_limit", with a message that says what the limit is and when it resets:
 *
 * - `enforcePlanLimit(user, "searches")` and `enforcePlanLimit(user, "exports")` TAKE one of the
 *   day's searches / the month's exports (an atomic counter in plan_usage, Sydney time), so call
 *   them where the thing actually starts. A guest's searches are held by the guest quota instead
 *   (enforceGuestSearchQuota), and take nothing here.
 * - `enforcePlanLimit(user, "watches", { used })` and `enforcePlanLimit(user, "shortlist", { used })`
 *   CHECK a size: `used` is how many the user has now (watches of the account, stars in the
 *   session), `adding` how many the call adds (1 by default). Count `used` in the same
 *   transaction as the insert where two requests at once must not both pass. A guest is held to
 *   GUEST_PLAN's limits.
 */
export async function enforcePlanLimit(holder: PlanHolder, kind: CountedLimit, options?: { now?: Date }): Promise<void>;
export async function enforcePlanLimit(holder: PlanHolder, kind: SizeLimit, options: { used: number; adding?: number; now?: Date }): Promise<void>;
export async function enforcePlanLimit(holder: PlanHolder, kind: PlanLimitKind, options: { used?: number; adding?: number; now?: Date } = {}): Promise<void> {
  const now = options.now ?? new Date();
  if (kind === "searches" && !holder) return;
  const plan = await planOf(holder);
  const limit = limitOf(plan, kind);
  if (limit === null) return;
  const db = await getDb();
  if (kind === "searches" || kind === "exports") {
    if (!holder || !(await takeAllowance({ db, userId: holder.id, kind, period: usagePeriod(kind, now).key, limit }))) throw planLimitError(plan, kind, now);
    return;
  }
  assertWithinPlan(plan, kind, { used: options.used ?? 0, adding: options.adding, now });
}

/** What is left of a user's counted allowance this period (Sydney time): the plan's limit and the rest; null each when unlimited. Takes nothing. */
export async function allowanceLeft(holder: { id: string }, kind: CountedLimit, now = new Date()): Promise<{ limit: number | null; left: number | null }> {
  const limit = limitOf(await planOf(holder), kind);
  if (limit === null) return { limit: null, left: null };
  const db = await getDb();
  const used = limit > 0 ? await allowanceUsed({ db, userId: holder.id, kind, period: usagePeriod(kind, now).key }) : 0;
  return { limit, left: Math.max(0, limit - used) };
}

/**
 * The size check of enforcePlanLimit for a plan read beforehand (planOf), for a caller that counts
 * inside its own transaction, where no other query may run: read the plan, open the transaction,
 * count, assertWithinPlan, insert.
 */
export function assertWithinPlan(plan: Plan, kind: SizeLimit, { used, adding = 1, now = new Date() }: { used: number; adding?: number; now?: Date }): void {
  if (!fitsPlan(plan, kind, used, adding)) throw planLimitError(plan, kind, now);
}
