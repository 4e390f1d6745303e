import { describe, expect, it } from "vitest";
import { isRunActive, isRunOpen, STALE_RUN_MS } from "./run-state";

const at = (status: string, ageMs: number, now = 1_000_000_000) => ({ run: { status, updatedAt: new Date(now - ageMs) }, now });

describe("search run state", () => {
  it("is open while queued or running, closed once complete or failed", () => {
    expect(isRunOpen({ status: "queued" })).toBe(true);
    expect(isRunOpen({ status: "running" })).toBe(true);
    expect(isRunOpen({ status: "complete" })).toBe(false);
    expect(isRunOpen({ status: "failed" })).toBe(false);
    expect(isRunOpen(null)).toBe(false);
  });

  it("is active only while open and heard from within the stale limit", () => {
    const fresh = at("running", 1_000);
    expect(isRunActive(fresh.run, fresh.now)).toBe(true);
    const stale = at("running", STALE_RUN_MS + 1);
    expect(isRunActive(stale.run, stale.now)).toBe(false);
    const done = at("complete", 0);
    expect(isRunActive(done.run, done.now)).toBe(false);
  });
});
