import { describe, expect, it } from "vitest";
import { z } from "zod";
import { storedPreferencesObjectSchema, publicPreferences, type PublicPreferences } from "@/lib/preferences/schema";
import { personal, personalFieldsOf, personalKeysOf, personalPart, withoutPersonal } from "./personal";

describe("personal data, marked once in the schema", () => {
  const schema = z.object({ name: z.string(), income: personal(z.number().optional(), "what they earn"), notes: z.string().optional() });

  it("lists the marked keys and why", () => {
    expect(personalKeysOf(schema)).toEqual(["income"]);
    expect(personalFieldsOf(schema)).toEqual([{ key: "income", why: "what they earn" }]);
  });

  it("drops them from a value, and keeps them alone in its personal part", () => {
    const value = { name: "Jo", income: 123_457, notes: "x" };
    expect(withoutPersonal(schema, value)).toEqual({ name: "Jo", notes: "x" });
    expect(personalPart(schema, value)).toEqual({ income: 123_457 });
    // A value without them is handed back as it is.
    const plain = { name: "Jo" };
    expect(withoutPersonal(schema, plain)).toBe(plain);
  });

  it("marks the stored preferences' finance profile and criteria, and only them", () => {
    expect(personalKeysOf(storedPreferencesObjectSchema)).toEqual(["finance", "criteria"]);
    expect(publicPreferences({ criteria: { maxCashNeeded: 150_000 }, marketStatus: "For Sale" })).toEqual({ marketStatus: "For Sale" });
    const stored = storedPreferencesObjectSchema.parse({ locations: ["Ballarat (City), VIC"], finance: { taxableIncome: 123_457 } });
    const open: PublicPreferences = publicPreferences(stored);
    expect(JSON.stringify(open)).not.toContain("123457");
    expect(open.locations).toEqual(["Ballarat (City), VIC"]);
    // Stored JSON as it is (unparsed) too.
    expect(publicPreferences({ finance: { deposit: { kind: "dollars", dollars: 87_654 } }, marketStatus: "For Sale" })).toEqual({ marketStatus: "For Sale" });
  });

  it("leaves the personal fields out of the type", () => {
    const open = publicPreferences(storedPreferencesObjectSchema.parse({ finance: { taxableIncome: 1 } }));
    // @ts-expect-error finance is personal: the public type has no such key (type-checked by npm run typecheck).
    expect(open.finance).toBeUndefined();
  });
});
