import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/places/route";
import { getDb } from "@/db/client";
import { seedSuburbs } from "@/db/seed/suburbs";
import { resetPlaceIndexForTests } from "@/server/places";
import type { PlaceSuggestion } from "@/lib/places/search";

/** The built-in location autocomplete on the real suburbs table. */
beforeAll(async () => {
  const db = await getDb();
  await db.transaction((tx) => seedSuburbs({ db: tx }).then(() => undefined));
  resetPlaceIndexForTests();
});

async function places(q: string, chosen: string[] = []) {
  const params = new URLSearchParams({ q });
  for (const c of chosen) params.append("chosen", c);
  const res = await GET(new Request(`http://localhost/api/places?${params}`), {});
  expect(res.status).toBe(200);
  return ((await res.json()) as { suggestions: PlaceSuggestion[] }).suggestions;
}

describe("GET /api/places", () => {
  it("needs more than 2 characters", async () => {
    expect(await places("ri")).toEqual([]);
  });

  it("finds Richmond suburbs and lists regions first, then alphabetically", async () => {
    const list = await places("rich");
    const descriptions = list.map((s) => s.description);
    expect(descriptions).toContain("Richmond, VIC 3121");
    const firstSuburb = list.findIndex((s) => s.kind === "suburb");
    expect(list.slice(firstSuburb).every((s) => s.kind === "suburb")).toBe(true);
    const suburbs = descriptions.slice(firstSuburb);
    expect(suburbs).toEqual([...suburbs].sort((a, b) => a.localeCompare(b, "en-AU")));
  });

  it("offers states and council areas as regions", async () => {
    const list = await places("queen");
    expect(list).toContainEqual({ description: "Queensland", kind: "state" });
    expect(list.findIndex((s) => s.description === "Queensland")).toBeLessThan(list.findIndex((s) => s.kind === "suburb"));
    const yarra = await places("yarra");
    expect(yarra.some((s) => s.kind === "lga" && s.description.startsWith("Yarra"))).toBe(true);
  });

  it("hides places already chosen", async () => {
    expect((await places("richmond", ["Richmond, VIC 3121"])).map((s) => s.description)).not.toContain("Richmond, VIC 3121");
  });
});
