import "server-only";
import { revalidateTag } from "next/cache";
import { workAsyncStorage } from "../next-internals.mjs";
import { env } from "../env.ts";
import { purgerFromEnv } from "./front-cache.ts";
import { recordTagExpiry } from "./record-tag-expiry.ts";
import { forgetRequestSites } from "./request-sites.ts";
import { createSiteTagExpiry, type ExpireSiteTags } from "./site-tag-expiry.ts";
import { tagWrites } from "./tag-writes.ts";
import { lineLog } from "../observability/log.ts";

const EXPIRE_AT_ONCE = { expire: 0 } as const;

/** Time for an entry being stored now to be in the cache (Redis answers within this). */
const STORE_SETTLE_MS = 250;

/** Expires tags at once in the page and data cache of the current request's server, if any. */
function requestCacheExpiry(): ((tags: readonly string[]) => Promise<void>) | null {
  const cache = workAsyncStorage.getStore()?.incrementalCache;
  return cache ? (tags) => cache.revalidateTag([...tags], EXPIRE_AT_ONCE) : null;
}

/**
 * For a read that writes kept overtaking (`readNotOvertaken` gave up): its tags are expired again
 * once the entry it is about to store is in the cache, so that entry is never served as new, and
 * the expiry is recorded in the database, so it is not served after a restart either.
 */
export function expireOnceStored(tags: readonly string[]): void {
  const expire = requestCacheExpiry();
  if (!expire) return;
  setTimeout(() => {
    Promise.all([expire(tags), recordTagExpiry(tags)]).catch((error: unknown) => {
      lineLog.error(`Could not expire ${tags.join(" ")} after an overtaken read: ${String(error)}`);
    });
  }, STORE_SETTLE_MS).unref?.();
}

const holder = globalThis as typeof globalThis & { __forecourtExpireSiteTags?: ExpireSiteTags };

/**
 * Next 16 applies a route handler's `revalidateTag` only after the handler returns, while the
 * response is already going out, so a client (or the front cache) could ask again before the tag
 * expired. The same call on the request's cache is awaited here first; Next's own repeats it.
 */
async function expireInThisRequest(tags: readonly string[]): Promise<void> {
  await requestCacheExpiry()?.(tags);
}

/**
 * Every write that changes what a site's pages show awaits this with that site and the tags it
 * touched (`cacheTags.*(site.id)`) before answering. `expire: 0` makes the next request for a
 * tagged page or query wait for fresh data instead of being served the old price once (the
 * "max" profile's stale-while-revalidate). With REDIS_URL the expiry reaches every server through
 * the shared cache handler; it is recorded in the database, which outlives the process; with
 * CACHE_PURGE the front cache drops the site's pages. The sites the request has read
 * (`request-sites.ts`) are read again after it.
 */
export const expireSiteTags: ExpireSiteTags = (site, tags) => {
  // What this request read of its sites is read again after its own write.
  forgetRequestSites();
  holder.__forecourtExpireSiteTags ??= createSiteTagExpiry({
    noteWrite: (tags) => tagWrites().note(tags),
    expireTag: (tag) => revalidateTag(tag, EXPIRE_AT_ONCE),
    expireNow: expireInThisRequest,
    recordExpiry: recordTagExpiry,
    purger: purgerFromEnv(env()),
    log: (line) => lineLog.error(line),
  });
  return holder.__forecourtExpireSiteTags(site, tags);
};
