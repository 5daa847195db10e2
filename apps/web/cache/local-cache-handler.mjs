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
// - The files it writes take at most PAGE_CACHE_DISK_MB (1024 by default) under
//   .next/server/route-cache (pages) and .next/cache/fetch-cache (query data): past it, the
//   entries written longest ago are removed until they take 90% of it (disk-cap.mjs). A removed
//   entry is a miss, rendered again by the next request; one still in the memory cache is served
//   from there. Without the cap the disk grew with every page of the stock ever rendered.
// - Its files are kept under the id of the database the server opened, `route-cache/{id}/...`
//   and `fetch-cache/{id}/...`, and an entry stored at or before a tag expiry recorded in that
//   database is never served (database-scope.mjs): the expiries outlive the process, so a page
//   on disk from before a restart is not served past a write made before it. Until the server
//   has opened its database nothing is read or stored; `next build` reads and writes as Next does.
import {
  FileSystemCache,
  NEXT_CACHE_TAGS_HEADER,
  ROUTE_CACHE_DIRECTORY,
  tagsManifest,
} from "../src/server/next-internals.mjs";
import { cacheScope, expiredInScope, isBuild } from "./database-scope.mjs";
import { diskCapFor } from "./disk-cap.mjs";
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

const ROUTE_CACHE_PREFIX = `/${ROUTE_CACHE_DIRECTORY}/`;

export default class LocalCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    const scope = cacheScope();
    if (!scope && !isBuild()) return null;
    const data = await super.get(key, ctx);
    if (data && typeof data.lastModified === "number" && data.lastModified >= 0) {
      const tags = tagsOf(data.value, ctx);
      if (expiredSince(tags, data.lastModified)) return null;
      if (scope && expiredInScope(scope, tags, data.lastModified)) return null;
    }
    return data;
  }

  /**
   * Where Next keeps an entry's files, with the database's id in front of the entry's own path:
   * a query's (`fetch-cache/{id}/...`) and a rendered page's (`route-cache/{id}/...`). The build's
   * own pages (`server/app`) stay where the build put them.
   */
  getFilePath(key, kind) {
    const databaseId = isBuild() ? undefined : cacheScope()?.databaseId;
    if (!databaseId) return super.getFilePath(key, kind);
    if (kind === "FETCH") return super.getFilePath(`${databaseId}/${key}`, kind);
    if (key.startsWith(ROUTE_CACHE_PREFIX)) {
      return super.getFilePath(
        `${ROUTE_CACHE_PREFIX}${databaseId}/${key.slice(ROUTE_CACHE_PREFIX.length)}`,
        kind,
      );
    }
    return super.getFilePath(key, kind);
  }

  set(key, data, ctx) {
    if (!cacheScope() && !isBuild()) return Promise.resolve();
    const tags = tagsOf(data, ctx);
    if (isOvertakenPage(data, tags)) return Promise.resolve();
    if (!isErrorAnswer(data) && !isMemoryOnly(tags)) {
      const isWritten = this.flushToDisk && Boolean(data);
      return super.set(key, data, ctx).then(() => {
        if (isWritten) this.#noteWritten(key, data.kind);
      });
    }
    // The parent decides whether to write before its first await: memory only for this call.
    const flushToDisk = this.flushToDisk;
    this.flushToDisk = false;
    try {
      return super.set(key, data, ctx);
    } finally {
      this.flushToDisk = flushToDisk;
    }
  }

  /** Next copies a page the build rendered into the route cache on its first read: counted too. */
  async promoteSeed(key, seedKey, data, ...rest) {
    await super.promoteSeed(key, seedKey, data, ...rest);
    if (this.flushToDisk && data?.value?.kind) this.#noteWritten(key, data.value.kind);
  }

  /** Counts an entry just written towards the disk cap, by its main file. */
  #noteWritten(key, kind) {
    if (kind !== "FETCH" && !PAGE_KINDS.has(kind)) return;
    const mainFile =
      kind === "FETCH"
        ? this.getFilePath(key, kind)
        : this.getFilePath(`${key}${kind === "APP_ROUTE" ? ".body" : ".html"}`, kind);
    diskCapFor(this.serverDistDir).noteWritten(mainFile);
  }
}
