import { readFileSync } from "node:fs";
import path from "node:path";
import { ImageResponse } from "next/og";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseStoredPreferences } from "@/lib/preferences/convert";
import { publicSessionPreview } from "@/lib/previews/session-preview";
import { PREVIEW_IMAGE_SIZE, sessionPreviewImage, sitePreviewImage } from "./preview-image";

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

afterEach(() => vi.restoreAllMocks());

describe("the site's default card", () => {
  it("is committed as public/social/propie.png exactly as the card draws it now (else run npx tsx scripts/dev/social-images.ts)", async () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, "../../public/social/propie.png"));
    expect((await bytes(sitePreviewImage())).equals(committed)).toBe(true);
  });
});

describe("a session's preview image", () => {
  it("is a 1200×630 PNG", async () => {
    const png = await bytes(sessionPreviewImage(publicSessionPreview({ preferences: parseStoredPreferences({ locations: ["Richmond VIC"] }), count: 3, matched: 3, scores: [70, 60, 50] })));
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([PREVIEW_IMAGE_SIZE.width, PREVIEW_IMAGE_SIZE.height]);
  });

  it("draws a brief with emoji and other scripts without fetching a font from the network", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockRejectedValue(new Error("no network in this test"));
    const preview = publicSessionPreview({ preferences: parseStoredPreferences({ locations: ["Richmond 🏠 VIC", "東京"] }), count: 1, matched: 1, scores: [66] });
    await bytes(sessionPreviewImage(preview));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("(why) next/og would fetch a font for a glyph its bundled font lacks", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockRejectedValue(new Error("no network in this test"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    await bytes(new ImageResponse(<div style={{ display: "flex" }}>東京</div>, { width: 200, height: 100 }));
    expect(fetchSpy).toHaveBeenCalled();
  });
});
