import { describe, expect, it } from "vitest";
import { announceMatches } from "@/lib/assistant";
import { CHAT_MESSAGE_MAX_CHARS } from "@/lib/constants";
import { ALL_ANALYSIS_COMPLETE } from "@/lib/realtime/filter";
import { formatRankedCount } from "@/lib/search/messages";
import { COUNTER_FROM, counterText, inputLimit } from "./input-limit";
import { announcesMatches, opensMatchesPage } from "./navigation";
import { withRankedNote } from "./ranked-note";
import { foldProgress, resultsOfSearch, SEARCH_STARTED, searchStatus, type SearchProgress } from "./search-progress";
import { briefChange, briefChanges, currentBrief, lastUserMessageId, latestSearch, messageText, spokenText } from "./transcript";
import { CHAT_TOO_LONG_MESSAGE, type ChatUIMessage } from "./types";

const SESSION = "9b2f8a52-3c1e-4c7e-9a51-0f6d2b1a7e10";

const user = (id: string, text: string): ChatUIMessage => ({ id, role: "user", parts: [{ type: "text", text }] });
const assistant = (id: string, text: string, opts: { understood?: string[]; searchStartedAt?: string } = {}): ChatUIMessage => ({
  id,
  role: "assistant",
  parts: [
    { type: "text", text, state: "done" },
    { type: "data-reply", id: "reply", data: { session_id: SESSION, source: "builtin", navigate: !!opts.searchStartedAt, ...(opts.searchStartedAt ? { searchStartedAt: opts.searchStartedAt } : {}) } },
    ...(opts.understood
      ? [{ type: "data-preferences" as const, id: "preferences", data: { preferences: {} as never, understood: opts.understood } }]
      : []),
  ],
});

describe("the live brief", () => {
  const conversation = [
    user("u1", "3 bed house in Geelong under 650k"),
    assistant("a1", "Got it", { understood: ["Greater Geelong (City), VIC", "Up to $650,000", "House", "3+ bedrooms"] }),
    user("u2", "what is gross yield?"),
    assistant("a2", "Gross yield is…"),
    user("u3", "make it 4 bed and drop Geelong, Ballarat instead"),
    assistant("a3", "Changed", { understood: ["Ballarat (City), VIC", "Up to $650,000", "House", "4+ bedrooms"] }),
  ];

  it("is the latest reply's brief; a reply without one leaves it, an empty one clears it", () => {
    expect(currentBrief(conversation)).toEqual(["Ballarat (City), VIC", "Up to $650,000", "House", "4+ bedrooms"]);
    expect(currentBrief(conversation.slice(0, 4))).toEqual(["Greater Geelong (City), VIC", "Up to $650,000", "House", "3+ bedrooms"]);
    expect(currentBrief([...conversation, user("u4", "start over"), assistant("a4", "Cleared", { understood: [] })])).toEqual([]);
    expect(currentBrief([])).toEqual([]);
  });

  it("shows under each reply only what that reply changed", () => {
    const changes = briefChanges(conversation);
    expect(changes.get("a1")).toEqual({ added: ["Greater Geelong (City), VIC", "Up to $650,000", "House", "3+ bedrooms"], removed: [] });
    expect(changes.has("a2")).toBe(false);
    expect(changes.get("a3")).toEqual({ added: ["Ballarat (City), VIC", "4+ bedrooms"], removed: ["Greater Geelong (City), VIC", "3+ bedrooms"] });
    // A reply that repeats the brief unchanged shows nothing.
    expect(briefChanges([...conversation, assistant("a4", "Same", { understood: ["Ballarat (City), VIC", "Up to $650,000", "House", "4+ bedrooms"] })]).has("a4")).toBe(false);
    expect(briefChange(["a", "b"], ["b", "c"])).toEqual({ added: ["c"], removed: ["a"] });
  });

  it("knows the last user message and the latest search", () => {
    expect(lastUserMessageId(conversation)).toBe("u3");
    expect(lastUserMessageId([])).toBeNull();
    expect(latestSearch(conversation)).toBeNull();
    const withSearches = [...conversation, assistant("a4", "Found 12 property matches", { searchStartedAt: "2026-01-01T00:00:00.000Z" }), user("u5", "why?"), assistant("a5", "Because")];
    expect(latestSearch(withSearches)).toEqual({ messageId: "a4", startedAt: "2026-01-01T00:00:00.000Z" });
    expect(messageText(conversation[0])).toBe("3 bed house in Geelong under 650k");
  });
});

describe("a finished reply, as a screen reader hears it once", () => {
  it("drops the markdown around the words, tables included", () => {
    const reply = "**#1** leads on **cash flow**.\n\n| | #1 | #3 |\n|---|---:|---:|\n| Price | $600,000 | $640,000 |\n\n- Gross yield 5.1%\n- [See more](/matches)";
    expect(spokenText(reply)).toBe("#1 leads on cash flow. #1, #3. Price, $600,000, $640,000. Gross yield 5.1%. See more");
    expect(spokenText("Plain words.")).toBe("Plain words.");
  });
});

describe("the search under the reply that started it", () => {
  const note = (message: string, status = "info") => ({ id: message, session_id: SESSION, message, status, listing_id: null });

  it("folds every notification into one line, and completion and failure are final", () => {
    let p: SearchProgress = SEARCH_STARTED;
    p = foldProgress(p, note("Analysis in progress: 50 of 200 property matches ready"), SESSION);
    expect(p).toEqual({ phase: "running", line: "Analysis in progress: 50 of 200 property matches ready" });
    p = foldProgress(p, note("Analysis in progress: 200 of 200 property matches ready"), SESSION);
    expect(p.line).toBe("Analysis in progress: 200 of 200 property matches ready");
    // Another session's notification, and a per-listing one, change nothing.
    expect(foldProgress(p, { ...note("Analysis in progress: 1 of 2"), session_id: "other" }, SESSION)).toBe(p);
    expect(foldProgress(p, { ...note("Analysis complete for 12 Smith St"), listing_id: "L1" }, SESSION)).toBe(p);
    p = foldProgress(p, note(ALL_ANALYSIS_COMPLETE, "success"), SESSION);
    expect(p).toEqual({ phase: "complete", line: ALL_ANALYSIS_COMPLETE });
    expect(foldProgress(p, note("Analysis in progress: 3 of 9 property matches ready"), SESSION)).toBe(p);
    const failed = foldProgress(SEARCH_STARTED, note("Search failed: we couldn't finish analysing your matches. Please try again.", "error"), SESSION);
    expect(failed.phase).toBe("failed");
    expect(foldProgress(failed, note(ALL_ANALYSIS_COMPLETE, "success"), SESSION)).toBe(failed);
  });

  it("takes whichever of the notifications and the listings knows more", () => {
    expect(searchStatus(SEARCH_STARTED, null)).toEqual({ phase: "running", line: "Analysis in progress…" });
    expect(searchStatus(SEARCH_STARTED, { count: 50, running: true })).toEqual({ phase: "running", line: "Analysis in progress: 50 property matches ready" });
    expect(searchStatus(SEARCH_STARTED, { count: 1, running: true }).line).toBe("Analysis in progress: 1 property match ready");
    // The listings say it ended before the first notification poll (10 s) does.
    expect(searchStatus(SEARCH_STARTED, { count: 200, running: false })).toEqual({ phase: "complete", line: ALL_ANALYSIS_COMPLETE });
    expect(searchStatus({ phase: "running", line: "Analysis in progress: 50 of 200 property matches ready" }, { count: 200, running: false }).phase).toBe("complete");
    expect(searchStatus({ phase: "running", line: "Analysis in progress: 50 of 200 property matches ready" }, { count: 50, running: true }).line).toBe(
      "Analysis in progress: 50 of 200 property matches ready",
    );
    expect(searchStatus({ phase: "failed", line: "Search failed." }, { count: 3, running: false })).toEqual({ phase: "failed", line: "Search failed." });
    // Nothing written yet and not running: still waiting, not "complete" with nothing.
    expect(searchStatus(SEARCH_STARTED, { count: 0, running: false }).phase).toBe("running");
  });

  it("counts only the rows this search wrote (the previous search's stay until its first batch)", () => {
    const start = "2026-01-01T10:00:00.000Z";
    const rows = [{ created_at: "2026-01-01T09:59:59.000Z" }, { created_at: "2026-01-01T10:00:00.000Z" }, { created_at: "2026-01-01T10:00:03.500Z" }];
    expect(resultsOfSearch(rows, start)).toEqual(rows.slice(1));
    expect(resultsOfSearch(rows, "not a time")).toEqual(rows);
  });
});

describe("the message box's limit", () => {
  it("shows a counter near the limit and refuses a longer message with the server's words", () => {
    const near = Math.ceil(CHAT_MESSAGE_MAX_CHARS * COUNTER_FROM);
    expect(inputLimit("x".repeat(near - 1))).toMatchObject({ showCounter: false, tooLong: false, error: null });
    expect(inputLimit("x".repeat(near))).toMatchObject({ showCounter: true, tooLong: false, error: null });
    expect(inputLimit("x".repeat(CHAT_MESSAGE_MAX_CHARS))).toMatchObject({ showCounter: true, tooLong: false });
    expect(inputLimit("x".repeat(CHAT_MESSAGE_MAX_CHARS + 1))).toMatchObject({ showCounter: true, tooLong: true, error: CHAT_TOO_LONG_MESSAGE });
    // The server trims before it counts; so does the box.
    expect(inputLimit(`  ${"x".repeat(CHAT_MESSAGE_MAX_CHARS)}  \n`).tooLong).toBe(false);
    expect(counterText({ length: 3456, max: 4000 })).toBe("3,456 / 4,000");
  });
});

describe("where a reply takes the page", () => {
  it("only a workflow's announcement goes to /matches; the built-in assistant's and the LLM's searches stay in the chat", () => {
    expect(opensMatchesPage({ navigate: true, source: "external" })).toBe(true);
    expect(opensMatchesPage({ navigate: true, source: "builtin" })).toBe(false);
    expect(opensMatchesPage({ navigate: true, source: "llm" })).toBe(false);
    expect(opensMatchesPage({ navigate: false, source: "external" })).toBe(false);
    expect(opensMatchesPage(null)).toBe(false);
  });
});

describe("the chat's announcement of a search", () => {
  it("says the best 200 are ranked, as the search dialog does, right after the count", () => {
    const text = withRankedNote(announceMatches(1234, { estimatedMinutes: 3 }), formatRankedCount(1234, 200));
    expect(text).toMatch(/^Found 1,234 property matches for your brief\. The best 200 by your filters will be analysed and ranked\. The full analysis takes about 3 minutes\./);
    expect(announcesMatches(text)).toBe(true);
    expect(withRankedNote(announceMatches(12), formatRankedCount(12, 12))).toMatch(/^Found 12 property matches for your brief\. All 12 will be analysed and ranked\. Ask me/);
    // The engine didn't say: the announcement as it was.
    expect(withRankedNote(announceMatches(12), formatRankedCount(12, undefined))).toBe(announceMatches(12));
    expect(withRankedNote("One sentence", "Note.")).toBe("One sentence Note.");
  });
});
