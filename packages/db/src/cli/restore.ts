import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { env } from "@forecourt/env/env";
import { EMBEDDED_CACHE_FOLDERS } from "@forecourt/env/runtime-env";
import { restoreEmbeddedDatabase } from "../backup/embedded-backup.ts";
import { isDataFolderInUse } from "../data-folder-lock.ts";
import { appDatabaseOptionsOf, WEB_APP_DIR } from "./app-database.ts";

/**
 * npm run restore FILE
 *
 * Puts a backup from `npm run backup` in place of the embedded database (apps/web/DATA_DIR), while
 * no server runs: a running one holds the folder's lock and the command refuses. The database
 * that was there is moved aside, not deleted, and the web app's page and data caches on disk are
 * cleared (they show the database they were made from). The next start migrates the restored
 * database if it is older than the code.
 */

async function main(args: string[]): Promise<number> {
  const [file, ...rest] = args;
  if (!file || rest.length > 0) {
    console.error("Usage: npm run restore FILE");
    return 2;
  }
  const config = env();
  if (config.DATABASE_URL) {
    console.error(
      "DATABASE_URL is set: restore PostgreSQL with pg_restore, as docs/deploy.md shows.",
    );
    return 2;
  }
  let archive: Blob;
  try {
    archive = new Blob([await readFile(file)]);
  } catch (error) {
    console.error(`${file} is not a readable file: ${(error as Error).message}`);
    return 1;
  }
  const web = WEB_APP_DIR;
  const dataDir = appDatabaseOptionsOf(config).dataDir!;
  try {
    const { previous } = await restoreEmbeddedDatabase(dataDir, archive);
    for (const folder of EMBEDDED_CACHE_FOLDERS) {
      await rm(path.join(web, folder), {
        recursive: true,
        force: true,
        maxRetries: 5,
        retryDelay: 200,
      });
    }
    console.log(`Restored ${file} into ${dataDir}.`);
    if (previous) console.log(`The database that was there is kept in ${previous}.`);
    console.log("The server's page and data caches were cleared: start it with npm start.");
    return 0;
  } catch (error) {
    console.error(
      isDataFolderInUse(error)
        ? error.message
        : `Restore failed, the folder is unchanged: ${(error as Error).message}`,
    );
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
