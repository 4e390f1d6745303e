/**
 * The build's last step (`npm run build` is `next build` and then this; the Dockerfile, `npm test` and
 * the benchmarks build with it): every JavaScript chunk the browser loads starts with V8's explicit
 * compile hint, `//# allFunctionsCalledOnLoad`. `node scripts/build/compile-hints.mjs [distDir]`; the
 * folder defaults to NEXT_DIST_DIR or .next, as in next.config.ts.
 *
 * Why: without it V8 compiles a function the first time it is called, on the main thread. Loading
 * /preferences called ~1,500 functions that way, and their compilation was a third of the page's
 * main-thread work (V8.CompileCode in a Chromium trace), which is what Lighthouse counts as
 * blocking time. With the hint, Chromium (136 and later) compiles the whole chunk while it streams
 * in, on a background thread. Our chunks are the code of the page that loads them, so most of each
 * runs as it loads. Other browsers read the line as a comment. docs/PERFORMANCE.md has the figures.
 *
 * Not a Next.js build adapter (`adapterPath`): with one configured, `next build` stops writing the
 * prerendered pages' HTML that proxy.ts hashes for the Content-Security-Policy.
 *
 * Plain JavaScript, so the build runs it with node alone; types in compile-hints.d.mts, test in
 * compile-hints.test.ts.
 */
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Adds the hint to each .js file under `<distDir>/static/chunks`, once (a file that has it is left
 * alone). A chunk's source map, where the build wrote one, gets an empty first line, so its
 * mappings still point at the right code. Returns how many files it changed.
 */
export async function addCompileHints(distDir) {
  const root = path.join(distDir, "static", "chunks");
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  let changed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".js")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const code = await readFile(file, "utf8");
    if (code.startsWith(COMPILE_HINT)) continue;
    await writeFile(file, COMPILE_HINT + code);
    changed++;
    const mapRef = /\/\/# sourceMappingURL=([^\s]+)\s*$/.exec(code);
    if (mapRef && !mapRef[1].startsWith("data:")) {
      const mapFile = path.join(path.dirname(file), mapRef[1]);
      const map = JSON.parse(await readFile(mapFile, "utf8").catch(() => "null"));
      if (map && typeof map.mappings === "string") await writeFile(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
    }
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const distDir = process.argv[2] ?? (process.env.NEXT_DIST_DIR || ".next");
  const changed = await addCompileHints(distDir);
  console.log(`compile hints: ${changed} browser chunk(s) in ${distDir} marked for eager compilation`);
}
