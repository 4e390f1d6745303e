import { z } from "zod";
import { MAIL_MAX_ATTEMPTS, MAIL_RETRY_BASE_MS, MAIL_RETRY_MAX_MS, WEBHOOK_TIMEOUT_MS } from "./constants";

/**
 * The environment's schema (pure): server/env.ts reads process.env through it. Every integration is optional: when its
 * variables are absent the built-in default is used (PGlite, outbox, polling,
 * built-in places and engine).
 */
const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.url().optional());
const optionalText = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optionalText,
  PGLITE_DIR: optionalText,
  /** Loopback port on which the app serves its embedded database (psql, npm scripts); "off" disables. */
  PGLITE_SOCKET_PORT: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.union([z.literal("off"), z.coerce.number().int().min(0).max(65535)]).optional(),
  ),
  APP_URL: optionalUrl,
  AUTH_SECRET: optionalText,
  SMTP_URL: optionalText,
  /** Outbox retries when the SMTP server does not take a message: first wait, cap, attempts in all. */
  MAIL_RETRY_BASE_MS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(10).max(86_400_000).default(MAIL_RETRY_BASE_MS)),
  MAIL_RETRY_MAX_MS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(10).max(604_800_000).default(MAIL_RETRY_MAX_MS)),
  MAIL_MAX_ATTEMPTS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(1).max(100).default(MAIL_MAX_ATTEMPTS)),
  MAIL_FROM: z.string().default("Propie <no-reply@propie.local>"),
  CONTACT_EMAIL: z.string().default("hello@propie.com.au"),
  /** The partners page's external scheduling page; its "Book a call" buttons are hidden without it. */
  BOOKING_URL: optionalUrl,
  PUSHER_APP_ID: optionalText,
  PUSHER_KEY: optionalText,
  PUSHER_SECRET: optionalText,
  PUSHER_CLUSTER: optionalText,
  PUSHER_HOST: optionalText,
  PUSHER_PORT: optionalText,
  PUSHER_USE_TLS: optionalText,
  GOOGLE_MAPS_API_KEY: optionalText,
  ESTIMATE_WEBHOOK_URL: optionalUrl,
  SEARCH_WEBHOOK_URL: optionalUrl,
  WEBHOOK_SECRET: optionalText,
  /** How long the estimate, search and chat webhooks may take (the spec's 30 s; tests shorten it). */
  WEBHOOK_TIMEOUT_MS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(10).max(300_000).default(WEBHOOK_TIMEOUT_MS)),
  /** The Property Assistant: an OpenAI-compatible LLM when the key is set (never sent to the browser). */
  LLM_API_KEY: optionalText,
  LLM_BASE_URL: optionalUrl,
  LLM_MODEL: optionalText,
  /**
   * The Chat Completions field that caps the reply: max_completion_tokens (OpenAI's reasoning models, which
   * refuse max_tokens) or max_tokens (most other servers). Unset: chosen from LLM_MODEL (docs/ASSISTANT.md).
   */
  LLM_MAX_TOKENS_FIELD: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["max_tokens", "max_completion_tokens"]).optional()),
  /** The Property Assistant's external workflow (spec 2, call 2); wins over the LLM when set. */
  CHAT_WEBHOOK_URL: optionalUrl,
  SEARCH_WORKER: z.enum(["on", "off"]).default("on"),
  /**
   * What a search process keeps of the catalogue in memory between searches
   * (server/search/catalogue-cache.ts): the core fields of up to this many listings (0: none)…
   */
  SEARCH_CACHE_LISTINGS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(5_000_000).default(250_000)),
  /** …and the whole rows of up to this many (the listings searches complete most). */
  SEARCH_CACHE_DETAILS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(1_000_000).default(20_000)),
  CATALOGUE_COUNT: z.coerce.number().int().min(0).default(25_000),
  DB_AUTO_SEED: z.enum(["on", "off"]).default("on"),
  /**
   * Proxies in front of the app that append to X-Forwarded-For (see clientIp in the
   * rate limits). 0, the default, means none: the socket address is used.
   */
  TRUSTED_PROXY_HOPS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(10).default(0)),
  /** Searches a guest may start per address per day (docs/SECURITY.md, Limits); signed-in testers have no quota. */
  GUEST_DAILY_SEARCHES: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(100_000).default(20)),
  /**
   * The browser's matches and chat polls, in ms, instead of the spec's 5 s (lib/polls.ts). For the test servers
   * (the e2e server sets 1000); unset in production.
   */
  POLL_INTERVAL_MS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(250).max(60_000).optional()),
  /** Threshold of the structured log (server/log.ts); "info" by default, nothing under the test runner. */
  LOG_LEVEL: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"]).optional()),
  /** Seconds the app keeps serving, with /api/ready answering 503, between SIGTERM and closing (5 in production, 0 elsewhere). */
  SHUTDOWN_DRAIN_SECONDS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(300).optional()),
  /**
   * Which listing sources a built-in search uses, comma-separated: demo (the shipped catalogue),
   * import (files loaded with npm run listings:import), domain (live listings from Domain's API).
   * Unset: demo and import, plus domain when Domain credentials are set (docs/LISTING-SOURCES.md).
   */
  LISTING_SOURCES: z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? [...new Set(v.split(",").map((s) => s.trim().toLowerCase()).filter(Boolean))] : undefined),
    z.array(z.enum(["demo", "import", "domain"], { error: "LISTING_SOURCES takes demo, import and domain, comma-separated" })).min(1).optional(),
  ),
  /** Domain's developer API: an API key, or a client id and secret (OAuth client credentials). Never sent to the browser or logged. */
  DOMAIN_API_KEY: optionalText,
  DOMAIN_CLIENT_ID: optionalText,
  DOMAIN_CLIENT_SECRET: optionalText,
  DOMAIN_BASE_URL: z.preprocess((v) => (v === "" ? undefined : v), z.url().default("https://api.domain.com.au")),
  DOMAIN_AUTH_URL: z.preprocess((v) => (v === "" ? undefined : v), z.url().default("https://auth.domain.com.au/v1/connect/token")),
  /** Calls to Domain's API a day (UTC), counted in the database across every instance and worker. */
  DOMAIN_DAILY_QUOTA: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(10_000_000).default(500)),
  /** Result pages one search may ask for, and listings a page. */
  DOMAIN_PAGE_BUDGET: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(1).max(50).default(5)),
  DOMAIN_PAGE_SIZE: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(1).max(200).default(100)),
  /** How long an answer of Domain's is reused (listings; suburb statistics keep DOMAIN_STATISTICS_TTL_SECONDS). */
  DOMAIN_CACHE_TTL_SECONDS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(604_800).default(3_600)),
  DOMAIN_STATISTICS_TTL_SECONDS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(31_536_000).default(604_800)),
  /** Time limit of one call to Domain. */
  DOMAIN_TIMEOUT_MS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(100).max(120_000).default(10_000)),
  /** Suburb performance statistics for the searched suburbs (on when the key's plan includes them). */
  DOMAIN_STATISTICS: z.enum(["on", "off"]).default("on"),
  /** At most this many suburbs are asked for (a region's most populous) and have their statistics fetched, per search. */
  DOMAIN_MAX_SUBURBS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(1).max(100).default(10)),
  /** Shows /dev/outbox outside development (the e2e server sets it; never set it on a public host). */
  ENABLE_DEV_OUTBOX: z.enum(["0", "1"]).default("0"),
});

export type Env = z.infer<typeof envSchema>;

/** Parses an environment (process.env on the server) into typed settings. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  return envSchema.parse(source);
}

/** The variables the schema reads: the only ones whose change can change its answer. */
const ENV_KEYS = Object.keys(envSchema.shape);
let last: { values: (string | undefined)[]; env: Env } | undefined;

/**
 * parseEnv, parsed once: the answer is kept until one of the schema's variables changes, so the
 * server's ~30 callers of env() read a cached object instead of re-running the schema on every
 * call. Comparing the variables (53 string compares, no parsing) keeps a changed environment seen at
 * once: tests that set process.env (or vi.stubEnv) and `next dev` reloading .env need no reset.
 * The answer is shared by every caller: read it, never change it.
 */
export function readEnv(source: Record<string, string | undefined>): Env {
  if (last && ENV_KEYS.every((k, i) => source[k] === last!.values[i])) return last.env;
  const env = parseEnv(source);
  last = { values: ENV_KEYS.map((k) => source[k]), env };
  return env;
}
