// What every build of the web app does after `next build`: the compile hints on the browser's
// chunks (compile-hints.mjs), then a Brotli copy of each script and style sheet, made from the
// hinted files (apps/web/cache/precompressed-assets.mjs). Both leave finished files alone, so it can
// run twice on one build, and a bare `next build` gets both when scripts/start.mjs starts it.
//
//   node scripts/after-build.mjs [web dir, default apps/web]
//
// Run by the web app's build and e2e scripts, scripts/start.mjs and bench/lib/next-build.ts.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { precompressStatic } from "../apps/web/cache/precompressed-assets.mjs";
import { writeBuildStamp } from "./build-stamp.mjs";
import { addCompileHints } from "./compile-hints.mjs";

/** Finishes the build in `webDir`; returns how many files each step wrote. */
export function afterBuild(webDir) {
  const hinted = addCompileHints(webDir);
  const compressed = precompressStatic(webDir);
  return { hinted, compressed };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const webDir = path.resolve(process.argv[2] ?? path.join(root, "apps/web"));
  const { hinted, compressed } = afterBuild(webDir);
  // The build script's own finish: the code this build was made from (build-stamp.mjs).
  writeBuildStamp(root, webDir);
  const where = `${path.relative(root, webDir) || "."}/.next/static`;
  console.log(
    `After build: compile hints on ${hinted} browser chunk(s), Brotli copies of ${compressed} file(s) in ${where}.`,
  );
}
