import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { emailOutbox, type EmailOutboxRow } from "@/db/schema";

/** Every message is recorded in email_outbox before it is sent (status 'stored'). */
export async function insertOutboxMessage(message: { to: string; subject: string; text: string; html: string | null; links: string[] }): Promise<{ id: string }> {
  const db = await getDb();
  const [row] = await db
    .insert(emailOutbox)
    .values({ toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html, links: message.links, status: "stored" })
    .returning({ id: emailOutbox.id });
  return row;
}

export async function markOutboxSent({ id }: { id: string }): Promise<void> {
  const db = await getDb();
  await db.update(emailOutbox).set({ status: "sent", sentAt: new Date(), error: null }).where(eq(emailOutbox.id, id));
}

export async function markOutboxFailed({ id, reason }: { id: string; reason: string }): Promise<void> {
  const db = await getDb();
  await db.update(emailOutbox).set({ status: "failed", error: reason }).where(eq(emailOutbox.id, id));
}

export async function listOutbox({ limit }: { limit: number }): Promise<EmailOutboxRow[]> {
  const db = await getDb();
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
}
