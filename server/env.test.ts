import { afterEach, describe, expect, it, vi } from "vitest";
import { appUrl } from "@/server/auth/app-url";
import { env, productionConfigProblems } from "@/server/env";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("production configuration", () => {
  it("names APP_URL and AUTH_SECRET when production lacks them", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("APP_URL", "");
    vi.stubEnv("AUTH_SECRET", "");
    const problems = productionConfigProblems(env());
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^APP_URL is required in production/);
    expect(problems[1]).toMatch(/^AUTH_SECRET is required in production/);
  });

  it("is complete with both set, and asks nothing of development", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("APP_URL", "https://propie.example.com");
    vi.stubEnv("AUTH_SECRET", "s3cret");
    expect(productionConfigProblems(env())).toEqual([]);
    vi.stubEnv("NODE_ENV", "development");
    vi.stubEnv("APP_URL", "");
    vi.stubEnv("AUTH_SECRET", "");
    expect(productionConfigProblems(env())).toEqual([]);
  });
});

describe("links in e-mails", () => {
  it("use APP_URL without a trailing slash", () => {
    vi.stubEnv("APP_URL", "https://propie.example.com/");
    expect(appUrl()).toBe("https://propie.example.com");
  });

  it("never fall back to localhost in production", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("APP_URL", "");
    expect(() => appUrl()).toThrow(/APP_URL is required in production/);
  });

  it("point at the dev server in development", () => {
    vi.stubEnv("NODE_ENV", "development");
    vi.stubEnv("APP_URL", "");
    expect(appUrl()).toBe("http://localhost:3000");
  });
});
