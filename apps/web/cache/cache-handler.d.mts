/** Types of cache-handler.mjs (Next's page and data cache on Redis). */
import type { TagSweep } from "./tag-sweep.mjs";
import type { LocalPageCache } from "./fallback-cache.mjs";
import type { CacheScope } from "./database-scope.mjs";

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
  /** This server's memory-only entries (one search query's answers, never in Redis). */
  local: LocalPageCache;
};

export const PAGE_REVALIDATE_SECONDS: number;
/** Seconds an entry's key lives in Redis after it was written, from its revalidation. */
export function expireAgeOf(staleAge: number): number;
export const MEMORY_ONLY_MAX_BYTES: number;

/**
 * The shared cache with its local stand-in while Redis is down (fallback-cache.mjs): recovers on
 * the client's "ready" after an outage.
 */
export function pageHandlerWithFallback(options: {
  client: unknown;
  keyPrefix: string;
  log?: (line: string) => void;
}): {
  get(key: string, ctx: { implicitTags: string[] }): Promise<PageCacheEntry | null>;
  set(key: string, entry: PageCacheEntry, ctx?: Record<string, unknown>): Promise<void>;
  revalidateTag(tag: string): Promise<void>;
  recovered(options?: { dropAll?: () => Promise<void> }): Promise<void>;
};

type ScopedHandler = {
  name?: string;
  get(key: string, ctx: { implicitTags: string[] }): Promise<PageCacheEntry | null>;
  set(key: string, entry: PageCacheEntry, ctx?: Record<string, unknown>): Promise<void>;
  revalidateTag(tag: string): Promise<void>;
  delete?(key: string): Promise<void>;
  prepare?(): Promise<unknown> | undefined;
};

/** The handler of the database the server opened (database-scope.mjs), keys under its id. */
export function perDatabase<T extends ScopedHandler>(
  makeHandler: (databaseId: string) => T,
  options?: { scope?: () => CacheScope | null },
): {
  name: string;
  get(key: string, ctx: { implicitTags: string[] }): Promise<PageCacheEntry | null>;
  set(key: string, entry: PageCacheEntry, ctx?: Record<string, unknown>): Promise<void>;
  revalidateTag(tag: string): Promise<void>;
  delete(key: string): Promise<void>;
  current(): T | null;
};

/**
 * One server's page cache on Redis at `url`, answered at once: the connection is made in the
 * background, and the server serves from its own memory until Redis is ready.
 */
export function createPageCache(options: {
  url: string;
  buildId?: string;
  log?: (line: string) => void;
}): {
  client: { isReady: boolean; isOpen: boolean; destroy(): void };
  handler: ReturnType<typeof perDatabase<ReturnType<typeof pageHandlerWithFallback>>>;
  config: { handlers: unknown[]; ttl: Record<string, unknown> };
};

declare const CacheHandler: unknown;
export default CacheHandler;
