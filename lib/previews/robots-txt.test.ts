/**
 * public/robots.txt read as a crawler reads it (RFC 9309: the group of the most specific
 * user agent, else "*"; the longest matching rule wins, Allow on a tie; "*" and "$").
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

type Rule = { allow: boolean; pattern: string };

function parseRobots(text: string): Map<string, Rule[]> {
  const groups = new Map<string, Rule[]>();
  let agents: string[] = [];
  let inRules = false;
  for (const raw of text.split("\n")) {
    const line = raw.replace(/#.*/, "").trim();
    const m = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!m) continue;
    const [key, value] = [m[1].toLowerCase(), m[2].trim()];
    if (key === "user-agent") {
      if (inRules) agents = [];
      inRules = false;
      agents.push(value.toLowerCase());
      for (const a of agents) if (!groups.has(a)) groups.set(a, []);
    } else if (key === "allow" || key === "disallow") {
      inRules = true;
      if (value) for (const a of agents) groups.get(a)!.push({ allow: key === "allow", pattern: value });
    }
  }
  return groups;
}

function matches(pattern: string, urlPath: string): boolean {
  const anchored = pattern.endsWith("$");
  const body = (anchored ? pattern.slice(0, -1) : pattern).split("*").map((s) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*");
  return new RegExp(`^${body}${anchored ? "$" : ""}`).test(urlPath);
}

function allowed(groups: Map<string, Rule[]>, userAgent: string, urlPath: string): boolean {
  const rules = groups.get(userAgent.toLowerCase()) ?? groups.get("*") ?? [];
  let best: Rule | null = null;
  for (const rule of rules) {
    if (!matches(rule.pattern, urlPath)) continue;
    if (!best || rule.pattern.length > best.pattern.length || (rule.pattern.length === best.pattern.length && rule.allow)) best = rule;
  }
  return best?.allow ?? true;
}

const robots = parseRobots(readFileSync(path.resolve(import.meta.dirname, "../../public/robots.txt"), "utf8"));
const SESSION = "/session/0b7f3c1e-2d4a-4f6b-8c9d-1e2f3a4b5c6d";
const PUBLIC = ["/", "/pricing", "/aitool", "/social/propie.png", "/favicon.ico", "/icon.svg?8a1b2c3d", "/_next/static/chunks/main.js"];
const PRIVATE = ["/matches", "/chat", "/preferences", "/account", "/sessions", "/api/health", "/api/sessions/x", "/auth", "/request-access", "/partners", "/dev/outbox", "/pricingx"];

describe("robots.txt", () => {
  it("lets search engines crawl the landing, /pricing and /aitool (and what they load), and nothing else", () => {
    for (const agent of ["Googlebot", "Bingbot", "*"]) {
      for (const p of PUBLIC) expect(allowed(robots, agent, p), `${agent} ${p}`).toBe(true);
      for (const p of [...PRIVATE, SESSION, `${SESSION}/opengraph-image`]) expect(allowed(robots, agent, p), `${agent} ${p}`).toBe(false);
    }
  });

  it("lets link-preview fetchers read a shared session's page and its preview image, and nothing private", () => {
    for (const agent of ["Twitterbot", "facebookexternalhit", "LinkedInBot", "Slackbot", "Discordbot", "WhatsApp", "TelegramBot"]) {
      for (const p of [...PUBLIC, SESSION, `${SESSION}/opengraph-image?a1b2`, `${SESSION}/twitter-image`]) expect(allowed(robots, agent, p), `${agent} ${p}`).toBe(true);
      for (const p of PRIVATE) expect(allowed(robots, agent, p), `${agent} ${p}`).toBe(false);
    }
  });

  it("is plain ASCII, as some crawlers require", () => {
    expect(/^[\x09\x0a\x0d\x20-\x7e]*$/.test(readFileSync(path.resolve(import.meta.dirname, "../../public/robots.txt"), "latin1"))).toBe(true);
  });
});
