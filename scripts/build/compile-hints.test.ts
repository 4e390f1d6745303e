import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { TraceMap, originalPositionFor } from "@jridgewell/trace-mapping";
import { afterEach, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { COMPILE_HINT, addCompileHints } from "./compile-hints.mjs";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A dist folder with a mapped chunk, a chunk in a subfolder, a stylesheet and a server file. */
function distWithChunks() {
  const dist = mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  dirs.push(dist);
  const chunks = path.join(dist, "static", "chunks");
  mkdirSync(path.join(chunks, "app"), { recursive: true });
  mkdirSync(path.join(dist, "server"), { recursive: true });
  // "function a(){}" on line 1 of the chunk comes from line 3, column 0 of src.ts.
  writeFileSync(path.join(chunks, "a.js"), "function a(){}\n//# sourceMappingURL=a.js.map");
  writeFileSync(path.join(chunks, "a.js.map"), JSON.stringify({ version: 3, sources: ["src.ts"], names: [], mappings: "AAEA" }));
  writeFileSync(path.join(chunks, "app", "b.js"), "(()=>{})();");
  writeFileSync(path.join(chunks, "c.css"), "body{}");
  writeFileSync(path.join(dist, "server", "d.js"), "module.exports={}");
  return { dist, chunks };
}

describe("the compile hints build adapter", () => {
  it("starts every browser chunk with the hint, once, and leaves stylesheets and server code alone", async () => {
    const { dist, chunks } = distWithChunks();
    expect(await addCompileHints(dist)).toBe(2);
    expect(readFileSync(path.join(chunks, "a.js"), "utf8")).toBe(`${COMPILE_HINT}function a(){}\n//# sourceMappingURL=a.js.map`);
    expect(readFileSync(path.join(chunks, "app", "b.js"), "utf8")).toBe(`${COMPILE_HINT}(()=>{})();`);
    expect(readFileSync(path.join(chunks, "c.css"), "utf8")).toBe("body{}");
    expect(readFileSync(path.join(dist, "server", "d.js"), "utf8")).toBe("module.exports={}");
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");

    // A second build step (or a second run) changes nothing.
    expect(await addCompileHints(dist)).toBe(0);
    expect(readFileSync(path.join(chunks, "a.js"), "utf8").split(COMPILE_HINT)).toHaveLength(2);
  });

  it("shifts a chunk's source map by the added line, so its code still maps to the same source", async () => {
    const { dist, chunks } = distWithChunks();
    await addCompileHints(dist);
    const map = new TraceMap(readFileSync(path.join(chunks, "a.js.map"), "utf8"));
    // The function is now on line 2.
    expect(originalPositionFor(map, { line: 2, column: 0 })).toMatchObject({ source: "src.ts", line: 3, column: 0 });
    expect(originalPositionFor(map, { line: 1, column: 0 }).source).toBeNull();
  });

  it("runs as the build's last step on the folder it is given, or on NEXT_DIST_DIR", () => {
    const script = path.join("scripts", "build", "compile-hints.mjs");
    const one = distWithChunks();
    const byArg = spawnSync(process.execPath, [script, one.dist], { encoding: "utf8" });
    expect(byArg.status).toBe(0);
    expect(byArg.stdout).toContain(`2 browser chunk(s) in ${one.dist}`);
    expect(readFileSync(path.join(one.chunks, "app", "b.js"), "utf8").startsWith(COMPILE_HINT)).toBe(true);
    const two = distWithChunks();
    const byEnv = spawnSync(process.execPath, [script], { encoding: "utf8", env: { ...process.env, NEXT_DIST_DIR: two.dist } });
    expect(byEnv.status).toBe(0);
    expect(readFileSync(path.join(two.chunks, "a.js"), "utf8").startsWith(COMPILE_HINT)).toBe(true);
  });
});
