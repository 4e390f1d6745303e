import { describe, expect, it } from "vitest";
import { formatWatchTime } from "./copy";

describe("a watch's run time on /sessions", () => {
  it("is on Sydney's clock with the zone named, whatever the machine's zone (summer, UTC+11)", () => {
    // 20:00 UTC on 23 November is 7 am on Tuesday 24 November in Sydney: the run the dialog promises, not "8:00 pm".
    const text = formatWatchTime("2026-11-23T20:00:00.000Z");
    expect(text).toMatch(/^Tue,? 24 Nov,? 2026,? 7:00 am Sydney time \(Australia\/Sydney\)$/);
    expect(text).not.toMatch(/8:00/);
  });

  it("follows Sydney's winter time (UTC+10) and names another zone when given one", () => {
    expect(formatWatchTime("2026-06-14T21:00:00.000Z")).toMatch(/^Mon,? 15 June?,? 2026,? 7:00 am Sydney time \(Australia\/Sydney\)$/);
    expect(formatWatchTime("2026-06-14T21:00:00.000Z", "Australia/Perth")).toMatch(/5:00 am Perth time \(Australia\/Perth\)$/);
  });

  it("is empty for a date that doesn't parse", () => {
    expect(formatWatchTime("not a date")).toBe("");
  });
});
