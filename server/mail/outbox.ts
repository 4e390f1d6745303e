import "server-only";
import { desc } from "drizzle-orm";
import { getDb } from "@/db/client";
import { emailOutbox, type EmailOutboxRow } from "@/db/schema";

export async function listOutbox({ limit }: { limit: number }): Promise<EmailOutboxRow[]> {
  const db = await getDb();
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
}
