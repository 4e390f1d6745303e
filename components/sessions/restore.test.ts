import { afterEach, describe, expect, it, vi } from "vitest";
import { subscribeToasts, type ToastItem } from "@/components/ui/toast-store";
import { restoreSessionById } from "./restore";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Load Session by ID", () => {
  it("refuses an ID that isn't a session id with the spec's message, without asking the server", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    let toasts: ToastItem[] = [];
    const stop = subscribeToasts((items) => (toasts = items));
    try {
      expect(await restoreSessionById("not-a-session")).toBeNull();
    } finally {
      stop();
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(toasts.at(-1)).toMatchObject({ title: "Restore Failed", description: "Generated UUID is malformed", variant: "destructive" });
  });
});
