/**
 * When this process last expired each cache tag, so a query can tell that a write overtook it:
 * a read that began before a write and finished after it holds the old rows, and storing those
 * after the write's expiry would keep the old answer cached as if it were new. Bounded: the
 * tags written longest ago are forgotten first.
 */
export type TagWrites = {
  /** Called by a write just before it expires `tags` in the cache. */
  note: (tags: readonly string[]) => void;
  /** Whether any of `tags` was written at or after `at` (a Date.now() time). */
  writtenSince: (tags: readonly string[], at: number) => boolean;
};

export function createTagWrites(options: { maxTags?: number; now?: () => number } = {}): TagWrites {
  const maxTags = options.maxTags ?? 10_000;
  const now = options.now ?? (() => Date.now());
  const lastWrite = new Map<string, number>();
  return {
    note(tags) {
      const at = now();
      for (const tag of tags) {
        lastWrite.delete(tag);
        lastWrite.set(tag, at);
      }
      while (lastWrite.size > maxTags) {
        const oldest = lastWrite.keys().next().value;
        if (oldest === undefined) break;
        lastWrite.delete(oldest);
      }
    },
    writtenSince(tags, at) {
      return tags.some((tag) => (lastWrite.get(tag) ?? -Infinity) >= at);
    },
  };
}

const READ_ATTEMPTS = 5;

/**
 * Runs `read` until no write to its tags began while it ran, at most five times, so what goes
 * into the cache is not older than the last expiry of its tags. When writes overtake all five
 * reads, the last one is returned and `onGaveUp` is called: the caller expires the entry again
 * once it is stored, so it is read afresh on its next use however the writes end.
 */
export async function readNotOvertaken<T>(
  read: () => Promise<T>,
  tags: readonly string[],
  writes: TagWrites,
  options: { now?: () => number; onGaveUp?: () => void } = {},
): Promise<T> {
  const now = options.now ?? (() => Date.now());
  for (let attempt = 1; ; attempt += 1) {
    const startedAt = now();
    const value = await read();
    if (!writes.writtenSince(tags, startedAt)) return value;
    if (attempt >= READ_ATTEMPTS) {
      options.onGaveUp?.();
      return value;
    }
  }
}

const holder = globalThis as typeof globalThis & { __forecourtTagWrites?: TagWrites };

/** The process's record, shared by every bundle of the server that imports this module. */
export function tagWrites(): TagWrites {
  holder.__forecourtTagWrites ??= createTagWrites();
  return holder.__forecourtTagWrites;
}
