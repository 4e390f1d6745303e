import "./viewer-mock";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/chat/route";
import { getDb } from "@/db/client";
import { listChatMessages } from "@/db/queries/chat";
import { getSessionListings } from "@/server/matches/listings";
import { searchRuns, userSessions } from "@/db/schema";
import { MONEY_DISCLAIMER } from "@/lib/assistant";
import { CHAT_COPY } from "@/lib/chat/copy";
import { builtinProducer } from "@/server/chat/builtin";
import { llmProducer } from "@/server/chat/llm";
import { withFallback } from "@/server/chat/producers";
import { handleChatTurn } from "@/server/chat/service";
import { startModelServer, type ModelServer, type Turn } from "../support/openai-server";
import { chatRequest, readChatResponse, sendChat } from "./chat-fixtures";
import { asTestBrowser, newId, seedCatalogue, viewer, waitFor } from "./search-fixtures";
import { stopSearchWorker } from "./search-worker";

/**
 * LLM mode against a local server as strict as OpenAI's Chat Completions (tests/support/openai-server.ts:
 * the only stand-in, for the paid model). Replies stream token by token; tool calls are validated,
 * repaired and applied in order; a failure after the tools ran is answered from what was done; 429 and
 * 503 are retried once after Retry-After; a refusal, the content filter and the length limit are said as
 * such; a reasoning model gets max_completion_tokens; the key never leaves the server.
 */
const KEY = "sk-test-key-never-in-the-browser";
let llm: ModelServer;

type Message = { role: string; content: unknown; tool_call_id?: string; tool_calls?: { function: { name: string } }[] };
const bodyOf = (i: number) => llm.requests[i].body as unknown as { model: string; messages: Message[]; tools?: { function: { name: string } }[]; [k: string]: unknown };
const toolResults = (i: number) => bodyOf(i).messages.filter((m) => m.role === "tool").map((m) => String(m.content));
const call = (name: string, args: unknown): Turn => ({ call: [{ name, arguments: args }] });
const say = (text: string): Turn => ({ say: text });
const BRIEF = { locations: "Victoria", priceRange: { max: "1.5m" }, bedrooms: 3, propertyType: "houses", investmentGoals: ["highcashflow"] };

beforeAll(async () => {
  process.env.TRUSTED_PROXY_HOPS = "1";
  await seedCatalogue({ states: ["VIC"], count: 800 });
  llm = await startModelServer({ apiKey: KEY });
  delete process.env.CHAT_WEBHOOK_URL;
  process.env.LLM_API_KEY = KEY;
  process.env.LLM_BASE_URL = llm.url;
  process.env.LLM_MODEL = "test-model";
});
afterAll(async () => {
  for (const k of ["LLM_API_KEY", "LLM_BASE_URL", "LLM_MODEL", "LLM_MAX_TOKENS_FIELD", "TRUSTED_PROXY_HOPS"]) delete process.env[k];
  await llm.close();
  await stopSearchWorker();
});
beforeEach(() => {
  llm.reset();
  viewer.current = null;
  delete process.env.LLM_MAX_TOKENS_FIELD;
  process.env.LLM_MODEL = "test-model";
});

async function storedPreferences(sessionId: string) {
  const db = await getDb();
  const [session] = await db.select().from(userSessions).where(eq(userSessions.sessionId, sessionId));
  return session?.sessionData as { locations?: string[]; bedrooms?: string; importanceRanking?: string[] } | undefined;
}

describe("LLM mode", () => {
  it("streams its words, updates the preferences through a validated tool call, runs the search and answers in its own words", async () => {
    const sessionId = newId();
    llm.script(
      call("update_preferences", { ...BRIEF, riskFilters: { flood: true }, parking: "lots", favouriteColour: "blue" }),
      call("run_search", {}),
      say("Done: I've set up a 3+ bedroom house in Victoria under $1,500,000 and started the search. Your property matches are on their way."),
    );
    const res = await sendChat(sessionId, "3 bed house in Victoria under 1.5m, good cash flow, no flood zones");
    expect(res.status).toBe(200);
    expect(res.reply?.source).toBe("llm");
    // The model words the announcement itself; nothing is appended to it. It came as the model's tokens.
    expect(res.text).toBe("Done: I've set up a 3+ bedroom house in Victoria under $1,500,000 and started the search. Your property matches are on their way.");
    expect(res.chunks.filter((c) => c.type === "text-delta").length).toBeGreaterThan(10);
    expect(res.reply?.navigate).toBe(true);

    // The wire: streamed Chat Completions that the strict server took, the key only in the Authorization header.
    expect(llm.refusals).toEqual([]);
    expect(llm.requests).toHaveLength(3);
    expect(llm.requests[0].path).toBe("/v1/chat/completions");
    expect(llm.requests[0].headers.authorization).toBe(`Bearer ${KEY}`);
    expect(bodyOf(0)).toMatchObject({ model: "test-model", stream: true, stream_options: { include_usage: true }, parallel_tool_calls: false, max_tokens: 1_000 });
    expect(bodyOf(0)).not.toHaveProperty("max_completion_tokens");
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
    expect((await storedPreferences(sessionId))?.bedrooms).toBe("3+");
    // The key is never part of what the browser receives.
    expect(JSON.stringify(res.chunks)).not.toContain(KEY);

    // Explaining a listing: the tool hands the model the top listing's own figures.
    const listings = await waitFor(async () => {
      const rows = await getSessionListings({ sessionId });
      return rows.length > 0 && rows;
    }, 60_000);
    const before = llm.requests.length;
    llm.script(call("explain_listing", { rank: 1 }), say("It ranks first because of its cash flow."));
    const why = await sendChat(sessionId, "why is the top one first?");
    expect(why.text).toBe("It ranks first because of its cash flow.");
    const facts = JSON.parse(toolResults(before + 1)[0]) as { rank: number; listing_id: string; overall_fit: number; scoring_inputs: unknown; data_confidence: string; data_confidence_reasons: string[] };
    expect(facts).toMatchObject({ rank: 1, listing_id: listings[0].listing_id, overall_fit: listings[0].property_score });
    expect(facts.data_confidence).toBe(listings[0].data_confidence);
    expect(facts.data_confidence_reasons[0]).toMatch(/^(High|Medium|Low) confidence: /);
    expect(facts.scoring_inputs).toBeTruthy();
    // The earlier turn is part of the conversation the model sees.
    expect(bodyOf(before).messages.filter((m) => m.role === "user").map((m) => m.content)).toContain("3 bed house in Victoria under 1.5m, good cash flow, no flood zones");

    // A money question is answered from lib/finance, as the built-in assistant and the panel work it: the model isn't asked.
    const asked = llm.requests.length;
    const money = await sendChat(sessionId, "what would my repayments be at 6.5% on #1?");
    expect(money.status).toBe(200);
    expect(llm.requests).toHaveLength(asked);
    expect(money.reply?.source).toBe("builtin");
    // No finance was stored, so the default interest-only loan at the asked 6.5 %: the loan × 6.5 % ÷ 12.
    const worked = /A loan of \$([\d,]+) \(\d+% LVR\) at 6\.5% interest-only is \*\*\$([\d,]+) a month\*\*/.exec(money.text);
    expect(worked, money.text).not.toBeNull();
    const [loan, monthly] = [worked![1], worked![2]].map((d) => Number(d.replace(/,/g, "")));
    expect(monthly).toBe(Math.round((loan * 0.065) / 12));
    expect(money.text).toContain(MONEY_DISCLAIMER);
  }, 120_000);

  it("refuses a search while essentials are missing and tells the model which", async () => {
    llm.script(call("run_search", {}), say("Where would you like to look, and what's your budget?"));
    const res = await sendChat(newId(), "find me something");
    expect(res.status).toBe(200);
    expect(res.reply).toMatchObject({ source: "llm", navigate: false });
    expect(JSON.parse(toolResults(1)[0])).toMatchObject({ started: false, missing: expect.arrayContaining(["locations", "price"]) });
  });

  it("gives a tool call whose arguments aren't JSON back to the model as an error, and applies its corrected call", async () => {
    const sessionId = newId();
    llm.script(
      { call: [{ name: "update_preferences", arguments: '{"locations": "Geelong", "priceRange": {"max": "650k"' }] },
      call("update_preferences", { locations: "Geelong", priceRange: { max: "650k" } }),
      say("Got it: Geelong, up to $650,000."),
    );
    const res = await sendChat(sessionId, "Geelong under 650k");
    expect(res.reply).toMatchObject({ source: "llm" });
    expect(res.text).toBe("Got it: Geelong, up to $650,000.");
    // The model saw why its first call failed, in the tool answer to that call.
    const [firstAnswer] = toolResults(1);
    expect(firstAnswer).toMatch(/invalid|JSON|parse/i);
    expect(llm.refusals).toEqual([]);
    expect(res.preferences?.preferences).toMatchObject({ locations: ["Geelong"], priceRange: { max: 650_000 } });
    expect((await storedPreferences(sessionId))?.locations).toEqual(["Geelong"]);
  });

  it("keeps the tools to the form's ranking rules: no 'coming soon' factor, none twice", async () => {
    const sessionId = newId();
    llm.script(
      call("update_preferences", { importanceRanking: ["investmentGoals", "destinations"] }),
      call("update_preferences", { importanceRanking: ["investmentGoals", "investmentGoals"] }),
      call("update_preferences", { importanceRanking: ["investmentGoals", "renovationPotential"] }),
      say("Ranked: investment goals first, then renovation."),
    );
    const res = await sendChat(sessionId, "rank investment first, then destinations");
    expect(JSON.parse(toolResults(1)[0]).rejected).toEqual([expect.objectContaining({ field: "importanceRanking" })]);
    expect(JSON.parse(toolResults(2)[1]).rejected).toEqual([expect.objectContaining({ field: "importanceRanking", reason: expect.stringMatching(/once/) })]);
    expect(JSON.parse(toolResults(3)[2]).applied).toEqual(["importanceRanking"]);
    expect(res.reply?.source).toBe("llm");
    expect((await storedPreferences(sessionId))?.importanceRanking).toEqual(["investmentGoals", "renovationPotential"]);
    // What the model is shown: only the factors the form lets a user rank.
    const schema = JSON.stringify(bodyOf(0).tools?.find((t) => t.function.name === "update_preferences"));
    expect(schema).not.toContain('"destinations","');
    expect(schema).toContain("renovationPotential");
  });

  it("applies two tool calls of one message in order: run_search sees the preferences just updated", async () => {
    const sessionId = newId();
    llm.script(
      { call: [{ name: "update_preferences", arguments: BRIEF }, { name: "run_search", arguments: {} }] },
      say("Searching houses in Victoria under $1.5m now."),
    );
    const res = await sendChat(sessionId, "3 bed house in Victoria under 1.5m, go");
    expect(llm.refusals).toEqual([]);
    // It asked for one call at a time; a server that sends two anyway gets them run in its order.
    expect(bodyOf(0).parallel_tool_calls).toBe(false);
    const calls = bodyOf(1).messages.find((m) => m.role === "assistant")?.tool_calls as unknown as { id: string; function: { name: string } }[];
    expect(calls.map((c) => c.function.name)).toEqual(["update_preferences", "run_search"]);
    const answers = bodyOf(1).messages.filter((m) => m.role === "tool");
    expect(answers.map((m) => m.tool_call_id)).toEqual(calls.map((c) => c.id));
    expect(JSON.parse(String(answers[0].content)).applied).toContain("locations");
    expect(JSON.parse(String(answers[1].content))).toMatchObject({ started: true });
    expect(res.reply).toMatchObject({ source: "llm", navigate: true });
    const db = await getDb();
    const [run] = await db.select().from(searchRuns).where(eq(searchRuns.sessionId, sessionId));
    expect((run.payload as { data: { locations: string[] } }).data.locations).toEqual(["Victoria"]);
  });

  it("answers from what was done when the model fails after run_search (a 429): preferences kept, the search announced", async () => {
    const sessionId = newId();
    llm.script(call("update_preferences", BRIEF), call("run_search", {}), { error: 429, retryAfter: "120" });
    const res = await sendChat(sessionId, "3 bed house in Victoria under 1.5m");
    expect(res.reply).toMatchObject({ source: "llm", navigate: true, notice: CHAT_COPY.llmIncomplete });
    expect(res.reply?.searchStartedAt).toBeTruthy();
    expect(res.text).toMatch(/^I've saved your preferences: .*Victoria/);
    expect(res.text).toMatch(/Found [\d,]+ property match(es)? for your brief\./);
    // A wait longer than the time left is not waited for: one request, no retry.
    expect(llm.requests).toHaveLength(3);
    expect((await storedPreferences(sessionId))?.bedrooms).toBe("3+");
  });

  it("retries a 429 and a 503 once, after the Retry-After wait", async () => {
    for (const status of [429, 503] as const) {
      llm.reset();
      llm.script({ error: status, retryAfter: "1" }, say("Hello again."));
      const res = await sendChat(newId(), "hello");
      expect(res.reply?.source, String(status)).toBe("llm");
      expect(res.text).toBe("Hello again.");
      expect(llm.requests.map((r) => r.status)).toEqual([status, 200]);
      expect(llm.requests[1].receivedAt - llm.requests[0].receivedAt).toBeGreaterThanOrEqual(950);
    }
  });

  it.each([
    ["a 429 twice", [{ error: 429, retryAfter: "0" }, { error: 429, retryAfter: "0" }], CHAT_COPY.llmBusy, 2],
    ["a 503 twice", [{ error: 503 }, { error: 503 }], CHAT_COPY.llmUnavailable, 2],
    ["a 401 (never retried)", [{ error: 401 }], CHAT_COPY.llmUnavailable, 1],
    ["a 500", [{ error: 500 }], CHAT_COPY.llmFallback, 1],
    ["a body that isn't the protocol", [{ raw: (r) => r.writeHead(200, { "Content-Type": "application/json" }).end("this is not json at all") }], CHAT_COPY.llmFallback, 1],
    ["an empty answer", [say("")], CHAT_COPY.llmFallback, 1],
  ] as [string, Turn[], string, number][])("after %s the built-in assistant answers, and the notice says why", async (_name, turns, notice, requests) => {
    llm.script(...turns);
    const res = await sendChat(newId(), "3 bed house in Geelong under 650k");
    expect(res.status).toBe(200);
    expect(res.reply).toMatchObject({ source: "builtin-fallback", notice });
    expect(res.preferences?.preferences.locations.join(" ")).toMatch(/Geelong/);
    expect(res.text.length).toBeGreaterThan(10);
    expect(llm.requests).toHaveLength(requests);
  });

  it("falls back when the model takes longer than its time limit", async () => {
    llm.script({ hang: true });
    const producer = withFallback(llmProducer({ apiKey: KEY, baseURL: llm.url, model: "test-model", timeoutMs: 400 }), builtinProducer());
    const out = await asTestBrowser(() => handleChatTurn({ request: { sessionId: newId(), message: { text: "2 bed unit in Geelong under 500k" } }, viewer: null }, producer));
    expect(out.reply).toMatchObject({ source: "builtin-fallback", notice: CHAT_COPY.llmFallback });
    expect(out.reply.preferences?.propertyType).toBe("Unit");
  });

  it.each([
    ["a refusal: the model's own words, said to be one", { refuse: "I'm sorry, but I can't help with that request." }, "I'm sorry, but I can't help with that request.", CHAT_COPY.llmRefused],
    ["the content filter before any words", { say: "", finish: "content_filter" }, CHAT_COPY.llmFiltered, undefined],
    ["the content filter after some words: they stay", { say: "Here is the start of it", finish: "content_filter" }, "Here is the start of it", CHAT_COPY.llmFilteredPartly],
    ["the length limit: the words so far", { say: "Geelong has three suburbs that fit: Belmont, Newtown and", finish: "length" }, "Geelong has three suburbs that fit: Belmont, Newtown and", CHAT_COPY.llmCutShort],
  ] as [string, Turn, string, string | undefined][])("answers %s, without the built-in assistant", async (_name, turn, text, notice) => {
    llm.script(turn);
    const res = await sendChat(newId(), "tell me about Geelong");
    expect(res.reply?.source).toBe("llm");
    expect(res.reply?.notice).toBe(notice);
    expect(res.text).toBe(text);
  });

  it("sends max_completion_tokens, never max_tokens, for a reasoning model name; LLM_MAX_TOKENS_FIELD overrides", async () => {
    for (const model of ["gpt-5-mini", "o4-mini", "openai/gpt-5.1"]) {
      llm.reset();
      process.env.LLM_MODEL = model;
      llm.script(say("Hello."));
      const res = await sendChat(newId(), "hello");
      expect(res.reply?.source, model).toBe("llm");
      expect(llm.refusals, model).toEqual([]);
      expect(bodyOf(0), model).toMatchObject({ model, max_completion_tokens: 4_000 });
      expect(bodyOf(0), model).not.toHaveProperty("max_tokens");
    }
    // The strict server refuses max_tokens for these names, as OpenAI does.
    llm.reset();
    process.env.LLM_MAX_TOKENS_FIELD = "max_tokens";
    llm.script(say("never"));
    const forced = await sendChat(newId(), "hello");
    expect(forced.reply?.source).toBe("builtin-fallback");
    expect(llm.refusals[0].error).toMatchObject({ param: "max_tokens", code: "unsupported_parameter" });
    // And a server that wants max_completion_tokens for any model name gets it.
    llm.reset();
    process.env.LLM_MODEL = "my-local-model";
    process.env.LLM_MAX_TOKENS_FIELD = "max_completion_tokens";
    llm.script(say("Hi."));
    await sendChat(newId(), "hello");
    expect(bodyOf(0)).toMatchObject({ max_completion_tokens: 1_000 });
    expect(bodyOf(0)).not.toHaveProperty("max_tokens");
  });
});

describe("streaming", () => {
  /** Reads the route's UI message stream chunk by chunk, calling `onDelta` with each text delta as it arrives. */
  async function readStream(res: Response, onDelta: (delta: string) => void) {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    let text = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const line = buffer.slice(0, end).trim();
        buffer = buffer.slice(end + 2);
        if (!line.startsWith("data: ") || line === "data: [DONE]") continue;
        const chunk = JSON.parse(line.slice(6)) as { type: string; delta?: string };
        if (chunk.type === "text-delta") {
          text += chunk.delta;
          onDelta(chunk.delta ?? "");
        }
      }
    }
    return text;
  }

  it("the first words reach the browser before the model has written the last", async () => {
    let release!: () => void;
    const hold = new Promise<void>((r) => (release = r));
    llm.script({ say: "Geelong is a good fit for your budget, and here is why.", hold });
    const safety = setTimeout(release, 15_000);
    let firstBeforeLast: boolean | null = null;
    const res = await POST(chatRequest({ sessionId: newId(), message: { text: "is Geelong good?" } }), {});
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const text = await readStream(res, () => {
      if (firstBeforeLast === null) {
        // The model server still holds its last word: it is sent only once the first one is here.
        firstBeforeLast = llm.requests[0].finishedAt === undefined;
        release();
      }
    });
    clearTimeout(safety);
    expect(firstBeforeLast).toBe(true);
    expect(text).toBe("Geelong is a good fit for your budget, and here is why.");
  });

  it("a stop cancels the model's request, and the turn keeps what was shown", async () => {
    let release!: () => void;
    const hold = new Promise<void>((r) => (release = r));
    const sessionId = newId();
    llm.script({ say: "Let me think about the best suburbs for you, starting with", hold });
    const stop = new AbortController();
    const req = chatRequest({ sessionId, message: { text: "best suburbs?" } });
    const res = await POST(new Request(req, { signal: stop.signal }), {});
    await readStream(res, () => stop.abort()).catch(() => "");
    await waitFor(async () => llm.requests[0].aborted, 10_000);
    release();
    expect(llm.requests[0].finishedAt).toBeUndefined();
    const history = await waitFor(async () => {
      const db = await getDb();
      const rows = await listChatMessages({ db, sessionId });
      return rows.length === 2 && rows;
    }, 10_000);
    const assistant = history.find((m) => m.type === "assistant");
    // What the browser had when it stopped, no more: the model's request ended there.
    expect(assistant?.content).toMatch(/^Let\b/);
    expect(assistant?.content).not.toContain("starting with");
    expect((assistant?.reply as { notice?: string }).notice).toBe(CHAT_COPY.llmStopped);
  });

  it("a turn refused before any words is still a JSON error with its status", async () => {
    const res = await POST(chatRequest({ sessionId: "not-a-session", message: { text: "hi" } }), {});
    const body = await readChatResponse(res);
    expect(body.status).toBe(400);
    expect(body.error?.message).toBeTruthy();
  });
});
