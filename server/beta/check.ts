import "server-only";
import { normaliseEmail } from "@/lib/auth/email";
import { AppError } from "@/lib/errors";
import { isBetaApproved } from "./approval";

/**
 * Spec 1, call 1, for the signed-in caller's own e-mail only (the route's gate,
 * `beta.check`, answers a signed-out caller 401): an e-mail that isn't theirs is
 * 403, so the check can't be used to learn who else is approved.
 */
export async function checkOwnBetaApproval({ user, email }: { user: { email: string }; email?: string }): Promise<{ approved: boolean }> {
  if (email !== undefined && normaliseEmail(email) !== normaliseEmail(user.email)) {
    throw new AppError("forbidden", "You can only check beta access for your own email");
  }
  return { approved: await isBetaApproved({ email: user.email }) };
}
