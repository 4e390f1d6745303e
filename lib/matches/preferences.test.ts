import { describe, expect, it } from "vitest";
import { emptyPreferences } from "@/lib/preferences/schema";
import { hasPreferences, readStoredPreferences } from "./preferences";

describe("hasPreferences", () => {
  it("is false for nothing and for a fresh session's defaults", () => {
    expect(hasPreferences(null)).toBe(false);
    expect(hasPreferences({})).toBe(false);
    expect(hasPreferences(emptyPreferences())).toBe(false);
  });

  it("is true once anything is set", () => {
    expect(hasPreferences({ ...emptyPreferences(), locations: ["Richmond VIC"] })).toBe(true);
    expect(hasPreferences({ marketStatus: "For Sale" })).toBe(true);
  });

  it("reads stored preferences tolerantly and refuses malformed ones", () => {
    expect(readStoredPreferences(null)?.marketStatus).toBe("All Properties");
    expect(readStoredPreferences({ marketStatus: "Everywhere" })).toBeNull();
  });
});
