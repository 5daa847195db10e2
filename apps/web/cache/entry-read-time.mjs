// When a cache entry's data was read, so the shared (Redis) page and data cache can date the
// entry by that moment rather than by when it is stored. A server that read a car's old price,
// then stored the page or query after another server's write had expired it, would otherwise
// keep the old price cached as new for every server. Each tag expiry is timed in Redis and the
// handler (@fortedigital/nextjs-cache-handler's redis-strings) drops an entry dated before its
// tags' last expiry when it is read. Both times are wall-clock times of two servers: they are
// compared as if the servers' clocks agree (NTP), which they do well within a render.
import { PAGE_KINDS } from "./error-answer.mjs";

/** The stamp a query's cached text starts with, as Next stores it (JSON of a string). */
const STORED_STAMP = /^"(\d+):/;
const STAMP = /^(\d+):/;

/** A query's text for the data cache, with when its read began in front (server/cached.ts). */
export function stampReadTime(readAt, text) {
  return `${Math.floor(readAt)}:${text}`;
}

/** A query's text from the data cache without its stamp (an unstamped text comes back whole). */
export function unstampReadTime(stamped) {
  const match = STAMP.exec(stamped);
  return match ? stamped.slice(match[0].length) : stamped;
}

/**
 * When the data of an entry being stored was read: a page's from when its render began reading
 * (src/server/cache/tag-writes.ts, on `globalThis`; forgotten once asked), a query's from its
 * stamp. Undefined for anything else, or a render this process did not note.
 */
export function readTimeOf(value, tags) {
  if (value && PAGE_KINDS.has(value.kind)) {
    return globalThis.__forecourtTagWrites?.takeRenderStart(tags);
  }
  if (value?.kind === "FETCH" && typeof value.data?.body === "string") {
    const match = STORED_STAMP.exec(value.data.body);
    return match ? Number(match[1]) : undefined;
  }
  return undefined;
}

/** The hash where the redis-strings handler keeps tag expiry times (its own key, not exported). */
export const REVALIDATED_TAGS_KEY = "__revalidated_tags__";

/**
 * A redis-strings handler that dates each entry by when its data was read, and times every tag
 * expiry in the hash it checks entries against (its own expiry timed only Next's path tags and,
 * for ours, deleted the entries carrying them: one stored after that deletion was served). The
 * expiry is timed before the inner `revalidateTag` runs, which under `sweptLater`
 * (tag-sweep.mjs) only queues the deletion.
 * An entry whose read a write in this process overtook is not stored at all. An entry read in the
 * same millisecond as an expiry counts as older than it, and is read again once.
 */
export function datedByRead(handler, { client, keyPrefix, timeoutMs }) {
  const revalidatedTags = keyPrefix + REVALIDATED_TAGS_KEY;
  return {
    ...handler,
    set(key, entry, ctx) {
      const tags = entry?.tags ?? [];
      const readAt = readTimeOf(entry?.value, tags);
      if (readAt === undefined) return handler.set(key, entry, ctx);
      if (globalThis.__forecourtTagWrites?.writtenSince(tags, readAt)) return Promise.resolve();
      const lastModified = Math.min(entry.lastModified ?? Infinity, readAt - 1);
      return handler.set(key, { ...entry, lastModified }, ctx);
    },
    async revalidateTag(tag) {
      await client
        .withAbortSignal(AbortSignal.timeout(timeoutMs))
        .hSet(revalidatedTags, tag, Date.now());
      await handler.revalidateTag(tag);
    },
  };
}
