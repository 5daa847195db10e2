import { describe, expect, it } from "vitest";
import { clientAddress, createTokenBucketLimiter } from "./rate-limit.ts";

describe("createTokenBucketLimiter", () => {
  it("allows a burst, then refills at the configured rate", () => {
    let now = 0;
    const limiter = createTokenBucketLimiter({ burst: 3, perMinute: 6, now: () => now });
    expect([1, 2, 3].map(() => limiter.consume("a").isAllowed)).toEqual([true, true, true]);
    expect(limiter.consume("a")).toEqual({ isAllowed: false, retryAfterSeconds: 10 });
    now += 9_999;
    expect(limiter.consume("a").isAllowed).toBe(false);
    now += 1;
    expect(limiter.consume("a").isAllowed).toBe(true);
    expect(limiter.consume("a").isAllowed).toBe(false);
  });

  it("keeps one bucket per key and never more than the burst", () => {
    let now = 0;
    const limiter = createTokenBucketLimiter({ burst: 1, perMinute: 60, now: () => now });
    expect(limiter.consume("a").isAllowed).toBe(true);
    expect(limiter.consume("b").isAllowed).toBe(true);
    expect(limiter.consume("a").isAllowed).toBe(false);
    now += 3_600_000;
    expect(limiter.consume("a").isAllowed).toBe(true);
    expect(limiter.consume("a").isAllowed).toBe(false);
  });

  it("forgets the least recently used keys beyond maxKeys", () => {
    const limiter = createTokenBucketLimiter({ burst: 1, perMinute: 1, maxKeys: 2, now: () => 0 });
    limiter.consume("a");
    limiter.consume("b");
    limiter.consume("c");
    // "a" was evicted, so it starts with a full bucket again; "c" is still empty.
    expect(limiter.consume("a").isAllowed).toBe(true);
    expect(limiter.consume("c").isAllowed).toBe(false);
  });
});

describe("clientAddress", () => {
  const request = (headers: Record<string, string>) =>
    new Request("http://x.localhost/", { headers });
  it.each([
    [{ "x-forwarded-for": "203.0.113.7, 10.0.0.1" }, "203.0.113.7"],
    [{ "x-real-ip": "198.51.100.2" }, "198.51.100.2"],
    [{}, "unknown"],
  ])("%o -> %s", (headers, address) => expect(clientAddress(request(headers))).toBe(address));
});
