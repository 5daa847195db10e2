import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { acquireDataFolderLock } from "../data-folder-lock.ts";
import { durablePgliteOptions } from "../durable-pglite.ts";

/**
 * Backup and restore of the embedded database. A backup is PGlite's own dump of the data folder
 * (`DatabaseHandle.snapshot`: a gzipped tar taken between two queries), whether the running
 * server takes it (GET /api/v1/backup) or `npm run backup` with no server. The media's bytes are
 * rows of the database (database-media-store.ts), so the dump holds them too.
 */

type RestoreResult = {
  /** Where the folder's earlier database was moved (kept, never deleted), or null if none. */
  previous: string | null;
};

/**
 * A restored database is another copy of the data: it gets a random identity of its own
 * (`database_identity`, docs/decisions 0029), so the page and data cache never serves one copy's
 * pages for the other, whichever folder either is served from. An archive from before the table
 * existed gets one from its migration.
 */
async function renewIdentity(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ has: boolean }>(
    "select to_regclass('database_identity') is not null as has",
  );
  if (rows[0]?.has) await client.query("update database_identity set id = gen_random_uuid()");
}

/**
 * Restores `archive` into `dataDir` under the folder's lock (refused with DataFolderInUseError
 * while a server has it): it is unpacked beside the folder and opened once (a broken archive
 * stops here, and the folder is untouched), given a new identity, then swapped in; a database
 * already there is moved aside to `<folder>.before-restore-<time>`.
 */
export async function restoreEmbeddedDatabase(
  dataDir: string,
  archive: Blob,
  now = new Date(),
): Promise<RestoreResult> {
  const lock = acquireDataFolderLock(dataDir, { command: "restore" });
  const staging = `${dataDir}.restoring`;
  try {
    rmSync(staging, { recursive: true, force: true });
    try {
      const client = await PGlite.create({
        ...(await durablePgliteOptions(staging)),
        loadDataDir: archive,
      });
      await client.query("select 1");
      await renewIdentity(client);
      await client.close();
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw new Error(
        `The backup could not be opened as a database: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    let previous: string | null = null;
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
      previous = `${dataDir}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
      renameSync(dataDir, previous);
    } else {
      rmSync(dataDir, { recursive: true, force: true });
    }
    renameSync(staging, dataDir);
    return { previous };
  } finally {
    lock.release();
  }
}
