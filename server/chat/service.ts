import "server-only";
import { errorFields, log } from "@/server/log";
import { getDb } from "@/db/client";
import { getChatState, listChatMessages, saveChatTurn } from "@/db/queries/chat";
import { checkSessionAccess, requireSessionAccess, sessionAccessError } from "@/server/sessions";
import type { ChatMessage } from "@/db/schema";
import { announceMatches } from "@/lib/assistant";
import { understoodChips } from "@/lib/assistant/brief";
import { announcesMatches } from "@/lib/chat/navigation";
import type { ChatRequest, StoredReply } from "@/lib/chat/types";
import { AppError } from "@/lib/errors";
import type { ListingDetail } from "@/lib/matches/types";
import { isEmptyPreferencesObject, parseStoredPreferences, toSearchPayload } from "@/lib/preferences/convert";
import type { StoredPreferences } from "@/lib/preferences/schema";
import { getTopListingDetails } from "@/server/matches/listings";
import { requestEstimate, startSearch } from "@/server/search/service";
import { withRankedNote } from "@/lib/chat/ranked-note";
import { formatRankedCount } from "@/lib/search/messages";
import { isSessionId } from "@/lib/session-id";
import { turnBase, type TurnUndo } from "./edit";
import { decideSessionAccess, isPersonalOwner, type Viewer } from "@/lib/sessions/access";
import { guestKeyHash } from "@/server/auth/guest-key";
import type { ReplyProducer, SearchOutcome, TurnOutput } from "./producer";
import { getReplyProducer } from "./producers";

/**
 * One turn of the Property Assistant: check the session (write access, created on
 * first use), let the producer answer, run the estimate and the search when the brief
 * is complete, and store the turn (both messages, the assistant's state, the
 * session's preferences) in one transaction.
 */
export const RESULTS_FOR_ASSISTANT = 20;
const understoodLabels = (p: StoredPreferences) => understoodChips(p).map((c) => c.label);
export const CONCURRENT_TURN_MESSAGE = "Another message for this session is still being answered. Please try again.";

export type ChatTurnResult = {
  messageId: string;
  text: string;
  reply: StoredReply;
  /** How much of `text` already went to the browser through `onText` (a streamed reply); the rest follows at once. */
  streamed: number;
};

const paragraphs = (...parts: string[]) => parts.filter((p) => p.trim()).join("\n\n");

function storedPreferences(raw: Record<string, unknown> | null): StoredPreferences | null {
  return isEmptyPreferencesObject(raw) ? null : parseStoredPreferences(raw);
}

async function runSearch({ sessionId, userId, preferences, viewer }: { sessionId: string; userId: string | null; preferences: StoredPreferences; viewer: Viewer }): Promise<SearchOutcome> {
  const payload = toSearchPayload({ sessionId, userId, preferences });
  try {
    const estimate = await requestEstimate({ payload, viewer });
    if (estimate.status === "fail") return { kind: "failed", error: estimate.error };
    const count = estimate.estimate?.searchCount ?? null;
    if (count === 0) return { kind: "none" };
    const started = await startSearch({ payload, viewer });
    if (started.status === "fail") return { kind: "failed", error: started.error };
    const rankedCount = estimate.estimate?.rankedCount;
    return { kind: "started", count, estimatedMinutes: estimate.estimate?.estimatedTime ?? null, startedAt: started.startedAt, ...(rankedCount !== undefined ? { rankedCount } : {}) };
  } catch (err) {
    log("chat").warn(errorFields(err), "search could not start");
    return { kind: "failed", error: err instanceof AppError ? err.message : null };
  }
}

export function searchAnnouncement(outcome: SearchOutcome): string {
  switch (outcome.kind) {
    case "started":
      return outcome.count === null
        ? "Your search is running: your property matches will appear on the Matches page as they're scored."
        : withRankedNote(announceMatches(outcome.count, { estimatedMinutes: outcome.estimatedMinutes }), formatRankedCount(outcome.count, outcome.rankedCount));
    case "none":
      return announceMatches(0);
    case "failed":
      return `I couldn't start the search just now${outcome.error ? ` (${outcome.error})` : ""}. Please try again in a moment.`;
  }
}

/**
 * One turn. `onText` receives the reply's words as a streaming producer writes them (the route sends
 * them on at once); `signal` is the browser's request, so a stop cancels the model's request too.
 */
export async function handleChatTurn(
  { request, viewer, signal, onText }: { request: ChatRequest; viewer: Viewer; signal?: AbortSignal; onText?: (delta: string) => void },
  producer: ReplyProducer = getReplyProducer(),
): Promise<ChatTurnResult> {
  const { sessionId } = request;
  const session = await requireSessionAccess({ sessionId, viewer, action: "write", createIfMissing: true });
  const userId = session.userId ?? viewer?.id ?? null;
  const db = await getDb();
  const [stateRow, stored] = await Promise.all([getChatState({ db, sessionId }), listChatMessages({ db, sessionId })]);
  // An edited last message is answered from what the assistant knew before that turn (./edit.ts).
  const base = turnBase({ replaces: request.replaces, state: stateRow?.state ?? null, preferences: session.sessionData, history: stored });
  const { history } = base;
  const preferences = storedPreferences(base.preferences);

  let results: Promise<ListingDetail[]> | null = null;
  let emitted = "";
  let out: TurnOutput;
  try {
    out = await producer.reply({
      sessionId,
      userId,
      message: request.message.text,
      state: base.state,
      preferences,
      history,
      results: () => (results ??= getTopListingDetails({ sessionId, limit: RESULTS_FOR_ASSISTANT })),
      startSearch: (p) => runSearch({ sessionId, userId, preferences: p, viewer }),
      ...(onText
        ? {
            onText: (delta: string) => {
              emitted += delta;
              onText(delta);
            },
          }
        : {}),
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw new AppError("bad_request", "The message was stopped before any answer.");
    throw err;
  }

  const nextPreferences = out.preferences ?? preferences;
  const preferencesChanged = !!out.preferences && JSON.stringify(out.preferences) !== JSON.stringify(preferences);

  // What the browser already shows stays the start of the stored text; everything else is appended.
  const shown = emitted.trimEnd();
  let text = out.text.trim();
  if (!text.startsWith(shown)) text = paragraphs(shown, text);
  let outcome: SearchOutcome | null = out.search ?? null;
  if (!outcome && out.runSearch && nextPreferences) {
    outcome = await runSearch({ sessionId, userId, preferences: nextPreferences, viewer });
    text = paragraphs(text, searchAnnouncement(outcome));
  } else if (outcome && out.announceSearch) {
    text = paragraphs(text, searchAnnouncement(outcome));
  }
  const searchStartedAt = outcome?.kind === "started" ? outcome.startedAt : undefined;
  const searched = outcome?.kind === "started";

  const form = out.form && out.form.length > 0 ? out.form : [];
  const reply: StoredReply = {
    session_id: out.sessionId ?? sessionId,
    source: out.source,
    // Built-in and LLM replies go to /matches when they started a search; a workflow's
    // reply by its words (spec 1 section 4), since only its text says so.
    navigate: searched || (out.source === "external" && announcesMatches(text)),
    showForm: form.length > 0,
    formFields: form,
    preferences: nextPreferences,
    understood: out.understood ?? (nextPreferences ? understoodLabels(nextPreferences) : []),
    ...(searchStartedAt ? { searchStartedAt } : {}),
    ...(out.notice ? { notice: out.notice } : {}),
    ...(out.summary ? { summary: out.summary } : {}),
    ...(out.suggestions ? { suggestions: out.suggestions } : {}),
    ...(out.offTopic ? { offTopic: true } : {}),
  };

  const undo: TurnUndo = { state: base.state, preferences: base.preferences };
  const saved = await saveChatTurn({
    db,
    sessionId,
    user: { content: request.message.text },
    assistant: { content: text, reply: { ...reply, undo } },
    state: (out.state ?? {}) as Record<string, unknown>,
    expectedVersion: stateRow?.version ?? null,
    // A replaced turn's preferences go back to before it, unless this turn sets its own.
    preferences: preferencesChanged || base.replace ? ((nextPreferences ?? base.preferences ?? {}) as unknown as Record<string, unknown>) : null,
    userId,
    userMessageId: request.message.id && isSessionId(request.message.id) ? request.message.id : null,
    replace: base.replace,
  });
  if (!saved) throw new AppError("conflict", CONCURRENT_TURN_MESSAGE);
  return { messageId: saved.assistantMessageId, text, reply, streamed: shown.length };
}

/** claimable: a signed-in viewer reading a guest's conversation, who may take it over to continue it. */
/** `withheld`: the conversation is someone else's, and its messages were left out. */
export type ChatHistory = { messages: ChatMessage[]; writable: boolean; claimable: boolean; exists: boolean; withheld: boolean };

/**
 * The stored conversation of a session, for the owner of its personal data only: what a buyer tells
 * the assistant (their income, their deposit) and what it answers them are theirs. Anyone else who
 * may read the session (a shared link) gets no messages: the search and its results are what a link
 * shares (server/privacy.ts).
 */
export async function getChatHistory({ sessionId, viewer }: { sessionId: string; viewer: Viewer }): Promise<ChatHistory> {
  const access = await checkSessionAccess({ sessionId, viewer, action: "read" });
  // A session id nobody has used yet is a new, empty conversation.
  if (!access.allowed && access.reason === "not_found") return { messages: [], writable: true, claimable: false, exists: false, withheld: false };
  if (!access.allowed) throw sessionAccessError(access.reason);
  const guestKey = await guestKeyHash();
  const write = decideSessionAccess(access.session, viewer, "write", guestKey);
  const claimable = !write.allowed && write.reason === "claim_required";
  if (!isPersonalOwner(access.session, viewer, guestKey)) return { messages: [], writable: false, claimable: false, exists: true, withheld: true };
  const db = await getDb();
  const messages = await listChatMessages({ db, sessionId });
  return { messages, writable: write.allowed, claimable, exists: true, withheld: false };
}
