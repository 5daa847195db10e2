import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "redis";
import { createTokenBucketLimiter, type RateLimiter } from "./rate-limit.ts";
import { createRedisRateLimiter } from "./redis-rate-limit.ts";

// Redis is a service the deployment provides; tests use their own database index and key prefix.
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379/7";
const policies = { leads: { burst: 3, perMinute: 3 }, events: { burst: 2, perMinute: 60 } };

const client = createClient({ url: REDIS_URL, disableOfflineQueue: true });
const prefix = `test:${randomBytes(4).toString("hex")}:`;

beforeAll(async () => {
  await client.connect();
});
afterAll(async () => {
  for await (const keys of client.scanIterator({ MATCH: `${prefix}*` })) {
    if (keys.length > 0) await client.del(keys);
  }
  client.destroy();
});

const limiterOn = (fallback: RateLimiter = createTokenBucketLimiter(policies)) =>
  createRedisRateLimiter(policies, { client, keyPrefix: prefix, fallback });

describe("rate limits on Redis", () => {
  it("share one count between servers (two limiters, one Redis)", async () => {
    const [serverA, serverB] = [limiterOn(), limiterOn()];
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      const limiter = i % 2 === 0 ? serverA : serverB;
      answers.push(await limiter.consume({ group: "leads", client: "198.51.100.1" }));
    }
    expect(answers.filter((a) => a.isAllowed)).toHaveLength(3);
    const refused = answers.at(-1)!;
    expect(refused.isAllowed).toBe(false);
    // The window of a 3-burst, 3-a-minute policy is a minute.
    if (!refused.isAllowed) expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    expect(await serverA.consume({ group: "leads", client: "198.51.100.2" })).toEqual({
      isAllowed: true,
    });
  });

  it("keeps each group's count and policy apart", async () => {
    const limiter = limiterOn();
    const key = { group: "events", client: "198.51.100.3" };
    expect((await limiter.consume(key)).isAllowed).toBe(true);
    expect((await limiter.consume(key)).isAllowed).toBe(true);
    const refused = await limiter.consume(key);
    expect(refused.isAllowed).toBe(false);
    // 2 a burst at 60 a minute: a 2-second window.
    if (!refused.isAllowed) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(2);
    await expect(limiter.consume({ group: "other", client: "x" })).rejects.toThrow(/other/);
  });

  it("waits for the first connection rather than counting a fresh server's first requests apart", async () => {
    const fresh = createClient({ url: REDIS_URL, disableOfflineQueue: true });
    const errors: unknown[] = [];
    const limiter = createRedisRateLimiter(policies, {
      client: fresh,
      keyPrefix: prefix,
      fallback: createTokenBucketLimiter(policies),
      onFallback: (error) => errors.push(error),
      ready: fresh.connect().then(() => undefined),
    });
    const shared = limiterOn();
    const key = { group: "leads", client: "198.51.100.5" };
    expect((await limiter.consume(key)).isAllowed).toBe(true);
    expect(errors).toEqual([]);
    expect((await shared.consume(key)).isAllowed).toBe(true);
    expect((await shared.consume(key)).isAllowed).toBe(true);
    expect((await limiter.consume(key)).isAllowed).toBe(false);
    fresh.destroy();
  });

  it("counts in the process while Redis cannot answer", async () => {
    const down = createClient({ url: "redis://127.0.0.1:1", disableOfflineQueue: true });
    const errors: unknown[] = [];
    const limiter = createRedisRateLimiter(policies, {
      client: down,
      keyPrefix: prefix,
      fallback: createTokenBucketLimiter(policies),
      onFallback: (error) => errors.push(error),
    });
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      answers.push((await limiter.consume({ group: "leads", client: "198.51.100.4" })).isAllowed);
    }
    expect(answers).toEqual([true, true, true, false]);
    expect(errors.length).toBe(4);
  });
});
