import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { chatMessages, chatStates, userSessions, type ChatMessage, type ChatState } from "@/db/schema";

/**
 * The Property Assistant's storage: a session's conversation (chat_messages) and the
 * assistant's memory of it (chat_states). Callers check access with
 * requireSessionAccess first.
 */

/** The latest `limit` messages of a session, oldest first. */
export async function listChatMessages({ sessionId, limit = 500 }: { sessionId: string; limit?: number }): Promise<ChatMessage[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

export async function getChatState({ sessionId }: { sessionId: string }): Promise<ChatState | null> {
  const db = await getDb();
  const [row] = await db.select().from(chatStates).where(eq(chatStates.sessionId, sessionId)).limit(1);
  return row ?? null;
}

export type ChatTurnWrite = {
  sessionId: string;
  user: { content: string };
  assistant: { content: string; reply: Record<string, unknown> };
  state: Record<string, unknown>;
  /** The state version the turn was computed from (null: there was none). */
  expectedVersion: number | null;
  /** The session's stored preferences after the turn, when the turn changed them. */
  preferences?: Record<string, unknown> | null;
  /** Set as the session's owner when it has none yet. */
  userId?: string | null;
};

/**
 * Stores one turn in one transaction: both messages, the assistant's new state and
 * the session's preferences and message count. Returns null (nothing written) when
 * another turn changed the state since this one read it.
 */
export async function saveChatTurn(turn: ChatTurnWrite): Promise<{ userMessageId: string; assistantMessageId: string } | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (!(await writeState({ db: tx, turn }))) return null;
    // Two rows, one statement: created_at differs so the order survives a reload.
    const now = Date.now();
    const rows = await tx.insert(chatMessages).values([
      { sessionId: turn.sessionId, type: "user", content: turn.user.content, createdAt: new Date(now) },
      { sessionId: turn.sessionId, type: "assistant", content: turn.assistant.content, reply: turn.assistant.reply, createdAt: new Date(now + 1) },
    ]).returning({ id: chatMessages.id, type: chatMessages.type });
    await tx
      .update(userSessions)
      .set({
        chatCount: sql`${userSessions.chatCount} + 2`,
        lastActive: new Date(),
        ...(turn.preferences ? { sessionData: turn.preferences } : {}),
        ...(turn.userId ? { userId: sql`coalesce(${userSessions.userId}, ${turn.userId}::uuid)` } : {}),
      })
      .where(eq(userSessions.sessionId, turn.sessionId));
    const idOf = (type: "user" | "assistant") => rows.find((r) => r.type === type)?.id ?? "";
    return { userMessageId: idOf("user"), assistantMessageId: idOf("assistant") };
  });
}

async function writeState({ db, turn }: { db: DbOrTx; turn: ChatTurnWrite }): Promise<boolean> {
  if (turn.expectedVersion === null) {
    const inserted = await db
      .insert(chatStates)
      .values({ sessionId: turn.sessionId, state: turn.state, version: 1 })
      .onConflictDoNothing({ target: chatStates.sessionId })
      .returning({ version: chatStates.version });
    return inserted.length === 1;
  }
  const updated = await db
    .update(chatStates)
    .set({ state: turn.state, version: turn.expectedVersion + 1, updatedAt: new Date() })
    .where(and(eq(chatStates.sessionId, turn.sessionId), eq(chatStates.version, turn.expectedVersion)))
    .returning({ version: chatStates.version });
  return updated.length === 1;
}
