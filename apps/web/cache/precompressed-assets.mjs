// The build's scripts and style sheets, compressed once with Brotli at its highest quality and
// served as such to browsers that accept it. Next compresses its answers with gzip on the fly;
// Brotli at quality 11 is too slow for that but takes about 14% more off the same JavaScript
// (a vehicle page's first load: 156.7 kB gzip, 134.6 kB Brotli), and these files never change
// once built, so each is compressed once, beside itself (`x.js` -> `x.js.br`).
//
// `precompressStatic(webDir)` writes the `.br` files after `next build` (scripts/after-build.mjs),
// and `brotliCopiesAtStart` makes any that are missing when a server starts, so a build made by a
// bare `next build` never answers a browser that takes br with 404s for its scripts;
// `precompressedAssetRoutes()` is the part of next.config.ts that serves them: a request for a
// script or style sheet under /_next/static whose Accept-Encoding takes `br` is rewritten to the
// `.br` file and answered with `Content-Encoding: br` and the original type. Every answer for
// those files varies on Accept-Encoding, so a shared cache keeps the two apart.
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

export const BROTLI_SUFFIX = ".br";

/** What gets a Brotli copy, with the type its answer keeps. */
const COMPRESSED_TYPES = {
  js: "application/javascript; charset=UTF-8",
  css: "text/css; charset=UTF-8",
};

/**
 * An Accept-Encoding value that takes `br` (RFC 9110 §12.5.3): `br` listed without a weight of
 * zero. Next matches `has` values against the whole header.
 */
export const ACCEPTS_BROTLI =
  "(?:.*[\\s,])?br(?:\\s*;\\s*q=(?:1(?:\\.0*)?|0?\\.0*[1-9]\\d*))?(?:\\s*,.*)?\\s*";

const takesBrotli = [{ type: "header", key: "accept-encoding", value: ACCEPTS_BROTLI }];

/** The rewrites and headers that serve the `.br` copies (see the top of this file). */
export function precompressedAssetRoutes() {
  const types = Object.entries(COMPRESSED_TYPES);
  const source = (ext) => `/_next/static/:file(.+\\.${ext})`;
  return {
    rewrites: types.map(([ext]) => ({
      source: source(ext),
      has: takesBrotli,
      destination: `/_next/static/:file${BROTLI_SUFFIX}`,
    })),
    headers: types.flatMap(([ext, type]) => [
      { source: source(ext), headers: [{ key: "vary", value: "Accept-Encoding" }] },
      {
        source: source(ext),
        has: takesBrotli,
        headers: [
          { key: "content-encoding", value: "br" },
          { key: "content-type", value: type },
        ],
      },
    ]),
  };
}

function compressedFiles(dir) {
  const extensions = Object.keys(COMPRESSED_TYPES).map((ext) => `.${ext}`);
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extensions.includes(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `x.br` beside every script and style sheet of the build in `webDir` that has no copy
 * newer than itself (so a file changed after the last run, as the compile hints change chunks, is
 * compressed again), or with `onlyMissing`, that has no copy at all; returns how many it wrote.
 */
export function precompressStatic(webDir, { onlyMissing = false } = {}) {
  let written = 0;
  for (const file of compressedFiles(path.join(webDir, ".next", "static"))) {
    const copy = file + BROTLI_SUFFIX;
    let copyTime = -1;
    try {
      copyTime = statSync(copy).mtimeMs;
    } catch {
      // no copy yet
    }
    if (onlyMissing ? copyTime >= 0 : copyTime >= statSync(file).mtimeMs) continue;
    const source = readFileSync(file);
    // Written beside under a name of its own and renamed into place, so a server reading the copy
    // never sees half of it, even when servers sharing the folder start at once.
    const partial = `${copy}.${randomUUID()}.partial`;
    writeFileSync(
      partial,
      brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
    );
    renameSync(partial, copy);
    written++;
  }
  return written;
}

/**
 * Called as a production server starts (next.config.ts, before Next lists the static files): makes the Brotli copies the
 * build lacks, which is none after `npm run build` and every one after a bare `next build`. Only
 * missing copies: a build copied or mounted elsewhere may have new file times on copies that are
 * right (the compile hints, the one change after the build, are made by after-build.mjs alone).
 * Answers what happened: `null` when nothing was missing; an error when the build's folder cannot
 * be read or written (a read-only image built without its copies), which stops the server, since
 * the rewrites to the copies are fixed in the build and would answer every script with a 404.
 */
export function brotliCopiesAtStart(webDir) {
  // A deployment that serves the build's static files from elsewhere has none here to compress.
  if (!existsSync(path.join(webDir, ".next", "static"))) return null;
  try {
    const written = precompressStatic(webDir, { onlyMissing: true });
    return written === 0
      ? null
      : {
          level: "warn",
          message: `Wrote Brotli copies of ${written} script(s) and style sheet(s) at start: build with \`npm run build\` (scripts/after-build.mjs) to make them once.`,
        };
  } catch (error) {
    return {
      level: "error",
      message: `Could not make the build's Brotli copies (${error instanceof Error ? error.message : String(error)}): browsers that take br would get a 404 for every script, so the server does not start. Build with \`npm run build\`.`,
    };
  }
}
