import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { getSessionListings } from "@/db/queries/search-listings";
import { userSessions } from "@/db/schema";
import { CHAT_COPY } from "@/lib/chat/copy";
import { stopBoss } from "@/server/search/queue";
import { resetWorkerForTests } from "@/server/search/worker";
import { builtinProducer } from "@/server/chat/builtin";
import { llmProducer } from "@/server/chat/llm";
import { withFallback } from "@/server/chat/producers";
import { handleChatTurn } from "@/server/chat/service";
import { hang, json, startScriptedServer, text, type Answer, type ScriptedServer } from "../support/scripted-server";
import { sendChat } from "./chat-fixtures";
import { newId, seedCatalogue, viewer, waitFor } from "./search-fixtures";

vi.mock("@/server/auth/current-user", async () => {
  const { viewer: v } = await import("./search-fixtures");
  return { getCurrentUser: async () => v.current };
});

/**
 * LLM mode against a local server that speaks the OpenAI Chat Completions protocol
 * (the only stand-in: the paid model). Tool calls are validated and repaired with the
 * preference schema; a malformed answer or a timeout falls back to the built-in
 * assistant for that turn, which says so; the key never leaves the server.
 */
const KEY = "sk-test-key-never-in-the-browser";
let llm: ScriptedServer;

const completion = (message: Record<string, unknown>): Answer =>
  json(200, {
    id: `chatcmpl-${Math.random().toString(36).slice(2)}`,
    object: "chat.completion",
    created: 1_700_000_000,
    model: "test-model",
    choices: [{ index: 0, message, finish_reason: message.tool_calls ? "tool_calls" : "stop" }],
    usage: { prompt_tokens: 12, completion_tokens: 7, total_tokens: 19 },
  });
const callTool = (name: string, args: unknown, id = `call_${name}`) =>
  completion({ role: "assistant", content: null, tool_calls: [{ id, type: "function", function: { name, arguments: JSON.stringify(args) } }] });
const say = (content: string) => completion({ role: "assistant", content });

type ChatBody = { model: string; messages: { role: string; content: unknown; tool_call_id?: string }[]; tools?: { function: { name: string } }[] };
const bodyOf = (i: number) => llm.requests[i].body as ChatBody;
const toolResults = (i: number) => bodyOf(i).messages.filter((m) => m.role === "tool").map((m) => String(m.content));

beforeAll(async () => {
  process.env.TRUSTED_PROXY_HOPS = "1";
  await seedCatalogue({ states: ["VIC"], count: 800 });
  llm = await startScriptedServer();
  delete process.env.CHAT_WEBHOOK_URL;
  process.env.LLM_API_KEY = KEY;
  process.env.LLM_BASE_URL = `${llm.url}/v1`;
  process.env.LLM_MODEL = "test-model";
});
afterAll(async () => {
  delete process.env.LLM_API_KEY;
  delete process.env.LLM_BASE_URL;
  delete process.env.LLM_MODEL;
  delete process.env.TRUSTED_PROXY_HOPS;
  await llm.close();
  await stopBoss({ graceful: false, timeoutMs: 2_000 });
  resetWorkerForTests();
});
beforeEach(() => {
  llm.requests.length = 0;
  llm.queue.length = 0;
  viewer.current = null;
});

describe("LLM mode", () => {
  it("updates the preferences through a validated tool call, runs the search and answers in its own words", async () => {
    const sessionId = newId();
    llm.queue.push(
      callTool("update_preferences", {
        locations: "Victoria",
        priceRange: { max: "1.5m" },
        bedrooms: 3,
        propertyType: "houses",
        investmentGoals: ["highcashflow"],
        riskFilters: { flood: true },
        parking: "lots",
        favouriteColour: "blue",
      }),
      callTool("run_search", {}),
      say("Done: I've set up a 3+ bedroom house in Victoria under $1,500,000 and started the search. Your property matches are on their way."),
    );
    const res = await sendChat(sessionId, "3 bed house in Victoria under 1.5m, good cash flow, no flood zones");
    expect(res.status).toBe(200);
    expect(res.reply?.source).toBe("llm");
    // The model words the announcement itself; nothing is appended to it.
    expect(res.text).toBe("Done: I've set up a 3+ bedroom house in Victoria under $1,500,000 and started the search. Your property matches are on their way.");
    expect(res.reply?.navigate).toBe(true);

    // The wire: the model, the three tools, the key only in the Authorization header.
    expect(llm.requests).toHaveLength(3);
    expect(llm.requests[0].path).toBe("/v1/chat/completions");
    expect(llm.requests[0].headers.authorization).toBe(`Bearer ${KEY}`);
    expect(bodyOf(0).model).toBe("test-model");
    expect(bodyOf(0).tools?.map((t) => t.function.name).sort()).toEqual(["explain_listing", "run_search", "update_preferences"]);
    expect(bodyOf(0).messages.at(-1)).toMatchObject({ role: "user", content: "3 bed house in Victoria under 1.5m, good cash flow, no flood zones" });

    // Repaired where the meaning is plain, refused where it isn't, and told so.
    const [patchResult] = toolResults(1);
    expect(JSON.parse(patchResult)).toMatchObject({
      applied: expect.arrayContaining(["locations", "priceRange", "bedrooms", "propertyType", "investmentGoals", "riskFilters"]),
      rejected: expect.arrayContaining([expect.objectContaining({ field: "parking" }), { field: "favouriteColour", reason: "unknown field" }]),
    });
    expect(JSON.parse(toolResults(2)[1])).toMatchObject({ started: true, matching_listings: expect.any(Number) });

    const prefs = res.preferences?.preferences;
    expect(prefs).toMatchObject({ locations: ["Victoria"], priceRange: { min: null, max: 1_500_000 }, bedrooms: "3+", propertyType: "House", parking: null });
    expect(prefs?.investmentGoals.highcashflow).toBe(true);
    expect(prefs?.riskFilters.flood).toBe(true);
    const db = await getDb();
    const [session] = await db.select().from(userSessions).where(eq(userSessions.sessionId, sessionId));
    expect((session.sessionData as { bedrooms: string }).bedrooms).toBe("3+");
    // The key is never part of what the browser receives.
    expect(JSON.stringify(res.chunks)).not.toContain(KEY);

    // Explaining a listing: the tool hands the model the top listing's own figures.
    const listings = await waitFor(async () => {
      const rows = await getSessionListings({ sessionId });
      return rows.length > 0 && rows;
    }, 60_000);
    const before = llm.requests.length;
    llm.queue.push(callTool("explain_listing", { rank: 1 }), say("It ranks first because of its cash flow."));
    const why = await sendChat(sessionId, "why is the top one first?");
    expect(why.text).toBe("It ranks first because of its cash flow.");
    const facts = JSON.parse(toolResults(before + 1)[0]) as { rank: number; listing_id: string; overall_fit: number; scoring_inputs: unknown; data_confidence: string; data_confidence_reasons: string[] };
    expect(facts).toMatchObject({ rank: 1, listing_id: listings[0].listing_id, overall_fit: listings[0].property_score });
    // How far the figures can be trusted travels with them (demo listings: their own rent, a modelled suburb median).
    expect(facts.data_confidence).toBe(listings[0].data_confidence);
    expect(["high", "medium", "low"]).toContain(facts.data_confidence);
    expect(facts.data_confidence_reasons[0]).toMatch(/^(High|Medium|Low) confidence: /);
    expect(facts.scoring_inputs).toBeTruthy();
    // The earlier turn is part of the conversation the model sees.
    expect(bodyOf(before).messages.filter((m) => m.role === "user").map((m) => m.content)).toContain("3 bed house in Victoria under 1.5m, good cash flow, no flood zones");
  }, 120_000);

  it("refuses a search while essentials are missing and tells the model which", async () => {
    llm.queue.push(callTool("run_search", {}), say("Where would you like to look, and what's your budget?"));
    const res = await sendChat(newId(), "find me something");
    expect(res.status).toBe(200);
    expect(res.reply).toMatchObject({ source: "llm", navigate: false });
    expect(JSON.parse(toolResults(1)[0])).toMatchObject({ started: false, missing: expect.arrayContaining(["locations", "price"]) });
  });

  it.each([
    ["a malformed body", text(200, "this is not json at all", "application/json")],
    ["a 500", json(500, { error: { message: "upstream exploded" } })],
    ["a tool call with arguments that aren't JSON", completion({ role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "update_preferences", arguments: "{not json" } }] })],
    ["an empty answer", say("")],
  ])("falls back to the built-in assistant after %s, and says so", async (_name, answer) => {
    llm.queue.push(answer, say(""), say(""));
    const res = await sendChat(newId(), "3 bed house in Geelong under 650k");
    expect(res.status).toBe(200);
    expect(res.reply).toMatchObject({ source: "builtin-fallback", notice: CHAT_COPY.llmFallback });
    expect(res.preferences?.preferences.locations.join(" ")).toMatch(/Geelong/);
    expect(res.text.length).toBeGreaterThan(10);
  });

  it("falls back when the model takes longer than its time limit", async () => {
    llm.queue.push(hang);
    const producer = withFallback(llmProducer({ apiKey: KEY, baseURL: `${llm.url}/v1`, model: "test-model", timeoutMs: 400 }), builtinProducer());
    const out = await handleChatTurn({ request: { sessionId: newId(), message: { text: "2 bed unit in Geelong under 500k" } }, viewer: null }, producer);
    expect(out.reply).toMatchObject({ source: "builtin-fallback", notice: CHAT_COPY.llmFallback });
    expect(out.reply.preferences?.propertyType).toBe("Unit");
  });
});
