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
 * @typedef {{ databaseId: string, expiries: Map<string, number>, floor?: number, maxExpiries?: number }} CacheScope
 */

/**
 * Tag expiries a process keeps in memory at most (about 100 bytes each, so about 10 MB). Every
 * car and vehicle page has tags of its own, so the recorded expiries grow with the stock changed
 * over the platform's life, not with what a server serves. Past the bound the older half are
 * dropped and the newest time dropped becomes the scope's floor: an entry dated at or before it
 * counts as expired (read again once), so dropping an expiry never lets an older entry through.
 */
export const MAX_TAG_EXPIRIES = 100_000;

/** Drops the older half of the expiries past the scope's bound, raising its floor. */
function keepBounded(scope) {
  const max = scope.maxExpiries ?? MAX_TAG_EXPIRIES;
  if (scope.expiries.size <= max) return;
  const times = [...scope.expiries.values()].sort((a, b) => a - b);
  const floor = times[times.length - Math.ceil(max / 2) - 1];
  for (const [tag, at] of scope.expiries) if (at <= floor) scope.expiries.delete(tag);
  scope.floor = Math.max(scope.floor ?? -Infinity, floor);
}

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

/**
 * Publishes the database's id and recorded expiries (at most `maxExpiries`, MAX_TAG_EXPIRIES by
 * default: see there); a later publication replaces it.
 */
export function publishCacheScope({ databaseId, expiries, maxExpiries = MAX_TAG_EXPIRIES }) {
  // A path segment and a Redis key part: a uuid, with the server's number for the database.
  if (!/^[0-9a-f][0-9a-f-]{35,60}$/i.test(databaseId)) {
    throw new Error(`Not a database id: ${databaseId}`);
  }
  const scope = { databaseId, expiries: new Map(expiries), maxExpiries };
  keepBounded(scope);
  holder.__forecourtCacheScope = scope;
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
  keepBounded(scope);
}

/**
 * Whether one of `tags` expired at or after `lastModified` by the recorded expiries: an entry
 * stored in the same millisecond as an expiry counts as older than the write, and is read again.
 */
export function expiredInScope(scope, tags, lastModified) {
  if (typeof lastModified !== "number" || !Number.isFinite(lastModified)) return false;
  if (scope.floor !== undefined && lastModified <= scope.floor) return true;
  for (const tag of tags) {
    const expired = scope.expiries.get(tag);
    if (expired !== undefined && expired >= lastModified) return true;
  }
  return false;
}
