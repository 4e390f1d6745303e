/**
 * Sentinel values for every secret (docs/SECURITY.md): the test build is made with them in
 * the environment, the e2e server runs with the ones that don't switch on an
 * integration, and tests/e2e/security.e2e.ts asserts none of them appears in
 * .next/static or in any served page.
 */
export const BUILD_SENTINELS: Record<string, string> = {
  AUTH_SECRET: "sentinel-auth-secret-7f3a9c1e4b2d",
  PUSHER_SECRET: "sentinel-pusher-secret-5e8b2a7d9c1f",
  WEBHOOK_SECRET: "sentinel-webhook-secret-2c9d7e1a6b4f",
  SMTP_URL: "smtp://sentinel-smtp-user:sentinel-smtp-pass-8a1c@127.0.0.1:1",
  LLM_API_KEY: "sentinel-llm-api-key-4d6f8b2e1a9c",
  DATABASE_URL: "postgres://sentinel-db-user:sentinel-db-pass-3b7e@127.0.0.1:1/sentinel",
  DOMAIN_API_KEY: "sentinel-domain-api-key-6e2a9f4c8b1d",
};

/** The ones the e2e server can run with without changing what it does (no mail server, no LLM, same database). */
export const RUNTIME_SENTINELS: Record<string, string> = {
  AUTH_SECRET: BUILD_SENTINELS.AUTH_SECRET,
  PUSHER_SECRET: BUILD_SENTINELS.PUSHER_SECRET,
  WEBHOOK_SECRET: BUILD_SENTINELS.WEBHOOK_SECRET,
};

/** The distinctive part of each value, to search for. */
export const SENTINEL_NEEDLES = ["sentinel-auth-secret", "sentinel-pusher-secret", "sentinel-webhook-secret", "sentinel-smtp-pass", "sentinel-llm-api-key", "sentinel-db-pass", "sentinel-domain-api-key"];
