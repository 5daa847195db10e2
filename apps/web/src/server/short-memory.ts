export type ShortMemoryOptions = {
  /** How long a loaded value is reused; a change shows within this time. */
  ttlMs: number;
  /** Keys remembered; the least recently used go first. */
  maxEntries: number;
  now?: () => number;
};

/**
 * `load` remembered per key for a short time in a bounded map: at most one load per key per
 * `ttlMs` (callers in that time share it), and keys nobody asked for lately go first, so
 * unknown keys (hosts a client makes up) cannot grow it without bound. A failed load is not
 * remembered: its callers get the failure and the next call tries again.
 */
export function createShortMemory<T>(
  load: (key: string) => Promise<T>,
  options: ShortMemoryOptions,
): (key: string) => Promise<T> {
  const entries = new Map<string, { value: Promise<T>; expiresAt: number }>();
  const now = options.now ?? (() => Date.now());
  return (key) => {
    const at = now();
    const hit = entries.get(key);
    entries.delete(key);
    if (hit && hit.expiresAt > at) {
      entries.set(key, hit);
      return hit.value;
    }
    while (entries.size >= options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    const value = load(key);
    const entry = { value, expiresAt: at + options.ttlMs };
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    entries.set(key, entry);
    return value;
  };
}
