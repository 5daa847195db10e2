import "server-only";
import type { Database } from "@forecourt/db/client";
import { readCacheScope } from "@forecourt/db/repositories/cache/read-cache-scope";
import { publishCacheScope } from "../../../cache/database-scope.mjs";

/**
 * Tells the page and data cache handlers which database this server opened and the tag
 * expiries recorded in it (database-scope.mjs). Called once the database is open, before any
 * cache entry is read or stored: until then every read misses.
 */
export async function publishDatabaseCacheScope(db: Database): Promise<void> {
  publishCacheScope(await readCacheScope(db));
}
