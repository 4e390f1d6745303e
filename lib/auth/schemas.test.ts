import { describe, expect, it } from "vitest";
import { changePasswordSchema, MISSING_CREDENTIALS_MESSAGE, PASSWORDS_DO_NOT_MATCH, resetPasswordSchema, signInSchema } from "./schemas";
import { safeRedirectPath } from "./redirect";

describe("auth schemas", () => {
  it("lower-cases and trims the e-mail", () => {
    expect(signInSchema.parse({ email: "  Ann@Example.COM ", password: "x" }).email).toBe("ann@example.com");
  });

  it("asks for both an e-mail and a password", () => {
    const r = signInSchema.safeParse({ email: "", password: "" });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(MISSING_CREDENTIALS_MESSAGE);
    expect(signInSchema.safeParse({}).error?.issues[0]?.message).toBe(MISSING_CREDENTIALS_MESSAGE);
  });

  it("refuses an invalid e-mail", () => {
    expect(signInSchema.safeParse({ email: "not-an-email", password: "x" }).error?.issues[0]?.message).toBe("Please enter a valid email address");
  });

  it("needs the new password twice, the same", () => {
    const r = changePasswordSchema.safeParse({ currentPassword: "old one", password: "correct horse battery", confirmPassword: "correct horse batterY" });
    expect(r.error?.issues[0]).toMatchObject({ message: PASSWORDS_DO_NOT_MATCH, path: ["confirmPassword"] });
    expect(resetPasswordSchema.safeParse({ token: "t".repeat(43), password: "abcdefgh1", confirmPassword: "abcdefgh1" }).success).toBe(true);
  });
});

describe("post-login redirect", () => {
  it("keeps same-site paths and refuses anything else", () => {
    expect(safeRedirectPath("/matches?x=1")).toBe("/matches?x=1");
    expect(safeRedirectPath("//evil.example")).toBe("/");
    expect(safeRedirectPath("/\\evil.example")).toBe("/");
    expect(safeRedirectPath("https://evil.example")).toBe("/");
    expect(safeRedirectPath("javascript:alert(1)")).toBe("/");
    expect(safeRedirectPath(null, "/preferences")).toBe("/preferences");
  });
});
