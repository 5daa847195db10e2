import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import * as schema from "../schema.ts";
import { openDatabase, type Database, type DatabaseHandle } from "../client.ts";
import { isObservingStatements, tracePglite } from "../tracing.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /**
     * The migrated database every test file starts from: a PGlite data folder's dump (a file
     * path), or the name of a PostgreSQL template database when DATABASE_URL is set.
     */
    testDatabaseTemplate: string;
  }
}

/**
 * A freshly migrated database of its own for each test file, copied from the one the suite's
 * global setup migrated (test-database-template.ts): in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by DATABASE_URL, dropped again on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject("testDatabaseTemplate");
  const url = process.env.DATABASE_URL;
  if (!url) return loadPglite(template);

  const name = `forecourt_test_${process.env.VITEST_POOL_ID ?? "0"}_${randomBytes(4).toString("hex")}`;
  const admin = await openDatabase({ url, migrate: false, maxConnections: 1 });
  await admin.db.execute(`create database ${name} template ${template}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ url: target.toString(), migrate: false, maxConnections: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.db.execute(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

let dump: Promise<Blob> | undefined;

async function loadPglite(file: string): Promise<DatabaseHandle> {
  const [{ PGlite }, { drizzle }, { pgliteExtensions }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("../pglite-extensions.ts"),
  ]);
  dump ??= readFile(file).then((bytes) => new Blob([bytes]));
  const client = await PGlite.create({ loadDataDir: await dump, extensions: pgliteExtensions });
  // Traced and timed as openDatabase does, when traces or metrics are on before it opens.
  const db: Database = drizzle({
    client: isObservingStatements() ? tracePglite(client) : client,
    schema,
  });
  return {
    db,
    kind: "pglite",
    close: () => client.close(),
    listen: (channel, onNotify) => client.listen(channel, () => onNotify()),
  };
}
