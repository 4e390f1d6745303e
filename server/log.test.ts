import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { route } from "./http";
import { errorFields, log, setLogDestination } from "./log";

/** Collects what the logger writes, one parsed object per line. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split("\n")) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  setLogDestination(stream, "debug");
  return lines;
}

afterEach(() => setLogDestination(null));

const get = (headers: Record<string, string> = {}) => new Request("http://localhost/api/thing?email=a%40b.example", { headers });

describe("structured logs", () => {
  it("puts the request id on every line written during a request and returns it as X-Request-Id", async () => {
    const lines = capture();
    const handler = route(async () => {
      log("test").info({ step: 1 }, "inside");
      await new Promise((r) => setTimeout(r, 5));
      log("test").warn({ step: 2 }, "after an await");
      return Response.json({ ok: true });
    });
    const res = await handler(get(), {});
    const id = res.headers.get("X-Request-Id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.length).toBe(3);
    for (const line of lines) expect(line.reqId).toBe(id);
    const request = lines.find((l) => l.msg === "request")!;
    expect(request).toMatchObject({ component: "http", method: "GET", path: "/api/thing", status: 200, level: "info" });
    // The query string (user input) is never logged.
    expect(JSON.stringify(lines)).not.toContain("a%40b");
  });

  it("takes the caller's X-Request-Id when it is a plain token, and replaces anything else", async () => {
    capture();
    const handler = route(async () => Response.json({}));
    expect((await handler(get({ "X-Request-Id": "lb-7f3a.91" }), {})).headers.get("X-Request-Id")).toBe("lb-7f3a.91");
    const forged = (await handler(get({ "X-Request-Id": "x y;" + "z".repeat(200) }), {})).headers.get("X-Request-Id");
    expect(forged).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps two concurrent requests' ids apart", async () => {
    const lines = capture();
    const handler = route(async (req) => {
      await new Promise((r) => setTimeout(r, Number(new URL(req.url).searchParams.get("wait"))));
      log("test").info({ wait: new URL(req.url).searchParams.get("wait") }, "done");
      return Response.json({});
    });
    const [slow, fast] = await Promise.all([
      handler(new Request("http://localhost/a?wait=20", { headers: { "X-Request-Id": "slow" } }), {}),
      handler(new Request("http://localhost/b?wait=1", { headers: { "X-Request-Id": "fast" } }), {}),
    ]);
    expect(slow.headers.get("X-Request-Id")).toBe("slow");
    expect(fast.headers.get("X-Request-Id")).toBe("fast");
    const done = lines.filter((l) => l.msg === "done");
    expect(done.find((l) => l.wait === "20")?.reqId).toBe("slow");
    expect(done.find((l) => l.wait === "1")?.reqId).toBe("fast");
  });

  it("logs an unexpected error with its id and no user data, and answers a generic 500", async () => {
    const lines = capture();
    const handler = route(async () => {
      throw new Error("relation refused for buyer@example.com");
    });
    const res = await handler(get({ "X-Request-Id": "err-1" }), {});
    expect(res.status).toBe(500);
    const error = lines.find((l) => l.level === "error")!;
    expect(error.reqId).toBe("err-1");
    expect(String(error.error)).toContain("[email]");
    expect(JSON.stringify(lines)).not.toContain("buyer@example.com");
  });

  it("redacts secret and personal fields by name", () => {
    const lines = capture();
    log("test").info({ email: "x@y.example", password: "hunter2", user: { token: "t0k", name: "Ann" }, count: 3 }, "fields");
    const text = JSON.stringify(lines);
    for (const secret of ["x@y.example", "hunter2", "t0k", "Ann"]) expect(text).not.toContain(secret);
    expect(lines[0].count).toBe(3);
    expect(errorFields(new Error("to <a.b@c.example> refused")).error).toBe("to <[email]> refused");
    expect(errorFields({ message: "queue to a@b.example stopped", name: "QueueError" })).toEqual({ error: "queue to [email] stopped", errorType: "QueueError" });
    expect(errorFields({ code: "57P01", detail: "for c@d.example" })).toEqual({ error: '{"code":"57P01","detail":"for [email]"}' });
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(errorFields(cycle).error).toBe("[object Object]");
  });
});
