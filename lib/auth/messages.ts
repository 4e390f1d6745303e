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

/** The account page's E-mails card: the search's "Your matches are ready" e-mail, on or off. */
export const ACCOUNT_EMAILS_COPY = {
  title: "E-mails",
  resultsLabel: "E-mail me when a search's matches are ready",
  resultsHint: "One e-mail per search session, however often the search is changed or run again.",
  saved: "E-mail settings saved",
  savedOn: "We'll e-mail you when a search's matches are ready.",
  savedOff: "Searches won't e-mail you when their matches are ready.",
  notSaved: "E-mail settings not saved",
} as const;
