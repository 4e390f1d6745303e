import "server-only";

/**
 * One value per process, kept on globalThis under `key`. A module-level `let` is not enough on the
 * server: Next.js loads a module once per bundle (instrumentation, route handlers, server
 * components) and again on each dev reload, and each copy would make its own queue, worker, logger
 * or index. Every process-wide value of server/ is made here, so each is found by its key and
 * made at most once (until a reset sets a slot's `current` back to undefined).
 */
export function processSingleton<T>(key: string | symbol, create: () => T): T {
  const held = globalThis as unknown as Record<string | symbol, unknown>;
  return (held[key] ??= create()) as T;
}

/** A process-wide slot for a value made on first need and dropped on failure or reset (a started queue, a loaded index). */
export type ProcessSlot<T> = { current: T | undefined };

/** The slot under `key`, empty until someone fills it: `slot.current ??= start()`; `slot.current = undefined` resets it. */
export function processSlot<T>(key: string | symbol): ProcessSlot<T> {
  return processSingleton<ProcessSlot<T>>(key, () => ({ current: undefined }));
}
