/**
 * The engine's one top-K selection: a bounded binary heap keeping the k best items pushed,
 * O(n log k), never a full sort. rankListings() keeps scored listings in it, topIndices()
 * catalogue indices and rankCatalogue()'s pruning walk the k best scores so far.
 */
export class TopK<T> {
  private readonly heap: T[] = [];

  constructor(
    private readonly k: number,
    /** Negative when a ranks before b, positive when after. */
    private readonly compare: (a: T, b: T) => number,
  ) {}

  /** How many items are kept (at most k). */
  get size(): number {
    return this.heap.length;
  }

  /** Whether k items are kept (an item now enters only by ranking before worst()). */
  get full(): boolean {
    return this.heap.length >= this.k;
  }

  /** The worst item kept (the root), undefined when none is. */
  worst(): T | undefined {
    return this.heap[0];
  }

  /** Keeps the item if fewer than k are kept or it ranks strictly before the worst kept. */
  push(item: T): void {
    if (this.k <= 0) return;
    const h = this.heap;
    if (h.length < this.k) {
      h.push(item);
      this.up(h.length - 1);
    } else if (this.compare(item, h[0]) < 0) {
      h[0] = item;
      this.down(0);
    }
  }

  /** The kept items, best first. */
  result(): T[] {
    return [...this.heap].sort(this.compare);
  }

  // The worst item sits at the root: a parent always ranks after (or equal to) its children.
  private up(i: number): void {
    const h = this.heap;
    const item = h[i];
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.compare(item, h[p]) <= 0) break;
      h[i] = h[p];
      i = p;
    }
    h[i] = item;
  }

  private down(i: number): void {
    const h = this.heap;
    const n = h.length;
    const item = h[i];
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      const c = r < n && this.compare(h[r], h[l]) > 0 ? r : l;
      if (this.compare(h[c], item) <= 0) break;
      h[i] = h[c];
      i = c;
    }
    h[i] = item;
  }
}
