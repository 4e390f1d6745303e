import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { normaliseEmail } from "@/lib/auth/email";
import type { FinanceProfileInput } from "@/lib/finance/profile";

export async function findUserByEmail({ email }: { email: string }) {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, normaliseEmail(email))).limit(1);
  return user ?? null;
}

export async function findUserById({ id }: { id: string }) {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/** The user's account finance defaults (docs/FINANCE.md §14); null when none are saved or the user is gone. */
export async function getFinanceDefaults({ userId }: { userId: string }): Promise<FinanceProfileInput | null> {
  const db = await getDb();
  const [row] = await db.select({ finance: users.financeDefaults }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.finance ?? null;
}

/** Replaces the user's account finance defaults (null clears them); the row written, or null when the user is gone. */
export async function setFinanceDefaults({ userId, finance }: { userId: string; finance: FinanceProfileInput | null }): Promise<FinanceProfileInput | null | undefined> {
  const db = await getDb();
  const [row] = await db.update(users).set({ financeDefaults: finance, updatedAt: new Date() }).where(eq(users.id, userId)).returning({ finance: users.financeDefaults });
  return row ? row.finance : undefined;
}
