// Deleting an expired tag's entries from the shared (Redis) page and data cache after the write
// that expired it has answered, rather than while it waits, and without scanning the whole cache.
// The redis-strings handler of @fortedigital/nextjs-cache-handler finds a tag's entries by scanning
// the tags of every entry of every site, and its lapsed entries by scanning their lifespans, once
// per tag: a write's wait grew with the whole deployment (bench/tag-expiry.ts). Once a tag's expiry
// is timed in Redis (entry-read-time.mjs), the handler already drops an entry dated before it when
// the entry is read, on every server; the deletion only gives Redis its memory back. So here:
// - each of our tags (`site:{id}:cars`, ...) has a set of the keys of the entries carrying it,
//   added to as an entry is stored, so its entries are found without a scan;
// - an expiry is queued and `revalidateTag` returns; one sweep at a time takes the keys of every
//   tag queued while the previous ran and deletes those entries with their rows in the handler's
//   hashes. Next's path tags (`_N_T_...`, expired only by `revalidatePath`, which the product does
//   not call) have no set: a sweep with one scans the tags' hash as the handler did;
// - the rows of entries past their lifespan (Redis ends the entries themselves) are cleared by a
//   scan of the lifespans when the server starts (as the handler did) and then with a sweep at
//   most every ten minutes, with their keys taken out of the tags' sets.

/** The handler's hashes of each entry's tags and of each entry's end (passed to it by name). */
export const SHARED_TAGS_KEY = "__sharedTags__";
export const SHARED_TAGS_TTL_KEY = "__sharedTagsTtl__";
/** Followed by a tag: the set of the keys of the entries carrying it. */
export const TAG_KEYS_PREFIX = "__tagKeys__:";
/** Next's path tags (next/dist/lib/constants.js NEXT_CACHE_IMPLICIT_TAG_ID). */
const PATH_TAG_PREFIX = "_N_T_";
/** How often at most a sweep also clears the rows of entries past their lifespan. */
const LIFESPAN_SWEEP_EVERY_MS = 10 * 60_000;
/** Hash fields asked for per scan step, as the handler does; set members taken per step. */
const SCAN_COUNT = 10_000;
const POP_COUNT = 1_000;
/** Keys deleted per command. */
const DELETE_BATCH = 1_000;
const LOG_EVERY_MS = 60_000;

const hasKeySet = (tag) => !tag.startsWith(PATH_TAG_PREFIX);

/** Every field and value of a hash, a step at a time (HSCAN: entries set meanwhile may be missed). */
async function scanHash({ client, timeoutMs }, key) {
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
 * The keys in a tag's set, taken out of it (SPOP: a key added meanwhile is either taken now or
 * left for the tag's next sweep, never lost).
 */
async function takeKeySet({ client, keyPrefix, timeoutMs }, tag, into) {
  const set = keyPrefix + TAG_KEYS_PREFIX + tag;
  for (;;) {
    const keys = await client
      .withAbortSignal(AbortSignal.timeout(timeoutMs))
      .sPopCount(set, POP_COUNT);
    for (const key of keys) into.add(key);
    if (keys.length < POP_COUNT) return;
  }
}

/** The entries carrying one of `tags`: from their sets, and for a path tag from the tags' hash. */
async function entriesOf(redis, tags) {
  const keys = new Set();
  for (const tag of tags) if (hasKeySet(tag)) await takeKeySet(redis, tag, keys);
  const pathTags = [...tags].filter((tag) => !hasKeySet(tag));
  if (pathTags.length > 0) {
    for (const { field, value } of await scanHash(redis, redis.keyPrefix + SHARED_TAGS_KEY)) {
      if (tagsOf(value).some((tag) => pathTags.includes(tag))) keys.add(field);
    }
  }
  return [...keys];
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
 * The rows of the entries past their lifespan, and their keys in their tags' sets, cleared (the
 * handler's own clean-up, which it ran with every expiry). Redis has ended the entries already.
 */
async function clearLapsed(redis, now) {
  const { client, keyPrefix, timeoutMs } = redis;
  const lapsed = [];
  for (const { field, value } of await scanHash(redis, keyPrefix + SHARED_TAGS_TTL_KEY)) {
    if (now > Number(value) * 1000) lapsed.push(field);
  }
  for (let start = 0; start < lapsed.length; start += DELETE_BATCH) {
    const batch = lapsed.slice(start, start + DELETE_BATCH);
    const rows = await client
      .withAbortSignal(AbortSignal.timeout(timeoutMs))
      .hmGet(keyPrefix + SHARED_TAGS_KEY, batch);
    // One SREM per tag with all of this batch's keys that carry it.
    const keysByTag = new Map();
    batch.forEach((key, index) => {
      for (const tag of tagsOf(rows[index] ?? "[]").filter(hasKeySet)) {
        const keys = keysByTag.get(tag);
        if (keys) keys.push(key);
        else keysByTag.set(tag, [key]);
      }
    });
    const command = client.withAbortSignal(AbortSignal.timeout(timeoutMs));
    await Promise.all(
      [...keysByTag].map(([tag, keys]) => command.sRem(keyPrefix + TAG_KEYS_PREFIX + tag, keys)),
    );
  }
  await deleteEntries(redis, lapsed);
}

/**
 * A queue of expired tags whose entries one sweep at a time deletes. `add` returns at once;
 * `settled` resolves when nothing is queued or being swept (for tests and the benchmark).
 * A sweep that fails is logged (once a minute at most) and its tags are left: their entries are
 * still dropped when read, and Redis ends them with their lifespan.
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
  let lapsedClearedAt = -Infinity;
  let sweeps = 0;

  function clearLapsedNow() {
    lapsedClearedAt = now();
    return clearLapsed(redis, lapsedClearedAt);
  }

  async function sweep(tags) {
    await deleteEntries(redis, await entriesOf(redis, tags));
    if (now() - lapsedClearedAt >= LIFESPAN_SWEEP_EVERY_MS) await clearLapsedNow();
  }

  async function drain() {
    while (queued.size > 0) {
      const tags = queued;
      queued = new Set();
      try {
        await sweep(tags);
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
    /** Clears the rows of ended entries now; the next sweeps wait ten minutes to do it again. */
    clearLapsed: clearLapsedNow,
    /** Sweeps finished so far. */
    get sweeps() {
      return sweeps;
    },
  };
}

/**
 * A redis-strings handler that notes each stored entry's key in its tags' sets, whose
 * `revalidateTag` queues the deletion of the tag's entries and returns, and whose start-up
 * clean-up of ended entries is the sweep's. Only under `datedByRead`
 * (entry-read-time.mjs), which times the tag's expiry in Redis before this runs: that, not the
 * deletion, is what keeps the tag's old entries from being served. The handler must be created
 * with SHARED_TAGS_KEY and SHARED_TAGS_TTL_KEY, the hashes swept here.
 */
export function sweptLater(handler, options) {
  const { client, keyPrefix, timeoutMs } = options;
  const sweep = createTagSweep(options);
  return {
    ...handler,
    async set(key, entry, ctx) {
      const command = client.withAbortSignal(AbortSignal.timeout(timeoutMs));
      // Noted first: a key in a set whose entry is not stored costs nothing; the other way round,
      // an entry its tag's sweep could not find.
      const noted = (entry?.tags ?? [])
        .filter(hasKeySet)
        .map((tag) => command.sAdd(keyPrefix + TAG_KEYS_PREFIX + tag, key));
      await Promise.all([...noted, handler.set(key, entry, ctx)]);
    },
    revalidateTag(tag) {
      sweep.add(tag);
      return Promise.resolve();
    },
    // The handler's own start-up clean-up of ended entries, done here so their keys leave their
    // tags' sets as well.
    prepare: () => sweep.clearLapsed(),
    tagSweep: sweep,
  };
}
