import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root, and the web app the benchmarks build and serve. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const WEB_DIR = path.join(ROOT, "apps", "web");
