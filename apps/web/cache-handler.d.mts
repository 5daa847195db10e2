/** Types of cache-handler.mjs (Next's page and data cache on Redis). */
import type { TagSweep } from "./tag-sweep.mjs";

type PageCacheEntry = {
  value: unknown;
  tags?: string[];
  lastModified?: number;
  lifespan?: unknown;
};

export function redisPageHandler(options: {
  /** A connected node-redis client (`createClient` of the redis package). */
  client: unknown;
  keyPrefix: string;
}): {
  name: string;
  get(key: string, ctx: { implicitTags: string[] }): Promise<PageCacheEntry | null>;
  set(key: string, entry: PageCacheEntry, ctx?: Record<string, unknown>): Promise<void>;
  revalidateTag(tag: string): Promise<void>;
  /** The deletion of expired tags' entries, after the expiry answered (tag-sweep.mjs). */
  tagSweep: TagSweep;
};

declare const CacheHandler: unknown;
export default CacheHandler;
