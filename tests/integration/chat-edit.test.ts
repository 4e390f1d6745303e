import "./viewer-mock";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET, POST } from "@/app/api/chat/route";
import { getDb } from "@/db/client";
import { saveChatTurn } from "@/db/queries/chat";
import { chatMessages, chatStates, userSessions } from "@/db/schema";
import { EDIT_NOT_LAST_MESSAGE, EDIT_UNAVAILABLE_MESSAGE } from "@/server/chat/edit";
import { CONCURRENT_TURN_MESSAGE } from "@/server/chat/service";
import { chatRequest, readChatResponse, setUpBuiltinChat } from "./chat-fixtures";
import { asGuest, getRequest, newId, seedCatalogue, viewer } from "./search-fixtures";

/**
 * Editing the last message (docs/ASSISTANT.md, "Editing the last message"): the edited
 * message and its reply replace the last turn, answered from the brief as it was before
 * that turn; only the last turn can be replaced, and the store never keeps half of it.
 */

let tearDown: () => Promise<void>;
beforeAll(async () => {
  tearDown = setUpBuiltinChat();
  await seedCatalogue({ states: ["VIC", "TAS"], count: 800 });
});
afterAll(() => tearDown());

const say = async (sessionId: string, text: string, opts: { id?: string; replaces?: string } = {}) =>
  readChatResponse(await POST(chatRequest({ sessionId, message: { text, ...(opts.id ? { id: opts.id } : {}) }, ...(opts.replaces ? { replaces: opts.replaces } : {}) }), {}));

async function stored(sessionId: string) {
  const db = await getDb();
  const messages = await db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId)).orderBy(chatMessages.createdAt);
  const [session] = await db.select().from(userSessions).where(eq(userSessions.sessionId, sessionId));
  const [state] = await db.select().from(chatStates).where(eq(chatStates.sessionId, sessionId));
  return { messages, session, state, locations: ((session?.sessionData ?? {}) as { locations?: string[] }).locations ?? [] };
}

describe("editing the last message", () => {
  it("replaces the last turn: the old message and its reply go, and so does what it changed in the brief", async () => {
    const sessionId = asGuest();
    const first = newId();
    const second = newId();
    const one = await say(sessionId, "3 bed house in Geelong under 700k for cash flow", { id: first });
    expect(one.status).toBe(200);
    // A search the chat starts says how many of its matches are ranked, as the search dialog does.
    expect(one.reply?.searchStartedAt).toBeTruthy();
    expect(one.text).toMatch(/^Found [\d,]+ property match(es)? for your brief\. (The best [\d,]+ by your filters|All [\d,]+|It) will be analysed and (ranked|scored)\./m);
    const two = await say(sessionId, "also look in Ballarat", { id: second });
    expect(two.preferences?.preferences.locations.join(" ")).toMatch(/Ballarat/);
    const before = await stored(sessionId);
    expect(before.messages.map((m) => m.id)).toEqual([first, expect.any(String), second, expect.any(String)]);
    expect(before.locations.join(" ")).toMatch(/Ballarat/);
    // Only the latest reply keeps what it needs to be undone.
    expect(Object.keys(before.messages[1].reply ?? {})).not.toContain("undo");
    expect(Object.keys(before.messages[3].reply ?? {})).toContain("undo");

    // The user edits "also look in Ballarat" into "make it 4 bed".
    const edited = await say(sessionId, "make it 4 bed", { id: second, replaces: second });
    expect(edited.status).toBe(200);
    expect(edited.preferences?.preferences.bedrooms).toBe("4+");
    expect(edited.preferences?.preferences.locations.join(" ")).not.toMatch(/Ballarat/);
    expect(edited.preferences?.preferences.locations.join(" ")).toMatch(/Geelong/);

    const after = await stored(sessionId);
    expect(after.messages.map((m) => [m.type, m.content])).toEqual([
      ["user", "3 bed house in Geelong under 700k for cash flow"],
      ["assistant", before.messages[1].content],
      ["user", "make it 4 bed"],
      ["assistant", edited.text],
    ]);
    expect(after.messages[2].id).toBe(second);
    expect(after.session.chatCount).toBe(4);
    expect(after.state.version).toBe(before.state.version + 1);
    expect(after.locations.join(" ")).not.toMatch(/Ballarat/);
    expect((after.session.sessionData as { bedrooms?: string }).bedrooms).toBe("4+");

    // The stored conversation reads back as edited, and what a reply keeps to undo itself never leaves the server.
    const h = await GET(getRequest(`/api/chat?sessionId=${sessionId}`), {});
    const body = (await h.json()) as { messages: { id: string; parts: { type: string; text?: string }[] }[] };
    expect(body.messages).toHaveLength(4);
    expect(body.messages[2]).toMatchObject({ id: second, parts: [{ type: "text", text: "make it 4 bed" }] });
    expect(JSON.stringify(body)).not.toContain("undo");

    // Edited twice: still computed from the brief before the last turn (3 bed, Geelong), not from the first edit.
    const again = await say(sessionId, "also look in Ballarat", { id: second, replaces: second });
    expect(again.preferences?.preferences.bedrooms).toBe("3+");
    expect(again.preferences?.preferences.locations.join(" ")).toMatch(/Ballarat/);
    expect((await stored(sessionId)).messages).toHaveLength(4);
  });

  it("refuses to edit anything but the last message, and changes nothing", async () => {
    const sessionId = asGuest();
    const first = newId();
    await say(sessionId, "2 bed unit in Hobart under 500k", { id: first });
    await say(sessionId, "what is gross yield?", { id: newId() });
    const before = await stored(sessionId);
    const res = await say(sessionId, "3 bed house in Hobart under 700k for cash flow", { id: first, replaces: first });
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe(EDIT_NOT_LAST_MESSAGE);
    const after = await stored(sessionId);
    expect(after.messages.map((m) => m.content)).toEqual(before.messages.map((m) => m.content));
    expect(after.state.version).toBe(before.state.version);
    expect(after.session.sessionData).toEqual(before.session.sessionData);
  });

  it("sends an edit of a message the server never stored (its reply was stopped first) as a new message", async () => {
    const sessionId = asGuest();
    await say(sessionId, "2 bed unit in Hobart under 500k", { id: newId() });
    const unsent = newId();
    const res = await say(sessionId, "make it 3 bed", { id: unsent, replaces: unsent });
    expect(res.status).toBe(200);
    const after = await stored(sessionId);
    expect(after.messages).toHaveLength(4);
    expect(after.messages[2]).toMatchObject({ id: unsent, content: "make it 3 bed" });
  });

  it("refuses a last turn stored without what it takes to undo it", async () => {
    const sessionId = asGuest();
    await say(sessionId, "2 bed unit in Hobart under 500k");
    const { state } = await stored(sessionId);
    const old = newId();
    const db = await getDb();
    // A turn as turns were stored before editing existed: no undo beside its reply.
    expect(await saveChatTurn({ db, sessionId, user: { content: "hello" }, assistant: { content: "Hi!", reply: {} }, state: state.state, expectedVersion: state.version, userMessageId: old })).not.toBeNull();
    const res = await say(sessionId, "hi there", { id: old, replaces: old });
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe(EDIT_UNAVAILABLE_MESSAGE);
  });

  it("never stores a message under an id another message already has", async () => {
    viewer.current = null;
    const a = newId();
    const b = newId();
    const id = newId();
    expect((await say(a, "hello", { id })).status).toBe(200);
    const res = await say(b, "hello", { id });
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe(CONCURRENT_TURN_MESSAGE);
    const other = await stored(b);
    expect(other.messages).toHaveLength(0);
    expect(other.state).toBeUndefined();
    // The first session's message is untouched.
    expect((await stored(a)).messages[0]).toMatchObject({ id, sessionId: a, content: "hello" });
  });

  it("replaces the turn only while it is still the last one (a turn from another tab landed in between)", async () => {
    const sessionId = asGuest();
    const mine = newId();
    await say(sessionId, "2 bed unit in Hobart under 500k", { id: mine });
    const { state, messages } = await stored(sessionId);
    const db = await getDb();
    // Another tab's turn lands after this page read the conversation: the edit's replace must fail as a whole.
    expect(
      await saveChatTurn({
        db,
        sessionId,
        user: { content: "from another tab" },
        assistant: { content: "ok", reply: {} },
        state: state.state,
        expectedVersion: state.version,
      }),
    ).not.toBeNull();
    const fresh = await stored(sessionId);
    const replaced = await saveChatTurn({
      db,
      sessionId,
      user: { content: "edited" },
      assistant: { content: "ok", reply: {} },
      state: {},
      expectedVersion: fresh.state.version,
      userMessageId: mine,
      replace: { userMessageId: mine, assistantMessageId: messages[1].id },
    });
    expect(replaced).toBeNull();
    const after = await stored(sessionId);
    expect(after.messages.map((m) => m.content)).toEqual(fresh.messages.map((m) => m.content));
    expect(after.state.version).toBe(fresh.state.version);
  });
});
