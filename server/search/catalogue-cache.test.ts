import { describe, expect, it } from "vitest";
import { VersionedCache } from "./catalogue-cache";

describe("VersionedCache", () => {
  it("answers only for the version a value was kept under", () => {
    const c = new VersionedCache<string>(10);
    c.set("a", "100", "first");
    expect(c.get("a", "100")).toBe("first");
    expect(c.get("a", "101")).toBeUndefined();
    c.set("a", "101", "second");
    expect(c.get("a", "100")).toBeUndefined();
    expect(c.get("a", "101")).toBe("second");
    expect(c.size).toBe(1);
  });

  it("keeps at most `max` values, the oldest going first", () => {
    const c = new VersionedCache<number>(3);
    for (let i = 0; i < 5; i++) c.set(`k${i}`, "1", i);
    expect(c.size).toBe(3);
    expect(c.get("k0", "1")).toBeUndefined();
    expect(c.get("k1", "1")).toBeUndefined();
    expect([2, 3, 4].map((i) => c.get(`k${i}`, "1"))).toEqual([2, 3, 4]);
    // Writing a key again makes it the newest.
    c.set("k2", "2", 22);
    c.set("k5", "1", 5);
    expect(c.get("k3", "1")).toBeUndefined();
    expect(c.get("k2", "2")).toBe(22);
  });

  it("keeps nothing when its bound is 0 (the cache turned off)", () => {
    const c = new VersionedCache<number>(0);
    c.set("a", "1", 1);
    expect(c.size).toBe(0);
    expect(c.get("a", "1")).toBeUndefined();
  });
});
