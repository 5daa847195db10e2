type RateDecision = { isAllowed: true } | { isAllowed: false; retryAfterSeconds: number };

/** A limit is kept per endpoint group ("leads", "events", ...) and client address. */
type RateLimitKey = { group: string; client: string };

/**
 * What the edge asks of a limiter: one call per request. The token bucket below limits each
 * server process on its own; a shared store (Redis through rate-limiter-flexible, one limiter
 * per group) can replace it behind this one method.
 */
export type RateLimiter = { consume(key: RateLimitKey): Promise<RateDecision> };

export type RatePolicy = {
  /** Requests allowed at once from a quiet client. */
  burst: number;
  /** Tokens added per minute. */
  perMinute: number;
};

type TokenBucketOptions = {
  /** Buckets kept; the least recently used go first. */
  maxKeys?: number;
  now?: () => number;
};

type Bucket = { tokens: number; updatedAt: number };

/** Token bucket per group and client, each group with its own policy, in this process's memory. */
export function createTokenBucketLimiter(
  policies: Readonly<Record<string, RatePolicy>>,
  options: TokenBucketOptions = {},
): RateLimiter {
  const buckets = new Map<string, Bucket>();
  const maxKeys = options.maxKeys ?? 10_000;
  const now = options.now ?? (() => Date.now());
  return {
    async consume({ group, client }) {
      const policy = policies[group];
      if (!policy) throw new Error(`No rate limit policy for endpoint group "${group}"`);
      const refillPerMs = policy.perMinute / 60_000;
      const key = `${group}\n${client}`;
      const at = now();
      const previous = buckets.get(key);
      const elapsed = previous ? Math.max(0, at - previous.updatedAt) : 0;
      const tokens = previous
        ? Math.min(policy.burst, previous.tokens + elapsed * refillPerMs)
        : policy.burst;
      buckets.delete(key);
      if (buckets.size >= maxKeys) {
        const oldest = buckets.keys().next().value;
        if (oldest !== undefined) buckets.delete(oldest);
      }
      if (tokens >= 1) {
        buckets.set(key, { tokens: tokens - 1, updatedAt: at });
        return { isAllowed: true };
      }
      buckets.set(key, { tokens, updatedAt: at });
      const waitMs = refillPerMs > 0 ? (1 - tokens) / refillPerMs : 60_000;
      return { isAllowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1_000)) };
    },
  };
}

/**
 * Each server's share of limits meant for all of them, for the time they cannot count together
 * (Redis down): `servers` servers each allowing their share allow the shared limit between them.
 * A share is never below one request at once, nor below one a minute.
 */
export function perServerShare<Group extends string>(
  policies: Readonly<Record<Group, RatePolicy>>,
  servers: number,
): Record<Group, RatePolicy> {
  const count = Math.max(1, Math.floor(servers));
  return Object.fromEntries(
    Object.entries<RatePolicy>(policies).map(([group, policy]) => [
      group,
      {
        burst: Math.max(1, Math.floor(policy.burst / count)),
        perMinute: Math.max(1, policy.perMinute / count),
      },
    ]),
  ) as Record<Group, RatePolicy>;
}
