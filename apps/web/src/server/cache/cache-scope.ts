import "server-only";
import { realpathSync, statSync } from "node:fs";
import path from "node:path";
import { databaseOptionsOf, type Database, type DatabaseHandle } from "@forecourt/db/client";
import { readCacheScope } from "@forecourt/db/repositories/cache/read-cache-scope";
import { readTagExpiriesSince } from "@forecourt/db/repositories/cache/read-tag-expiries-since";
import { noteTagExpiries, publishCacheScope } from "../../../cache/database-scope.mjs";
import { env } from "../env.ts";

/** How often a server on PostgreSQL reads the expiries other processes recorded. */
const RECORDED_EXPIRY_POLL_MS = 2_000;
/**
 * Expiries recorded up to this long before the latest one seen are read again: another process's
 * clock a little behind, or its write committed a little after it took the time.
 */
const OVERLAP_MS = 60_000;
const LOG_EVERY_MS = 60_000;

const holder = globalThis as typeof globalThis & { __forecourtExpiryFollower?: () => void };

/**
 * Tells the page and data cache handlers which database this server opened and the tag
 * expiries recorded in it (apps/web/cache/database-scope.mjs). Called once the database is open,
 * before any cache entry is read or stored: until then every read misses. On PostgreSQL, where
 * other processes (servers, the worker) write too, the expiries they record are then read every
 * RECORDED_EXPIRY_POLL_MS.
 */
export async function publishDatabaseCacheScope(
  handle: Pick<DatabaseHandle, "db" | "kind">,
): Promise<void> {
  const loadedAt = Date.now();
  const place = handle.kind === "pglite" ? dataFolderPlace() : undefined;
  publishCacheScope(await readCacheScope(handle.db, { place }));
  holder.__forecourtExpiryFollower?.();
  holder.__forecourtExpiryFollower =
    handle.kind === "postgres"
      ? followRecordedExpiries(handle.db, { sinceMs: loadedAt })
      : undefined;
}

/**
 * Where the embedded database's folder is: its real path, and the inode and change time of its
 * PG_VERSION file (written once when the database is made, never changed after; a copy is a
 * new file, with a time of its own, even with its dates preserved). A copy of the folder (a
 * restored backup served from a second folder, a folder copied by hand and copied back) is
 * somewhere else, so its cache scope is its own even with the same identity row in it.
 */
export function dataFolderPlace(dataDir = databaseOptionsOf(env()).dataDir): string | undefined {
  if (!dataDir || dataDir.startsWith("memory://")) return undefined;
  try {
    const real = realpathSync(dataDir);
    const { ino, ctimeMs } = statSync(path.join(real, "PG_VERSION"));
    return `${real}#${ino}#${ctimeMs}`;
  } catch {
    return undefined;
  }
}

/**
 * Reads, every `everyMs`, the expiries recorded since `sinceMs` and notes them in the cache
 * scope. A failed read is logged (once a minute at most) and tried again at the next turn.
 * Returns the function that stops it.
 */
export function followRecordedExpiries(
  db: Database,
  {
    sinceMs,
    everyMs = RECORDED_EXPIRY_POLL_MS,
    log = (line: string) => console.error(line),
  }: { sinceMs: number; everyMs?: number; log?: (line: string) => void },
): () => void {
  let latest = sinceMs;
  let isReading = false;
  let lastLogged = -Infinity;
  const timer = setInterval(() => {
    if (isReading) return;
    isReading = true;
    readTagExpiriesSince(db, latest - OVERLAP_MS)
      .then((found) => {
        for (const [tag, at] of found) {
          noteTagExpiries([tag], at);
          latest = Math.max(latest, at);
        }
      })
      .catch((error: unknown) => {
        if (Date.now() - lastLogged < LOG_EVERY_MS) return;
        lastLogged = Date.now();
        log(`Page cache: could not read the recorded tag expiries (${String(error)})`);
      })
      .finally(() => {
        isReading = false;
      });
  }, everyMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
