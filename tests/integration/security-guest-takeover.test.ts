/**
 * docs/SECURITY.md, Sessions: a signed-in user who edits a guest's
 * (ownerless) session no longer becomes its owner as a side effect. They are
 * asked (409 claim_required); an explicit claim makes it theirs and public, so
 * the guest's link keeps showing it.
 */
import "./viewer-mock";
import { describe, expect, it } from "vitest";
import { GUEST_COOKIE } from "@/server/auth/guest-key";
import { asGuest, completePreferences, getRequest, jsonRequest, newId, sessionRow, signInAs, TEST_BROWSER_COOKIE, viewer } from "./search-fixtures";

const preferences = await import("@/app/api/preferences/route");
const claim = await import("@/app/api/sessions/[id]/claim/route");
const sessionRoute = await import("@/app/api/sessions/[id]/route");
const start = await import("@/app/api/search/start/route");
const { payloadFor } = await import("./search-fixtures");

const put = (sessionId: string, prefs: unknown, cookie = TEST_BROWSER_COOKIE) => preferences.PUT(jsonRequest("/api/preferences", { sessionId, preferences: prefs }, { method: "PUT", headers: { cookie } }), {});
const params = (id: string) => ({ params: Promise.resolve({ id }) });
/** A claim from a browser: this test's by default (the one that started the guest sessions here). */
const postClaim = (id: string, cookie = TEST_BROWSER_COOKIE) => claim.POST(new Request(`http://localhost/api/sessions/${id}/claim`, { method: "POST", headers: { cookie } }), params(id));
/** Another browser's guest key. */
const OTHER_BROWSER = `${GUEST_COOKIE}=${"o".repeat(43)}`;

describe("guest sessions can't be taken over by an edit", () => {
  it("asks a signed-in user before they write to a guest's session, and changes nothing until they do", async () => {
    const sessionId = asGuest();
    const guestPrefs = completePreferences({ bedrooms: "2+" });
    expect((await put(sessionId, guestPrefs)).status).toBe(200);

    await signInAs("taker");
    const res = await put(sessionId, completePreferences({ bedrooms: "5+" }));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: "claim_required" });
    expect((await start.POST(jsonRequest("/api/search/start", payloadFor(sessionId)), {})).status).toBe(409);
    const after = await sessionRow(sessionId);
    expect(after.userId).toBeNull();
    expect(after.sessionData).toEqual(guestPrefs);

    // The guest keeps working on it.
    viewer.current = null;
    expect((await put(sessionId, completePreferences({ bedrooms: "3+" }))).status).toBe(200);
  });

  it("an explicit claim makes it the user's and public: the guest's link still shows it, read-only", async () => {
    const sessionId = asGuest();
    await put(sessionId, completePreferences());

    const taker = await signInAs("claimer");
    const claimed = await postClaim(sessionId);
    expect(claimed.status).toBe(200);
    expect(await sessionRow(sessionId)).toMatchObject({ userId: taker.id, isPublic: true });
    expect((await put(sessionId, completePreferences({ bedrooms: "4+" }))).status).toBe(200);

    viewer.current = null;
    expect((await sessionRoute.GET(getRequest(`/api/sessions/${sessionId}`), params(sessionId))).status).toBe(200);
    expect((await put(sessionId, completePreferences({ bedrooms: "1+" }))).status).toBe(401);

    // Nobody else can claim it away from its new owner; a guest can't claim at all.
    await signInAs("late");
    expect((await postClaim(sessionId)).status).toBe(403);
    viewer.current = null;
    expect((await postClaim(sessionId)).status).toBe(401);
  });

  it("claiming one's own private session leaves it private (only Share makes a session public)", async () => {
    const owner = await signInAs("own-claim");
    const sessionId = newId();
    expect((await put(sessionId, completePreferences())).status).toBe(200);
    expect(await sessionRow(sessionId)).toMatchObject({ userId: owner.id, isPublic: false });

    const res = await postClaim(sessionId);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ session_id: sessionId, is_owner: true, is_public: false });
    expect(await sessionRow(sessionId)).toMatchObject({ userId: owner.id, isPublic: false });

    // Nobody else can read it: it is still private.
    viewer.current = null;
    expect((await sessionRoute.GET(getRequest(`/api/sessions/${sessionId}`), params(sessionId))).status).toBe(401);
  });

  it("a session a signed-in user creates is theirs from the start", async () => {
    const owner = await signInAs("creator");
    const sessionId = newId();
    expect((await put(sessionId, completePreferences())).status).toBe(200);
    expect((await sessionRow(sessionId))?.userId).toBe(owner.id);
    viewer.current = null;
  });

  it("a guest session is the browser's that started it: another browser can read it, but not change it, take it over or see its finance", async () => {
    const sessionId = asGuest();
    expect((await put(sessionId, completePreferences({ finance: { taxableIncome: 123_457 } }))).status).toBe(200);
    // Another guest browser holding the link: reads it without the finance, and can't write it.
    const read = await preferences.GET(getRequest(`/api/preferences?sessionId=${sessionId}`, OTHER_BROWSER), {});
    expect(await read.json()).toMatchObject({ yours: false });
    expect(JSON.stringify(await (await preferences.GET(getRequest(`/api/preferences?sessionId=${sessionId}`, OTHER_BROWSER), {})).json())).not.toContain("123457");
    const refused = await put(sessionId, completePreferences({ bedrooms: "5+" }), OTHER_BROWSER);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { reason: string } }).error.reason).toBe("not_yours");
    // A signed-in user in another browser can't take it over either; the browser that started it still can.
    await signInAs("other-browser");
    expect((await postClaim(sessionId, OTHER_BROWSER)).status).toBe(403);
    expect((await sessionRow(sessionId))?.userId).toBeNull();
    viewer.current = null;
    const own = await preferences.GET(getRequest(`/api/preferences?sessionId=${sessionId}`), {});
    expect(JSON.stringify(await own.json())).toContain("123457");
    expect((await put(sessionId, completePreferences({ bedrooms: "3+" }))).status).toBe(200);
  });

  it("gives a guest's first write a guest key cookie, which makes the session theirs", async () => {
    const sessionId = asGuest();
    const res = await put(sessionId, completePreferences(), "");
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${GUEST_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const pair = cookie!.split(";")[0];
    expect((await put(sessionId, completePreferences({ bedrooms: "4+" }), pair)).status).toBe(200);
    expect((await put(sessionId, completePreferences({ bedrooms: "5+" }), "")).status).toBe(403);
  });
});
