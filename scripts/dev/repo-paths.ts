/**
 * The repo paths named in the docs and in code comments, and those that do not exist: what
 * scripts/dev/repo-paths.test.ts fails on (part of `npm test`), so a moved or renamed file can't
 * leave a stale pointer behind. A named path is one that starts at a top-level folder of the repo
 * (`lib/money.ts`, `bench/results/x.md`, `app/api/sessions/[id]/route.ts`) and ends in a file
 * extension; a Markdown link in docs/ is read relative to its doc. Placeholders (`db/queries/<table>.ts`,
 * `security-fuzz-{1,2,3}.test.ts`, `*.test.ts`) are not paths and are skipped.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export const ROOT = path.resolve(import.meta.dirname, "../..");

const TOP = ["app", "bench", "client", "components", "config", "db", "docs", "eslint", "lib", "patches", "public", "scripts", "server", "tests", "types"];
const CODE_DIRS = ["app", "client", "components", "db", "eslint", "lib", "scripts", "server", "tests", "types"];
const ROOT_CODE = ["proxy.ts", "instrumentation.ts", "instrumentation-client.ts", "next.config.ts", "vitest.config.ts", "playwright.config.ts", "drizzle.config.ts", "eslint.config.mjs"];
const SKIP_DIRS = new Set(["node_modules", "migrations", ".next", ".data"]);
/** Files a command writes rather than the repo holding them: named as where to look after a run. */
export const WRITTEN_BY_A_RUN = new Set(["bench/results/test-times.txt"]);
/** This file names example paths in its own comments. */
const SELF = "scripts/dev/repo-paths.ts";
const EXT = "(?:tsx?|mts|mjs|js|json|md|sql|txt|css|ya?ml|png|svg|ico|webmanifest|sh|toml)";
/** A path from a top-level folder to a file, not the tail of a longer word or path (so not "../lib/x.ts"'s "lib/x.ts" twice). */
const NAMED_PATH = new RegExp(String.raw`(?<![\w\-./@<>{}*])(?:${TOP.join("|")})/[\w\-./\[\]()@]*?\.${EXT}(?![\w/<{*])`, "g");
const MD_LINK = /\]\(([^)\s#]+\.md)(?:#[^)]*)?\)/g;

export type Mention = { file: string; line: number; path: string };

function walk(dir: string, out: string[]): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name) || name.startsWith(".")) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.(tsx?|mts|mjs)$/.test(name) && !name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

/** The comments of a source file, with the line each starts on (parsed: strings, regexes and templates are not comments). */
export function commentsOf(text: string, jsx: boolean): { line: number; text: string }[] {
  const sf = ts.createSourceFile("x.tsx", text, ts.ScriptTarget.Latest, true, jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: { line: number; text: string }[] = [];
  const seen = new Set<number>();
  // Every comment is trivia before some token (or the end of the file), or after one on its line: walk down to the tokens.
  const visit = (node: ts.Node) => {
    const children = node.getChildren(sf);
    if (children.length === 0) {
      for (const r of [...(ts.getLeadingCommentRanges(text, node.pos) ?? []), ...(ts.getTrailingCommentRanges(text, node.end) ?? [])]) {
        if (seen.has(r.pos)) continue;
        seen.add(r.pos);
        out.push({ line: sf.getLineAndCharacterOfPosition(r.pos).line + 1, text: text.slice(r.pos, r.end) });
      }
    }
    for (const child of children) visit(child);
  };
  visit(sf);
  return out;
}

function pathsIn(text: string): string[] {
  return [...text.matchAll(NAMED_PATH)].map((m) => m[0].replace(/[.)\]]+$/, "").replace(/\/\[[^\]/]*$/, "")).filter((p) => new RegExp(`\\.${EXT}$`).test(p));
}

/** Every repo path named in docs/*.md and README.md, Markdown links included. */
export function pathsInDocs(root = ROOT): Mention[] {
  const out: Mention[] = [];
  const docs = [...readdirSync(path.join(root, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`), "README.md"];
  for (const doc of docs) {
    readFileSync(path.join(root, doc), "utf8").split("\n").forEach((text, i) => {
      for (const p of pathsIn(text)) out.push({ file: doc, line: i + 1, path: p });
      for (const m of text.matchAll(MD_LINK)) {
        if (/^[a-z]+:/.test(m[1])) continue;
        out.push({ file: doc, line: i + 1, path: path.posix.normalize(path.posix.join(path.posix.dirname(doc), m[1])) });
      }
    });
  }
  return out;
}

const exists = (root: string, p: string) => WRITTEN_BY_A_RUN.has(p) || existsSync(path.join(root, p));

/**
 * The named paths that do not exist: every one in the docs, and in the code those in comments. A code file is
 * parsed only when its text names a missing path somewhere (few are), to tell a comment from a string.
 */
export function missingPaths(root = ROOT): Mention[] {
  const out = pathsInDocs(root).filter((m) => !exists(root, m.path));
  const code = [...CODE_DIRS.flatMap((d) => walk(path.join(root, d), [])), ...ROOT_CODE.map((f) => path.join(root, f)).filter((f) => existsSync(f))];
  for (const full of code) {
    const file = path.relative(root, full).split(path.sep).join("/");
    if (file === SELF) continue;
    const text = readFileSync(full, "utf8");
    if (pathsIn(text).every((p) => exists(root, p))) continue;
    for (const c of commentsOf(text, full.endsWith("x"))) {
      c.text.split("\n").forEach((line, i) => {
        for (const p of pathsIn(line)) if (!exists(root, p)) out.push({ file, line: c.line + i, path: p });
      });
    }
  }
  return out;
}

if (process.argv[1] === import.meta.filename) {
  const missing = missingPaths();
  for (const m of missing) console.log(`${m.file}:${m.line}: ${m.path}`);
  process.exitCode = missing.length > 0 ? 1 : 0;
}
