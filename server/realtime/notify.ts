import "server-only";
import { getDb, type DbOrTx } from "@/db/client";
import { insertNotification } from "@/db/queries/search-runs";
import type { Notification } from "@/db/schema";
import { publishNotification, type NotificationMessage } from "./server";

/**
 * Every progress message is a notifications row first (polling reads it) and then,
 * when Pusher is configured, a push on notifications-{sessionId}.
 */
export function toMessage(row: Notification): NotificationMessage {
  return {
    id: row.id,
    session_id: row.sessionId,
    message: row.message,
    status: row.status,
    listing_id: row.listingId,
    created_at: row.createdAt.toISOString(),
  };
}

export async function postNotification(values: { sessionId: string; message: string; status: string; listingId?: string | null }): Promise<Notification> {
  const db = await getDb();
  const row = await insertNotification({ db, ...values });
  await publishNotification(toMessage(row));
  return row;
}

/**
 * Inside a transaction: stores the row now and returns a function that pushes it,
 * to be called after the commit (a push for a rolled-back row would lie).
 */
export async function stageNotification({
  db,
  ...values
}: {
  db: DbOrTx;
  sessionId: string;
  message: string;
  status: string;
  listingId?: string | null;
}): Promise<() => Promise<boolean>> {
  const row = await insertNotification({ db, ...values });
  return () => publishNotification(toMessage(row));
}
