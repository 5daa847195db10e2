export type RateDecision = { isAllowed: true } | { isAllowed: false; retryAfterSeconds: number };

/** What the lead API needs from a limiter; an in-memory bucket now, a shared store later. */
export type RateLimiter = { consume(key: string): RateDecision };

export type TokenBucketOptions = {
  /** Requests allowed at once from a quiet client. */
  burst: number;
  /** Tokens added per minute. */
  perMinute: number;
  /** Buckets kept; the least recently used go first. */
  maxKeys?: number;
  now?: () => number;
};

type Bucket = { tokens: number; updatedAt: number };

/** Token bucket per key (the client IP). One process's memory: each server limits on its own. */
export function createTokenBucketLimiter(options: TokenBucketOptions): RateLimiter {
  const buckets = new Map<string, Bucket>();
  const maxKeys = options.maxKeys ?? 10_000;
  const now = options.now ?? Date.now;
  const refillPerMs = options.perMinute / 60_000;
  return {
    consume(key) {
      const at = now();
      const previous = buckets.get(key);
      const elapsed = previous ? Math.max(0, at - previous.updatedAt) : 0;
      const tokens = previous
        ? Math.min(options.burst, previous.tokens + elapsed * refillPerMs)
        : options.burst;
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

/** The client address as the nearest proxy reports it; requests without one share a bucket. */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip")?.trim() || "unknown";
}
