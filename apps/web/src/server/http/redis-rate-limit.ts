import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { RateLimiter, RatePolicy } from "./rate-limit.ts";

type RedisRateLimiterOptions = {
  /** A node-redis client (the `redis` package). */
  client: unknown;
  /** Prepended to every key, so deployments (and tests) sharing a Redis stay apart. */
  keyPrefix: string;
  /** Answers while Redis cannot: the process's own limiter, so a Redis outage is never a 5xx. */
  fallback: RateLimiter;
  onFallback?: (error: unknown) => void;
  /** Settles once the client has first connected (or given up waiting); never rejects. */
  ready?: Promise<void>;
};

/**
 * The same limits as the in-memory token bucket, counted in Redis so every server shares them
 * (rate-limiter-flexible): `burst` requests per window of `burst / perMinute` minutes. A quiet
 * client gets its burst at once and then `perMinute` a minute, as with the bucket; the bucket
 * refills continuously where the window refills all at once.
 */
export function createRedisRateLimiter(
  policies: Readonly<Record<string, RatePolicy>>,
  { client, keyPrefix, fallback, onFallback, ready }: RedisRateLimiterOptions,
): RateLimiter {
  const limiters = new Map(
    Object.entries(policies).map(([group, policy]) => [
      group,
      new RateLimiterRedis({
        storeClient: client,
        useRedisPackage: true,
        keyPrefix: `${keyPrefix}rate:${group}`,
        points: policy.burst,
        duration: Math.max(1, Math.round((policy.burst * 60) / policy.perMinute)),
      }),
    ]),
  );
  return {
    async consume(key) {
      const limiter = limiters.get(key.group);
      if (!limiter) throw new Error(`No rate limit policy for endpoint group "${key.group}"`);
      try {
        await ready;
        await limiter.consume(key.client);
        return { isAllowed: true };
      } catch (outcome) {
        if (outcome instanceof RateLimiterRes) {
          return {
            isAllowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1_000)),
          };
        }
        onFallback?.(outcome);
        return fallback.consume(key);
      }
    },
  };
}
