import "server-only";
import type { ChatMessage } from "@/db/schema";
import type { ChatSuggestionsData, ChatSummaryData, FormField, ReplySource } from "@/lib/chat/types";
import type { ListingDetail } from "@/lib/matches/types";
import type { StoredPreferences } from "@/lib/preferences/schema";

/**
 * One interface for whatever writes the Property Assistant's reply — the built-in
 * assistant (default), an LLM (LLM_API_KEY) or the external workflow
 * (CHAT_WEBHOOK_URL) — so the route handler and the page never know which answered.
 */
export type TurnInput = {
  sessionId: string;
  /** The session's owner, else the signed-in user, else null (a guest). */
  userId: string | null;
  message: string;
  /** The assistant's stored memory of the session (null on the first turn). */
  state: unknown;
  /** The session's stored preferences (null when none were set yet). */
  preferences: StoredPreferences | null;
  /** Earlier messages of the conversation, oldest first. */
  history: readonly ChatMessage[];
  /** The session's best scored listings with their scoring_inputs (loaded on demand). */
  results: () => Promise<ListingDetail[]>;
  /** Runs the estimate and the search with these preferences now (a producer that wants the outcome itself). */
  startSearch: (preferences: StoredPreferences) => Promise<SearchOutcome>;
  /**
   * Sends reply text to the browser as it is written (a streaming producer). What it sent is the start of
   * the final `text`: later words are appended, never replaced.
   */
  onText?: (delta: string) => void;
  /** Aborted when the browser stops waiting (it closed the request, or the user pressed stop). */
  signal?: AbortSignal;
};

export type TurnOutput = {
  text: string;
  /** A form that asks for what is missing. */
  form?: FormField[];
  /** The session's preferences after this turn, when it changed them. */
  preferences?: StoredPreferences;
  /** Plain-words lines of what is understood so far. */
  understood?: string[];
  /** The brief is complete: run the estimate and the search, and announce the outcome after the text. */
  runSearch?: boolean;
  /** A search the producer already ran through `startSearch` (its text announces it, unless `announceSearch`). */
  search?: SearchOutcome;
  /** The text doesn't announce `search`: the service appends the announcement. */
  announceSearch?: boolean;
  /** The assistant's memory after this turn. */
  state: unknown;
  /** A reply that names another session (the external workflow may): the page adopts it. */
  sessionId?: string | null;
  source: ReplySource;
  notice?: string;
  /** What was understood, as editable chips with their confidence, and the question asked before searching. */
  summary?: ChatSummaryData;
  /** Suburbs suggested for the brief. */
  suggestions?: ChatSuggestionsData;
  /** The message was off-topic and left the brief as it was. */
  offTopic?: boolean;
};

export type SearchOutcome =
  | { kind: "started"; count: number | null; estimatedMinutes: number | null; startedAt: string; /** How many of the matches are analysed and ranked, when the engine says. */ rankedCount?: number }
  | { kind: "none" }
  | { kind: "failed"; error: string | null };

export interface ReplyProducer {
  readonly kind: "builtin" | "llm" | "external";
  reply(input: TurnInput): Promise<TurnOutput>;
}
