import { describe, expect, it } from "vitest";
import { argon2Cost, argon2Options, dummyHash, hashPassword, verifyPassword } from "./password";

/** The test suites hash cheaply (ARGON2_COST=test) through the path production reads; production's cost must not move. */
describe("argon2id cost", () => {
  it("is OWASP's in production: 19 MiB, 2 iterations, 1 lane, when ARGON2_COST is unset or 'production'", () => {
    const owasp = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
    expect(argon2Options({})).toEqual(owasp);
    expect(argon2Options({ ARGON2_COST: "" })).toEqual(owasp);
    expect(argon2Options({ ARGON2_COST: "production" })).toEqual(owasp);
    expect(argon2Options({ NODE_ENV: "production" })).toEqual(owasp);
    expect(dummyHash({})).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("is cheap only under ARGON2_COST=test, and refuses any other value", () => {
    expect(argon2Options({ ARGON2_COST: "test" })).toEqual({ algorithm: 2, memoryCost: 256, timeCost: 1, parallelism: 1 });
    expect(dummyHash({ ARGON2_COST: "test" })).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
    expect(() => argon2Cost({ ARGON2_COST: "cheap" })).toThrow(/ARGON2_COST must be/);
  });

  it("hashes with the cost the environment names, and verifies either", async () => {
    const saved = process.env.ARGON2_COST;
    try {
      process.env.ARGON2_COST = "test";
      const cheap = await hashPassword("correct horse battery");
      expect(cheap).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
      delete process.env.ARGON2_COST;
      const full = await hashPassword("correct horse battery");
      expect(full).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(cheap, "correct horse battery")).toBe(true);
      expect(await verifyPassword(full, "correct horse battery")).toBe(true);
      expect(await verifyPassword(full, "wrong")).toBe(false);
    } finally {
      if (saved === undefined) delete process.env.ARGON2_COST;
      else process.env.ARGON2_COST = saved;
    }
  });
});
