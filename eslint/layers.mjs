/**
 * The layer rules of docs/ARCHITECTURE.md, enforced by lint:
 *   lib/     pure, isomorphic core: imports only zod, compromise and lib/ itself
 *   server/  server-only: every file starts with `import "server-only"` (or is a "use server" action file)
 *   db/      schema, client and queries: imports lib/ and db/ only (never server/, client/, components/, app/, next)
 *   client/ and "use client" files: never import server/, db/ or server-only modules
 *   SQL:     only db/ (and tests) import the query builder and the drivers (drizzle-orm, postgres, PGlite)
 */
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const rel = (filename) => path.relative(root, filename).split(path.sep).join("/");
const isTest = (file) => /\.test\.tsx?$|(^|\/)test-[^/]+\.ts$/.test(file);

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

function layerRule(check) {
  return {
    meta: { type: "problem", schema: [] },
    create(context) {
      const file = rel(context.filename);
      const visit = (node) => {
        for (const src of importSources(node)) {
          const problem = check(file, target(file, String(src.value)), String(src.value), context);
          if (problem) context.report({ node: src, message: problem });
        }
      };
      return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
    },
  };
}

const LIB_PACKAGES = /^pkg:(zod(\/.*)?|compromise(\/.*)?)$/;
const TEST_PACKAGES = /^pkg:(vitest|fast-check)$/;

const libPure = layerRule((file, to) => {
  if (!file.startsWith("lib/")) return null;
  if (to.startsWith("lib/") || LIB_PACKAGES.test(to)) return null;
  if (isTest(file) && (TEST_PACKAGES.test(to) || to.startsWith("pkg:node:") || to.startsWith("db/seed"))) return null;
  return `lib/ is the pure core: it may import only zod, compromise and lib/ (not "${to.replace(/^pkg:/, "")}"). Move this code to server/, client/ or db/.`;
});

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

const layers = { rules: { "sql-in-db": sqlInDb,  "lib-pure": libPure, "db-layer": dbLayer, "client-imports": clientImports, "server-only": serverOnly } };

export default layers;
