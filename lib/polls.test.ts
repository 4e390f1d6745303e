import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env-schema";
import { pollsFor, SPEC_POLLS } from "./polls";

describe("poll cadences", () => {
  it("are the spec's unless POLL_INTERVAL_MS is set", () => {
    expect(SPEC_POLLS).toEqual({ matchesIntervalMs: 5_000, chatStartMs: 10_000, chatIntervalMs: 5_000 });
    expect(pollsFor(parseEnv({}).POLL_INTERVAL_MS)).toEqual(SPEC_POLLS);
    expect(pollsFor(parseEnv({ POLL_INTERVAL_MS: "" }).POLL_INTERVAL_MS)).toEqual(SPEC_POLLS);
  });

  it("take POLL_INTERVAL_MS for every poll, the chat's first no later than that", () => {
    expect(pollsFor(parseEnv({ POLL_INTERVAL_MS: "1000" }).POLL_INTERVAL_MS)).toEqual({ matchesIntervalMs: 1_000, chatStartMs: 1_000, chatIntervalMs: 1_000 });
    expect(pollsFor(20_000)).toEqual({ matchesIntervalMs: 20_000, chatStartMs: 10_000, chatIntervalMs: 20_000 });
  });

  it("refuse an interval that would hammer or stall the server", () => {
    expect(() => parseEnv({ POLL_INTERVAL_MS: "10" })).toThrow();
    expect(() => parseEnv({ POLL_INTERVAL_MS: "soon" })).toThrow();
  });
});
