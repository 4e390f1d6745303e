import { describe, expect, it } from "vitest";
import { commentsOf, missingPaths, pathsInDocs } from "./repo-paths";

/** Part of `npm test` (the unit project): a doc or a comment that names a file that moved fails here. */
describe("repo paths named in docs/*.md, README.md and code comments", () => {
  it("all exist (rename the mention with the file, or write a placeholder like db/queries/<table>.ts)", () => {
    expect(missingPaths().map((m) => `${m.file}:${m.line}: ${m.path}`)).toEqual([]);
  });

  it("are found in the docs, Markdown links (relative to their doc) included", () => {
    const named = pathsInDocs();
    expect(named.length).toBeGreaterThan(100);
    expect(named.some((m) => m.file === "README.md")).toBe(true);
    expect(named.some((m) => m.file === "docs/ARCHITECTURE.md" && m.path === "docs/FINANCE.md")).toBe(true);
  });

  it("reads comments only, not strings or code", () => {
    const text = [
      'const a = "lib/not-a-comment.ts"; // see lib/in-a-line-comment.ts',
      "/** names server/in-a-block.ts */",
      "const r = /lib\\/regex.ts/; const t = `app/template.ts`;",
      "<div>{/* components/in-jsx.tsx */}</div>;",
    ].join("\n");
    const comments = commentsOf(text, true).map((c) => c.text).join("\n");
    expect(comments).toContain("lib/in-a-line-comment.ts");
    expect(comments).toContain("server/in-a-block.ts");
    expect(comments).toContain("components/in-jsx.tsx");
    expect(comments).not.toContain("not-a-comment");
    expect(comments).not.toContain("regex.ts");
    expect(comments).not.toContain("template.ts");
  });
});
