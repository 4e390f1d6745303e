import "server-only";
import { getDb } from "@/db/client";
import { isEmailApproved } from "@/db/queries/beta";
import { normaliseEmail } from "@/lib/auth/email";

/** Approval is per e-mail, set by an operator on beta_access_requests.approved. */
export async function isBetaApproved({ email }: { email: string }): Promise<boolean> {
  const db = await getDb();
  return isEmailApproved({ db, email: normaliseEmail(email) });
}
