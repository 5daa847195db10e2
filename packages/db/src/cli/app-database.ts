import path from "node:path";
import { fileURLToPath } from "node:url";
import { databaseOptionsOf, type OpenDatabaseOptions } from "../client.ts";

/**
 * The web app's folder. The server runs there, so a relative DATA_DIR is relative to it; every
 * command line tool reads the same folder, from wherever npm runs it (`-w @forecourt/db` runs
 * in packages/db).
 */
export const WEB_APP_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../../apps/web",
);

/** The database the web app opens with this configuration: its data folder under WEB_APP_DIR. */
export function appDatabaseOptionsOf(
  config: Parameters<typeof databaseOptionsOf>[0],
): OpenDatabaseOptions {
  return databaseOptionsOf(config, WEB_APP_DIR);
}
