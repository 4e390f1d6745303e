import { describe, expect, it } from "vitest";
import { decideSessionAccess, isPersonalOwner, maskEmail } from "./access";

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

describe("guest sessions and the browser that started them", () => {
  const bound = { sessionId: "s", userId: null, isPublic: false, guestOwner: "key-a" };
  it("lets anyone with the id read a guest session, but only the browser that started it write it", () => {
    expect(decideSessionAccess(bound, null, "read", null).allowed).toBe(true);
    expect(decideSessionAccess(bound, null, "write", "key-a").allowed).toBe(true);
    expect(decideSessionAccess(bound, null, "write", "key-b")).toEqual({ allowed: false, reason: "not_yours" });
    expect(decideSessionAccess(bound, null, "share", null)).toEqual({ allowed: false, reason: "not_yours" });
  });
  it("asks the starting browser's signed-in user to claim it, and refuses anyone else's claim", () => {
    expect(decideSessionAccess(bound, other, "write", "key-a")).toEqual({ allowed: false, reason: "claim_required" });
    expect(decideSessionAccess(bound, other, "write", "key-b")).toEqual({ allowed: false, reason: "not_yours" });
  });
  it("keeps the old rule for a guest session stored before guest keys (its first writer binds it)", () => {
    expect(decideSessionAccess(ownerless, null, "write", "key-b").allowed).toBe(true);
  });
});

describe("isPersonalOwner", () => {
  it("is the signed-in owner, or the browser that started the session as a guest", () => {
    expect(isPersonalOwner(owned(true), owner, null)).toBe(true);
    expect(isPersonalOwner(owned(true), other, null)).toBe(false);
    expect(isPersonalOwner(owned(true), null, null)).toBe(false);
    const linked = { ...owned(true), guestOwner: "key-a" };
    expect(isPersonalOwner(linked, null, "key-a")).toBe(true);
    expect(isPersonalOwner(linked, null, "key-b")).toBe(false);
  });
  it("is nobody for a guest session no browser was bound to", () => {
    expect(isPersonalOwner(ownerless, null, null)).toBe(false);
    expect(isPersonalOwner(ownerless, other, "key-a")).toBe(false);
  });
});

describe("maskEmail", () => {
  it("keeps the first letter and the domain only", () => {
    expect(maskEmail("jane.doe@example.com")).toBe("j•••@example.com");
    expect(maskEmail("nope")).toBe("•••");
  });
});
