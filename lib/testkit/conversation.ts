/** The assistant's unit tests' conversations: each message a turn, from an empty brief, on a test's own places. */
import { assistantTurn, initialAssistantState, type AssistantReply, type AssistantState, type PlaceIndex } from "@/lib/assistant";

export function conversationOn(places: PlaceIndex) {
  /** The state after these messages, one turn each. */
  const say = (...messages: string[]): AssistantState => {
    let state = initialAssistantState();
    for (const message of messages) ({ state } = assistantTurn({ state, message, places }));
    return state;
  };
  /** The places left in the search after these messages, without their postcodes. */
  const locations = (...messages: string[]): string[] => say(...messages).preferences.locations.map((l) => l.replace(/ \d{4}$/, ""));
  /** The reply to the last of these messages. */
  const replyTo = (...messages: string[]): AssistantReply => {
    let state = initialAssistantState();
    let reply: AssistantReply | null = null;
    for (const message of messages) ({ state, reply } = assistantTurn({ state, message, places }));
    return reply!;
  };
  return { say, locations, replyTo };
}
