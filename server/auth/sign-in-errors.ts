import "server-only";
import { AppError } from "@/lib/errors";
import { rateLimited } from "@/server/rate-limit";
import { EMAIL_NOT_CONFIRMED_MESSAGE, EmailNotConfirmed, INVALID_CREDENTIALS_MESSAGE, InvalidCredentials, SignInRateLimited } from "@/server/auth/credentials";

/** Maps what authorize threw to the answer the client shows: 401, 403 (unconfirmed) or 429 with Retry-After. */
export function signInErrorToAppError(err: unknown): AppError | null {
  if (err instanceof SignInRateLimited) return rateLimited("sign-in attempts", err.retryAfterSeconds);
  if (err instanceof EmailNotConfirmed) return new AppError("forbidden", EMAIL_NOT_CONFIRMED_MESSAGE, { fields: { email: [EMAIL_NOT_CONFIRMED_MESSAGE] } });
  if (err instanceof InvalidCredentials) return new AppError("unauthorized", INVALID_CREDENTIALS_MESSAGE);
  return null;
}
