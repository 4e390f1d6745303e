import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { rowsOf, type DbOrTx } from "@/db/client";
import { betaAccessRequests } from "@/db/schema";
import type { PlanInterest } from "@/lib/beta/schemas";

/**
 * Stores a beta request. A second request for the same e-mail updates the details
 * only when `mayUpdate` (the caller is signed in with that address); otherwise the
 * first request stands, so nobody can overwrite another person's details by
 * naming their address. Approval is never changed here: only an operator sets it.
 */
export async function upsertBetaRequest({ db, ...input }: { db: DbOrTx; fullName: string; email: string; mobile: string; planInterest: PlanInterest; mayUpdate?: boolean }): Promise<void> {
  const { mayUpdate, ...values } = input;
  const insert = db.insert(betaAccessRequests).values({ ...values, disclaimerAccepted: true });
  if (!mayUpdate) {
    await insert.onConflictDoNothing({ target: betaAccessRequests.email });
    return;
  }
  await insert.onConflictDoUpdate({
    target: betaAccessRequests.email,
    set: { fullName: values.fullName, mobile: values.mobile, planInterest: values.planInterest, disclaimerAccepted: true, updatedAt: sql`now()` },
  });
}

/** The operator's approval (`npm run beta:approve`): creates the row if the tester never filled in the form. */
export async function approveBetaEmail({ email, db }: { email: string; db: DbOrTx }): Promise<void> {
  await db
    .insert(betaAccessRequests)
    .values({ fullName: "", email, mobile: "", planInterest: "Free", disclaimerAccepted: false, approved: true, approvedAt: new Date() })
    .onConflictDoUpdate({ target: betaAccessRequests.email, set: { approved: true, approvedAt: sql`now()`, updatedAt: sql`now()` } });
}

export type ApprovalToNotify = { id: string; email: string; fullName: string };

/**
 * Claims approved testers who have not been told yet, marking them notified in the same
 * statement. Rows another worker is claiming are skipped (FOR UPDATE SKIP LOCKED), so
 * with several workers each tester is claimed once. Approvals made any way count: the
 * request form plus an operator's SQL, `npm run beta:approve`, or a row inserted by hand.
 */
export async function claimApprovalsToNotify({ db, limit }: { db: DbOrTx; limit: number }): Promise<ApprovalToNotify[]> {
  const result = await db.execute(sql`
    UPDATE beta_access_requests SET approval_notified_at = now()
    WHERE id IN (
      SELECT id FROM beta_access_requests
      WHERE approved AND approval_notified_at IS NULL
      ORDER BY approved_at NULLS FIRST
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, email, full_name AS "fullName"`);
  return rowsOf<ApprovalToNotify>(result);
}

/** Gives a claim back (its e-mail could not be sent) so a later round tries again. */
export async function releaseApprovalClaim({ db, id }: { db: DbOrTx; id: string }): Promise<void> {
  await db.update(betaAccessRequests).set({ approvalNotifiedAt: null }).where(and(eq(betaAccessRequests.id, id), eq(betaAccessRequests.approved, true)));
}

/** Approval is per e-mail, set by an operator on beta_access_requests.approved. */
export async function isEmailApproved({ db, email }: { db: DbOrTx; email: string }): Promise<boolean> {
  const [row] = await db
    .select({ approved: betaAccessRequests.approved })
    .from(betaAccessRequests)
    .where(and(eq(betaAccessRequests.email, email), eq(betaAccessRequests.approved, true)))
    .limit(1);
  return row?.approved === true;
}
