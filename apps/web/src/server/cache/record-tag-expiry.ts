import "server-only";
import { recordTagExpiries } from "@forecourt/db/repositories/cache/record-tag-expiries";
import { noteTagExpiries } from "../../../cache/database-scope.mjs";
import { db } from "../db.ts";

/**
 * Records in the database that `tags` expired now, and notes it in this process's cache scope
 * (database-scope.mjs). Awaited before a write is acknowledged: the page and data cache reads the
 * recorded expiries when the server starts, so an entry cached before the write is never served
 * after a restart, a crash or a deploy (docs/decisions 0029).
 */
export async function recordTagExpiry(tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  const at = Date.now();
  await recordTagExpiries(await db(), tags, at);
  noteTagExpiries(tags, at);
}
