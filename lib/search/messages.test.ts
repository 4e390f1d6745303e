import { describe, expect, it } from "vitest";
import { GUEST_FAILURES } from "./api";
import { formatMatchCount, formatRankedCount, GUEST_MESSAGES, guestFailureMessage } from "./messages";

describe("the estimate dialog's counts", () => {
  it("says how many match and that only the best will be analysed and ranked when the search cuts", () => {
    expect(formatMatchCount(1234)).toBe("1,234 properties match");
    expect(formatRankedCount(1234, 200)).toBe("The best 200 by your filters will be analysed and ranked.");
  });
  it("says all of them are analysed when nothing is cut, and nothing when the engine doesn't say", () => {
    expect(formatRankedCount(12, 12)).toBe("All 12 will be analysed and ranked.");
    expect(formatRankedCount(1, 1)).toBe("It will be analysed and scored.");
    expect(formatRankedCount(12, undefined)).toBeNull();
  });
});

describe("the guest-account step's failure toasts", () => {
  it("has a toast of its own for every reason the server gives, and the generic one otherwise", () => {
    const toasts = GUEST_FAILURES.map(guestFailureMessage);
    expect(new Set(toasts).size).toBe(GUEST_FAILURES.length);
    expect(toasts).not.toContain(GUEST_MESSAGES.generic);
    expect(guestFailureMessage("exists")).toBe(GUEST_MESSAGES.emailExists);
    expect(guestFailureMessage("signup-exists")).toBe(GUEST_MESSAGES.emailExistsOnSignUp);
    expect(guestFailureMessage(null)).toBe(GUEST_MESSAGES.generic);
    expect(guestFailureMessage("something new")).toBe(GUEST_MESSAGES.generic);
  });
});
