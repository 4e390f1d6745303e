/** Auth toasts, exactly as spec 1 section 8 writes them. */
export const AUTH_TOASTS = {
  passwordsDoNotMatch: { title: "Error", description: "Passwords do not match" },
  updatePasswordFailed: { title: "Error", fallback: "An error occurred while updating password" },
  resetFailed: { title: "Error", fallback: "An error occurred while sending reset email" },
  authFailed: { title: "Authentication Error", fallback: "An error occurred during authentication" },
  unexpected: { title: "Error", description: "An unexpected error occurred" },
  passwordUpdated: { title: "Success!", description: "Your password has been updated successfully" },
  resetSent: { title: "Reset Email Sent", description: "Please check your email for password reset instructions" },
  signedUp: { title: "Success!", description: "Please check your email to confirm your account" },
  signedIn: { title: "Welcome back!", description: "You have been signed in successfully" },
} as const;

export const AUTH_MESSAGES = {
  sessionMissing: "Auth session missing!",
  noUserId: "No user ID available",
  confirmed: "Your email is confirmed. You can sign in now.",
  confirmFailed: "This confirmation link is invalid or has expired. Sign in to ask for a new one.",
  resendSent: "If that account still needs confirming, we've sent a new confirmation link.",
} as const;
