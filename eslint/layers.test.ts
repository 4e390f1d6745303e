import path from "node:path";
import { ESLint, RuleTester, type Linter } from "eslint";
import { builtinRules } from "eslint/use-at-your-own-risk";
import { describe, expect, it } from "vitest";
import layers, { LIB_RESTRICTED_GLOBALS } from "./layers.mjs";

/**
 * Each layer rule of docs/ARCHITECTURE.md against code that keeps it and code that breaks
 * it (every `invalid` case is a deliberately broken snippet that must be reported), then the
 * project's own eslint.config.mjs against one broken file per rule, to show each is switched
 * on where the docs say.
 */
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(import.meta.dirname, "..");
const at = (file: string) => path.join(root, file);
const eslint = new ESLint({ cwd: root });
// The TypeScript parser the project lints with (it reads `import type`).
const { languageOptions } = (await eslint.calculateConfigForFile(at("lib/x.ts"))) as Linter.Config;
const tester = new RuleTester({ languageOptions: { parser: languageOptions?.parser, sourceType: "module", ecmaVersion: "latest" } });
const rule = (name: string) => layers.rules[name];
const error = (rule: string) => [{ message: new RegExp(rule) }];

describe("layers/lib-pure", () => {
  tester.run("lib-pure", rule("lib-pure"), {
    valid: [
      { filename: at("lib/a.ts"), code: 'import { z } from "zod";' },
      { filename: at("lib/a.ts"), code: 'import { b } from "@/lib/b"; import { c } from "./c";' },
      { filename: at("lib/chat/types.ts"), code: 'import type { UIMessage } from "ai";' },
      { filename: at("lib/a.ts"), code: 'export type { UIMessage } from "ai";' },
      { filename: at("lib/a.test.ts"), code: 'import { it } from "vitest"; import fc from "fast-check"; import { readFileSync } from "node:fs";' },
      { filename: at("server/a.ts"), code: 'import { generateText } from "ai";' },
    ],
    invalid: [
      { filename: at("lib/a.ts"), code: 'import { generateText } from "ai";', errors: error("lib/ is the pure core") },
      { filename: at("lib/a.ts"), code: 'import nlp from "compromise";', errors: error('not "compromise"') },
      { filename: at("lib/a.ts"), code: 'import type { NextRequest } from "next/server";', errors: error('not "next/server"') },
      { filename: at("lib/a.ts"), code: 'import type { Stats } from "node:fs";', errors: error('not "node:fs"') },
      { filename: at("lib/a.ts"), code: 'import type { Env } from "@/server/env";', errors: error('not "server/env"') },
      { filename: at("lib/a.ts"), code: 'import { getDb } from "../db/client";', errors: error('not "db/client"') },
      { filename: at("lib/a.ts"), code: 'const m = await import("pusher-js");', errors: error('not "pusher-js"') },
    ],
  });
});

describe("no-restricted-globals in lib/ (LIB_RESTRICTED_GLOBALS)", () => {
  const noRestrictedGlobals = builtinRules.get("no-restricted-globals");
  if (!noRestrictedGlobals) throw new Error("ESLint has no no-restricted-globals rule");
  tester.run("no-restricted-globals", noRestrictedGlobals, {
    valid: [
      { code: "export const id = () => crypto.randomUUID();", options: LIB_RESTRICTED_GLOBALS },
      { code: "export function f(history: string[], storage: { getItem(k: string): string | null }) { return history.length + String(storage.getItem('k')); }", options: LIB_RESTRICTED_GLOBALS },
    ],
    invalid: [
      { code: 'export const id = () => window.localStorage.getItem("current_session_id");', options: LIB_RESTRICTED_GLOBALS, errors: error("browser state belongs in client/") },
      { code: 'export const id = () => sessionStorage.getItem("redirectAfterLogin");', options: LIB_RESTRICTED_GLOBALS, errors: error("browser state belongs in client/") },
      { code: "export const title = () => document.title;", options: LIB_RESTRICTED_GLOBALS, errors: error("browser state belongs in client/") },
      { code: "export const dev = process.env.NODE_ENV !== 'production';", options: LIB_RESTRICTED_GLOBALS, errors: error("server/env.ts") },
      { code: 'export const load = () => fetch("/api/x");', options: LIB_RESTRICTED_GLOBALS, errors: error("calls to the network") },
    ],
  });
});

describe("layers/db-layer", () => {
  tester.run("db-layer", rule("db-layer"), {
    valid: [
      { filename: at("db/queries/a.ts"), code: 'import "server-only"; import { eq } from "drizzle-orm"; import { x } from "@/lib/x"; import { users } from "@/db/schema";' },
    ],
    invalid: [
      { filename: at("db/queries/a.ts"), code: 'import { env } from "@/server/env";', errors: error('not "server/env"') },
      { filename: at("db/client.ts"), code: 'import { cache } from "react";', errors: error('not "react"') },
      { filename: at("db/queries/a.ts"), code: 'import { headers } from "next/headers";', errors: error('not "next/headers"') },
    ],
  });
});

describe("layers/client-imports", () => {
  tester.run("client-imports", rule("client-imports"), {
    valid: [
      { filename: at("client/a.ts"), code: 'import { apiFetch } from "@/client/api"; import { z } from "zod";' },
      { filename: at("components/a.tsx"), code: 'import { getDb } from "@/db/client";' },
      { filename: at("client/a.test.ts"), code: 'import { readFileSync } from "node:fs";' },
    ],
    invalid: [
      { filename: at("client/a.ts"), code: 'import { env } from "@/server/env";', errors: error("Browser code may not import") },
      { filename: at("components/a.tsx"), code: '"use client";\nimport { getDb } from "@/db/client";', errors: error("Browser code may not import") },
      { filename: at("client/a.ts"), code: 'import "server-only";', errors: error("Browser code may not import") },
      { filename: at("client/a.ts"), code: 'import { readFileSync } from "node:fs";', errors: error("Browser code may not import") },
    ],
  });
});

describe("layers/client-below-ui", () => {
  tester.run("client-below-ui", rule("client-below-ui"), {
    valid: [
      { filename: at("client/a.ts"), code: 'import { apiFetch } from "./api"; import type { ToastInput } from "@/lib/toast";' },
      { filename: at("components/a.tsx"), code: 'import { apiFetch } from "@/client/api";' },
    ],
    invalid: [
      { filename: at("client/chat/api.ts"), code: 'import type { ToastInput } from "@/components/ui/toast-store";', errors: error('not import "components/ui/toast-store"') },
      { filename: at("client/a.ts"), code: 'import { Page } from "../app/page";', errors: error('not import "app/page"') },
    ],
  });
});

describe("layers/ui-no-fetch", () => {
  const allow = [{ allow: ["components/beta/legacy.ts"] }];
  tester.run("ui-no-fetch", rule("ui-no-fetch"), {
    valid: [
      { filename: at("components/a.tsx"), code: 'import { ApiError } from "@/client/api"; import { sessionsApi } from "@/client/sessions";' },
      { filename: at("components/a/b.tsx"), code: 'import { ApiError, type ResponseParser } from "../../client/api";' },
      { filename: at("components/a.tsx"), code: 'import type { ResponseParser } from "@/client/api";' },
      { filename: at("app/x/page.tsx"), code: 'import { signIn } from "@/client/auth";' },
      { filename: at("client/sessions.ts"), code: 'import { apiFetch } from "@/client/api";' },
      { filename: at("components/a.test.tsx"), code: 'import { apiFetch } from "@/client/api";' },
      { filename: at("components/beta/legacy.ts"), code: 'import { apiFetch } from "@/client/api";', options: allow },
      { filename: at("components/a.tsx"), code: 'import { apiFetch } from "@/client/api-like";' },
    ],
    invalid: [
      { filename: at("components/a.tsx"), code: 'import { ApiError, apiFetch } from "@/client/api";', errors: error('not apiFetch from "@/client/api"') },
      { filename: at("components/a/b.tsx"), code: 'import { apiDownload } from "../../client/api";', errors: error("move the call into a typed function of a client/ module") },
      { filename: at("app/x/page.tsx"), code: 'import { apiFetchFunction as f } from "@/client/api";', errors: error("not apiFetchFunction") },
      { filename: at("components/a.tsx"), code: 'import * as api from "@/client/api";', errors: error("not api from") },
      { filename: at("components/a.tsx"), code: 'export { apiFetch } from "@/client/api";', errors: error("not apiFetch from") },
      { filename: at("components/a.tsx"), code: 'export * from "@/client/api";', errors: error("not the module from") },
      { filename: at("components/a.tsx"), code: 'const { apiFetch } = await import("@/client/api");', errors: error("not the module from") },
      { filename: at("components/beta/other.ts"), code: 'import { apiFetch } from "@/client/api";', options: allow, errors: error("not apiFetch") },
    ],
  });
});

describe("layers/server-only", () => {
  tester.run("server-only", rule("server-only"), {
    valid: [
      { filename: at("server/a.ts"), code: 'import "server-only";\nexport const a = 1;' },
      { filename: at("server/auth/actions.ts"), code: '"use server";\nexport async function act() {}' },
      { filename: at("db/queries/a.ts"), code: 'import "server-only";' },
      { filename: at("db/schema/a.ts"), code: "export const a = 1;" },
    ],
    invalid: [
      { filename: at("server/a.ts"), code: "export const secret = 1;", errors: error('start with import "server-only"') },
      { filename: at("db/queries/a.ts"), code: 'import { eq } from "drizzle-orm";', errors: error('start with import "server-only"') },
    ],
  });
});

describe("layers/sql-in-db", () => {
  tester.run("sql-in-db", rule("sql-in-db"), {
    valid: [
      { filename: at("db/queries/a.ts"), code: 'import { sql } from "drizzle-orm";' },
      { filename: at("tests/integration/a.test.ts"), code: 'import postgres from "postgres";' },
      { filename: at("drizzle.config.ts"), code: 'import { defineConfig } from "drizzle-kit"; import "drizzle-orm";' },
    ],
    invalid: [
      { filename: at("server/a.ts"), code: 'import { sql } from "drizzle-orm";', errors: error("All SQL lives under db/") },
      { filename: at("app/api/x/route.ts"), code: 'import { PGlite } from "@electric-sql/pglite";', errors: error("All SQL lives under db/") },
    ],
  });
});

describe("layers/lib-order", () => {
  tester.run("lib-order", rule("lib-order"), {
    valid: [
      { filename: at("lib/engine/a.ts"), code: 'import { STATES } from "@/lib/finance"; import type { PropertyTypeKey } from "@/lib/property/types";' },
      { filename: at("lib/finance/a.ts"), code: 'import type { PropertyTypeKey } from "@/lib/property/types"; import { formatNumber } from "@/lib/money";' },
      { filename: at("lib/finance-like/a.ts"), code: 'import { score } from "@/lib/engine";' },
    ],
    invalid: [
      { filename: at("lib/finance/a.ts"), code: 'import type { PropertyTypeKey } from "@/lib/engine/types";', errors: error('lib/finance sits below lib/engine') },
      { filename: at("lib/finance/a.ts"), code: 'import { score } from "../engine";', errors: error('may not import "lib/engine"') },
      { filename: at("lib/finance/a.test.ts"), code: 'import { score } from "@/lib/engine";', errors: error("makes a circle") },
      { filename: at("lib/property/types.ts"), code: 'import { STATES } from "@/lib/finance";', errors: error("lib/property sits below lib/finance") },
    ],
  });
});

describe("eslint.config.mjs", () => {
  /** One broken file per rule, at a path where the docs say the rule holds. */
  const broken: [file: string, code: string, ruleId: string][] = [
    ["lib/broken.ts", 'import { generateText } from "ai";\nexport const g = generateText;\n', "layers/lib-pure"],
    ["lib/broken.ts", 'export const id = () => localStorage.getItem("current_session_id");\n', "no-restricted-globals"],
    ["db/queries/broken.ts", 'import "server-only";\nimport { env } from "@/server/env";\nexport const e = env;\n', "layers/db-layer"],
    ["client/broken.ts", 'import { env } from "@/server/env";\nexport const e = env;\n', "layers/client-imports"],
    ["client/broken.ts", 'import { toast } from "@/components/ui/toast-store";\nexport const t = toast;\n', "layers/client-below-ui"],
    ["components/broken.tsx", 'import { apiFetch } from "@/client/api";\nexport const f = apiFetch;\n', "layers/ui-no-fetch"],
    ["server/broken.ts", "export const secret = 1;\n", "layers/server-only"],
    ["server/broken.ts", 'import "server-only";\nimport { sql } from "drizzle-orm";\nexport const s = sql;\n', "layers/sql-in-db"],
    ["lib/finance/broken.ts", 'import { PROPERTY_TYPE_KEYS } from "@/lib/engine/types";\nexport const k = PROPERTY_TYPE_KEYS;\n', "layers/lib-order"],
  ];

  it.each(broken)("reports %s under %s", async (file, code, ruleId) => {
    const [result] = await eslint.lintText(code, { filePath: at(file) });
    expect(result.messages.map((m) => m.ruleId)).toContain(ruleId);
  });

  it("exempts no file of components/ from ui-no-fetch: the beta gate's rewrite moved the last caller", async () => {
    const config = (await eslint.calculateConfigForFile(at("components/x.tsx"))) as Linter.Config;
    const setting = config.rules?.["layers/ui-no-fetch"];
    const allow: string[] = Array.isArray(setting) ? ((setting[1] as { allow?: string[] } | undefined)?.allow ?? []) : [];
    expect(allow).toEqual([]);
    const severity = Array.isArray(setting) ? setting[0] : setting;
    expect([2, "error"]).toContain(severity);
  });

  it("lets lib/ tests use what the code under test may not", async () => {
    const [result] = await eslint.lintText('import { it } from "vitest";\nit("x", () => void process.env.TZ);\n', { filePath: at("lib/broken.test.ts") });
    expect(result.messages.map((m) => m.ruleId)).toEqual([]);
  });
});
