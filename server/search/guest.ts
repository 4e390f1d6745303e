import "server-only";
import { errorFields, log } from "@/server/log";
import { getDb } from "@/db/client";
import { linkSessionToUser, setSessionPublic } from "@/db/queries/sessions";
import { guestKeyHash } from "@/server/auth/guest-key";
import { requireSessionAccess } from "@/server/sessions";
import { emailExists, generateGuestPassword, registerUser } from "@/server/auth/accounts";
import { normaliseEmail } from "@/lib/auth/email";
import { AppError } from "@/lib/errors";
import type { SearchPayload } from "@/lib/preferences/schema";
import type { GuestAccountResponse, GuestFailure } from "@/lib/search/api";
import { startSearch } from "./service";

/**
 * "Share email" for a guest (spec 2 section 4, "Guest account creation"): the two
 * entries must match, the address must be new, then an account is created with a
 * random 16-character password and the first-time flag, the session is linked to it,
 * and the search starts with the results e-mail going to that address.
 *
 * The guest is not signed in (the account is unconfirmed and its password unknown to
 * them), so after linking, the session is made readable by link (is_public) — the
 * same reach it had as a guest session — so this browser can still open its matches.
 */
const stageError = (code: ConstructorParameters<typeof AppError>[0], message: string, reason: GuestFailure) => new AppError(code, message, { reason });

export async function createGuestAccountAndSearch({
  email: rawEmail,
  confirmEmail,
  payload,
}: {
  email: string;
  confirmEmail: string;
  payload: SearchPayload;
}): Promise<GuestAccountResponse> {
  if (rawEmail !== confirmEmail) throw stageError("bad_request", "The email addresses don't match exactly. Please try again.", "mismatch");
  if (!rawEmail.includes("@")) throw stageError("bad_request", "Please enter a valid email address.", "invalid");
  const email = normaliseEmail(rawEmail);

  // The session must still be the guest's to give away.
  await requireSessionAccess({ sessionId: payload.session_id, viewer: null, action: "write", createIfMissing: true });

  let exists: boolean;
  try {
    exists = await emailExists({ email });
  } catch (err) {
    log("guest-account").error(errorFields(err), "existence check failed");
    throw stageError("unavailable", "Unable to verify email. Please try again.", "verify");
  }
  if (exists) throw stageError("conflict", "Email already exists", "exists");

  let userId: string;
  try {
    userId = (await registerUser({ email, password: generateGuestPassword(), firstTimeUser: true, createdFromSearch: true })).id;
  } catch (err) {
    if (err instanceof AppError && err.code === "conflict") throw stageError("conflict", "Email already exists", "signup-exists");
    if (err instanceof AppError && err.code === "bad_request") throw stageError("bad_request", "Please enter a valid email address.", "invalid");
    log("guest-account").error(errorFields(err), "sign-up failed");
    throw stageError("internal", "Unable to create account. Please try again or proceed without email.", "create");
  }

  let linked = false;
  try {
    const db = await getDb();
    linked = await linkSessionToUser({ db, sessionId: payload.session_id, userId, guestKey: await guestKeyHash() });
    if (linked) await setSessionPublic({ db, sessionId: payload.session_id });
  } catch (err) {
    log("guest-account").error(errorFields(err), "session link failed");
    linked = false;
  }

  let search: GuestAccountResponse["search"];
  try {
    search = await startSearch({ payload, viewer: linked ? { id: userId } : null, notifyEmail: email });
  } catch (err) {
    log("guest-account").error(errorFields(err), "search start failed");
    search = { status: "error" };
  }
  return { status: "created", email, linked, search };
}
