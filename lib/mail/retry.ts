/**
 * When an e-mail the SMTP server did not take is tried again: exponential backoff from
 * `baseMs` (the wait after the first failed attempt), doubling each attempt, capped at
 * `maxMs`; after `maxAttempts` attempts in all it is given up (null).
 */
export type MailRetryPolicy = { baseMs: number; maxMs: number; maxAttempts: number };

export function mailRetryDelayMs(attemptsMade: number, policy: MailRetryPolicy): number | null {
  if (attemptsMade >= policy.maxAttempts) return null;
  const exponent = Math.max(0, attemptsMade - 1);
  // 2 ** 40 × base is already far past any cap; stop doubling before it overflows.
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(exponent, 40));
}

/** How often a worker looks for due e-mails: often enough for the first retry, at most every 15 s. */
export function mailRetryTickMs(policy: Pick<MailRetryPolicy, "baseMs">): number {
  return Math.min(15_000, Math.max(100, Math.floor(policy.baseMs / 2)));
}
