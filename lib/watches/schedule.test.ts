import { describe, expect, it } from "vitest";
import { nextRunAt, runTimeOf, watchPeriodOf } from "./schedule";

// Sydney is UTC+11 in summer (AEDT) and UTC+10 in winter (AEST).
const at = (iso: string) => new Date(iso);

describe("watch periods", () => {
  it("puts an instant in its Sydney day, and a week in the Monday that starts it", () => {
    // 23:30 UTC on Sunday 22 November is 10:30 on Monday 23 November in Sydney.
    expect(watchPeriodOf("daily", at("2026-11-22T23:30:00Z")).key).toBe("day:2026-11-23");
    expect(watchPeriodOf("weekly", at("2026-11-22T23:30:00Z")).key).toBe("week:2026-11-23");
    expect(watchPeriodOf("weekly", at("2026-11-28T12:00:00Z")).key).toBe("week:2026-11-23");
    expect(watchPeriodOf("weekly", at("2026-11-29T13:30:00Z")).key).toBe("week:2026-11-30");
  });

  it("runs at 7 am Sydney time, summer and winter", () => {
    expect(runTimeOf(watchPeriodOf("daily", at("2026-11-23T03:00:00Z"))).toISOString()).toBe("2026-11-22T20:00:00.000Z");
    expect(runTimeOf(watchPeriodOf("daily", at("2026-06-15T03:00:00Z"))).toISOString()).toBe("2026-06-14T21:00:00.000Z");
  });
});

describe("the next run", () => {
  it("runs a new daily watch today when 7 am is still ahead, else tomorrow", () => {
    expect(nextRunAt("daily", { after: null, now: at("2026-11-22T19:00:00Z") }).toISOString()).toBe("2026-11-22T20:00:00.000Z");
    expect(nextRunAt("daily", { after: null, now: at("2026-11-22T21:00:00Z") }).toISOString()).toBe("2026-11-23T20:00:00.000Z");
  });

  it("runs a weekly watch on the next Monday", () => {
    // Wednesday 25 November, Sydney: next Monday is 30 November.
    expect(nextRunAt("weekly", { after: null, now: at("2026-11-25T02:00:00Z") }).toISOString()).toBe("2026-11-29T20:00:00.000Z");
  });

  it("after a run, goes to the period after it, skipping the ones missed while nothing ran", () => {
    const ran = watchPeriodOf("daily", at("2026-11-20T01:00:00Z")); // 20 November
    // Three days late: the missed 21st and 22nd are not caught up one by one.
    expect(nextRunAt("daily", { after: ran, now: at("2026-11-22T22:00:00Z") }).toISOString()).toBe("2026-11-23T20:00:00.000Z");
    // A run made early (an operator's, at 6 am) still leaves that day behind.
    const early = watchPeriodOf("daily", at("2026-11-22T19:00:00Z")); // 06:00 on the 23rd
    expect(nextRunAt("daily", { after: early, now: at("2026-11-22T19:00:00Z") }).toISOString()).toBe("2026-11-23T20:00:00.000Z");
  });

  it("crosses the change to daylight saving on Sydney's clock", () => {
    // Clocks go forward on Sunday 4 October 2026: 7 am is 21:00 UTC before, 20:00 UTC after.
    const before = watchPeriodOf("daily", at("2026-10-03T01:00:00Z"));
    expect(runTimeOf(before).toISOString()).toBe("2026-10-02T21:00:00.000Z");
    expect(nextRunAt("daily", { after: before, now: at("2026-10-03T01:00:00Z") }).toISOString()).toBe("2026-10-03T20:00:00.000Z");
  });
});
