import { afterEach, describe, expect, it, vi } from "vitest";
import { processSingleton, processSlot } from "./singleton";

const KEYS = ["__propieTestSingleton", "__propieTestSlot"];
afterEach(() => {
  for (const k of KEYS) delete (globalThis as Record<string, unknown>)[k];
  vi.resetModules();
});

describe("processSingleton", () => {
  it("makes the value once per key and gives every caller the same one", () => {
    const create = vi.fn(() => new Map<string, number>());
    const a = processSingleton("__propieTestSingleton", create);
    a.set("x", 1);
    const b = processSingleton("__propieTestSingleton", create);
    expect(b).toBe(a);
    expect(b.get("x")).toBe(1);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("is shared by a second copy of the module, as Next.js loads one per bundle", async () => {
    const first = processSingleton("__propieTestSingleton", () => ({ id: 1 }));
    vi.resetModules();
    const again = await import("./singleton");
    expect(again.processSingleton).not.toBe(processSingleton);
    expect(again.processSingleton("__propieTestSingleton", () => ({ id: 2 }))).toBe(first);
  });

  it("takes a symbol key", () => {
    const key = Symbol.for("propie.test-singleton");
    expect(processSingleton(key, () => 1)).toBe(1);
    expect(processSingleton(key, () => 2)).toBe(1);
    delete (globalThis as Record<symbol, unknown>)[key];
  });
});

describe("processSlot", () => {
  it("starts empty, keeps what is put in it for every caller, and empties on reset", () => {
    const slot = processSlot<Promise<number>>("__propieTestSlot");
    expect(slot.current).toBeUndefined();
    const started = (slot.current ??= Promise.resolve(1));
    expect(processSlot<Promise<number>>("__propieTestSlot").current).toBe(started);
    slot.current = undefined;
    expect(processSlot<Promise<number>>("__propieTestSlot").current).toBeUndefined();
  });
});
