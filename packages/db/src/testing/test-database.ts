import { randomBytes } from "node:crypto";
import { openDatabase, type DatabaseHandle } from "../client.ts";

/**
 * A freshly migrated database of its own for each test file: in-memory PGlite by default, or a
 * new database on the PostgreSQL server named by DATABASE_URL, dropped again on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ dataDir: "memory://" });

  const name = `forecourt_test_${process.env.VITEST_POOL_ID ?? "0"}_${randomBytes(4).toString("hex")}`;
  const admin = await openDatabase({ url, migrate: false, maxConnections: 1 });
  await admin.db.execute(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ url: target.toString(), maxConnections: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.db.execute(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}
