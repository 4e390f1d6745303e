import { describe, expect, it } from "vitest";
import { heroIntro } from "@/config/landing";

/** The landing keeps the spec's promise and says what is true about who scores. */
describe("landing hero copy", () => {
  it("says the assistant understands the brief and the engine scores with readable formulas", () => {
    expect(heroIntro).not.toMatch(/Our AI scores/);
    expect(heroIntro).toContain("AI assistant understands the brief");
    expect(heroIntro).toContain("formulas you can read");
  });

  it("keeps the spec's promise: research cut from days to under an hour", () => {
    expect(heroIntro).toContain("from days to under an hour");
    expect(heroIntro).toMatch(/cash flow, growth, renovation and development potential/);
  });
});
