import { DUPLICATE_MESSAGE_WINDOW_MS } from "@/lib/constants";

/**
 * What the search screen does with a notification (spec 2 section 4, steps 7-9, and
 * the filtering rules under it). Pure, so the Pusher path and the polling path
 * decide the same way.
 */
export type NotificationEvent = "INSERT" | "UPDATE" | "DELETE";
export type IncomingNotification = {
  id?: string;
  event?: string;
  session_id: string;
  message: string | null;
  status?: string | null;
  listing_id?: string | null;
};
export type NotificationAction = "ignore" | "navigate" | "complete" | "error" | "info";

export const WORKFLOW_DONE_MESSAGE = "Workflow completed successfully!";
export const ANALYSIS_IN_PROGRESS = "Analysis in progress";
export const ALL_ANALYSIS_COMPLETE = "All property analysis complete";
export const SEARCH_ERROR_FALLBACK = "Search failed. Please try again.";

const NAVIGATE = /property matches|properties found|analysis in progress/i;
const COMPLETE = /all (property )?analysis complete|analysis complete/i;
const ERROR_TEXT = /error|failed/i;
/** "Analysis complete for 12 Smith St" or "Analysis complete: <listing>": one property, not the search. */
const PER_PROPERTY = /^analysis complete\s*(for|:|-)\s*\S/i;

export function classifyNotification(n: IncomingNotification, currentSessionId: string): NotificationAction {
  const event = (n.event ?? "INSERT").toUpperCase();
  if (event !== "INSERT" && event !== "UPDATE") return "ignore";
  if (n.session_id !== currentSessionId) return "ignore";
  const message = (n.message ?? "").trim();
  if (!message || message === WORKFLOW_DONE_MESSAGE) return "ignore";
  const status = (n.status ?? "").toLowerCase();
  if (status === "error" || status === "tool_call_error" || /tool_call.*error/i.test(message) || ERROR_TEXT.test(message)) return "error";
  if (NAVIGATE.test(message)) return "navigate";
  if (n.listing_id || PER_PROPERTY.test(message)) return "ignore";
  if (COMPLETE.test(message)) return "complete";
  return "info";
}

/** Skips the same message arriving twice within a second (Pusher and polling both deliver it). */
export function createDuplicateFilter(windowMs = DUPLICATE_MESSAGE_WINDOW_MS) {
  const seenIds = new Set<string>();
  const lastByMessage = new Map<string, number>();
  return (n: IncomingNotification, now = Date.now()): boolean => {
    if (n.id) {
      if (seenIds.has(n.id)) return false;
      seenIds.add(n.id);
    }
    const key = `${n.status ?? ""}|${(n.message ?? "").trim()}`;
    const last = lastByMessage.get(key);
    lastByMessage.set(key, now);
    return last === undefined || now - last > windowMs;
  };
}
