/** Types of database-scope.mjs (the database the page and data cache serves, and its expiries). */
export type CacheScope = {
  databaseId: string;
  expiries: Map<string, number>;
  /** Entries dated at or before it count as expired: the expiries dropped to keep the bound. */
  floor?: number;
  /** Expiries kept at most (MAX_TAG_EXPIRIES unless published with another). */
  maxExpiries?: number;
};

export const MAX_TAG_EXPIRIES: number;

export function cacheScope(): CacheScope | null;

export function isBuild(): boolean;

export function publishCacheScope(scope: {
  databaseId: string;
  expiries: Iterable<readonly [string, number]>;
  maxExpiries?: number;
}): void;

export function forgetCacheScope(): void;

export function noteTagExpiries(tags: readonly string[], atMs: number): void;

export function expiredInScope(
  scope: CacheScope,
  tags: readonly string[],
  lastModified: number | undefined,
): boolean;
