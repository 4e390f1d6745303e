import { beforeEach, describe, expect, it, vi } from "vitest";
import { PASSWORDS_DO_NOT_MATCH } from "@/lib/auth/schemas";
import { asSentences, checkNewPassword, fieldErrorsOf, weakPasswordErrors } from "./form-errors";

const toast = vi.hoisted(() => vi.fn());
vi.mock("@/components/ui/toast-store", () => ({ toast }));

beforeEach(() => toast.mockClear());

describe("form errors", () => {
  it("groups zod issues by their field, the form's own under _", () => {
    expect(
      fieldErrorsOf([
        { path: ["email"], message: "Email is required" },
        { path: ["email", 0], message: "Please enter a valid email address" },
        { path: [], message: "Something is off" },
      ]),
    ).toEqual({ email: ["Email is required", "Please enter a valid email address"], _: ["Something is off"] });
  });

  it("turns the server's phrases into sentences", () => {
    expect(asSentences({ password: ["it is one of the most commonly used passwords"], email: [] })).toEqual({
      password: ["It is one of the most commonly used passwords"],
      email: [],
    });
  });

  it("says why a new password is too weak, or nothing", () => {
    expect(weakPasswordErrors("short")).toEqual({ password: ["Password is too weak: it must be at least 8 characters."] });
    expect(weakPasswordErrors("long enough password")).toBeNull();
  });

  it("checks the confirmation first, with a toast, then the strength", () => {
    expect(checkNewPassword("short", "shorter")).toEqual({ confirmPassword: [PASSWORDS_DO_NOT_MATCH] });
    expect(toast).toHaveBeenCalledWith({ title: "Error", description: "Passwords do not match", variant: "destructive" });
    toast.mockClear();
    expect(checkNewPassword("short", "short")).toEqual({ password: ["Password is too weak: it must be at least 8 characters."] });
    expect(checkNewPassword("long enough password", "long enough password")).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });
});
