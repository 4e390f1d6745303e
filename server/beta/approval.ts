import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { betaAccessRequests } from "@/db/schema";
import { normaliseEmail } from "@/lib/auth/email";

/** Approval is per e-mail, set by an operator on beta_access_requests.approved. */
export async function isBetaApproved({ email }: { email: string }): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ approved: betaAccessRequests.approved })
    .from(betaAccessRequests)
    .where(and(eq(betaAccessRequests.email, normaliseEmail(email)), eq(betaAccessRequests.approved, true)))
    .limit(1);
  return row?.approved === true;
}
