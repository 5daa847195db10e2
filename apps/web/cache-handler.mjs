// Next's page and data cache on Redis, shared by every web server (next.config.ts uses this file
// only when REDIS_URL is set). Runs outside the app bundle, so it reads the environment itself;
// env.ts validates the same variables when the server starts.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "redis";
import { withoutErrorAnswers, withoutOvertakenPages } from "./error-answer.mjs";

const CONNECT_TIMEOUT_MS = 5_000;

/**
 * The shared cache on one Redis connection. Error answers are not stored (error-answer.mjs):
 * junk URLs and hosts add no keys, and are rendered again when asked again.
 */
export function redisPageHandler({ client, keyPrefix }) {
  return withoutOvertakenPages(
    withoutErrorAnswers(createRedisHandler({ client, keyPrefix, timeoutMs: 1_000 })),
  );
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
  try {
    await client.connect();
  } catch (error) {
    // A server that starts while Redis is down still serves, from its own memory; it shares
    // nothing with the others until it restarts.
    console.error(`Page cache kept in this process: Redis unreachable (${String(error)})`);
    return { handlers: [createLruHandler()] };
  }
  // The build id is part of every key: a deploy never serves pages of the previous build.
  const keyPrefix = `${process.env.REDIS_KEY_PREFIX || "forecourt:"}next:${buildId ?? "dev"}:`;
  return { handlers: [redisPageHandler({ client, keyPrefix })] };
});

export default CacheHandler;
