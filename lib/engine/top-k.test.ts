import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TopK } from "./top-k";

const desc = (a: number, b: number) => b - a;

describe("TopK", () => {
  it("keeps the k best, best first, duplicates included", () => {
    const heap = new TopK<number>(3, desc);
    for (const x of [5, 1, 9, 3, 7, 9, 2]) heap.push(x);
    expect(heap.result()).toEqual([9, 9, 7]);
    expect(heap.size).toBe(3);
    expect(heap.full).toBe(true);
    expect(heap.worst()).toBe(7);
  });

  it("keeps everything when fewer than k are pushed, and nothing when k is 0", () => {
    const heap = new TopK<number>(10, desc);
    for (const x of [2, 8, 4]) heap.push(x);
    expect(heap.result()).toEqual([8, 4, 2]);
    expect(heap.full).toBe(false);
    const none = new TopK<number>(0, desc);
    none.push(1);
    expect(none.result()).toEqual([]);
    expect(none.worst()).toBeUndefined();
  });

  it("admits an item only when it ranks strictly before the worst kept (the first of equals stays)", () => {
    type Item = { v: number; tag: string };
    const heap = new TopK<Item>(2, (a, b) => b.v - a.v);
    heap.push({ v: 5, tag: "a" });
    heap.push({ v: 3, tag: "b" });
    heap.push({ v: 3, tag: "c" });
    expect(heap.result().map((i) => i.tag)).toEqual(["a", "b"]);
  });

  it("equals sorting everything and taking the first k", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 })), fc.integer({ min: 0, max: 20 }), (xs, k) => {
        // Ties broken by position, so the expected order is total.
        const items = xs.map((v, i) => ({ v, i }));
        const compare = (a: { v: number; i: number }, b: { v: number; i: number }) => b.v - a.v || a.i - b.i;
        const heap = new TopK(k, compare);
        for (const it of items) heap.push(it);
        expect(heap.result()).toEqual([...items].sort(compare).slice(0, k));
        expect(heap.worst()).toEqual(k > 0 && xs.length > 0 ? [...items].sort(compare).slice(0, k).at(-1) : undefined);
      }),
    );
  });
});
