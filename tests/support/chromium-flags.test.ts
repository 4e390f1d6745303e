import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CHROMIUM_FLAGS, PLAYWRIGHT_DISABLED_FEATURES } from "./chromium-flags";

/** The features Playwright's installed version disables, read from its chromiumSwitches source. */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve("playwright-core/package.json"));
  const bundle = readFileSync(path.join(dir, "lib", "coreBundle.js"), "utf8");
  const list = bundle.match(/disabledFeatures = \[([\s\S]*?)\]/);
  if (!list) throw new Error("playwright-core's disabledFeatures list was not found: read chromiumSwitches.ts again");
  return [...list[1].replace(/\/\/.*$/gm, "").matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

describe("Chromium's flags", () => {
  it("repeat every feature Playwright disables, since Chromium keeps only the last --disable-features", () => {
    const theirs = playwrightDisabledFeatures();
    expect(theirs.length).toBeGreaterThan(5);
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...theirs].sort());
    const ours = CHROMIUM_FLAGS.filter((f) => f.startsWith("--disable-features="));
    expect(ours).toHaveLength(1);
    const disabled = ours[0].slice("--disable-features=".length).split(",");
    for (const feature of [...theirs, "WebUIOmniboxPopup", "WebUIOmniboxAimPopup"]) expect(disabled).toContain(feature);
  });
});
