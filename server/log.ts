import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type Logger } from "pino";
import { env } from "@/server/env";
import { processSingleton, processSlot } from "@/server/singleton";

/**
 * The structured log of the app and the worker: one JSON object per line on stdout.
 * Every line written while a request (or a job) is being handled carries its id
 * (`reqId`, `jobId`), taken from the async context the route wrapper and the worker
 * open; nothing else needs to pass it along.
 *
 * What goes in: codes, ids, counts, durations, origins, error messages. What never
 * does: e-mail addresses, names, passwords, tokens, cookies, message text, request
 * bodies or query strings. The redaction below is a second line of defence for
 * fields that slip in by name.
 *
 * LOG_LEVEL (trace|debug|info|warn|error|fatal|silent) sets the threshold; "info" by
 * default, "silent" under the test runner unless LOG_LEVEL says otherwise.
 */
export type LogContext = { reqId?: string; jobId?: string };

const context = processSingleton("__propieLogContext", () => new AsyncLocalStorage<LogContext>());
const loggerSlot = processSlot<Logger>("__propieLogger");

function level(): string {
  const e = env();
  return e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info");
}

let service = "app";

/** Names the process on every line ("app" unless the worker says "worker"); call before the first log line. */
export function setLogService(name: string): void {
  service = name;
  loggerSlot.current = undefined;
}

/** Field names whose values are never written, wherever they appear (one or two levels deep). */
export const REDACTED_FIELDS = [
  "email",
  "password",
  "currentPassword",
  "newPassword",
  "token",
  "secret",
  "authorization",
  "cookie",
  "name",
  "phone",
  "message",
  "body",
];

let destination: pino.DestinationStream | undefined;

/** Sends the log to another stream (tests read what was written); null goes back to stdout. */
export function setLogDestination(stream: pino.DestinationStream | null, levelOverride?: string): void {
  destination = stream ?? undefined;
  levelFor = levelOverride;
  loggerSlot.current = undefined;
}
let levelFor: string | undefined;

function createLogger(): Logger {
  const options: pino.LoggerOptions = {
    level: levelFor ?? level(),
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => ({ ...context.getStore() }),
    redact: { paths: REDACTED_FIELDS.flatMap((f) => [f, `*.${f}`]), censor: "[redacted]" },
  };
  return destination ? pino(options, destination) : pino(options);
}

export function logger(): Logger {
  return (loggerSlot.current ??= createLogger());
}

/** A child logger for one part of the system: `log("jobs").warn({ runId }, "...")`. */
export function log(component: string): Logger {
  return logger().child({ component });
}

/** Runs fn with ids that every log line written inside it carries. */
export function withLogContext<T>(ctx: LogContext, fn: () => T): T {
  return context.run({ ...context.getStore(), ...ctx }, fn);
}

/**
 * Runs fn outside every log context: for what outlives the request that happens to start it
 * (the job queue, the in-process worker), so that their lines don't carry that request's id.
 */
export function withoutLogContext<T>(fn: () => T): T {
  return context.exit(fn);
}

export function currentLogContext(): LogContext {
  return context.getStore() ?? {};
}

const EMAIL = /[^\s<>()"',;:@]+@[^\s<>()"',;:@]+\.[A-Za-z]{2,}/g;

/** Text with every e-mail address replaced (SMTP and driver errors quote the addresses they refused). */
export function scrub(text: string): string {
  // A failed query's message lists its bound values (user input) after "params:"; they never reach the log.
  return text.replace(/params:[^\n]*/g, "params: [withheld]").replace(EMAIL, "[email]");
}

/** An error as loggable fields: its class and message (and its stack for unexpected errors), e-mail addresses removed. */
export function errorFields(err: unknown, opts: { stack?: boolean } = {}): { error: string; errorType?: string; stack?: string } {
  if (err instanceof Error) return { error: scrub(err.message), errorType: err.name, ...(opts.stack && err.stack ? { stack: scrub(err.stack) } : {}) };
  // Libraries also emit plain objects (pg-boss's queue errors): their message, else their JSON — not "[object Object]".
  if (typeof err === "object" && err !== null) {
    const { message, name } = err as { message?: unknown; name?: unknown };
    if (typeof message === "string") return { error: scrub(message), ...(typeof name === "string" ? { errorType: name } : {}) };
    try {
      return { error: scrub(JSON.stringify(err).slice(0, 500)) };
    } catch {
      // A cycle: fall through.
    }
  }
  return { error: scrub(String(err)) };
}
