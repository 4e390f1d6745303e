import "server-only";
import { signIn } from "./auth";
import { signInErrorToAppError } from "@/server/auth/sign-in-errors";

/**
 * Signs in through Auth.js on the server (sets the session cookie on this
 * response) and turns its errors into AppErrors with the right status:
 * 401 invalid credentials, 403 unconfirmed e-mail, 429 with Retry-After.
 */
export async function signInWithPassword({ email, password }: { email: string; password: string }): Promise<void> {
  try {
    await signIn("credentials", { email, password, redirect: false });
  } catch (err) {
    const mapped = signInErrorToAppError(err);
    if (mapped) throw mapped;
    throw err;
  }
}
