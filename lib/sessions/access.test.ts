import { describe, expect, it } from "vitest";
import { decideSessionAccess, maskEmail } from "./access";

const owner = { id: "owner" };
const other = { id: "other" };
const owned = (isPublic: boolean) => ({ sessionId: "s", userId: "owner", isPublic });
const ownerless = { sessionId: "s", userId: null, isPublic: false };

describe("decideSessionAccess", () => {
  it("answers not_found for a missing session", () => {
    expect(decideSessionAccess(null, owner, "read")).toEqual({ allowed: false, reason: "not_found" });
  });
  it("lets anyone read an ownerless session and a guest write it", () => {
    expect(decideSessionAccess(ownerless, null, "read").allowed).toBe(true);
    expect(decideSessionAccess(ownerless, other, "read").allowed).toBe(true);
    expect(decideSessionAccess(ownerless, null, "write").allowed).toBe(true);
  });
  it("asks a signed-in user to claim an ownerless session before writing it (no silent takeover)", () => {
    expect(decideSessionAccess(ownerless, other, "write")).toEqual({ allowed: false, reason: "claim_required" });
    expect(decideSessionAccess(ownerless, other, "share")).toEqual({ allowed: false, reason: "claim_required" });
  });
  it("lets anyone read a public session but only the owner write it", () => {
    expect(decideSessionAccess(owned(true), null, "read").allowed).toBe(true);
    expect(decideSessionAccess(owned(true), other, "write")).toEqual({ allowed: false, reason: "forbidden" });
    expect(decideSessionAccess(owned(true), owner, "write").allowed).toBe(true);
  });
  it("asks a stranger to log in and refuses another user on a private session", () => {
    expect(decideSessionAccess(owned(false), null, "read")).toEqual({ allowed: false, reason: "login_required" });
    expect(decideSessionAccess(owned(false), other, "read")).toEqual({ allowed: false, reason: "forbidden" });
    expect(decideSessionAccess(owned(false), owner, "read").allowed).toBe(true);
  });
});

describe("maskEmail", () => {
  it("keeps the first letter and the domain only", () => {
    expect(maskEmail("jane.doe@example.com")).toBe("j•••@example.com");
    expect(maskEmail("nope")).toBe("•••");
  });
});
