import "server-only";
import { createHash } from "node:crypto";
import type { DbOrTx } from "@/db/client";
import { getCachedSourceResponse, markSourceDaySpent, putCachedSourceResponse, takeSourceCall } from "@/db/queries/listing-sources";
import { DOMAIN_MAX_PAGE_SIZE } from "@/lib/listing-sources/domain";
import type { Env } from "@/server/env";

/**
 * Domain's developer API over HTTP: authentication (an API key in X-Api-Key, or an OAuth
 * client-credentials token), the daily call quotas counted in the database, Domain's own
 * quota headers and 429s, the answer cache in the database, and a time limit on every call.
 * Failures are DomainErrors with a kind the caller turns into a note for the user and a log
 * line for the operator; neither the key, the secret nor a token ever appears in them.
 * docs/LISTING-SOURCES.md, "Quota and cache".
 */
/** The provider of cached answers (source_response_cache). */
export const DOMAIN_PROVIDER = "domain";
export const LISTINGS_SCOPE = "api_listings_read";
export const STATISTICS_SCOPE = "api_suburbperformance_read";

/**
 * Domain sells listings (Agents & Listings) and suburb statistics (Properties & Locations) as
 * separate API packages, each with its own daily quota: each is counted on its own.
 */
export type DomainProduct = "listings" | "statistics";
/** The counter of each product in source_call_counts. */
export const DOMAIN_COUNTERS: Record<DomainProduct, string> = { listings: "domain-listings", statistics: "domain-statistics" };

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
    // DOMAIN_PAGE_SIZE accepts up to 200 (an older reading of Domain's limit); the residential search holds 100.
    pageSize: Math.min(DOMAIN_MAX_PAGE_SIZE, e.DOMAIN_PAGE_SIZE),
    cacheTtlSeconds: e.DOMAIN_CACHE_TTL_SECONDS,
    statisticsTtlSeconds: e.DOMAIN_STATISTICS_TTL_SECONDS,
    timeoutMs: e.DOMAIN_TIMEOUT_MS,
    statistics: e.DOMAIN_STATISTICS === "on",
    maxSuburbs: e.DOMAIN_MAX_SUBURBS,
  };
}


/**
 * auth: the key or the client credentials were refused, or lack the scope or plan (401/403);
 * quota: a product's daily quota is spent (Propie's own count, or Domain's daily 429);
 * rate-limited: Domain's per-minute limit, still reached after one wait and retry;
 * rejected: Domain refused the request itself (400: a field or value it doesn't take);
 * timeout; malformed: not the JSON Domain documents; unavailable: no answer or another status.
 */
export type DomainFailureKind = "auth" | "quota" | "rate-limited" | "rejected" | "timeout" | "malformed" | "unavailable";

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

/**
 * The quota day: the UTC date. Domain resets its daily quotas at 10am AEST, which is
 * midnight UTC, so Propie's count and Domain's turn over together.
 */
const utcDay = (d = new Date()) => d.toISOString().slice(0, 10);

async function timed<T>(timeoutMs: number, what: string, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await run(controller.signal);
  } catch (err) {
    if (err instanceof DomainError) throw err;
    if (controller.signal.aborted) throw new DomainError("timeout", `${what} did not answer within ${timeoutMs} ms`);
    // fetch's TypeError says little; its cause's code (ECONNREFUSED, ENOTFOUND, UND_ERR_SOCKET …) says what happened.
    const code = (err as { cause?: { code?: unknown } })?.cause?.code;
    throw new DomainError("unavailable", `${what} could not be reached (${err instanceof Error ? err.name : "network"}${typeof code === "string" ? `: ${code}` : ""})`);
  } finally {
    clearTimeout(timer);
  }
}

/** Domain's quota headers of the last answer of a product (rate-limiting convention); null where absent. */
export type DomainQuota = { perDayLimit: number | null; perDayRemaining: number | null; perMinuteLimit: number | null; perMinuteRemaining: number | null };

const count = (v: string | null): number | null => (v !== null && /^\d+$/.test(v.trim()) ? Number(v.trim()) : null);

function quotaOf(h: Headers): DomainQuota | null {
  const q = {
    perDayLimit: count(h.get("x-quota-perday-limit")),
    perDayRemaining: count(h.get("x-quota-perday-remaining")),
    perMinuteLimit: count(h.get("x-quota-perminute-limit")),
    perMinuteRemaining: count(h.get("x-quota-perminute-remaining")),
  };
  return Object.values(q).some((v) => v !== null) ? q : null;
}

/**
 * Which of Domain's limits a 429 names: X-Quota-Exceeded says it ("Day" in Domain's
 * example; "Minute" by the header names X-Quota-PerMinute-*). Without it, a Retry-After
 * within a minute is the per-minute limit and anything longer the day's.
 */
function exceededOf(h: Headers): "day" | "minute" {
  const named = (h.get("x-quota-exceeded") ?? "").trim().toLowerCase();
  if (named.startsWith("day")) return "day";
  if (named.startsWith("minute")) return "minute";
  const wait = retryAfterSeconds(h);
  return wait !== null && wait <= 60 ? "minute" : "day";
}

function retryAfterSeconds(h: Headers): number | null {
  const v = h.get("retry-after")?.trim();
  if (!v) return null;
  if (/^\d+$/.test(v)) return Number(v);
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1_000));
}

export type DomainAnswer = { json: unknown; total: number | null; cached: boolean };

export type DomainClient = {
  /** POST /v1/listings/residential/_search with the body and `pageNumber`; cached for cacheTtlSeconds. */
  searchListings(body: object, pageNumber: number): Promise<DomainAnswer>;
  /** GET a path (suburb performance statistics); cached for statisticsTtlSeconds. */
  getStatistics(path: string): Promise<DomainAnswer>;
  /** Calls that reached Domain (not answered by the cache) since the client was made. */
  readonly calls: number;
  /** Domain's quota headers of each product's last answer, for the operator's log line. */
  readonly quota: Partial<Record<DomainProduct, DomainQuota>>;
};

const SCOPE_OF: Record<DomainProduct, string> = { listings: LISTINGS_SCOPE, statistics: STATISTICS_SCOPE };

export function createDomainClient({ cfg, db }: { cfg: DomainConfig; db: DbOrTx }): DomainClient {
  let calls = 0;
  const quota: Partial<Record<DomainProduct, DomainQuota>> = {};
  // Never let a header or a message carry a credential into a log line.
  const secrets = [cfg.apiKey, cfg.clientSecret].filter((s): s is string => Boolean(s));
  const scrub = (text: string) => secrets.reduce((t, secret) => t.split(secret).join("[redacted]"), text).replace(/[\r\n]+/g, " ").slice(0, 200);

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
    if (answer.status === 400 || answer.status === 401 || answer.status === 403) {
      let error = "";
      try {
        const e = (JSON.parse(answer.text) as { error?: unknown }).error;
        if (typeof e === "string") error = `: ${scrub(e)}`;
      } catch {
        // not JSON: the status says enough
      }
      throw new DomainError("auth", `the token endpoint refused the client credentials for scope ${scope} (HTTP ${answer.status}${error})`, answer.status);
    }
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

  type Sent = { status: number; text: string; headers: Headers };

  /** One HTTP exchange, counted against the product's daily quota first. */
  async function send(product: DomainProduct, method: "GET" | "POST", path: string, body: object | undefined, what: string): Promise<Sent> {
    const counter = DOMAIN_COUNTERS[product];
    const taken = await takeSourceCall({ db, provider: counter, day: utcDay(), limit: cfg.dailyQuota });
    if (taken === null) throw new DomainError("quota", `today's ${product} quota is used up (DOMAIN_DAILY_QUOTA ${cfg.dailyQuota} calls, or Domain said so); it resets at midnight UTC`);
    calls++;
    const headers: Record<string, string> = { Accept: "application/json" };
    if (body) headers["Content-Type"] = "application/json";
    if (cfg.apiKey) headers["X-Api-Key"] = cfg.apiKey;
    else headers.Authorization = `Bearer ${await token(SCOPE_OF[product])}`;
    return timed(cfg.timeoutMs, what, async (signal) => {
      const res = await fetch(`${cfg.baseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined, signal });
      return { status: res.status, text: await res.text(), headers: res.headers };
    });
  }

  async function call({ product, method, path, body, ttlSeconds }: { product: DomainProduct; method: "GET" | "POST"; path: string; body?: object; ttlSeconds: number }): Promise<DomainAnswer> {
    // The cache key names the request, never the credentials.
    const key = createHash("sha256").update(JSON.stringify([DOMAIN_PROVIDER, cfg.baseUrl, method, path, body ?? null])).digest("hex");
    const hit = await getCachedSourceResponse({ db, key });
    if (hit) {
      const c = hit.body as { json?: unknown; total?: unknown };
      return { json: c.json, total: typeof c.total === "number" ? c.total : null, cached: true };
    }
    const what = `Domain's ${method} ${path.split("?")[0]}`;
    const counter = DOMAIN_COUNTERS[product];
    const callsBefore = calls;
    let answer = await send(product, method, path, body, what);
    if (answer.status === 429 && exceededOf(answer.headers) === "minute") {
      // The per-minute limit: wait as Domain asks (if that fits in one call's time) and try once more.
      const wait = retryAfterSeconds(answer.headers) ?? 1;
      if (wait * 1_000 <= cfg.timeoutMs) {
        await new Promise((r) => setTimeout(r, wait * 1_000));
        answer = await send(product, method, path, body, what);
      }
    }
    const retried = calls > callsBefore + 1;
    const q = quotaOf(answer.headers);
    if (q) quota[product] = q;
    if (answer.status === 401 || answer.status === 403) {
      if (!cfg.apiKey) tokens.delete(`${cfg.authUrl}|${cfg.clientId}|${SCOPE_OF[product]}`);
      const reason = answer.headers.get("x-domain-security-reason");
      throw new DomainError(
        "auth",
        `${what} answered HTTP ${answer.status}${reason ? ` (X-Domain-Security-Reason: ${scrub(reason)})` : ""}: the ${cfg.apiKey ? "API key" : "access token"} was refused, or its project lacks the ${product} plan or the ${SCOPE_OF[product]} scope`,
        answer.status,
      );
    }
    if (answer.status === 429) {
      if (exceededOf(answer.headers) === "day") {
        await markSourceDaySpent({ db, provider: counter, day: utcDay(), limit: cfg.dailyQuota });
        throw new DomainError("quota", `${what} answered 429 (X-Quota-Exceeded: ${scrub(answer.headers.get("x-quota-exceeded") ?? "none")}): Domain's daily ${product} quota is spent; no more ${product} calls today`, 429);
      }
      throw new DomainError(
        "rate-limited",
        `${what} answered 429 for Domain's per-minute limit ${retried ? "again after waiting as Retry-After asked" : `and asked for a wait (Retry-After ${scrub(answer.headers.get("retry-after") ?? "none")}) longer than DOMAIN_TIMEOUT_MS`}`,
        429,
      );
    }
    if (answer.status === 400) throw new DomainError("rejected", `${what} answered HTTP 400: Domain refused the request (${scrub(answer.text)})`, 400);
    if (answer.status < 200 || answer.status >= 300) throw new DomainError("unavailable", `${what} answered HTTP ${answer.status}`, answer.status);
    // Domain says the day's quota is now used up: the next call would be refused, so none is made.
    if (q?.perDayRemaining === 0) await markSourceDaySpent({ db, provider: counter, day: utcDay(), limit: cfg.dailyQuota });
    let json: unknown;
    try {
      json = JSON.parse(answer.text);
    } catch {
      throw new DomainError("malformed", `${what} answered with something other than JSON`, answer.status);
    }
    const total = count(answer.headers.get("x-total-count"));
    await putCachedSourceResponse({ db, key, provider: DOMAIN_PROVIDER, body: { json, total }, ttlSeconds });
    return { json, total, cached: false };
  }

  return {
    // Only the documented fields: the page is "pageNumber" (a "page" field belongs to another search endpoint).
    searchListings: (body, pageNumber) => call({ product: "listings", method: "POST", path: "/v1/listings/residential/_search", body: { ...body, pageNumber }, ttlSeconds: cfg.cacheTtlSeconds }),
    getStatistics: (path) => call({ product: "statistics", method: "GET", path, ttlSeconds: cfg.statisticsTtlSeconds }),
    get calls() {
      return calls;
    },
    quota,
  };
}
