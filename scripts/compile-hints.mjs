// After `next build`: marks the browser's JavaScript for eager compilation with V8's explicit
// compile hint (a first line `//# allFunctionsCalledOnLoad`, Chrome 136 and later). Without it V8
// compiles each function on the main thread the first time it runs, which on a page's first load
// means all of React, the router and the page's components, module by module, in the tasks that
// make up Total Blocking Time; with it, V8 compiles the whole file on a background thread while
// the file streams in. Browsers without the feature read a comment.
//
// scripts/after-build.mjs runs it after every `next build`. Files already marked are left as they
// are, so it can run twice on one build.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The JavaScript files of a build's browser chunks (`.next/static/chunks`, at any depth). */
function chunkFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Puts the compile hint first in every browser chunk of the build in `webDir`; returns how many
 * files it changed.
 */
export function addCompileHints(webDir) {
  let changed = 0;
  for (const file of chunkFiles(path.join(webDir, ".next", "static", "chunks"))) {
    const source = readFileSync(file, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + source);
    changed++;
  }
  return changed;
}
