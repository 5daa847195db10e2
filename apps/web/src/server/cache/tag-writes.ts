import { NEXT_CACHE_IMPLICIT_TAG_ID } from "../next-internals.mjs";

/**
 * When this process last expired each cache tag, so a query or a page render can tell that a
 * write overtook it: a read that began before a write and finished after it holds the old rows,
 * and storing those after the write's expiry would keep the old answer cached as if it were new.
 * Bounded: the tags written and the renders begun longest ago are forgotten first.
 */
export type TagWrites = {
  /** Called by a write just before it expires `tags` in the cache, and again once expired. */
  note: (tags: readonly string[]) => void;
  /** Whether any of `tags` was written at or after `at` (a Date.now() time). */
  writtenSince: (tags: readonly string[], at: number) => boolean;
  /**
   * Called by a page render before each read, with the tags Next derives from the page's path:
   * the first call of a render marks when it began reading.
   */
  noteRenderRead: (pathTags: readonly string[]) => void;
  /**
   * Called as a rendered page is stored, with all of its tags: when its render began reading
   * (undefined for a render not noted here). Forgets the render.
   */
  takeRenderStart: (pageTags: readonly string[]) => number | undefined;
  /**
   * Called as a rendered page is stored, with all of its tags: whether a write to one of them
   * came at or after its render began reading, so the page may show rows older than the write.
   * Forgets the render.
   */
  renderOvertaken: (pageTags: readonly string[]) => boolean;
};

/** A render's key: the tags Next derives from its page's path, which its cache entry carries. */
function renderKey(tags: readonly string[]): string | null {
  const own = tags.filter((tag) => tag.startsWith(NEXT_CACHE_IMPLICIT_TAG_ID));
  return own.length > 0 ? own.join(",") : null;
}

/** Sets `key` as the newest entry of `map`, dropping the oldest beyond `max`. */
function setNewest(map: Map<string, number>, key: string, value: number, max: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
}

export function createTagWrites(
  options: { maxTags?: number; maxRenders?: number; now?: () => number } = {},
): TagWrites {
  const maxTags = options.maxTags ?? 10_000;
  const maxRenders = options.maxRenders ?? 10_000;
  const now = options.now ?? (() => Date.now());
  const lastWrite = new Map<string, number>();
  const renderBegan = new Map<string, number>();
  const writtenSince = (tags: readonly string[], at: number) =>
    tags.some((tag) => (lastWrite.get(tag) ?? -Infinity) >= at);
  const takeRenderStart = (pageTags: readonly string[]) => {
    const key = renderKey(pageTags);
    if (key === null) return undefined;
    const began = renderBegan.get(key);
    renderBegan.delete(key);
    return began;
  };
  return {
    note(tags) {
      const at = now();
      for (const tag of tags) setNewest(lastWrite, tag, at, maxTags);
    },
    writtenSince,
    noteRenderRead(pathTags) {
      const key = renderKey(pathTags);
      if (key !== null && !renderBegan.has(key)) setNewest(renderBegan, key, now(), maxRenders);
    },
    takeRenderStart,
    renderOvertaken(pageTags) {
      const began = takeRenderStart(pageTags);
      return began !== undefined && writtenSince(pageTags, began);
    },
  };
}

const READ_ATTEMPTS = 5;

/**
 * Runs `read` until no write to its tags began while it ran, at most five times, so what goes
 * into the cache is not older than the last expiry of its tags. When writes overtake all five
 * reads, the last one is returned and `onGaveUp` is called: the caller expires the entry again
 * once it is stored, so it is read afresh on its next use however the writes end. `readAt` is
 * when the returned read began: the shared cache dates the entry by it (entry-read-time.mjs).
 */
export async function readNotOvertaken<T>(
  read: () => Promise<T>,
  tags: readonly string[],
  writes: TagWrites,
  options: { now?: () => number; onGaveUp?: () => void } = {},
): Promise<{ value: T; readAt: number }> {
  const now = options.now ?? (() => Date.now());
  for (let attempt = 1; ; attempt += 1) {
    const readAt = now();
    const value = await read();
    if (!writes.writtenSince(tags, readAt)) return { value, readAt };
    if (attempt >= READ_ATTEMPTS) {
      options.onGaveUp?.();
      return { value, readAt };
    }
  }
}

const holder = globalThis as typeof globalThis & { __forecourtTagWrites?: TagWrites };

/**
 * The process's record, shared by every bundle of the server that imports this module and by the
 * page cache handlers (local-cache-handler.mjs, cache-handler.mjs), which Next loads outside the
 * bundle and which find it on `globalThis.__forecourtTagWrites`.
 */
export function tagWrites(): TagWrites {
  holder.__forecourtTagWrites ??= createTagWrites();
  return holder.__forecourtTagWrites;
}
