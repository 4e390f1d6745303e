import { describe, expect, it } from "vitest";
import { BETA_FIELD_REQUIRED, BETA_MESSAGES, namedFieldErrors } from "./messages";

describe("the beta request's field errors", () => {
  it("name their field instead of repeating the one sentence, and keep every other message", () => {
    const named = namedFieldErrors({
      fullName: [BETA_MESSAGES.requiredFields],
      email: ["Please enter a valid email address"],
      mobile: [BETA_MESSAGES.requiredFields],
      planInterest: [BETA_MESSAGES.requiredFields],
      disclaimer: [BETA_MESSAGES.acceptDisclaimer],
    });
    expect(named).toEqual({
      fullName: ["Please enter your full name"],
      email: ["Please enter a valid email address"],
      mobile: ["Please enter your mobile number"],
      planInterest: ["Please choose a plan"],
      disclaimer: [BETA_MESSAGES.acceptDisclaimer],
    });
    expect(new Set(Object.values(BETA_FIELD_REQUIRED)).size).toBe(Object.keys(BETA_FIELD_REQUIRED).length);
  });
});
