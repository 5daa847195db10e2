// Next's own file-system page and data cache (the embedded default; next.config.ts uses this
// file when REDIS_URL is not set), with two changes:
//
// - An answer with an error status (404 for an unknown vehicle, page, search or host) is kept
//   only in Next's in-memory cache, which is bounded by `cacheMaxMemorySize` (50 MB by default),
//   and never written to disk. Without it every made-up URL or Host added files under
//   .next/server/route-cache, so anyone could fill the disk; with it the disk holds only pages of
//   things the sites have. The same holds for the answers to one search query (a filtered or
//   later page of a search, tagged MEMORY_ONLY_TAG by the query): a site has millions of filter
//   combinations, so only its memory, bounded, keeps them.
// - An entry whose tag a write expired is never served again, whatever the clocks say. Next
//   stamps a tag's expiry and an entry's age with Date.now(), but decides whether the expiry has
//   come yet with performance.timeOrigin + performance.now(), a clock that only follows the wall
//   clock from the moment the process started: once the wall clock steps ahead of it (time sync
//   on a long-running server), an expiry counts as still in the future and the old price or
//   listing is served for that long. An entry written in the same millisecond as the expiry is
//   also kept by Next; here it counts as older than the write, and is read again once.
// - A page whose render began reading before a write to one of its tags is not stored
//   (error-answer.mjs, isOvertakenPage): stored after the write's expiry, it would be served as
//   new with the rows the write replaced. The next request renders it again.
import {
  FileSystemCache,
  NEXT_CACHE_TAGS_HEADER,
  tagsManifest,
} from "../src/server/next-internals.mjs";
import { isErrorAnswer, isMemoryOnly, isOvertakenPage, PAGE_KINDS } from "./error-answer.mjs";

/** The tags an entry is stored under: a query's from the caller, a page's from its headers. */
function tagsOf(value, ctx) {
  if (value?.kind === "FETCH") return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
  if (PAGE_KINDS.has(value?.kind)) {
    const header = value.headers?.[NEXT_CACHE_TAGS_HEADER];
    return typeof header === "string" && header ? header.split(",") : [];
  }
  return [];
}

/** Whether a write expired one of `tags` at or after `lastModified`, by the wall clock alone. */
function expiredSince(tags, lastModified, now = Date.now()) {
  for (const tag of tags) {
    const expired = tagsManifest.get(tag)?.expired;
    if (typeof expired === "number" && expired >= lastModified && expired <= now) return true;
  }
  return false;
}

export default class LocalCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    const data = await super.get(key, ctx);
    if (data && typeof data.lastModified === "number" && data.lastModified >= 0) {
      if (expiredSince(tagsOf(data.value, ctx), data.lastModified)) return null;
    }
    return data;
  }

  set(key, data, ctx) {
    const tags = tagsOf(data, ctx);
    if (isOvertakenPage(data, tags)) return Promise.resolve();
    if (!isErrorAnswer(data) && !isMemoryOnly(tags)) return super.set(key, data, ctx);
    // The parent decides whether to write before its first await: memory only for this call.
    const flushToDisk = this.flushToDisk;
    this.flushToDisk = false;
    try {
      return super.set(key, data, ctx);
    } finally {
      this.flushToDisk = flushToDisk;
    }
  }
}
