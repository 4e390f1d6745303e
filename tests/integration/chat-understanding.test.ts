import "./viewer-mock";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/chat/route";
import { getDb } from "@/db/client";
import { chatMessages, searchRuns, userSessions } from "@/db/schema";
import { MONEY_DISCLAIMER, SUGGESTION_DISCLAIMER } from "@/lib/assistant";
import { transferDuty } from "@/lib/finance";
import { formatMoney } from "@/lib/money";
import { CHAT_TOO_LONG_MESSAGE, type ChatReplyData, type ChatSuggestionsData, type ChatSummaryData } from "@/lib/chat/types";
import { CHAT_MESSAGE_MAX_CHARS } from "@/lib/constants";
import { sendChat, type ReadReply } from "./chat-fixtures";
import { asGuest, getRequest, newId, seedCatalogue } from "./search-fixtures";
import { stopSearchWorker } from "./search-worker";

/**
 * The built-in assistant's understanding through POST/GET /api/chat (docs/ASSISTANT.md): the summary it
 * shows instead of searching on a doubtful reading and "Search now", off-topic turns that leave the stored
 * brief alone, suburb suggestions from the suburbs' profiles and their "Add" chips, and long messages.
 */

beforeAll(async () => {
  process.env.TRUSTED_PROXY_HOPS = "1";
  // The built-in assistant and engine answer: no LLM, workflow or search webhook.
  for (const name of ["CHAT_WEBHOOK_URL", "LLM_API_KEY", "ESTIMATE_WEBHOOK_URL", "SEARCH_WEBHOOK_URL"]) delete process.env[name];
  await seedCatalogue({ states: ["VIC"], count: 400 });
});
afterAll(async () => {
  await stopSearchWorker();
  delete process.env.TRUSTED_PROXY_HOPS;
});

const part = <T>(r: ReadReply, type: string) => r.chunks.find((c) => c.type === type)?.data as T | undefined;

async function stored(sessionId: string) {
  const db = await getDb();
  const [session] = await db.select().from(userSessions).where(eq(userSessions.sessionId, sessionId));
  const runs = await db.select().from(searchRuns).where(eq(searchRuns.sessionId, sessionId));
  const messages = await db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId));
  return { session, runs, messages };
}

describe("ask, don't guess", () => {
  it("shows the summary and its question instead of searching, keeps it in the stored conversation, and searches on 'Search now'", async () => {
    const sessionId = asGuest();
    const asked = await sendChat(sessionId, "3 bed house in Ballarat 650, for cash flow");
    expect(asked.status).toBe(200);
    const summary = part<ChatSummaryData>(asked, "data-summary");
    expect(summary?.question).toMatch(/is that right\?/);
    expect(summary?.chips).toContainEqual({ field: "priceRange", label: "Up to $650,000", value: "up to $650,000", confidence: "low" });
    expect(asked.reply?.navigate).toBe(false);
    expect((await stored(sessionId)).runs).toHaveLength(0);

    const history = await GET(getRequest(`/api/chat?sessionId=${sessionId}`), {});
    const body = (await history.json()) as { messages: { role: string; parts: { type: string; data?: unknown }[] }[] };
    const restored = body.messages.find((m) => m.role === "assistant")?.parts.find((p) => p.type === "data-summary");
    expect(restored?.data).toEqual(summary);

    const searched = await sendChat(sessionId, "Search now");
    expect(searched.status).toBe(200);
    expect(searched.reply?.navigate).toBe(true);
    expect(part<ChatSummaryData>(searched, "data-summary")?.question).toBeUndefined();
    expect((await stored(sessionId)).runs.length).toBeGreaterThan(0);
  });
});

describe("off-topic turns", () => {
  it("answer in one line and leave the stored brief and its search as they were", async () => {
    const sessionId = asGuest();
    expect((await sendChat(sessionId, "3 bed house in Ballarat under 650k for cash flow")).reply?.navigate).toBe(true);
    const before = await stored(sessionId);
    const off = await sendChat(sessionId, "what's the weather going to be like in Geelong this weekend?");
    expect(off.status).toBe(200);
    expect(part<ChatReplyData>(off, "data-reply")?.offTopic).toBe(true);
    expect(off.text).not.toContain("\n");
    const after = await stored(sessionId);
    expect(after.session.sessionData).toEqual(before.session.sessionData);
    expect(after.runs).toHaveLength(before.runs.length);
  });
});

describe("suburb suggestions", () => {
  it("suggests up to five suburbs from their profiles with the disclaimer, and a chip's message adds one to the brief", async () => {
    const sessionId = asGuest();
    const asked = await sendChat(sessionId, "what do you suggest?");
    expect(asked.form?.fields.map((f) => f.id)).toEqual(["price"]);
    const got = await sendChat(sessionId, "a house for up to 700k, good cash flow");
    const suggestions = part<ChatSuggestionsData>(got, "data-suggestions");
    expect(suggestions?.disclaimer).toBe(SUGGESTION_DISCLAIMER);
    expect(suggestions?.items.length).toBeGreaterThan(0);
    expect(suggestions?.items.length).toBeLessThanOrEqual(5);
    for (const s of suggestions!.items) {
      expect(s.label).toMatch(/, VIC \d{4}$/);
      expect(s.figures.medianPrice).toBeLessThanOrEqual(700_000);
    }
    expect(got.text).toContain("general information only");
    const label = suggestions!.items[0].label;
    await sendChat(sessionId, `Add ${label}`);
    const { session } = await stored(sessionId);
    expect((session.sessionData as { locations: string[] }).locations).toEqual([label]);
  });
});

describe("long messages", () => {
  it("reads a brief at the end of a message near the limit, and refuses a longer one before storing anything", async () => {
    const sessionId = asGuest();
    const brief = " So: 3 bed house in Ballarat under 500k.";
    const filler = "We have been looking for a long time and have seen a lot of places. ".repeat(80).slice(0, CHAT_MESSAGE_MAX_CHARS - brief.length);
    const read = await sendChat(sessionId, filler + brief);
    expect(read.status).toBe(200);
    expect(read.preferences?.preferences.locations).toEqual(["Ballarat (City), VIC"]);
    expect(read.preferences?.preferences.priceRange.max).toBe(500_000);

    const other = newId();
    const refused = await sendChat(other, `${filler + brief}!`);
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe(CHAT_TOO_LONG_MESSAGE);
    expect((await stored(other)).messages).toHaveLength(0);
  });
});

describe("the buyer's finance in the chat", () => {
  it("stores finance said in a brief, and answers a money question from lib/finance without changing the stored brief or searching", async () => {
    const sessionId = asGuest();
    const brief = await sendChat(sessionId, "3 bed house in Ballarat under 650k, 100k deposit, P&I over 25 years, on 140k a year");
    expect(brief.status).toBe(200);
    const before = await stored(sessionId);
    expect((before.session.sessionData as { finance?: unknown }).finance).toEqual({ deposit: { kind: "dollars", dollars: 100_000 }, loanType: "principalAndInterest", loanTermYears: 25, taxableIncome: 140_000 });
    expect((before.session.sessionData as { priceRange?: unknown }).priceRange).toEqual({ min: null, max: 650_000 });

    const asked = await sendChat(sessionId, "stamp duty on a 700k house in VIC for a first home buyer?");
    expect(asked.status).toBe(200);
    const duty = transferDuty("VIC", 700_000, { ownerOccupier: true, firstHome: true, foreign: false, income: 140_000 }, { newBuild: false, regional: false });
    expect(asked.text).toContain(`**${formatMoney(Math.round(duty.duty))}**`);
    expect(asked.text).toContain(MONEY_DISCLAIMER);
    expect(asked.reply?.navigate).toBe(false);
    expect(part(asked, "data-form")).toBeUndefined();
    const after = await stored(sessionId);
    expect(after.session.sessionData).toEqual(before.session.sessionData);
    expect(after.runs).toHaveLength(before.runs.length);
  });
});
