import "server-only";
import { createHash } from "node:crypto";
import type { DbOrTx } from "@/db/client";
import { getCachedSourceResponse, putCachedSourceResponse, takeSourceCall } from "@/db/queries/listing-sources";
import type { Env } from "@/server/env";

/**
 * Domain's developer API over HTTP: authentication (an API key in X-Api-Key, or an OAuth
 * client-credentials token), the daily call quota counted in the database, the answer
 * cache in the database, and a time limit on every call. Failures are DomainErrors with a
 * kind the caller turns into a note for the user and a log line for the operator; neither
 * the key, the secret nor a token ever appears in them.
 */
export const DOMAIN_PROVIDER = "domain";
export const LISTINGS_SCOPE = "api_listings_read";
export const STATISTICS_SCOPE = "api_suburbperformance_read";

export type DomainConfig = {
  apiKey: string | null;
  clientId: string | null;
  clientSecret: string | null;
  baseUrl: string;
  authUrl: string;
  dailyQuota: number;
  pageBudget: number;
  pageSize: number;
  cacheTtlSeconds: number;
  statisticsTtlSeconds: number;
  timeoutMs: number;
  statistics: boolean;
  maxSuburbs: number;
};

/** Domain's settings, or null when neither an API key nor a client id and secret is set. */
export function domainConfigOf(e: Env): DomainConfig | null {
  const apiKey = e.DOMAIN_API_KEY?.trim() || null;
  const clientId = e.DOMAIN_CLIENT_ID?.trim() || null;
  const clientSecret = e.DOMAIN_CLIENT_SECRET?.trim() || null;
  if (!apiKey && !(clientId && clientSecret)) return null;
  return {
    apiKey,
    clientId,
    clientSecret,
    baseUrl: e.DOMAIN_BASE_URL.replace(/\/+$/, ""),
    authUrl: e.DOMAIN_AUTH_URL,
    dailyQuota: e.DOMAIN_DAILY_QUOTA,
    pageBudget: e.DOMAIN_PAGE_BUDGET,
    pageSize: e.DOMAIN_PAGE_SIZE,
    cacheTtlSeconds: e.DOMAIN_CACHE_TTL_SECONDS,
    statisticsTtlSeconds: e.DOMAIN_STATISTICS_TTL_SECONDS,
    timeoutMs: e.DOMAIN_TIMEOUT_MS,
    statistics: e.DOMAIN_STATISTICS === "on",
    maxSuburbs: e.DOMAIN_MAX_SUBURBS,
  };
}

/**
 * auth: the key or the client credentials were refused (401/403); quota: Propie's own daily
 * count is spent; rate-limited: Domain answered 429; timeout; malformed: not the JSON Domain
 * documents; unavailable: no answer or another status.
 */
export type DomainFailureKind = "auth" | "quota" | "rate-limited" | "timeout" | "malformed" | "unavailable";

export class DomainError extends Error {
  constructor(
    readonly kind: DomainFailureKind,
    /** What an operator should do or know (no secrets). */
    readonly detail: string,
    readonly status: number | null = null,
  ) {
    super(`Domain ${kind}: ${detail}`);
    this.name = "DomainError";
  }
}

type Token = { value: string; expiresAt: number };
const tokens = new Map<string, Token>();

/** Forgets cached access tokens (tests start each case from a clean slate). */
export function clearDomainTokens(): void {
  tokens.clear();
}

const utcDay = (d = new Date()) => d.toISOString().slice(0, 10);

async function timed<T>(timeoutMs: number, what: string, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await run(controller.signal);
  } catch (err) {
    if (err instanceof DomainError) throw err;
    if (controller.signal.aborted) throw new DomainError("timeout", `${what} did not answer within ${timeoutMs} ms`);
    throw new DomainError("unavailable", `${what} could not be reached (${err instanceof Error ? err.name : "network"})`);
  } finally {
    clearTimeout(timer);
  }
}

export type DomainAnswer = { json: unknown; total: number | null; cached: boolean };

export type DomainClient = {
  /** POST /v1/listings/residential/_search with the body and page; cached for cacheTtlSeconds. */
  searchListings(body: object, page: number): Promise<DomainAnswer>;
  /** GET a path (suburb performance statistics); cached for statisticsTtlSeconds. */
  getStatistics(path: string): Promise<DomainAnswer>;
  /** Calls that reached Domain (not answered by the cache) since the client was made. */
  readonly calls: number;
};

export function createDomainClient(cfg: DomainConfig, db: DbOrTx): DomainClient {
  let calls = 0;

  async function token(scope: string): Promise<string> {
    const id = `${cfg.authUrl}|${cfg.clientId}|${scope}`;
    const have = tokens.get(id);
    if (have && have.expiresAt > Date.now()) return have.value;
    const basic = Buffer.from(`${cfg.clientId}:${cfg.clientSecret}`).toString("base64");
    const answer = await timed(cfg.timeoutMs, "Domain's token endpoint", async (signal) => {
      const res = await fetch(cfg.authUrl, {
        method: "POST",
        headers: { Authorization: `Basic ${basic}`, "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
        body: new URLSearchParams({ grant_type: "client_credentials", scope }).toString(),
        signal,
      });
      const text = await res.text();
      return { status: res.status, text };
    });
    if (answer.status === 400 || answer.status === 401 || answer.status === 403)
      throw new DomainError("auth", `the token endpoint refused the client credentials for scope ${scope} (HTTP ${answer.status})`, answer.status);
    if (answer.status === 429) throw new DomainError("rate-limited", "the token endpoint answered 429", 429);
    if (answer.status < 200 || answer.status >= 300) throw new DomainError("unavailable", `the token endpoint answered HTTP ${answer.status}`, answer.status);
    let parsed: { access_token?: unknown; expires_in?: unknown };
    try {
      parsed = JSON.parse(answer.text) as typeof parsed;
    } catch {
      throw new DomainError("malformed", "the token endpoint's answer is not JSON");
    }
    if (typeof parsed?.access_token !== "string" || !parsed.access_token) throw new DomainError("malformed", "the token endpoint's answer has no access_token");
    const ttl = typeof parsed.expires_in === "number" && parsed.expires_in > 0 ? parsed.expires_in : 3_600;
    tokens.set(id, { value: parsed.access_token, expiresAt: Date.now() + Math.max(0, ttl - 60) * 1_000 });
    return parsed.access_token;
  }

  async function call({ method, path, body, scope, ttlSeconds }: { method: "GET" | "POST"; path: string; body?: object; scope: string; ttlSeconds: number }): Promise<DomainAnswer> {
    // The cache key names the request, never the credentials.
    const key = createHash("sha256").update(JSON.stringify([DOMAIN_PROVIDER, cfg.baseUrl, method, path, body ?? null])).digest("hex");
    const hit = await getCachedSourceResponse({ db, key });
    if (hit) {
      const c = hit.body as { json?: unknown; total?: unknown };
      return { json: c.json, total: typeof c.total === "number" ? c.total : null, cached: true };
    }
    const taken = await takeSourceCall({ db, provider: DOMAIN_PROVIDER, day: utcDay(), limit: cfg.dailyQuota });
    if (taken === null) throw new DomainError("quota", `today's quota of ${cfg.dailyQuota} calls (DOMAIN_DAILY_QUOTA) is used up; it resets at midnight UTC`);
    calls++;
    const headers: Record<string, string> = { Accept: "application/json" };
    if (body) headers["Content-Type"] = "application/json";
    if (cfg.apiKey) headers["X-Api-Key"] = cfg.apiKey;
    else headers.Authorization = `Bearer ${await token(scope)}`;
    const what = `Domain's ${method} ${path.split("?")[0]}`;
    const answer = await timed(cfg.timeoutMs, what, async (signal) => {
      const res = await fetch(`${cfg.baseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined, signal });
      const text = await res.text();
      return { status: res.status, text, total: res.headers.get("x-total-count") };
    });
    if (answer.status === 401 || answer.status === 403) {
      if (!cfg.apiKey) tokens.delete(`${cfg.authUrl}|${cfg.clientId}|${scope}`);
      throw new DomainError("auth", `${what} answered HTTP ${answer.status}: the ${cfg.apiKey ? "API key" : "access token"} was refused or lacks the ${scope} scope`, answer.status);
    }
    if (answer.status === 429) throw new DomainError("rate-limited", `${what} answered 429: the plan's call limit is reached`, 429);
    if (answer.status < 200 || answer.status >= 300) throw new DomainError("unavailable", `${what} answered HTTP ${answer.status}`, answer.status);
    let json: unknown;
    try {
      json = JSON.parse(answer.text);
    } catch {
      throw new DomainError("malformed", `${what} answered with something other than JSON`, answer.status);
    }
    const total = answer.total !== null && /^\d+$/.test(answer.total) ? Number(answer.total) : null;
    await putCachedSourceResponse({ db, key, provider: DOMAIN_PROVIDER, body: { json, total }, ttlSeconds });
    return { json, total, cached: false };
  }

  return {
    searchListings: (body, page) =>
      // Domain's search model names the page "pageNumber" (older generations "page"); both are sent.
      call({ method: "POST", path: "/v1/listings/residential/_search", body: { ...body, pageNumber: page, page }, scope: LISTINGS_SCOPE, ttlSeconds: cfg.cacheTtlSeconds }),
    getStatistics: (path) => call({ method: "GET", path, scope: STATISTICS_SCOPE, ttlSeconds: cfg.statisticsTtlSeconds }),
    get calls() {
      return calls;
    },
  };
}
