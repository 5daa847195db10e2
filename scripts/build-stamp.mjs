// Which code a build of the web app was made from: a hash of the files the build reads (the app's
// and the packages' sources, the database migrations, the manifests), written into `.next` by the
// build and compared by `npm start` (scripts/start.mjs), which builds again when the code has
// changed since. Tests are left out: changing one does not change the build.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const STAMP = ".next/SOURCE_HASH";

/** The folders and files under the repository's root that a build of apps/web reads. */
function sourcesOf(root) {
  const packages = readdirSync(path.join(root, "packages"));
  return [
    "package-lock.json",
    "apps/web/package.json",
    "apps/web/next.config.ts",
    "apps/web/postcss.config.mjs",
    "apps/web/tsconfig.json",
    "apps/web/src",
    "apps/web/public",
    "packages/db/drizzle",
    ...packages.flatMap((name) => [`packages/${name}/package.json`, `packages/${name}/src`]),
  ];
}

function* filesUnder(root, relative) {
  const entries = readdirSync(path.join(root, relative), { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) yield* filesUnder(root, child);
    else if (entry.isFile() && !/\.test\.[cm]?[jt]sx?$/.test(entry.name)) yield child;
  }
}

/** The hash of the code in `root` that a build of apps/web is made from. */
export function sourceHash(root) {
  const hash = createHash("sha256");
  for (const source of sourcesOf(root)) {
    const full = path.join(root, source);
    if (!existsSync(full)) continue;
    const files = statSync(full).isDirectory() ? [...filesUnder(root, source)] : [source];
    for (const file of files) {
      hash.update(`${file}\0`);
      hash.update(readFileSync(path.join(root, file)));
      hash.update("\0");
    }
  }
  return hash.digest("hex");
}

/** Records in the build in `webDir` the code it was made from. */
export function writeBuildStamp(root, webDir) {
  writeFileSync(path.join(webDir, STAMP), `${sourceHash(root)}\n`);
}

/**
 * "missing" without a build, "stale" when the code has changed since the build was made,
 * "current" otherwise, and for a build that has no stamp (a bare `next build`), which is trusted.
 */
export function buildState(root, webDir) {
  if (!existsSync(path.join(webDir, ".next/BUILD_ID"))) return "missing";
  const stamp = path.join(webDir, STAMP);
  if (!existsSync(stamp)) return "current";
  return readFileSync(stamp, "utf8").trim() === sourceHash(root) ? "current" : "stale";
}
