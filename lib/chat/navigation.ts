import type { ChatReplyData } from "./types";

/**
 * Spec 1 section 4: when an assistant reply mentions property matches, properties
 * found or search results, the page goes to /matches ("1 property match" is one too).
 * The built-in assistant words its announcement to match, and nothing else it says.
 */
export const ANNOUNCES_MATCHES = /property match(?:es)?\b|properties found|search results/i;

export function announcesMatches(text: string): boolean {
  return ANNOUNCES_MATCHES.test(text);
}

/** Spec 1 section 4: polling stops once this arrives. */
export const ANALYSIS_COMPLETE_TEXT = "All property analysis complete";

/**
 * Whether a reply takes the page to /matches. Only a workflow's (external) reply does, by
 * the spec's wording: its search runs outside Propie, so the chat can't follow it. A search
 * the built-in assistant or the LLM started stays in the chat, its best matches shown
 * under the reply with a link to the rest (docs/ASSISTANT.md, "The chat screen").
 */
export function opensMatchesPage(reply: Pick<ChatReplyData, "navigate" | "source"> | null | undefined): boolean {
  return reply?.navigate === true && reply.source === "external";
}

/** Where the chat opens the matches (See all, or a search it started): ready=1 has /matches show the ready toast with the results. */
export const MATCHES_READY_PATH = "/matches?ready=1";
