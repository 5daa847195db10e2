/** Types of fallback-cache.mjs (the page cache's local stand-in while Redis is down). */
export const LOCAL_MAX_BYTES: number;
export const LOCAL_MAX_AGE_MS: number;
export const PENDING_TAGS_MAX: number;

export type PageCacheEntry = {
  value: unknown;
  tags?: readonly string[];
  lastModified?: number;
  lifespan?: unknown;
};

export type PageCacheHandler = {
  name?: string;
  get(key: string, meta: { implicitTags: string[] }): Promise<PageCacheEntry | null>;
  set(key: string, entry: PageCacheEntry, ctx?: unknown): Promise<void>;
  revalidateTag(tag: string | string[]): Promise<void>;
  delete?(key: string): Promise<void>;
  prepare?(): Promise<void>;
};

export function entrySize(entry: PageCacheEntry | null | undefined): number;

export type LocalPageCache = PageCacheHandler & {
  readonly bytes: number;
  readonly size: number;
  delete(key: string): Promise<void>;
  clear(): void;
};

export function createLocalPageCache(options?: {
  maxBytes?: number;
  maxAgeMs?: number;
  now?: () => number;
}): LocalPageCache;

export type FallbackPageCache = PageCacheHandler & {
  /** Tags expired while Redis could not take them (null: too many, all entries go on return). */
  readonly pendingTags: string[] | null;
  readonly droppedAll: boolean;
  recovered(options?: { dropAll?: () => Promise<void> }): Promise<void>;
};

export function withLocalFallback(
  shared: PageCacheHandler,
  local: LocalPageCache,
  options: { isUp: () => boolean; log?: (line: string) => void },
): FallbackPageCache;
