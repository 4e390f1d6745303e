import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { normaliseEmail } from "@/lib/auth/email";

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
