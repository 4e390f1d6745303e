import { describe, expect, it } from "vitest";
import { markOwnGuestSearch, markSharedView, readViewing } from "./viewing";

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
}

const A = "11111111-1111-4111-8111-111111111111";
const B = "22222222-2222-4222-8222-222222222222";

describe("how a tab views the current session's matches", () => {
  it("treats a guest's own search as live (gate bypassed, not a shared view)", () => {
    const s = memoryStorage();
    markOwnGuestSearch(s, A);
    expect(readViewing(s, A)).toEqual({ bypassGate: true, sharedView: false });
  });

  it("treats someone else's shared link as a shared view", () => {
    const s = memoryStorage();
    markSharedView(s, B);
    expect(readViewing(s, B)).toEqual({ bypassGate: true, sharedView: true });
    expect(readViewing(s, A)).toEqual({ bypassGate: false, sharedView: false });
  });

  it("lets the latest of the two marks for a session win", () => {
    const s = memoryStorage();
    markSharedView(s, B);
    markOwnGuestSearch(s, B);
    expect(readViewing(s, B)).toEqual({ bypassGate: true, sharedView: false });
    markSharedView(s, B);
    expect(readViewing(s, B)).toEqual({ bypassGate: true, sharedView: true });
  });

  it("bypasses nothing without storage or a session", () => {
    expect(readViewing(null, A)).toEqual({ bypassGate: false, sharedView: false });
    expect(readViewing(memoryStorage(), null)).toEqual({ bypassGate: false, sharedView: false });
  });
});
