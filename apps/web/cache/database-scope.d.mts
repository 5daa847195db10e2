/** Types of database-scope.mjs (the database the page and data cache serves, and its expiries). */
export type CacheScope = { databaseId: string; expiries: Map<string, number> };

export function cacheScope(): CacheScope | null;

export function isBuild(): boolean;

export function publishCacheScope(scope: {
  databaseId: string;
  expiries: Iterable<readonly [string, number]>;
}): void;

export function forgetCacheScope(): void;

export function noteTagExpiries(tags: readonly string[], atMs: number): void;

export function expiredInScope(
  scope: CacheScope,
  tags: readonly string[],
  lastModified: number | undefined,
): boolean;
