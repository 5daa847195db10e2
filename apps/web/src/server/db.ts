import "server-only";
import { databaseOptionsOf, openDatabase, type DatabaseHandle } from "@forecourt/db/client";
import { hasSites, seedDemoData } from "@forecourt/db/demo/seed";
import { publishDatabaseCacheScope } from "./cache/cache-scope.ts";
import { env } from "./env.ts";
import { mediaStore } from "./media/media-store.ts";

type Holder = { handle?: Promise<DatabaseHandle> };
const holder = globalThis as typeof globalThis & { __forecourtDb?: Holder };

/**
 * One database per process. PGlite has no cross-process lock, so it is opened exactly once here
 * (route handlers, pages and the worker share it); the first open migrates and, on an empty
 * database, seeds the demo sites.
 */
export function database(): Promise<DatabaseHandle> {
  const slot = (holder.__forecourtDb ??= {});
  slot.handle ??= open().catch((error: unknown) => {
    slot.handle = undefined;
    throw error;
  });
  return slot.handle;
}

export async function db() {
  return (await database()).db;
}

async function open(): Promise<DatabaseHandle> {
  const config = env();
  const handle = await openDatabase(databaseOptionsOf(config));
  if (config.SEED_DEMO_DATA === "true" && !(await hasSites(handle.db))) {
    const report = await seedDemoData(handle.db, { mediaStore });
    console.info(
      `Seeded demo data: ${report.sites.map((s) => `${s.slug} (${s.cars} vehicles)`).join(", ")}`,
    );
  }
  // The page and data cache reads and stores nothing until it knows this database (cache-scope.ts).
  await publishDatabaseCacheScope(handle);
  return handle;
}
