import { describe, expect, it } from "vitest";
import { mailRetryDelayMs, mailRetryTickMs } from "./retry";

const policy = { baseMs: 60_000, maxMs: 3_600_000, maxAttempts: 8 };

describe("mail retry backoff", () => {
  it("waits the base after the first failure and doubles each time", () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => mailRetryDelayMs(n, policy))).toEqual([60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000]);
  });

  it("never waits longer than the cap", () => {
    expect(mailRetryDelayMs(7, policy)).toBe(3_600_000);
    expect(mailRetryDelayMs(7, { ...policy, maxAttempts: 1_000 })).toBe(3_600_000);
    expect(mailRetryDelayMs(999, { ...policy, maxAttempts: 1_000 })).toBe(3_600_000);
  });

  it("gives up after the last allowed attempt", () => {
    expect(mailRetryDelayMs(8, policy)).toBeNull();
    expect(mailRetryDelayMs(9, policy)).toBeNull();
    expect(mailRetryDelayMs(1, { ...policy, maxAttempts: 1 })).toBeNull();
  });

  it("looks for due e-mails at half the base, between 100 ms and 15 s", () => {
    expect(mailRetryTickMs({ baseMs: 60_000 })).toBe(15_000);
    expect(mailRetryTickMs({ baseMs: 1_000 })).toBe(500);
    expect(mailRetryTickMs({ baseMs: 50 })).toBe(100);
  });
});
