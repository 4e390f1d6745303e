import "server-only";
import { normaliseEmail } from "@/lib/auth/email";
import { AppError } from "@/lib/errors";
import { isBetaApproved } from "./approval";
import { BETA_MESSAGES } from "@/lib/beta/messages";

/**
 * Spec 1, call 1, for the caller's own e-mail only: a signed-out caller gets 401,
 * and an e-mail that isn't theirs 403, so the check can't be used to learn who
 * else is approved.
 */
export async function checkOwnBetaApproval({ user, email }: { user: { email: string } | null; email?: string }): Promise<{ approved: boolean }> {
  if (!user) throw new AppError("unauthorized", BETA_MESSAGES.loginFirst);
  if (email !== undefined && normaliseEmail(email) !== normaliseEmail(user.email)) {
    throw new AppError("forbidden", "You can only check beta access for your own email");
  }
  return { approved: await isBetaApproved({ email: user.email }) };
}
