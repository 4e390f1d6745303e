import { describe, expect, it } from "vitest";
import { classifyNotification, createDuplicateFilter } from "./filter";

const S = "9b2f8a52-3c1e-4c7e-9a51-0f6d2b1a7e10";
const n = (message: string, extra: Partial<Parameters<typeof classifyNotification>[0]> = {}) => ({ session_id: S, message, status: "info", ...extra });

describe("notification filtering", () => {
  it("navigates on property matches, properties found or Analysis in progress", () => {
    expect(classifyNotification(n("Analysis in progress: 25 of 200 property matches ready"), S)).toBe("navigate");
    expect(classifyNotification(n("12 properties found"), S)).toBe("navigate");
  });
  it("stops waiting on all analysis complete", () => {
    expect(classifyNotification(n("All property analysis complete"), S)).toBe("complete");
    expect(classifyNotification(n("Analysis complete"), S)).toBe("complete");
  });
  it("ignores per-property completions", () => {
    expect(classifyNotification(n("Analysis complete for 12 Smith St"), S)).toBe("ignore");
    expect(classifyNotification(n("Analysis complete", { listing_id: "L1" }), S)).toBe("ignore");
  });
  it("reads errors from the status or the text", () => {
    expect(classifyNotification(n("Something", { status: "error" }), S)).toBe("error");
    expect(classifyNotification(n("tool_call error: timeout"), S)).toBe("error");
    expect(classifyNotification(n("Search failed: sorry"), S)).toBe("error");
  });
  it("ignores other sessions, empty messages, the workflow's own completion and deletes", () => {
    expect(classifyNotification(n("Analysis in progress", { session_id: "other" }), S)).toBe("ignore");
    expect(classifyNotification(n("   "), S)).toBe("ignore");
    expect(classifyNotification(n("Workflow completed successfully!"), S)).toBe("ignore");
    expect(classifyNotification(n("Analysis in progress", { event: "DELETE" }), S)).toBe("ignore");
    expect(classifyNotification(n("Analysis in progress", { event: "update" }), S)).toBe("navigate");
  });
  it("skips the same message within a second, and the same row twice", () => {
    const fresh = createDuplicateFilter();
    expect(fresh(n("Hello", { id: "1" }), 1000)).toBe(true);
    expect(fresh(n("Hello", { id: "1" }), 5000)).toBe(false);
    expect(fresh(n("Hello", { id: "2" }), 1500)).toBe(false);
    expect(fresh(n("Hello", { id: "3" }), 2600)).toBe(true);
  });
});
