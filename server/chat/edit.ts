import "server-only";
import { z } from "zod";
import type { ChatMessage } from "@/db/schema";
import { AppError } from "@/lib/errors";

/**
 * Editing the last message (docs/ASSISTANT.md, "Editing the last message"): the edited
 * message and its reply replace the session's last turn, computed from what the
 * assistant knew before that turn — its state and the session's preferences, which each
 * stored reply keeps as `undo` — so nothing the replaced message changed in the brief
 * survives unseen.
 */
export const EDIT_NOT_LAST_MESSAGE = "Only your last message can be edited. Please send a new message instead.";
export const EDIT_UNAVAILABLE_MESSAGE = "This message can't be edited any more. Please send a new message instead.";

const undoSchema = z.object({ state: z.unknown(), preferences: z.record(z.string(), z.unknown()).nullable() });
export type TurnUndo = z.infer<typeof undoSchema>;

/** What a turn is computed from. */
export type TurnBase = {
  state: unknown;
  /** The session's stored preferences (raw), before the turn. */
  preferences: Record<string, unknown> | null;
  history: readonly ChatMessage[];
  replace: { userMessageId: string; assistantMessageId: string } | null;
};

/**
 * The base of a new turn: the stored state as it is, or, when the message replaces the
 * last one, the state before that turn. A `replaces` id the session has never stored is
 * a message whose turn was stopped before it was saved: the edit is then a new message.
 */
export function turnBase({
  replaces,
  state,
  preferences,
  history,
}: {
  replaces: string | undefined;
  state: unknown;
  preferences: Record<string, unknown> | null;
  history: readonly ChatMessage[];
}): TurnBase {
  const current: TurnBase = { state, preferences, history, replace: null };
  if (!replaces) return current;
  const at = history.findIndex((m) => m.id === replaces);
  if (at === -1) return current;
  const user = history[at];
  const reply = history[at + 1];
  if (user.type !== "user" || at !== history.length - 2 || reply?.type !== "assistant") throw new AppError("conflict", EDIT_NOT_LAST_MESSAGE);
  const undo = undoSchema.safeParse((reply.reply as Record<string, unknown> | null)?.undo);
  if (!undo.success) throw new AppError("conflict", EDIT_UNAVAILABLE_MESSAGE);
  return {
    state: undo.data.state ?? null,
    preferences: undo.data.preferences,
    history: history.slice(0, at),
    replace: { userMessageId: user.id, assistantMessageId: reply.id },
  };
}
