import { safeRedirectPath } from "@/lib/auth/redirect";

/**
 * Post-login navigation (spec 1 section 3): other pages store a path under
 * redirectAfterLogin and a subtitle under loginMessage, in session or local storage.
 */
const REDIRECT_AFTER_LOGIN_KEY = "redirectAfterLogin";
const LOGIN_MESSAGE_KEY = "loginMessage";

function stores(): Storage[] {
  try {
    return typeof window === "undefined" ? [] : [window.sessionStorage, window.localStorage];
  } catch {
    return [];
  }
}

function readFirst(key: string): string | null {
  for (const s of stores()) {
    const v = s.getItem(key);
    if (v) return v;
  }
  return null;
}

export function readLoginMessage(): string | null {
  return readFirst(LOGIN_MESSAGE_KEY);
}

export function storeRedirectAfterLogin(path: string): void {
  try {
    window.sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, safeRedirectPath(path));
  } catch {
    // storage disabled: the user lands on / after signing in
  }
}

/** Before sending a signed-out user to /auth: where to come back to, and the subtitle /auth shows meanwhile. */
export function storeLoginReturn(path: string, message: string): void {
  storeRedirectAfterLogin(path);
  try {
    window.sessionStorage.setItem(LOGIN_MESSAGE_KEY, message);
  } catch {
    // storage disabled: /auth shows its default subtitle
  }
}

/** Reads and clears the stored target and message; the target is a safe path. */
export function takeRedirectAfterLogin(): string {
  const target = safeRedirectPath(readFirst(REDIRECT_AFTER_LOGIN_KEY));
  for (const s of stores()) {
    s.removeItem(REDIRECT_AFTER_LOGIN_KEY);
    s.removeItem(LOGIN_MESSAGE_KEY);
  }
  return target;
}
