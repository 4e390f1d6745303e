import { describe, expect, it } from "vitest";
import { normaliseSuburbName, readSuburbRows } from "./suburbs";

describe("suburb seed", () => {
  it("normalises 2021 names with a state suffix to the 2016 name", () => {
    expect(normaliseSuburbName("Richmond (Vic.)")).toBe("richmond");
    expect(normaliseSuburbName("St Kilda East")).toBe("st kilda east");
  });

  it("joins nearly every 2016 suburb to a bushfire-prone fraction within 0-1", () => {
    const rows = readSuburbRows();
    expect(rows.length).toBe(15_286);
    const joined = rows.filter((r) => r.bushfireProneFraction !== null);
    expect(joined.length / rows.length).toBeGreaterThan(0.99);
    for (const r of joined) expect(r.bushfireProneFraction).toBeGreaterThanOrEqual(0);
    for (const r of joined) expect(r.bushfireProneFraction).toBeLessThanOrEqual(1);
    expect(rows.every((r) => r.postcode == null || /^\d{4}$/.test(r.postcode))).toBe(true);
  });
});
