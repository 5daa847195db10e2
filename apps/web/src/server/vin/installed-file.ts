import "server-only";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * A file an installed package ships (`node_modules/<package path>`), looked for from the working
 * directory up: the app's own node_modules, then the repository's, where npm workspaces hoist it.
 * Throws, naming the file, when it is not installed.
 */
export function installedFile(packagePath: string, what: string): string {
  const wanted = join("node_modules", packagePath);
  for (let dir = process.cwd(); ; dir = dirname(dir)) {
    const file = join(dir, wanted);
    if (existsSync(file)) return file;
    if (dirname(dir) === dir) throw new Error(`${what} (${wanted}) is not installed.`);
  }
}
