/**
 * Personal data (docs/SECURITY.md, "Personal data"): a buyer's own money — the finance profile with
 * its income, debts, deposit, savings, buyer type and loan settings, and whatever personal money data
 * is added to it later. It belongs to its owner and crosses no line to anyone else: not through a
 * shared link, a guest's view, a preview, an export or the chat history.
 *
 * A schema field is marked once, where it is declared: `personal(schema, why)`. The mark is seen
 * twice over, so nobody has to remember which fields are personal:
 * - by the type checker: `WithoutPersonal<typeof schema>` is the object's type without the marked
 *   keys, so a function that takes it (the description of a search for others) can't read them;
 * - at run time: `personalKeysOf(schema)` lists the marked keys, and `withoutPersonal(schema, value)`
 *   drops them, for every serializer that can reach someone other than the owner.
 */
import { z } from "zod";

declare const PERSONAL: unique symbol;

/** A schema marked personal: the type carries the mark, so derived types can leave the field out. */
export type Personal<T extends z.ZodType> = T & { readonly [PERSONAL]: true };

/** Why each marked schema is personal (docs/SECURITY.md lists them from here). */
export const personalRegistry = z.registry<{ personal: string }>();

/** Marks a field's schema as personal data; `why` says what it holds, in a few words. */
export function personal<T extends z.ZodType>(schema: T, why: string): Personal<T> {
  personalRegistry.add(schema, { personal: why });
  return schema as Personal<T>;
}

/** The keys of an object shape whose schemas are marked personal. */
export type PersonalKeys<Shape> = { [K in keyof Shape]: Shape[K] extends { readonly [PERSONAL]: true } ? K : never }[keyof Shape];

/** An object schema's value without its personal fields. */
export type WithoutPersonal<S extends z.ZodObject, V = z.infer<S>> = Omit<V, PersonalKeys<S["shape"]> & keyof V>;

const KEYS = new WeakMap<z.ZodObject, readonly string[]>();

/** The keys of an object schema whose field schemas are marked personal (computed once per schema). */
export function personalKeysOf(schema: z.ZodObject): readonly string[] {
  let keys = KEYS.get(schema);
  if (!keys) {
    keys = Object.freeze(Object.entries(schema.shape).flatMap(([key, field]) => (personalRegistry.has(field as z.ZodType) ? [key] : [])));
    KEYS.set(schema, keys);
  }
  return keys;
}

/** What each personal key of an object schema holds, for docs and errors. */
export function personalFieldsOf(schema: z.ZodObject): { key: string; why: string }[] {
  return personalKeysOf(schema).map((key) => ({ key, why: personalRegistry.get(schema.shape[key] as z.ZodType)!.personal }));
}

/**
 * A copy of `value` without the schema's personal keys (the value itself when it has none). Works on
 * stored JSON as it is, parsed or not: only top-level keys are looked at, never their contents.
 */
export function withoutPersonal<S extends z.ZodObject, V extends Record<string, unknown>>(schema: S, value: V): Omit<V, PersonalKeys<S["shape"]> & keyof V> {
  const keys = personalKeysOf(schema);
  if (!keys.some((k) => k in value)) return value;
  const copy: Record<string, unknown> = { ...value };
  for (const k of keys) delete copy[k];
  return copy as Omit<V, PersonalKeys<S["shape"]> & keyof V>;
}

/** `value`'s personal keys only (what an owner's copy keeps when someone else edits the rest). */
export function personalPart<S extends z.ZodObject>(schema: S, value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of personalKeysOf(schema)) if (k in value) out[k] = value[k];
  return out;
}
