/**
 * Link previews of /session/{id} (docs/PREVIEWS.md; docs/SECURITY.md):
 * the page's generateMetadata and its opengraph-image and twitter-image routes, on a real
 * database. A shared session's tags and image carry its brief, count and top scores; a
 * private, unshared or missing session's carry none of them, and are the same bytes and
 * words for all three, so a preview doesn't even tell whether a session exists.
 * Only "who is signed in" is mocked (the preview must not depend on it).
 */
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { searchListings, userSessions } from "@/db/schema";
import { setSessionPublic } from "@/db/queries/sessions";
import { sessionPreviewImage } from "@/components/previews/preview-image";
import { parseStoredPreferences } from "@/lib/preferences/convert";
import { PRIVATE_PREVIEW, PRIVATE_PREVIEW_TEXT, publicSessionPreview } from "@/lib/previews/session-preview";
import { setLogDestination } from "@/server/log";
import { createUser, newId } from "./search-fixtures";

vi.mock("@/server/auth/current-user", () => ({ getCurrentUser: vi.fn() }));

const { getCurrentUser } = await import("@/server/auth/current-user");
const page = await import("@/app/session/[sessionId]/page");
const ogImage = await import("@/app/session/[sessionId]/opengraph-image");
const twitterImage = await import("@/app/session/[sessionId]/twitter-image");

// Distinctive values, so a scan of the tags can't match them by chance.
const PREFERENCES = {
  marketStatus: "For Sale",
  locations: ["Kalgoorlie WA"],
  propertyType: "Townhouse",
  bedrooms: "4+",
  priceRange: { min: null, max: 734_000 },
  importanceRanking: ["investmentGoals"],
  investmentGoals: { highcashflow: true },
};
const SCORES = [93.4, 88.6, 71.2, 42.9, 17.3, 12.1, 8.8];
const FORBIDDEN = ["Kalgoorlie", "734", "Townhouse", "townhouse", "4+", "cash flow", "Found", "matches", "93", "89", "71", "43", "jane.owner", "j•••"];

let ownerId = "";

async function makeSession({ owned, isPublic }: { owned: boolean; isPublic: boolean }): Promise<string> {
  const sessionId = newId();
  const db = await getDb();
  await db.insert(userSessions).values({ sessionId, userId: owned ? ownerId : null, isPublic, sessionData: PREFERENCES });
  await db.insert(searchListings).values(
    SCORES.map((score, i) => ({ sessionId, listingId: `KAL-${i}`, addressSuburb: "Kalgoorlie", addressState: "WA", listPrice: "734000", propertyScore: score, analysisComplete: true, scoringInputs: {} })),
  );
  return sessionId;
}

const params = (sessionId: string) => ({ params: Promise.resolve({ sessionId }) });
const metadataOf = (sessionId: string) => page.generateMetadata(params(sessionId));
async function imageOf(route: typeof ogImage, sessionId: string): Promise<{ res: Response; bytes: Buffer }> {
  const res = await route.default(params(sessionId));
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

let neutral: Buffer;
beforeAll(async () => {
  ownerId = (await createUser("jane.owner@example.com")).id;
  // The owner is signed in throughout: the preview must not show them more than anyone else.
  vi.mocked(getCurrentUser).mockResolvedValue({ id: ownerId, email: "jane.owner@example.com" });
  neutral = Buffer.from(await sessionPreviewImage(PRIVATE_PREVIEW).arrayBuffer());
});

describe("a private session's preview", () => {
  it("has tags that say only 'Propie: a private search' and hold none of its place, price, type, count, scores or owner", async () => {
    const id = await makeSession({ owned: true, isPublic: false });
    const metadata = await metadataOf(id);
    expect(metadata.openGraph).toMatchObject({ title: PRIVATE_PREVIEW_TEXT, description: PRIVATE_PREVIEW_TEXT });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image", title: PRIVATE_PREVIEW_TEXT, description: PRIVATE_PREVIEW_TEXT });
    expect(metadata.description).toBe(PRIVATE_PREVIEW_TEXT);
    const text = JSON.stringify(metadata);
    for (const needle of FORBIDDEN) expect(text, needle).not.toContain(needle);
  });

  it("has the same tags as an unshared guest session and as a session that doesn't exist", async () => {
    const privateId = await makeSession({ owned: true, isPublic: false });
    const guestId = await makeSession({ owned: false, isPublic: false });
    const expected = await metadataOf(newId());
    expect(await metadataOf(privateId)).toEqual(expected);
    expect(await metadataOf(guestId)).toEqual(expected);
    expect(await metadataOf("not-a-session-id")).toEqual(expected);
  });

  it("has an image byte for byte the card drawn from no data, like a missing session's, on both image routes", async () => {
    const privateId = await makeSession({ owned: true, isPublic: false });
    const guestId = await makeSession({ owned: false, isPublic: false });
    for (const route of [ogImage, twitterImage]) {
      for (const id of [privateId, guestId, newId(), "not-a-session-id"]) {
        const { res, bytes } = await imageOf(route, id);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/png");
        expect(res.headers.get("cache-control")).toBe("no-store");
        expect(bytes.equals(neutral), `image of ${id}`).toBe(true);
      }
    }
  });
});

describe("a shared session's preview", () => {
  it("has tags with its brief (place, price, type, bedrooms, strategy), its match count and its top three scores", async () => {
    const id = await makeSession({ owned: true, isPublic: true });
    const metadata = await metadataOf(id);
    const title = "Propie search: A townhouse with 4+ bedrooms in Kalgoorlie WA, up to $734,000, focused on strong cash flow…";
    const description = "Found 7 property matches. Top scores: 93, 89 and 71 out of 100.";
    expect(metadata.openGraph).toMatchObject({ type: "website", siteName: "Propie", title, description });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image", title, description });
    expect(metadata.robots).toEqual({ index: false });
  });

  it("has an image drawn from exactly that brief, count and those scores", async () => {
    const id = await makeSession({ owned: false, isPublic: true });
    const expected = publicSessionPreview({ preferences: parseStoredPreferences(PREFERENCES), count: 7, matched: null, scores: [93.4, 88.6, 71.2] });
    const drawn = Buffer.from(await sessionPreviewImage(expected).arrayBuffer());
    const { res, bytes } = await imageOf(ogImage, id);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(bytes.equals(drawn)).toBe(true);
    expect(bytes.equals(neutral)).toBe(false);
    // A different top score draws a different image: the comparison above sees the figures.
    const other = publicSessionPreview({ preferences: parseStoredPreferences(PREFERENCES), count: 7, matched: null, scores: [94, 88.6, 71.2] });
    expect(Buffer.from(await sessionPreviewImage(other).arrayBuffer()).equals(bytes)).toBe(false);
  });

  it("shows a private session's data only once its owner shares it", async () => {
    const id = await makeSession({ owned: true, isPublic: false });
    expect((await imageOf(ogImage, id)).bytes.equals(neutral)).toBe(true);
    const db = await getDb();
    await setSessionPublic({ db, sessionId: id });
    expect((await metadataOf(id)).openGraph).toMatchObject({ description: "Found 7 property matches. Top scores: 93, 89 and 71 out of 100." });
    expect((await imageOf(ogImage, id)).bytes.equals(neutral)).toBe(false);
  });
});

describe("when the figures can't be read", () => {
  it("shows the private preview, not an error page or half a preview", async () => {
    const id = await makeSession({ owned: true, isPublic: true });
    const db = await getDb();
    // A real fault: the scored listings' table is gone for the length of the test.
    await db.execute(sql`alter table search_listings rename to search_listings_away`);
    const lines: string[] = [];
    setLogDestination(new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }), "info");
    try {
      expect(await metadataOf(id)).toEqual(await metadataOf(newId()));
      expect((await imageOf(ogImage, id)).bytes.equals(neutral)).toBe(true);
    } finally {
      setLogDestination(null);
      await db.execute(sql`alter table search_listings_away rename to search_listings`);
    }
    // The operator hears of it.
    expect(lines.filter((l) => l.includes("session preview failed") && l.includes(id))).toHaveLength(2);
    expect((await imageOf(ogImage, id)).bytes.equals(neutral)).toBe(false);
  });
});
