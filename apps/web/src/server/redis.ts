import "server-only";
import { createClient } from "redis";
import { env } from "./env.ts";
import { lineLog } from "./observability/log.ts";

const newClient = (url: string) => createClient({ url, disableOfflineQueue: true });

export type RedisClient = ReturnType<typeof newClient>;

const holder = globalThis as typeof globalThis & {
  __forecourtRedis?: RedisClient | null;
  __forecourtRedisReady?: Promise<void>;
};
const FIRST_CONNECT_WAIT_MS = 3_000;

/**
 * One Redis connection per process when REDIS_URL is set (rate limits; Next's cache has its own
 * in cache-handler.mjs), or null for the embedded default. The client reconnects on its own;
 * while it is down, commands fail fast rather than queue, so callers can fall back.
 */
export function redisClient(): RedisClient | null {
  if (holder.__forecourtRedis !== undefined) return holder.__forecourtRedis;
  const url = env().REDIS_URL;
  if (!url) return (holder.__forecourtRedis = null);
  let lastLogged = 0;
  const client = newClient(url);
  client.on("error", (error: unknown) => {
    // A dropped connection repeats its error on every retry; once a minute is enough.
    if (Date.now() - lastLogged < 60_000) return;
    lastLogged = Date.now();
    lineLog.error(`Redis: ${String(error)}`);
  });
  holder.__forecourtRedisReady = Promise.race([
    client.connect().then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_CONNECT_WAIT_MS).unref()),
  ]).catch(() => {
    // Reported through the "error" event; the client keeps trying.
  });
  holder.__forecourtRedis = client;
  return client;
}

/**
 * Settles once the first connection is made, or after a short wait if it is not: commands are not
 * queued while offline, so a caller that ran before the first connect would fail for nothing.
 */
export function redisReady(): Promise<void> {
  return holder.__forecourtRedisReady ?? Promise.resolve();
}
