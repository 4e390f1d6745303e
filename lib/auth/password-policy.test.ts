import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS } from "./common-passwords";
import { isCommonPassword, passwordWeaknesses, WEAK_PASSWORD_REASONS, weakPasswordMessage } from "./password-policy";

describe("password policy", () => {
  it("ships the 10,000 most common passwords", () => {
    const list = COMMON_PASSWORDS.split("\n");
    expect(list).toHaveLength(10_000);
    expect(new Set(list).size).toBe(10_000);
    expect(list.slice(0, 3)).toEqual(["password", "123456", "12345678"]);
  });

  it("accepts a long, uncommon password", () => {
    expect(passwordWeaknesses("correct horse battery")).toEqual([]);
  });

  it("refuses a password shorter than 8 characters", () => {
    expect(passwordWeaknesses("x7#kQ2z")).toEqual([WEAK_PASSWORD_REASONS.tooShort]);
  });

  it("accepts exactly 8 and exactly 128 characters, refuses 129", () => {
    expect(passwordWeaknesses("x7#kQ2zA")).toEqual([]);
    expect(passwordWeaknesses("a".repeat(127) + "Z")).toEqual([]);
    expect(passwordWeaknesses("a".repeat(128) + "Z")).toEqual([WEAK_PASSWORD_REASONS.tooLong]);
  });

  it("counts characters as the user sees them (an emoji is one)", () => {
    expect(passwordWeaknesses("🔑🏠🌳🚗🐕🎈🍕⚽")).toEqual([]);
    expect(passwordWeaknesses("🔑🏠🌳🚗")).toEqual([WEAK_PASSWORD_REASONS.tooShort]);
  });

  it("refuses a common password whatever its case", () => {
    expect(isCommonPassword("Password1")).toBe(true);
    expect(passwordWeaknesses("BASEBALL")).toEqual([WEAK_PASSWORD_REASONS.common]);
  });

  it("lists every reason at once", () => {
    expect(passwordWeaknesses("qwerty")).toEqual([WEAK_PASSWORD_REASONS.tooShort, WEAK_PASSWORD_REASONS.common]);
    expect(weakPasswordMessage(passwordWeaknesses("qwerty"))).toBe(
      "Password is too weak: it must be at least 8 characters; it is one of the most commonly used passwords.",
    );
  });
});

describe("password policy", () => {
  it("refuses a password made of spaces or one repeated character", () => {
    expect(passwordWeaknesses("        ")).toContain(WEAK_PASSWORD_REASONS.blank);
    expect(passwordWeaknesses("zzzzzzzzzz")).toContain(WEAK_PASSWORD_REASONS.blank);
  });
  it("refuses the account's own e-mail address, or its name part", () => {
    expect(passwordWeaknesses("Jane.Citizen@example.com", "jane.citizen@example.com")).toContain(WEAK_PASSWORD_REASONS.email);
    expect(passwordWeaknesses("jane.citizen", "jane.citizen@example.com")).toContain(WEAK_PASSWORD_REASONS.email);
    expect(passwordWeaknesses("correct horse battery", "jane.citizen@example.com")).toEqual([]);
  });
});

describe("password policy: the password as typed and trimmed", () => {
  it("refuses a common password padded with spaces", () => {
    expect(passwordWeaknesses(" password1 ")).toEqual([WEAK_PASSWORD_REASONS.common]);
    expect(passwordWeaknesses("\tBaseball  ")).toEqual([WEAK_PASSWORD_REASONS.common]);
  });
  it("measures the length and the repeated character without the padding", () => {
    expect(passwordWeaknesses("  x7#kQ2z  ")).toEqual([WEAK_PASSWORD_REASONS.tooShort]);
    expect(passwordWeaknesses(" zzzzzzzzzz ")).toContain(WEAK_PASSWORD_REASONS.blank);
  });
  it("still accepts a good password with spaces in it or around it", () => {
    expect(passwordWeaknesses(" correct horse battery ")).toEqual([]);
  });
});
