import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { betaAccessRequests } from "@/db/schema";
import type { PlanInterest } from "@/lib/beta/schemas";

/**
 * Stores a beta request; a second request for the same e-mail updates the
 * details instead of failing. Approval is never changed here: only an operator
 * sets it, so resubmitting can't grant or revoke access.
 */
export async function upsertBetaRequest(input: { fullName: string; email: string; mobile: string; planInterest: PlanInterest }): Promise<void> {
  const db = await getDb();
  await db
    .insert(betaAccessRequests)
    .values({ ...input, disclaimerAccepted: true })
    .onConflictDoUpdate({
      target: betaAccessRequests.email,
      set: { fullName: input.fullName, mobile: input.mobile, planInterest: input.planInterest, disclaimerAccepted: true, updatedAt: sql`now()` },
    });
}

/** The operator's approval (`npm run beta:approve`): creates the row if the tester never filled in the form. */
export async function approveBetaEmail({ email }: { email: string }): Promise<void> {
  const db = await getDb();
  await db
    .insert(betaAccessRequests)
    .values({ fullName: "", email, mobile: "", planInterest: "Free", disclaimerAccepted: false, approved: true, approvedAt: new Date() })
    .onConflictDoUpdate({ target: betaAccessRequests.email, set: { approved: true, approvedAt: sql`now()`, updatedAt: sql`now()` } });
}

export async function getBetaRequest({ email }: { email: string }) {
  const db = await getDb();
  const [row] = await db.select().from(betaAccessRequests).where(eq(betaAccessRequests.email, email)).limit(1);
  return row ?? null;
}
