import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { rowsOf, type DbOrTx } from "@/db/client";
import { planUsage, users } from "@/db/schema";
import { normaliseEmail } from "@/lib/auth/email";
import { DEFAULT_PLAN, type CountedLimit, type PlanId } from "@/lib/plans";

/** Plans and their counted allowances (lib/plans.ts; enforced by server/policy.ts enforcePlanLimit). */

export async function getUserPlan({ userId, db: db }: { userId: string; db: DbOrTx }): Promise<PlanId> {
  const [row] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.plan ?? DEFAULT_PLAN;
}

/**
 * The operator's `npm run plan:set`, the same as the README's
 * `UPDATE users SET plan = 'Half Pie' WHERE email = 'jane@example.com';`. False when no account has that address.
 */
export async function setUserPlan({ email, plan, db: db }: { email: string; plan: PlanId; db: DbOrTx }): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ plan, updatedAt: sql`now()` })
    .where(eq(users.email, normaliseEmail(email)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Takes one of a user's `limit` allowances for the period, in one statement: the row is created at
 * 1, or raised by one only while it is below the limit, so two requests at once can't both take
 * the last. True when one was taken. A limit of 0 takes nothing.
 */
export async function takeAllowance({ db, userId, kind, period, limit }: { db: DbOrTx; userId: string; kind: CountedLimit; period: string; limit: number }): Promise<boolean> {
  if (limit <= 0) return false;
  const result = await db.execute(sql`
    INSERT INTO plan_usage (user_id, kind, period, used) VALUES (${userId}, ${kind}, ${period}, 1)
    ON CONFLICT (user_id, kind, period) DO UPDATE SET used = plan_usage.used + 1, updated_at = now()
    WHERE plan_usage.used < ${limit}
    RETURNING used`);
  return rowsOf(result).length === 1;
}

/** How much of the period's allowance a user has used. */
export async function allowanceUsed({ db, userId, kind, period }: { db: DbOrTx; userId: string; kind: CountedLimit; period: string }): Promise<number> {
  const [row] = await db
    .select({ used: planUsage.used })
    .from(planUsage)
    .where(and(eq(planUsage.userId, userId), eq(planUsage.kind, kind), eq(planUsage.period, period)))
    .limit(1);
  return row?.used ?? 0;
}
