import "server-only";
import { createSiteTagExpiry, type ExpireSiteTags } from "../cache/site-tag-expiry.ts";
import { purgerFromEnv } from "../cache/front-cache.ts";
import { recordTagExpiry } from "../cache/record-tag-expiry.ts";
import { tagWrites } from "../cache/tag-writes.ts";
import { env } from "../env.ts";
import { lineLog } from "../observability/log.ts";

type IncrementalCache = {
  revalidateTag(tags: string[], durations: { expire: number }): Promise<void>;
};
const holder = globalThis as typeof globalThis & {
  __incrementalCache?: IncrementalCache;
  __forecourtWorkerExpiry?: ExpireSiteTags;
};

/**
 * Tag expiry for writes the worker makes outside any request (a scheduled feed pull). Next's
 * `revalidateTag` needs a request's store, so the tags are expired on the server's incremental
 * cache directly (Next keeps it on `globalThis.__incrementalCache` once it has served a request;
 * with REDIS_URL that reaches every server through the shared handler), with the same write
 * notes and front-cache purge as `expireSiteTags`.
 */
export function workerTagExpiry(): ExpireSiteTags {
  holder.__forecourtWorkerExpiry ??= createSiteTagExpiry({
    noteWrite: (tags) => tagWrites().note(tags),
    expireTag: () => {},
    expireNow: async (tags) => {
      await holder.__incrementalCache?.revalidateTag([...tags], { expire: 0 });
    },
    recordExpiry: recordTagExpiry,
    purger: purgerFromEnv(env()),
    log: (line) => lineLog.error(line),
  });
  return holder.__forecourtWorkerExpiry;
}
