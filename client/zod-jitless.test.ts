import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";

/**
 * instrumentation-client.ts turns zod's `new Function` probe off in the browser: under
 * our production CSP (no 'unsafe-eval') that probe is reported as a CSP violation on
 * every page. The probe runs on the first object parse, so count Function constructions.
 */
describe("instrumentation-client: zod without eval", () => {
  const original = globalThis.Function;
  afterEach(() => {
    globalThis.Function = original;
  });

  it("parses objects without ever constructing a Function", async () => {
    await import("../instrumentation-client");
    let constructed = 0;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        constructed++;
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        constructed++;
        return Reflect.apply(target, self, args);
      },
    });
    const schema = z.object({ a: z.string(), b: z.object({ c: z.number() }) });
    expect(schema.parse({ a: "x", b: { c: 1 } })).toEqual({ a: "x", b: { c: 1 } });
    expect(schema.safeParse({ a: 1 }).success).toBe(false);
    expect(constructed).toBe(0);
  });
});
