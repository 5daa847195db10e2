// Next's page and data cache on Redis, shared by every web server (next.config.ts uses this file
// only when REDIS_URL is set). Runs outside the app bundle, so it reads the environment itself;
// env.ts validates the same variables when the server starts.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "redis";
import { redisKeyPrefix, redisUrl } from "@forecourt/env/runtime-env";
import { cacheScope, expiredInScope } from "./database-scope.mjs";
import { datedByRead, REVALIDATED_TAGS_KEY } from "./entry-read-time.mjs";
import { isMemoryOnly, withoutErrorAnswers } from "./error-answer.mjs";
import { createLocalPageCache, withLocalFallback } from "./fallback-cache.mjs";
import { SHARED_TAGS_KEY, SHARED_TAGS_TTL_KEY, sweptLater } from "./tag-sweep.mjs";

const CONNECT_TIMEOUT_MS = 5_000;
const COMMAND_TIMEOUT_MS = 1_000;
/**
 * The pages' revalidation time (src/app/sites/[site]/layout.tsx). An entry stored without one
 * is given it too, so every key ends 1.5 times this after it was written (the handler's expiry).
 */
export const PAGE_REVALIDATE_SECONDS = 3600;

/**
 * How long after it was written an entry's key lives in Redis: 1.5 times its revalidation, and
 * never longer than 1.5 times the pages'. Next stores a query of `cached()` (unstable_cache with
 * no revalidate) with a revalidation of one year, which the handler's default turned into keys
 * living 547 days; a write expires them by tag, but nothing else ended them.
 */
export function expireAgeOf(staleAge) {
  return Math.min(staleAge, PAGE_REVALIDATE_SECONDS) * 1.5;
}

/**
 * The shared cache on one Redis connection. Error answers are not stored (error-answer.mjs):
 * junk URLs and hosts add no keys, and are rendered again when asked again. Entries are dated by
 * when their data was read (entry-read-time.mjs): one read before a write on any server is
 * never served after it. So an expiry need only be timed before the write answers: the entries it
 * ends are deleted after, found through each tag's set of keys (tag-sweep.mjs). One search
 * query's answers (MEMORY_ONLY_TAG) stay in this server's bounded memory (memoryOnlyLocally).
 */
export function redisPageHandler({ client, keyPrefix }) {
  const options = { client, keyPrefix, timeoutMs: COMMAND_TIMEOUT_MS };
  const redis = createRedisHandler({
    ...options,
    // The key and its lifetime in one command (SET ... EXAT). The handler's default sends SET,
    // then EXPIREAT: an EXPIREAT that timed out under load left a key that never ends.
    keyExpirationStrategy: "EXAT",
    sharedTagsKey: SHARED_TAGS_KEY,
    sharedTagsTtlKey: SHARED_TAGS_TTL_KEY,
  });
  // Dated before either store keeps it: a memory-only entry is checked against the same expiries.
  return withoutErrorAnswers(
    datedByRead(memoryOnlyLocally(sweptLater(redis, options), options), options),
  );
}

/** Bytes of one search query's answers (MEMORY_ONLY_TAG) a server keeps in its memory at most. */
export const MEMORY_ONLY_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Entries under MEMORY_ONLY_TAG (one search query's answers: millions of filter combinations)
 * kept in this server's bounded memory instead of Redis, each for at most its page's revalidation
 * time. A write on any server expires them: each read checks their tags' expiry times in Redis,
 * as the shared entries are checked.
 */
export function memoryOnlyLocally(handler, { client, keyPrefix, timeoutMs }) {
  const local = createLocalPageCache({
    maxBytes: MEMORY_ONLY_MAX_BYTES,
    maxAgeMs: PAGE_REVALIDATE_SECONDS * 1_000,
  });
  const revalidatedTags = keyPrefix + REVALIDATED_TAGS_KEY;
  return {
    ...handler,
    local,
    async get(key, meta) {
      const entry = await local.get(key, meta);
      if (!entry) return handler.get(key, meta);
      const tags = [...new Set([...(entry.tags ?? []), ...(meta?.implicitTags ?? [])])];
      const expiries = tags.length
        ? await client.withAbortSignal(AbortSignal.timeout(timeoutMs)).hmGet(revalidatedTags, tags)
        : [];
      if (expiries.some((at) => at && Number.parseInt(at, 10) > (entry.lastModified ?? 0))) {
        await local.delete(key);
        return null;
      }
      return entry;
    },
    set(key, entry, ctx) {
      if (isMemoryOnly(entry?.tags)) return local.set(key, entry, ctx);
      return handler.set(key, entry, ctx);
    },
    async revalidateTag(tag) {
      await local.revalidateTag(tag);
      await handler.revalidateTag(tag);
    },
  };
}

/**
 * The shared cache, or while Redis does not answer, a bounded copy in this process's memory
 * (fallback-cache.mjs); back to Redis when it returns, after giving it the expiries it missed.
 */
export function pageHandlerWithFallback({ client, keyPrefix, log = console.error }) {
  const handler = withLocalFallback(
    redisPageHandler({ client, keyPrefix }),
    createLocalPageCache(),
    {
      isUp: () => client.isReady,
      log,
    },
  );
  // Set by a failure (also a first connection that fails), so the first "ready" of a start is quiet.
  let wasDown = false;
  client.on("end", () => (wasDown = true));
  client.on("error", () => (wasDown = true));
  client.on("ready", () => {
    if (!wasDown) return;
    wasDown = false;
    log("Page cache on Redis again");
    void handler.recovered({ dropAll: () => dropEntries(client, keyPrefix) });
  });
  return withoutErrorAnswers(handler);
}

/** Deletes every entry under `keyPrefix` (a build's cache) when too many expiries were missed. */
async function dropEntries(client, keyPrefix) {
  for await (const keys of client.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 1_000 })) {
    if (keys.length > 0) await client.unlink(keys);
  }
}

/**
 * The shared cache of the database this server opened (database-scope.mjs): the handler
 * `makeHandler` gives for its id, keys under that id, so servers of one build on two databases
 * never read each other's entries. Until the server has opened its database every read misses and
 * nothing is stored. An entry stored at or before a tag expiry recorded in the database is not
 * served either: Redis's own record of an expiry a server could not give it (Redis down, then the
 * server stopped) is not the only one.
 */
export function perDatabase(makeHandler, { scope = cacheScope } = {}) {
  let made = null;
  const handlerOf = (current) => {
    if (made?.databaseId !== current.databaseId) {
      const handler = makeHandler(current.databaseId);
      made = { databaseId: current.databaseId, handler };
      // The handler's start-up clean-up, which the cache handler runs only for its first handlers.
      Promise.resolve(handler.prepare?.()).catch(() => {});
    }
    return made.handler;
  };
  return {
    name: "per-database",
    async get(key, meta) {
      const current = scope();
      if (!current) return null;
      const entry = await handlerOf(current).get(key, meta);
      if (!entry) return null;
      const tags = [...(entry.tags ?? []), ...(meta?.implicitTags ?? [])];
      return expiredInScope(current, tags, entry.lastModified) ? null : entry;
    },
    async set(key, entry, ctx) {
      const current = scope();
      if (current) await handlerOf(current).set(key, entry, ctx);
    },
    async revalidateTag(tag) {
      const current = scope();
      if (current) await handlerOf(current).revalidateTag(tag);
    },
    async delete(key) {
      const current = scope();
      if (current) await handlerOf(current).delete?.(key);
    },
    /** The handler of the database published now, or null before one is. */
    current: () => {
      const current = scope();
      return current ? handlerOf(current) : null;
    },
  };
}

/**
 * The page cache of one server: the shared cache on Redis at `url`, keys under the build's id
 * and the database's.
 * Answers at once, whether or not Redis does: the connection is made in the background, and
 * until it is ready (or while it is down) the server serves from its own memory.
 */
export function createPageCache({ url, buildId, log = console.error }) {
  const client = createClient({
    url,
    socket: { connectTimeout: CONNECT_TIMEOUT_MS },
    disableOfflineQueue: true,
  });
  let lastLogged = 0;
  client.on("error", (error) => {
    if (Date.now() - lastLogged < 60_000) return;
    lastLogged = Date.now();
    log(`Redis (page cache): ${String(error)}`);
  });
  // The build id is part of every key: a deploy never serves pages of the previous build. So is
  // the database's: a server on another database never serves this one's.
  const buildPrefix = `${redisKeyPrefix()}next:${buildId ?? "dev"}:`;
  const handler = perDatabase((databaseId) =>
    pageHandlerWithFallback({ client, keyPrefix: `${buildPrefix}${databaseId}:`, log }),
  );
  // Not awaited: a refused connection is retried by the client without end, so awaiting it held
  // every request of a server that started while Redis was down. The client keeps trying
  // (reconnecting below should it give up).
  client.connect().catch((error) => {
    log(`Page cache kept in this process: Redis unreachable (${String(error)})`);
    reconnectLater(client);
  });
  return {
    client,
    handler,
    config: {
      handlers: [handler],
      ttl: { defaultStaleAge: PAGE_REVALIDATE_SECONDS, estimateExpireAge: expireAgeOf },
    },
  };
}

CacheHandler.onCreation(({ buildId }) => createPageCache({ url: redisUrl(), buildId }).config);

function reconnectLater(client) {
  const retry = setTimeout(() => {
    if (client.isOpen) return;
    client.connect().catch(() => reconnectLater(client));
  }, CONNECT_TIMEOUT_MS);
  retry.unref();
}

export default CacheHandler;
