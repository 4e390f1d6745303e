import { describe, expect, it } from "vitest";
import { parseEnv, readEnv } from "./env-schema";

describe("readEnv (parseEnv, parsed once)", () => {
  it("answers the same object while the variables stay the same, with parseEnv's values", () => {
    const source = { GUEST_DAILY_SEARCHES: "7", UNRELATED: "x" };
    const first = readEnv(source);
    expect(first).toEqual(parseEnv(source));
    expect(readEnv({ ...source })).toBe(first);
    // A variable the schema does not read changes nothing.
    expect(readEnv({ ...source, UNRELATED: "y" })).toBe(first);
  });

  it("re-parses as soon as a variable of the schema changes, is set or is removed", () => {
    const source: Record<string, string | undefined> = { GUEST_DAILY_SEARCHES: "7" };
    const first = readEnv(source);
    source.GUEST_DAILY_SEARCHES = "8";
    expect(readEnv(source).GUEST_DAILY_SEARCHES).toBe(8);
    delete source.GUEST_DAILY_SEARCHES;
    expect(readEnv(source).GUEST_DAILY_SEARCHES).toBe(20);
    expect(readEnv({ GUEST_DAILY_SEARCHES: "7" })).not.toBe(first);
  });

  it("tells an empty variable from an absent one", () => {
    expect(readEnv({ LOG_LEVEL: "" }).LOG_LEVEL).toBeUndefined();
    expect(() => readEnv({ LOG_LEVEL: "loud" })).toThrow();
    // A refused environment is refused again, never answered from the cache.
    expect(() => readEnv({ LOG_LEVEL: "loud" })).toThrow();
    expect(readEnv({}).LOG_LEVEL).toBeUndefined();
  });
});
