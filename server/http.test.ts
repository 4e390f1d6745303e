import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { parseJson, route } from "./http";

const post = (body: string) => new Request("http://localhost/api/x", { method: "POST", body, headers: { "content-type": "application/json" } });

describe("route()", () => {
  it("turns an AppError into its status and safe message", async () => {
    const handler = route(async () => {
      throw new AppError("rate_limited", "Too many attempts", { retryAfterSeconds: 60 });
    });
    const res = await handler(post("{}"), {});
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe("60");
    expect(await res.json()).toEqual({ error: { code: "rate_limited", message: "Too many attempts" } });
  });

  it("answers an unexpected error with a generic 500 and no details", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const handler = route(async () => {
      throw new Error("password=hunter2 at db.ts:42");
    });
    const res = await handler(post("{}"), {});
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain("hunter2");
    expect(text).not.toContain("db.ts");
    log.mockRestore();
  });

  it("reports every field error of a bad body as a 400", async () => {
    const schema = z.object({ email: z.email("Invalid email"), name: z.string().min(1, "Name Required") });
    const handler = route(async (req) => Response.json(await parseJson(req, schema)));
    const res = await handler(post(JSON.stringify({ email: "nope", name: "" })), {});
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.fields).toEqual({ email: ["Invalid email"], name: ["Name Required"] });
  });

  it("refuses a body that is not JSON with a 400", async () => {
    const handler = route(async (req) => Response.json(await parseJson(req, z.object({}))));
    const res = await handler(post("not json"), {});
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("Request body must be JSON");
  });
});
