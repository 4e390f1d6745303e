import type { z } from "zod";
import type { ResponseParser } from "@/client/api";

/**
 * A response parser with zod's verdicts in a fraction of its time, for large answers read
 * often (the matches table's 2,000 listings, on every refresh): in the browser zod runs
 * without eval (instrumentation-client.ts), and there it took several times JSON.parse's time
 * on that answer. The schema is compiled once into a plain predicate; an answer the predicate
 * accepts is returned as it is (unknown keys kept rather than stripped), anything else goes to
 * zod for its verdict. Only schemas that never change a value compile (no transforms, defaults
 * or string checks, which may trim); for any other the parser is zod's own.
 */
type Check = (value: unknown) => boolean;
type Def = {
  type: string;
  checks?: unknown[];
  coerce?: boolean;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  values?: unknown[];
  entries?: Record<string, unknown>;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The predicate of a schema that never changes a value, or null when it might. */
function compile(schema: z.ZodType): Check | null {
  const def = schema._zod.def as Def;
  if (def.checks?.length || def.coerce) return null;
  switch (def.type) {
    case "string":
      return (v) => typeof v === "string";
    case "number":
      return (v) => typeof v === "number" && Number.isFinite(v);
    case "boolean":
      return (v) => typeof v === "boolean";
    case "null":
      return (v) => v === null;
    case "literal":
    case "enum": {
      const allowed = new Set(def.type === "literal" ? def.values : Object.values(def.entries ?? {}));
      return (v) => allowed.has(v);
    }
    // A refinement: it may refuse a value but never changes one.
    case "custom":
      return (v) => schema.safeParse(v).success;
    case "nullable":
    case "optional": {
      const inner = def.innerType && compile(def.innerType);
      if (!inner) return null;
      return def.type === "nullable" ? (v) => v === null || inner(v) : (v) => v === undefined || inner(v);
    }
    case "array": {
      const element = def.element && compile(def.element);
      return element ? (v) => Array.isArray(v) && v.every(element) : null;
    }
    case "record": {
      const key = def.keyType && compile(def.keyType);
      const value = def.valueType && compile(def.valueType);
      if (!key || !value || def.keyType?._zod.def.type !== "string") return null;
      return (v) => isRecord(v) && Object.values(v).every(value);
    }
    case "object": {
      if (def.catchall || !def.shape) return null;
      const fields: [string, Check][] = [];
      for (const [name, field] of Object.entries(def.shape)) {
        const check = compile(field);
        if (!check) return null;
        fields.push([name, check]);
      }
      return (v) => isRecord(v) && fields.every(([name, check]) => check(v[name]));
    }
    default:
      return null;
  }
}

export function fastParser<S extends z.ZodType>(schema: S): ResponseParser<z.output<S>> {
  const check = compile(schema);
  if (!check) return schema;
  // compile() accepts only schemas whose output is their input: an accepted answer is already the output.
  return { safeParse: (data) => (check(data) ? { success: true, data: data as z.output<S> } : schema.safeParse(data)) };
}
