import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { adjustRequestBody, maxTokensFieldFor, retryAfterMs, retryOnceFetch } from "./llm-request";

describe("the model's request", () => {
  it("caps the reply with max_completion_tokens for OpenAI's reasoning models, max_tokens otherwise, unless configured", () => {
    for (const model of ["o1", "o3-mini", "o4-mini", "gpt-5", "gpt-5-mini", "gpt-5.1", "GPT-5.2-chat", "openai/gpt-5-nano", "azure/o3"]) expect(maxTokensFieldFor(model), model).toBe("max_completion_tokens");
    for (const model of ["gpt-4o-mini", "gpt-4.1", "llama3.1:8b", "mistral-small", "qwen2.5-72b", "omni-1", "claude-opus-4"]) expect(maxTokensFieldFor(model), model).toBe("max_tokens");
    expect(maxTokensFieldFor("gpt-5-mini", "max_tokens")).toBe("max_tokens");
    expect(maxTokensFieldFor("llama3", "max_completion_tokens")).toBe("max_completion_tokens");
  });

  it("moves the cap to the model's field and asks for one tool call at a time, only beside tools", () => {
    expect(adjustRequestBody({ model: "o3", max_tokens: 900, tools: [{}] }, "max_completion_tokens")).toEqual({ model: "o3", max_completion_tokens: 900, tools: [{}], parallel_tool_calls: false });
    expect(adjustRequestBody({ model: "m", max_tokens: 900 }, "max_tokens")).toEqual({ model: "m", max_tokens: 900 });
  });

  it("reads Retry-After as seconds or a date, and retry-after-ms", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(retryAfterMs(new Headers({ "retry-after": "2" }), now)).toBe(2_000);
    expect(retryAfterMs(new Headers({ "retry-after": "Thu, 01 Jan 2026 00:00:03 GMT" }), now)).toBe(3_000);
    expect(retryAfterMs(new Headers({ "retry-after-ms": "250", "retry-after": "9" }), now)).toBe(250);
    expect(retryAfterMs(new Headers({ "retry-after": "soon" }), now)).toBeNull();
    expect(retryAfterMs(new Headers(), now)).toBeNull();
  });
});

describe("one retry after a 429 or 503", () => {
  async function server(statuses: number[], retryAfter = "0") {
    const seen: number[] = [];
    const s = createServer((_req, res) => {
      const status = statuses[seen.length] ?? 200;
      seen.push(status);
      res.writeHead(status, status === 200 ? {} : { "Retry-After": retryAfter }).end(String(status));
    });
    await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
    return { url: `http://127.0.0.1:${(s.address() as AddressInfo).port}/`, seen, close: () => new Promise<void>((r) => s.close(() => r())) };
  }

  it.each([429, 503])("retries a %s once", async (status) => {
    const s = await server([status, status]);
    try {
      const res = await retryOnceFetch(fetch, Date.now() + 30_000)(s.url);
      expect(res.status).toBe(status);
      expect(s.seen).toEqual([status, status]);
    } finally {
      await s.close();
    }
  });

  it("never retries a 401, a 400 or a 500", async () => {
    for (const status of [401, 400, 500]) {
      const s = await server([status]);
      try {
        expect((await retryOnceFetch(fetch, Date.now() + 30_000)(s.url)).status).toBe(status);
        expect(s.seen).toEqual([status]);
      } finally {
        await s.close();
      }
    }
  });

  it("does not wait past the time limit: a Retry-After longer than the time left is not retried", async () => {
    const s = await server([429], "60");
    try {
      const started = Date.now();
      expect((await retryOnceFetch(fetch, Date.now() + 10_000)(s.url)).status).toBe(429);
      expect(s.seen).toEqual([429]);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await s.close();
    }
  });
});
