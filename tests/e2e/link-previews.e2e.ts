/**
 * Link previews against the production server, fetched as the link-preview crawlers fetch
 * them (their user agents get the metadata in the <head>, not streamed): a shared session's
 * og: and twitter: tags name its brief, count and top scores, and its images load; a private
 * session's say only "Propie: a private search" and its image is a missing session's; the
 * public pages carry the site's card from public/; robots.txt is served from public/.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { closeSeed, createSession, createUser } from "./pages/matches-seed";

test.afterAll(closeSeed);

const CRAWLERS = ["Twitterbot/1.0", "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)"];
const PRIVATE = "Propie: a private search";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e: string) => ENTITIES[e]);

/** The page's <meta property|name="og:…|twitter:…" content="…"> tags, as the crawler reads its HTML. */
async function previewTags(request: APIRequestContext, path: string, userAgent: string): Promise<Record<string, string>> {
  const res = await request.get(path, { headers: { "user-agent": userAgent } });
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const tags: Record<string, string> = {};
  for (const m of head.matchAll(/<meta\s+(?:property|name)="((?:og|twitter):[^"]+)"\s+content="([^"]*)"/g)) tags[m[1]] ??= decode(m[2]);
  return tags;
}

/** The security headers every answer carries (docs/SECURITY.md), static files and images too. */
function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["content-security-policy"], what).toContain("frame-ancestors 'none'");
}

async function loadImage(request: APIRequestContext, url: string): Promise<Buffer> {
  const res = await request.get(url, { headers: { "user-agent": CRAWLERS[0] } });
  expect(res.status(), url).toBe(200);
  expect(res.headers()["content-type"], url).toBe("image/png");
  expectSecurityHeaders(res.headers(), url);
  const body = await res.body();
  expect(body.subarray(1, 4).toString("latin1"), url).toBe("PNG");
  return body;
}

test.describe("link previews", () => {
  test("a shared session's tags name its brief, count and top scores, and its preview image loads", async ({ request, baseURL }) => {
    const owner = await createUser("previewer");
    const sessionId = await createSession({ userId: owner.id, isPublic: true, listings: 9, seed: 41 });
    // The scores as the matches API gives them to the page (a shared session is open to a guest).
    const answer = await (await request.get(`/api/sessions/${sessionId}/listings`)).json();
    const top = (answer.listings as { property_score: number | null }[])
      .map((l) => l.property_score)
      .filter((s): s is number => s !== null)
      .sort((a, b) => b - a)
      .slice(0, 3)
      .map(Math.round);
    expect(top).toHaveLength(3);
    const description = `Found 9 property matches. Top scores: ${top[0]}, ${top[1]} and ${top[2]} out of 100.`;

    for (const agent of CRAWLERS) {
      const tags = await previewTags(request, `/session/${sessionId}`, agent);
      expect(tags["og:title"]).toMatch(/^Propie search: A house with 3\+ bedrooms in Richmond VIC/);
      expect(tags["og:description"]).toBe(description);
      expect(tags["og:type"]).toBe("website");
      expect(tags["twitter:card"]).toBe("summary_large_image");
      expect(tags["twitter:title"]).toBe(tags["og:title"]);
      expect(tags["twitter:description"]).toBe(description);
      expect([tags["og:image:width"], tags["og:image:height"], tags["og:image:type"]]).toEqual(["1200", "630", "image/png"]);
      // Absolute, on the server's own origin (APP_URL), as crawlers need.
      expect(tags["og:image"]).toMatch(new RegExp(`^${baseURL}/session/${sessionId}/opengraph-image(\\?|$)`));
      expect(tags["twitter:image"]).toMatch(new RegExp(`^${baseURL}/session/${sessionId}/twitter-image(\\?|$)`));
      const [og, twitter] = [await loadImage(request, tags["og:image"]), await loadImage(request, tags["twitter:image"])];
      expect(og.equals(twitter)).toBe(true);
    }
  });

  test("a private session's tags say only 'Propie: a private search' and its image is the one a missing session gets", async ({ request }) => {
    const owner = await createUser("private.previewer");
    const sessionId = await createSession({ userId: owner.id, isPublic: false, listings: 6, seed: 42 });
    const tags = await previewTags(request, `/session/${sessionId}`, CRAWLERS[0]);
    const missing = await previewTags(request, "/session/7d3c9a10-5b2e-4f61-8a47-2c9e0b1d6f35", CRAWLERS[0]);
    for (const key of ["og:title", "og:description", "twitter:title", "twitter:description"]) {
      expect(tags[key], key).toBe(PRIVATE);
      expect(missing[key], key).toBe(PRIVATE);
    }
    const text = JSON.stringify(tags);
    for (const needle of ["Richmond", "House", "3+", "Found", "matches", "private.previewer", "example.com"]) expect(text, needle).not.toContain(needle);
    const [mine, nobodys] = [await loadImage(request, tags["og:image"]), await loadImage(request, missing["og:image"])];
    expect(mine.equals(nobodys)).toBe(true);
  });

  test("the public pages carry the site's card from public/, and robots.txt is served", async ({ request }) => {
    for (const path of ["/", "/pricing", "/aitool"]) {
      const tags = await previewTags(request, path, CRAWLERS[1]);
      expect(tags["og:title"], path).toBe("Propie — find your next property");
      expect(tags["twitter:card"], path).toBe("summary_large_image");
      // The prerendered pages name the origin of the build's APP_URL (docs/PREVIEWS.md): the path is what is served here.
      expect(new URL(tags["og:image"]).pathname, path).toBe("/social/propie.png");
      await loadImage(request, new URL(tags["og:image"]).pathname);
    }
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
    expectSecurityHeaders(robots.headers(), "/robots.txt");
    expect(await robots.text()).toContain("Disallow: /api/");
  });
});
