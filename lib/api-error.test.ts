import { describe, expect, it } from "vitest";
import { parseApiErrorBody } from "./api-error";
import { viewerSchema } from "./auth/viewer";

describe("the hand-written parsers on every page", () => {
  it("reads the error answer of a route handler, and nothing else", () => {
    expect(parseApiErrorBody({ error: { code: "conflict", message: "Taken", reason: "exists", fields: { email: ["Taken"] }, ownerEmail: null } })).toEqual({
      error: { code: "conflict", message: "Taken", reason: "exists", fields: { email: ["Taken"] }, ownerEmail: null },
    });
    expect(parseApiErrorBody({ error: { code: "x", message: "y" } })?.error).toMatchObject({ code: "x", message: "y" });
    for (const bad of [null, "<html>", [], { error: "x" }, { error: { code: 1, message: "y" } }, { error: { code: "x" } }, { error: { code: "x", message: "y", fields: { a: [1] } } }, { error: { code: "x", message: "y", reason: 3 } }])
      expect(parseApiErrorBody(bad)).toBeNull();
  });

  it("reads the viewer, a guest's null included, and refuses any other shape", () => {
    expect(viewerSchema.safeParse({ user: null })).toEqual({ success: true, data: { user: null } });
    const user = { email: "a@b.au", approved: true, name: "Ada Lovelace", hasMatches: false };
    expect(viewerSchema.safeParse({ user: { ...user, extra: 1 } })).toEqual({ success: true, data: { user } });
    expect(viewerSchema.safeParse({ user: { ...user, name: null } })).toEqual({ success: true, data: { user: { ...user, name: null } } });
    for (const bad of [null, {}, { user: "a@b.au" }, { user: { email: "a@b.au" } }, { user: { ...user, email: 1 } }, { user: { ...user, approved: "yes" } }, { user: { ...user, name: 3 } }, { user: { ...user, hasMatches: "no" } }])
      expect(viewerSchema.safeParse(bad).success).toBe(false);
  });
});
