// Which database the page and data cache serves, and the tag expiries recorded in it
// (docs/decisions 0029). Both cache handlers (local-cache-handler.mjs, cache-handler.mjs) read it;
// the server publishes it once it has opened the database (src/server/cache/cache-scope.ts), on
// `globalThis`, which the handlers (loaded by Next outside the app bundle) share with the app.
//
// - Until it is published, every read is a miss and nothing is stored: which database an entry
//   would belong to is not known yet. The first request of a process opens the database.
// - Entries are kept under the database's own id (`database_identity`, made by the migration):
//   a server started from the same build on another database never reads this one's.
// - A write records its tags' expiry in the database before it is acknowledged
//   (`cache_tag_expiries`), and here; the server reads them all when it starts. An entry stored at
//   or before the last expiry of one of its tags is never served, whatever survived a restart,
//   a crash or a deploy on disk or in Redis. The check is one lookup per tag of the entry.

import { isNextBuild } from "@forecourt/env/runtime-env";

/**
 * @typedef {{ databaseId: string, expiries: Map<string, number> }} CacheScope
 */

const holder = /** @type {{ __forecourtCacheScope?: CacheScope }} */ (globalThis);

/**
 * Whether this process is `next build`: what it writes through the cache are the build's own
 * pages (`server/app`), read by every server of the build whatever its database, and it opens no
 * database to scope them by. The handlers then do as Next's own.
 */
export function isBuild() {
  return isNextBuild();
}

/** The scope published for this process, or null until the database has been opened. */
export function cacheScope() {
  return holder.__forecourtCacheScope ?? null;
}

/** Publishes the database's id and recorded expiries; a later publication replaces it. */
export function publishCacheScope({ databaseId, expiries }) {
  // A path segment and a Redis key part: a uuid, with the server's number for the database.
  if (!/^[0-9a-f][0-9a-f-]{35,60}$/i.test(databaseId)) {
    throw new Error(`Not a database id: ${databaseId}`);
  }
  holder.__forecourtCacheScope = { databaseId, expiries: new Map(expiries) };
}

/** Forgets the scope (tests): reads miss again until the next publication. */
export function forgetCacheScope() {
  delete holder.__forecourtCacheScope;
}

/** Notes expiries this process recorded in the database (or read from it), keeping later ones. */
export function noteTagExpiries(tags, atMs) {
  const scope = cacheScope();
  if (!scope) return;
  for (const tag of tags) {
    if ((scope.expiries.get(tag) ?? -Infinity) < atMs) scope.expiries.set(tag, atMs);
  }
}

/**
 * Whether one of `tags` expired at or after `lastModified` by the recorded expiries: an entry
 * stored in the same millisecond as an expiry counts as older than the write, and is read again.
 */
export function expiredInScope(scope, tags, lastModified) {
  if (typeof lastModified !== "number" || !Number.isFinite(lastModified)) return false;
  for (const tag of tags) {
    const expired = scope.expiries.get(tag);
    if (expired !== undefined && expired >= lastModified) return true;
  }
  return false;
}
