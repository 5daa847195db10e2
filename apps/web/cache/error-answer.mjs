// Which cache entries are error answers, for both page cache handlers: the file-system one
// (local-cache-handler.mjs) keeps them off the disk, the Redis one (cache-handler.mjs) out of
// Redis. A 404 for a made-up vehicle, page, search or host is not a page of the site, so storing
// it would let anyone fill the cache with junk URLs. Also which rendered pages a write in this
// process overtook, which the file-system handler does not store (the Redis handler's own check,
// which also sees other servers' writes, is in entry-read-time.mjs).

/**
 * The tag of entries kept only in a server's bounded memory, never on disk or in Redis: the
 * answers to one search query (a filtered or later page of a search: a site has millions of
 * filter combinations). The page that reads such an entry carries the tag too.
 */
export const MEMORY_ONLY_TAG = "forecourt:memory-only";

/** Whether an entry under these tags is kept in memory only. */
export function isMemoryOnly(tags) {
  return Boolean(tags?.includes(MEMORY_ONLY_TAG));
}

/** The cache entry kinds that are rendered pages or route answers. */
export const PAGE_KINDS = new Set(["APP_PAGE", "APP_ROUTE", "PAGES"]);

/** A rendered page or route answer whose status says it is not a page of the site. */
export function isErrorAnswer(data) {
  return Boolean(data && PAGE_KINDS.has(data.kind) && (data.status ?? 200) >= 400);
}

/**
 * A handler of @fortedigital/nextjs-cache-handler that stores everything but error answers
 * (its `set` receives `{ value, tags, lifespan, ... }`, the entry being `value`).
 */
export function withoutErrorAnswers(handler) {
  return {
    ...handler,
    set: (key, entry, ctx) =>
      isErrorAnswer(entry?.value) ? Promise.resolve() : handler.set(key, entry, ctx),
  };
}

/**
 * A rendered page whose render began reading before a write in this process to one of its tags:
 * it may show the rows the write replaced, yet it is stored after the write's expiry, so it would
 * be served as new. The record is the app's (src/server/cache/tag-writes.ts, on `globalThis`,
 * since Next loads the handlers outside the app's bundle); without it nothing was written yet.
 */
export function isOvertakenPage(value, tags) {
  if (!value || !PAGE_KINDS.has(value.kind)) return false;
  return Boolean(globalThis.__forecourtTagWrites?.renderOvertaken(tags));
}
