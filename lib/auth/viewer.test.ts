import { describe, expect, it } from "vitest";
import { firstName, viewerSchema, welcomeLine } from "./viewer";

describe("the landing's greeting", () => {
  it("greets by the first name given, and says the matches are waiting only once there are some", () => {
    expect(welcomeLine({ email: "ada@example.com", approved: true, name: "Ada", hasMatches: true })).toBe("Welcome back, Ada! Your matches are waiting.");
    const before = welcomeLine({ email: "ada@example.com", approved: true, name: "Ada", hasMatches: false });
    expect(before).toMatch(/^Welcome, Ada!/);
    expect(before).not.toMatch(/waiting/);
    // No name given: the e-mail, as before.
    expect(welcomeLine({ email: "ada@example.com", approved: true, name: null, hasMatches: true })).toBe("Welcome back, ada@example.com! Your matches are waiting.");
  });

  it("takes the first word of the name on the beta request", () => {
    expect(firstName("  Ada   Lovelace ")).toBe("Ada");
    expect(firstName("")).toBeNull();
    expect(firstName(null)).toBeNull();
  });

  it("parses the viewer answer with its name and matches, and refuses a malformed one", () => {
    expect(viewerSchema.safeParse({ user: { email: "a@b.c", approved: true, name: "Ada", hasMatches: false } })).toEqual({ success: true, data: { user: { email: "a@b.c", approved: true, name: "Ada", hasMatches: false } } });
    expect(viewerSchema.safeParse({ user: { email: "a@b.c", approved: true, name: null, hasMatches: true } }).success).toBe(true);
    expect(viewerSchema.safeParse({ user: { email: "a@b.c", approved: true, name: 3, hasMatches: true } }).success).toBe(false);
    expect(viewerSchema.safeParse({ user: { email: "a@b.c", approved: true, name: null } }).success).toBe(false);
  });
});
