// Next's own file-system page and data cache (the embedded default; next.config.ts uses this
// file when REDIS_URL is not set), with one change: an answer with an error status (404 for an
// unknown vehicle, page, search or host) is kept only in Next's in-memory cache, which is bounded
// by `cacheMaxMemorySize` (50 MB by default), and never written to disk. Without it every made-up
// URL or Host added files under .next/server/route-cache, so anyone could fill the disk; with it
// the disk holds only pages of things the sites have.
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { isErrorAnswer } from "./error-answer.mjs";

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

export default class LocalCacheHandler extends FileSystemCache {
  set(key, data, ctx) {
    if (!isErrorAnswer(data)) return super.set(key, data, ctx);
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
