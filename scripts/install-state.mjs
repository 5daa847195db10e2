// Whether the installed dependencies are the ones package-lock.json names: npm keeps a copy of
// what it installed in node_modules/.package-lock.json, and `npm start` (scripts/start.mjs) runs
// `npm ci` again when the two differ (an update that changed the lock file).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const packagesOf = (file) => JSON.parse(readFileSync(file, "utf8")).packages ?? {};

/**
 * "missing" with nothing installed, "stale" when a package the lock file names is not installed
 * at its version (one for another platform, marked optional, may be absent) or one it does not
 * name is, "current" otherwise.
 */
export function installState(root) {
  const installed = path.join(root, "node_modules/.package-lock.json");
  if (!existsSync(installed)) return "missing";
  const locked = packagesOf(path.join(root, "package-lock.json"));
  const present = packagesOf(installed);
  for (const [name, entry] of Object.entries(locked)) {
    if (name === "") continue;
    const found = present[name];
    if (found ? found.version !== entry.version : !entry.optional) return "stale";
  }
  for (const name of Object.keys(present)) if (!(name in locked)) return "stale";
  return "current";
}
