/**
 * Runs in the browser before the app's code (Next.js instrumentation-client).
 *
 * zod 4 probes whether it may compile parsers with `new Function("")` the first time it
 * parses an object. Our Content-Security-Policy has no 'unsafe-eval' in production
 * (lib/security-headers.ts), so the probe fails — harmlessly, zod falls back — but the
 * browser still reports a CSP violation on every page that parses anything (Lighthouse's
 * best-practices "Issues were logged" audit). `jitless` skips the probe and the compiled
 * parsers, which this CSP forbids anyway. Only the config object is imported, not zod.
 */
import { config } from "zod/v4/core";

config({ jitless: true });
