/**
 * The digest's signed one-click unsubscribe (docs/SECURITY.md, "Unsubscribe links"): no sign-in,
 * works once, refuses a link we didn't sign; posted as RFC 8058 says a mail client posts it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { searchWatches, userSessions } from "@/db/schema";
import { nextRunAt } from "@/lib/watches/schedule";
import { describeUnsubscribe, unsubscribeLinks, unsubscribeToken } from "@/server/watches/unsubscribe";
import { completePreferences, createUser, newId } from "./search-fixtures";

const unsubscribeRoute = await import("@/app/api/watches/unsubscribe/route");

let owner: { id: string; email: string };

beforeAll(async () => {
  owner = await createUser(`unsubscriber-${newId()}@example.com`);
});

async function newWatch(name = "Richmond houses"): Promise<string> {
  const db = await getDb();
  const sessionId = newId();
  await db.insert(userSessions).values({ sessionId, userId: owner.id, sessionData: completePreferences() });
  const [w] = await db
    .insert(searchWatches)
    .values({ userId: owner.id, sessionId, name, nextRunAt: nextRunAt("daily", { after: null, now: new Date() }) })
    .returning();
  return w.id;
}

/** What a mail client does with List-Unsubscribe and List-Unsubscribe-Post (RFC 8058 section 3.1): a form POST, no cookies. */
function oneClick(url: string, init: { body?: string; type?: string } = {}) {
  return unsubscribeRoute.POST(
    new Request(url, {
      method: "POST",
      headers: { "content-type": init.type ?? "application/x-www-form-urlencoded" },
      body: init.body ?? "List-Unsubscribe=One-Click",
    }),
    undefined,
  );
}

const watchExists = async (id: string) => (await (await getDb()).select().from(searchWatches).where(eq(searchWatches.id, id))).length === 1;

describe("the one-click unsubscribe", () => {
  it("stops the watch once, without signing in; the same link used again says so and changes nothing", async () => {
    const id = await newWatch();
    const { oneClick: url, page } = unsubscribeLinks(id);
    expect(page).toMatch(/^http:\/\/localhost:3000\/unsubscribe\?token=/);
    expect(await describeUnsubscribe(unsubscribeToken(id))).toEqual({ status: "active", name: "Richmond houses" });

    const first = await oneClick(url);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ unsubscribed: true, name: "Richmond houses" });
    expect(await watchExists(id)).toBe(false);

    const again = await oneClick(url);
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatchObject({ code: "conflict", reason: "already_used" });
    expect(await describeUnsubscribe(unsubscribeToken(id))).toEqual({ status: "used" });
  });

  it("refuses a tampered signature, another watch's signature and a made-up token with 403, and stops nothing", async () => {
    const id = await newWatch();
    const other = await newWatch("Other");
    const token = unsubscribeToken(id);
    const [watchId, sig] = token.split(".");
    const flipped = `${watchId}.${sig.slice(0, -2)}${sig.endsWith("AA") ? "AB" : "AA"}`;
    const swapped = `${other}.${sig}`;
    for (const bad of [flipped, swapped, `${watchId}.`, watchId, "not-a-token", `${watchId}.${sig}.extra`]) {
      const res = await oneClick(`http://localhost/api/watches/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(403);
      expect((await res.json()).error).toMatchObject({ code: "forbidden", reason: "invalid_link" });
    }
    expect(await describeUnsubscribe(flipped)).toMatchObject({ status: "invalid" });
    expect(await watchExists(id)).toBe(true);
    expect(await watchExists(other)).toBe(true);
  });

  it("takes the post as the unsubscribe page's JSON or a multipart form too, and refuses other bodies and no token", async () => {
    const id = await newWatch();
    const url = unsubscribeLinks(id).oneClick;
    const asJson = await oneClick(url, { type: "application/json", body: JSON.stringify({ "List-Unsubscribe": "One-Click" }) });
    expect(asJson.status).toBe(200);
    const another = await newWatch();
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    const multipart = await unsubscribeRoute.POST(new Request(unsubscribeLinks(another).oneClick, { method: "POST", body: form }), undefined);
    expect(multipart.status).toBe(200);
    expect((await oneClick(url, { type: "text/plain" })).status).toBe(415);
    expect((await oneClick("http://localhost/api/watches/unsubscribe")).status).toBe(400);
  });
});
