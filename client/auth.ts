"use client";

import { apiFetch } from "@/client/api";
import { messageResponseSchema } from "@/lib/auth/schemas";

/**
 * The auth routes the /auth page and the account settings call (spec 1 section 2): each a POST
 * (DELETE for the account) whose refusal is thrown as ApiError with the server's words and, where
 * the form marks fields, their messages (err.fields). The bodies are what the routes parse with
 * lib/auth/schemas.ts; the forms check them with the same schemas first.
 */
const post = (url: string, body: unknown) => apiFetch(url, { method: "POST", body });

export async function signIn(body: { email: string; password: string }): Promise<void> {
  await post("/api/auth/sign-in", body);
}

export async function signUp(body: { email: string; password: string }): Promise<void> {
  await post("/api/auth/sign-up", body);
}

/** Sends the reset e-mail (the route answers alike whether or not the address has an account). */
export async function requestPasswordReset(body: { email: string }): Promise<void> {
  await post("/api/auth/forgot", body);
}

/** Sets a new password with the reset e-mail's token. */
export async function resetPassword(body: { token: string; password: string; confirmPassword: string }): Promise<void> {
  await post("/api/auth/reset", body);
}

/** Sends the confirmation e-mail again; the answer is what to tell the user. */
export async function resendConfirmationEmail(email: string): Promise<{ message: string }> {
  return apiFetch("/api/auth/resend-confirmation", { method: "POST", body: { email }, schema: messageResponseSchema });
}

export async function changePassword(body: { currentPassword: string; password: string; confirmPassword: string }): Promise<void> {
  await post("/api/auth/change-password", body);
}

/** Ends every sign-in session of the account, this browser's among them. */
export async function signOutEverywhere(): Promise<void> {
  await post("/api/auth/sign-out-everywhere", {});
}

/** Deletes the signed-in user's account and all of its data (this browser is signed out with it). */
export async function deleteAccount(): Promise<void> {
  await apiFetch("/api/account", { method: "DELETE", body: {} });
}
