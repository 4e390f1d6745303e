/**
 * The layer rules of docs/ARCHITECTURE.md, enforced by lint (each has a test in eslint/layers.test.ts):
 *   lib/     pure, isomorphic core: imports only zod, wink-nlp with its bundled English model (pure text analysis for the
 *            assistant's clause roles, lib/assistant/clauses.ts) and lib/ itself (and, erased at build, `import type` from a
 *            package); uses no browser, network or Node global (LIB_RESTRICTED_GLOBALS, the core no-restricted-globals rule)
 *   server/  server-only: every file starts with `import "server-only"` (or is a "use server" action file)
 *   db/      schema, client and queries: imports lib/ and db/ only (never server/, client/, components/, app/, next)
 *   client/ and "use client" files: never import server/, db/ or server-only modules
 *   client/  sits below the UI: never imports components/ or app/
 *   UI:      components/ and app/ never import the fetch layer (client/api.ts) but its ApiError: their calls are typed
 *            functions of a client/ module (an `allow` option names files not moved yet)
 *   SQL:     only db/ (and tests) import the query builder and the drivers (drizzle-orm, postgres, PGlite)
 *   lib/ order: a module of lib/ never imports one above it (LIB_ORDER: lib/finance never imports lib/engine), so lib/ has no circle
 */
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const rel = (filename) => path.relative(root, filename).split(path.sep).join("/");
/** A test, or test support (lib/testkit: fixtures and fast-check arbitraries shared by the tests). */
const isTest = (file) => /\.test\.tsx?$|^lib\/testkit\//.test(file);

/** Where an import lands, as a repo-relative folder-ish path ("lib/engine/x", "server/env", or a package name). */
function target(file, source) {
  if (source.startsWith("@/")) return source.slice(2);
  if (source.startsWith(".")) return path.posix.normalize(path.posix.join(path.posix.dirname(file), source));
  return `pkg:${source}`;
}

function importSources(node) {
  if (node.type === "ImportDeclaration" || node.type === "ExportNamedDeclaration" || node.type === "ExportAllDeclaration") return node.source ? [node.source] : [];
  if (node.type === "ImportExpression" && node.source.type === "Literal") return [node.source];
  return [];
}

/** `import type …` / `export type … from`: erased when compiled, so it brings no code along. */
const isTypeOnly = (node) => node.importKind === "type" || node.exportKind === "type";

function layerRule(check) {
  return {
    meta: { type: "problem", schema: [] },
    create(context) {
      const file = rel(context.filename);
      const visit = (node) => {
        for (const src of importSources(node)) {
          const problem = check(file, target(file, String(src.value)), node);
          if (problem) context.report({ node: src, message: problem });
        }
      };
      return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
    },
  };
}

const LIB_PACKAGES = /^pkg:(zod(\/.*)?|wink-nlp|wink-eng-lite-web-model)$/;
const TEST_PACKAGES = /^pkg:(vitest|fast-check)$/;
/** Packages lib/ may not name even for a type: the framework and Node stay out of the core. */
const FRAMEWORK_PACKAGES = /^pkg:(node:.*|next(\/.*)?|react(-dom)?(\/.*)?|server-only)$/;

const libPure = layerRule((file, to, node) => {
  if (!file.startsWith("lib/")) return null;
  if (to.startsWith("lib/") || LIB_PACKAGES.test(to)) return null;
  if (isTest(file) && (TEST_PACKAGES.test(to) || to.startsWith("pkg:node:") || to.startsWith("db/seed"))) return null;
  if (to.startsWith("pkg:") && isTypeOnly(node) && !FRAMEWORK_PACKAGES.test(to)) return null;
  return `lib/ is the pure core: it may import only zod, wink-nlp (with its model) and lib/, and types from other packages with \`import type\` (not "${to.replace(/^pkg:/, "")}"). Move this code to server/, client/ or db/.`;
});

/**
 * What lib/ may not touch: the browser (window, storage, the page), the network, and Node's
 * process. Options for the core no-restricted-globals rule, applied to lib/ in eslint.config.mjs.
 * Browser storage belongs in client/; the environment is read by server/env.ts and passed in.
 */
const browser = "lib/ runs on the server and in the browser: browser state belongs in client/.";
const network = "lib/ is pure: calls to the network belong in client/ (the browser) or server/.";
const node = "lib/ runs in the browser too: read the environment in server/env.ts and pass it in.";
export const LIB_RESTRICTED_GLOBALS = [
  ...["window", "self", "document", "navigator", "location", "history", "localStorage", "sessionStorage", "indexedDB", "matchMedia"].map((name) => ({ name, message: browser })),
  ...["fetch", "XMLHttpRequest", "WebSocket", "EventSource"].map((name) => ({ name, message: network })),
  ...["process", "Buffer", "global", "require", "__dirname", "__filename"].map((name) => ({ name, message: node })),
];

const dbLayer = layerRule((file, to) => {
  if (!file.startsWith("db/")) return null;
  if (/^(server|client|components|app)\//.test(to) || /^pkg:(next|react|react-dom)(\/.*)?$/.test(to))
    return `db/ imports only lib/ and db/ (and database drivers): not "${to.replace(/^pkg:/, "")}".`;
  return null;
});

const clientImports = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const file = rel(context.filename);
    const src = context.sourceCode.text;
    const isClient = file.startsWith("client/") || /^\s*["']use client["']/.test(src);
    if (!isClient || isTest(file)) return {};
    const visit = (node) => {
      for (const s of importSources(node)) {
        const to = target(file, String(s.value));
        if (/^(server|db)\//.test(to) || to === "server" || /^pkg:(server-only|next\/headers|node:.*)$/.test(to))
          context.report({ node: s, message: `Browser code may not import server or database code ("${String(s.value)}").` });
      }
    };
    return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
  },
};

const clientBelowUi = layerRule((file, to) => {
  if (!file.startsWith("client/")) return null;
  if (/^(components|app)(\/|$)/.test(to))
    return `client/ sits below the UI: it may not import "${to}". Move what both need into client/ or lib/.`;
  return null;
});

/** The fetch layer, and what of it the UI may still import: the error it throws, to tell failures apart. */
const FETCH_LAYER = "client/api";
const FETCH_LAYER_FOR_UI = new Set(["ApiError"]);
const importedName = (spec) => {
  const n = spec.type === "ExportSpecifier" ? spec.local : spec.imported;
  return n?.name ?? n?.value ?? null;
};

/**
 * components/ and app/ call no route themselves: each call is a typed function of a client/ module
 * (client/sessions.ts, client/auth.ts …) that uses apiFetch. The UI may import ApiError and types from
 * client/api, nothing else. Option `allow`: repo-relative files exempted for now (each entry says why).
 */
const uiNoFetch = {
  meta: {
    type: "problem",
    schema: [{ type: "object", properties: { allow: { type: "array", items: { type: "string" } } }, additionalProperties: false }],
  },
  create(context) {
    const file = rel(context.filename);
    const allow = new Set(context.options[0]?.allow ?? []);
    if (!/^(components|app)\//.test(file) || isTest(file) || allow.has(file)) return {};
    const visit = (node) => {
      for (const src of importSources(node)) {
        if (target(file, String(src.value)) !== FETCH_LAYER || isTypeOnly(node)) continue;
        const specifiers = node.type === "ImportDeclaration" || node.type === "ExportNamedDeclaration" ? node.specifiers : [];
        const bad = specifiers.length === 0
          ? ["the module"]
          : specifiers
              .filter((s) => s.importKind !== "type" && s.exportKind !== "type")
              .filter((s) => !(s.type === "ImportSpecifier" || s.type === "ExportSpecifier") || !FETCH_LAYER_FOR_UI.has(importedName(s)))
              .map((s) => (s.type === "ImportSpecifier" || s.type === "ExportSpecifier" ? importedName(s) : s.local.name));
        if (bad.length > 0)
          context.report({
            node: src,
            message: `components/ and app/ don't call routes themselves: move the call into a typed function of a client/ module and import that (not ${bad.join(", ")} from "${String(src.value)}"; ApiError may be imported).`,
          });
      }
    };
    return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
  },
};

const serverOnly = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const file = rel(context.filename);
    if (!(file.startsWith("server/") || file.startsWith("db/queries/")) || isTest(file)) return {};
    return {
      Program(node) {
        const first = node.body[0];
        const useServer = first?.type === "ExpressionStatement" && first.directive === "use server";
        const hasServerOnly = node.body.some((s) => s.type === "ImportDeclaration" && s.source.value === "server-only");
        if (!useServer && !hasServerOnly) context.report({ node, message: 'Files under server/ and db/queries/ start with import "server-only".' });
      },
    };
  },
};

const DB_PACKAGES = /^pkg:(drizzle-orm|postgres|@electric-sql\/pglite[^/]*)(\/.*)?$/;

const sqlInDb = layerRule((file, to) => {
  if (file.startsWith("db/") || file.startsWith("tests/") || isTest(file) || file === "drizzle.config.ts") return null;
  if (DB_PACKAGES.test(to)) return `All SQL lives under db/: write a function in db/queries instead of importing "${to.replace(/^pkg:/, "")}" here.`;
  return null;
});

/**
 * Which parts of lib/ sit below which: a part never imports one above it (tests included: a test
 * of the lower part may not need the upper one either). lib/engine imports lib/finance, so
 * lib/finance may not import lib/engine; what both need (the property vocabulary) is in lib/property,
 * a leaf below both.
 */
export const LIB_ORDER = {
  "lib/property": ["lib/engine", "lib/finance"],
  "lib/finance": ["lib/engine"],
};

const libOrder = layerRule((file, to) => {
  for (const [lower, uppers] of Object.entries(LIB_ORDER)) {
    if (!file.startsWith(`${lower}/`)) continue;
    const upper = uppers.find((u) => to === u || to.startsWith(`${u}/`));
    if (upper) return `${lower} sits below ${upper} (which imports it), so it may not import "${to}": that makes a circle. Move what both need to a module below both (e.g. lib/property).`;
  }
  return null;
});

const layers = {
  rules: {
    "sql-in-db": sqlInDb,
    "lib-pure": libPure,
    "db-layer": dbLayer,
    "client-imports": clientImports,
    "client-below-ui": clientBelowUi,
    "ui-no-fetch": uiNoFetch,
    "server-only": serverOnly,
    "lib-order": libOrder,
  },
};

export default layers;
