// Deleting an expired tag's entries from the shared (Redis) page and data cache after the write
// that expired it has answered, rather than while it waits. The redis-strings handler of
// @fortedigital/nextjs-cache-handler finds a tag's entries by scanning the tags of every entry of
// every site, and its lapsed entries by scanning their lifespans, once per tag: a write's wait grew
// with the whole deployment (bench/tag-expiry.ts). Once a tag's expiry is timed in Redis
// (entry-read-time.mjs), the handler already drops an entry dated before it when the entry is read,
// on every server; the deletion only gives Redis its memory back. So here it is queued, and the
// tags expired while one sweep runs are all swept by the next: one scan for a burst of writes.

/** The handler's hashes of each entry's tags and of each entry's end (passed to it by name). */
export const SHARED_TAGS_KEY = "__sharedTags__";
export const SHARED_TAGS_TTL_KEY = "__sharedTagsTtl__";
/** Hash fields asked for per scan step, as the handler does. */
const SCAN_COUNT = 10_000;
/** Keys deleted per command. */
const DELETE_BATCH = 1_000;
const LOG_EVERY_MS = 60_000;

/** Every field and value of a hash, a step at a time (HSCAN: entries set meanwhile may be missed). */
async function scanHash(client, key, timeoutMs) {
  const rows = [];
  let cursor = "0";
  do {
    const step = await client
      .withAbortSignal(AbortSignal.timeout(timeoutMs))
      .hScan(key, cursor, { COUNT: SCAN_COUNT });
    rows.push(...step.entries);
    cursor = String(step.cursor);
  } while (cursor !== "0");
  return rows;
}

/** An entry's tags as the handler writes them in its hash (JSON of a list). */
function tagsOf(row) {
  try {
    const tags = JSON.parse(row);
    return Array.isArray(tags) ? tags : [];
  } catch {
    return [];
  }
}

/**
 * The entries carrying one of `tags`, and those whose lifespan has ended (the handler's own
 * clean-up of ended entries, which it ran with every expiry), from one scan of each hash.
 */
async function entriesToDelete({ client, keyPrefix, timeoutMs }, tags, now) {
  const doomed = new Set();
  for (const { field, value } of await scanHash(client, keyPrefix + SHARED_TAGS_KEY, timeoutMs)) {
    if (tagsOf(value).some((tag) => tags.has(tag))) doomed.add(field);
  }
  for (const { field, value } of await scanHash(
    client,
    keyPrefix + SHARED_TAGS_TTL_KEY,
    timeoutMs,
  )) {
    if (now > Number(value) * 1000) doomed.add(field);
  }
  return [...doomed];
}

async function deleteEntries({ client, keyPrefix, timeoutMs }, keys) {
  for (let start = 0; start < keys.length; start += DELETE_BATCH) {
    const batch = keys.slice(start, start + DELETE_BATCH);
    const redis = client.withAbortSignal(AbortSignal.timeout(timeoutMs));
    await Promise.all([
      redis.unlink(batch.map((key) => keyPrefix + key)),
      redis.hDel(keyPrefix + SHARED_TAGS_KEY, batch),
      redis.hDel(keyPrefix + SHARED_TAGS_TTL_KEY, batch),
    ]);
  }
}

/**
 * A queue of expired tags whose entries one sweep at a time deletes. `add` returns at once;
 * `settled` resolves when nothing is queued or being swept (for tests and the benchmark).
 * A sweep that fails is logged (once a minute at most) and its tags are left: their entries
 * are still dropped when read, and a later sweep's scan of lifespans takes them at their end.
 */
export function createTagSweep({
  client,
  keyPrefix,
  timeoutMs,
  log = console.error,
  now = Date.now,
}) {
  const redis = { client, keyPrefix, timeoutMs };
  let queued = new Set();
  let running = null;
  let lastLogged = -Infinity;
  let sweeps = 0;

  async function drain() {
    while (queued.size > 0) {
      const tags = queued;
      queued = new Set();
      try {
        await deleteEntries(redis, await entriesToDelete(redis, tags, now()));
        sweeps += 1;
      } catch (error) {
        if (now() - lastLogged >= LOG_EVERY_MS) {
          lastLogged = now();
          log(`Page cache: entries of ${[...tags].join(" ")} left for later (${String(error)})`);
        }
      }
    }
    // Nothing is awaited between the queue found empty and this: a tag added before is swept.
    running = null;
  }

  return {
    add(tag) {
      queued.add(tag);
      running ??= drain();
    },
    settled: () => running ?? Promise.resolve(),
    /** Sweeps finished so far. */
    get sweeps() {
      return sweeps;
    },
  };
}

/**
 * A redis-strings handler whose `revalidateTag` queues the deletion of the tag's entries and
 * returns. Only under `datedByRead` (entry-read-time.mjs), which times the tag's expiry in Redis
 * before this runs: that, not the deletion, is what keeps the tag's old entries from being served.
 * The handler must be created with SHARED_TAGS_KEY and SHARED_TAGS_TTL_KEY, the hashes swept here.
 */
export function sweptLater(handler, options) {
  const sweep = createTagSweep(options);
  return {
    ...handler,
    revalidateTag(tag) {
      sweep.add(tag);
      return Promise.resolve();
    },
    tagSweep: sweep,
  };
}
