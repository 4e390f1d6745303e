import "server-only";
import { getCurrentUser, type CurrentUser } from "@/server/auth/current-user";
import { isBetaApproved } from "@/server/beta/approval";
import { BETA_MESSAGES } from "@/lib/beta/messages";
import { env } from "@/server/env";
import { AppError } from "@/lib/errors";
import { TOASTS } from "@/lib/matches/copy";
import { refusal, type Action, type Role } from "@/lib/policy";
import { clientIp, hit } from "@/server/rate-limit";

export type Actor = { user: CurrentUser | null; role: Role };

/** The caller's role: guest, signed in but not approved, or an approved tester. */
export async function currentActor(): Promise<Actor> {
  const user = await getCurrentUser();
  if (!user) return { user: null, role: "guest" };
  return { user, role: (await isBetaApproved({ email: user.email })) ? "approved" : "unapproved" };
}

/**
 * The gate every route handler passes through (lib/policy.ts decides): 401 with
 * the sign-in message when a guest needs an account, 403 with the beta gate's
 * message when only approval would help.
 */
export async function requirePermission(action: Action): Promise<Actor> {
  const actor = await currentActor();
  const why = refusal(actor.role, action);
  if (why === "login_required") throw new AppError("unauthorized", TOASTS.notAuthenticated);
  if (why === "beta_required") throw new AppError("forbidden", BETA_MESSAGES.requiredForFeatures);
  return actor;
}

/** A guest's searches per address per day (GUEST_DAILY_SEARCHES); signed-in testers have none. */
export async function enforceGuestSearchQuota(actor: Actor, request: Request): Promise<void> {
  if (actor.role !== "guest") return;
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
