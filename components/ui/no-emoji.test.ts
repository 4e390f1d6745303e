import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Emoji need an emoji font the visitor may not have (they render as an empty box): the UI draws its icons. */
const EMOJI = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F/u;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.(tsx|ts)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe("the interface's icons", () => {
  it("uses no emoji in components, pages, copy or configuration", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const offenders = ["components", "app", "config", "lib/matches", "lib/search", "lib/preferences"]
      .flatMap((d) => sources(path.join(root, d)))
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, i) => (EMOJI.test(line) ? [`${path.relative(root, file)}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });
});
