/**
 * Runs in the browser before the app's code (Next.js instrumentation-client).
 *
 * zod 4 probes whether it may compile parsers with `new Function("")` the first time it
 * parses an object. Our Content-Security-Policy has no 'unsafe-eval' in production
 * (lib/security-headers.ts), so the probe fails — harmlessly, zod falls back — but the
 * browser still reports a CSP violation on every page that parses anything (Lighthouse's
 * best-practices "Issues were logged" audit). `jitless` skips the probe and the compiled
 * parsers, which this CSP forbids anyway.
 *
 * Set on zod's global config object (what `z.config({ jitless: true })` writes; zod
 * creates it as globalThis.__zod_globalConfig or adopts an existing one) rather than by
 * importing zod: the import put zod's core into the first load of every page, zod-free
 * ones included. client/zod-jitless.test.ts fails if zod stops reading it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
