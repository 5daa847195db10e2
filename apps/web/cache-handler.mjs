// Next's page and data cache on Redis, shared by every web server (next.config.ts uses this file
// only when REDIS_URL is set). Runs outside the app bundle, so it reads the environment itself;
// env.ts validates the same variables when the server starts.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "redis";
import { datedByRead } from "./entry-read-time.mjs";
import { withoutErrorAnswers } from "./error-answer.mjs";
import { createLocalPageCache, withLocalFallback } from "./fallback-cache.mjs";
import { SHARED_TAGS_KEY, SHARED_TAGS_TTL_KEY, sweptLater } from "./tag-sweep.mjs";

const CONNECT_TIMEOUT_MS = 5_000;
const COMMAND_TIMEOUT_MS = 1_000;

/**
 * The shared cache on one Redis connection. Error answers are not stored (error-answer.mjs):
 * junk URLs and hosts add no keys, and are rendered again when asked again. Entries are dated by
 * when their data was read (entry-read-time.mjs): one read before a write on any server is
 * never served after it. So an expiry need only be timed before the write answers: the entries it
 * ends are deleted after, found through each tag's set of keys (tag-sweep.mjs).
 */
export function redisPageHandler({ client, keyPrefix }) {
  const options = { client, keyPrefix, timeoutMs: COMMAND_TIMEOUT_MS };
  const redis = createRedisHandler({
    ...options,
    sharedTagsKey: SHARED_TAGS_KEY,
    sharedTagsTtlKey: SHARED_TAGS_TTL_KEY,
  });
  return withoutErrorAnswers(datedByRead(sweptLater(redis, options), options));
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
  let wasDown = !client.isReady;
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

CacheHandler.onCreation(async ({ buildId }) => {
  const client = createClient({
    url: process.env.REDIS_URL,
    socket: { connectTimeout: CONNECT_TIMEOUT_MS },
    disableOfflineQueue: true,
  });
  let lastLogged = 0;
  client.on("error", (error) => {
    if (Date.now() - lastLogged < 60_000) return;
    lastLogged = Date.now();
    console.error(`Redis (page cache): ${String(error)}`);
  });
  // The build id is part of every key: a deploy never serves pages of the previous build.
  const keyPrefix = `${process.env.REDIS_KEY_PREFIX || "forecourt:"}next:${buildId ?? "dev"}:`;
  const handler = pageHandlerWithFallback({ client, keyPrefix });
  try {
    await client.connect();
  } catch (error) {
    // A server that starts while Redis is down serves from its own memory until Redis answers;
    // the client keeps trying (reconnecting below when its first attempt gave up).
    console.error(`Page cache kept in this process: Redis unreachable (${String(error)})`);
    reconnectLater(client);
  }
  return { handlers: [handler] };
});

function reconnectLater(client) {
  const retry = setTimeout(() => {
    if (client.isOpen) return;
    client.connect().catch(() => reconnectLater(client));
  }, CONNECT_TIMEOUT_MS);
  retry.unref();
}

export default CacheHandler;
