import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { chatMessages, chatStates, userSessions, type ChatMessage, type ChatState } from "@/db/schema";

/**
 * The Property Assistant's storage: a session's conversation (chat_messages) and the
 * assistant's memory of it (chat_states). Callers check access with
 * requireSessionAccess first.
 */

/** The latest `limit` messages of a session, oldest first. */
export async function listChatMessages({ db, sessionId, limit = 500 }: { db: DbOrTx; sessionId: string; limit?: number }): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

export async function getChatState({ db, sessionId }: { db: DbOrTx; sessionId: string }): Promise<ChatState | null> {
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
  /** The user message's id, as the page named it (a UUID); a new one otherwise. */
  userMessageId?: string | null;
  /**
   * The session's last turn, which this one replaces (the user edited their last message):
   * both its messages are deleted in the same transaction, and only while they are still
   * the session's last two.
   */
  replace?: { userMessageId: string; assistantMessageId: string } | null;
};

/** Thrown inside the transaction to undo it when the turn to replace is no longer the last one. */
class TurnMoved extends Error {}

/**
 * Stores one turn in one transaction: both messages, the assistant's new state and
 * the session's preferences and message count (and, for an edited last message, the
 * removal of the turn it replaces). Returns null (nothing written) when another turn
 * changed the state since this one read it, or the turn to replace is no longer the last.
 */
export async function saveChatTurn({ db, ...turn }: ChatTurnWrite & { db: DbOrTx }): Promise<{ userMessageId: string; assistantMessageId: string } | null> {
  try {
    return await db.transaction(async (tx) => {
      if (!(await writeState({ db: tx, turn }))) return null;
      // The state row is locked now: no other turn can land before this one commits.
      let removed = 0;
      if (turn.replace) removed = await deleteLastTurn({ db: tx, sessionId: turn.sessionId, turn: turn.replace });
      // Only the latest turn can be replaced: what the earlier ones kept to undo themselves goes.
      await tx
        .update(chatMessages)
        .set({ reply: sql`${chatMessages.reply} - 'undo'` })
        .where(and(eq(chatMessages.sessionId, turn.sessionId), eq(chatMessages.type, "assistant"), sql`${chatMessages.reply} ? 'undo'`));
      // Two rows, one statement: created_at differs so the order survives a reload.
      const now = Date.now();
      const rows = await tx
        .insert(chatMessages)
        .values([
          { ...(turn.userMessageId ? { id: turn.userMessageId } : {}), sessionId: turn.sessionId, type: "user", content: turn.user.content, createdAt: new Date(now) },
          { sessionId: turn.sessionId, type: "assistant", content: turn.assistant.content, reply: turn.assistant.reply, createdAt: new Date(now + 1) },
        ])
        .onConflictDoNothing({ target: chatMessages.id })
        .returning({ id: chatMessages.id, type: chatMessages.type });
      // A message id already taken (by any session) is refused as a conflict, never overwritten.
      if (rows.length !== 2) throw new TurnMoved();
      await tx
        .update(userSessions)
        .set({
          chatCount: sql`greatest(${userSessions.chatCount} + ${2 - removed}, 0)`,
          lastActive: new Date(),
          ...(turn.preferences ? { sessionData: turn.preferences } : {}),
          ...(turn.userId ? { userId: sql`coalesce(${userSessions.userId}, ${turn.userId}::uuid)` } : {}),
        })
        .where(eq(userSessions.sessionId, turn.sessionId));
      const idOf = (type: "user" | "assistant") => rows.find((r) => r.type === type)?.id ?? "";
      return { userMessageId: idOf("user"), assistantMessageId: idOf("assistant") };
    });
  } catch (err) {
    if (err instanceof TurnMoved) return null;
    throw err;
  }
}

/** Deletes the session's last turn (its user message and the reply after it); throws TurnMoved unless they are exactly the last two. */
async function deleteLastTurn({ db: tx, sessionId, turn }: { db: DbOrTx; sessionId: string; turn: { userMessageId: string; assistantMessageId: string } }): Promise<number> {
  const last = await tx
    .select({ id: chatMessages.id, type: chatMessages.type })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(2);
  const [reply, user] = last;
  if (reply?.id !== turn.assistantMessageId || reply.type !== "assistant" || user?.id !== turn.userMessageId || user.type !== "user") throw new TurnMoved();
  const deleted = await tx
    .delete(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), inArray(chatMessages.id, [turn.userMessageId, turn.assistantMessageId])))
    .returning({ id: chatMessages.id });
  if (deleted.length !== 2) throw new TurnMoved();
  return 2;
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
