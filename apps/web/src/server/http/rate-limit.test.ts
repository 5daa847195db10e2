import { describe, expect, it } from "vitest";
import { createTokenBucketLimiter, perServerShare, type RatePolicy } from "./rate-limit.ts";

const oneGroup = (policy: RatePolicy, options: Parameters<typeof createTokenBucketLimiter>[1]) => {
  const limiter = createTokenBucketLimiter({ leads: policy }, options);
  return { consume: (client: string) => limiter.consume({ group: "leads", client }) };
};
const allowed = async (decision: Promise<{ isAllowed: boolean }>) => (await decision).isAllowed;

describe("createTokenBucketLimiter", () => {
  it("allows a burst, then refills at the configured rate", async () => {
    let now = 0;
    const limiter = oneGroup({ burst: 3, perMinute: 6 }, { now: () => now });
    const burst = [];
    for (let i = 0; i < 3; i += 1) burst.push(await allowed(limiter.consume("a")));
    expect(burst).toEqual([true, true, true]);
    expect(await limiter.consume("a")).toEqual({ isAllowed: false, retryAfterSeconds: 10 });
    now += 9_999;
    expect(await allowed(limiter.consume("a"))).toBe(false);
    now += 1;
    expect(await allowed(limiter.consume("a"))).toBe(true);
    expect(await allowed(limiter.consume("a"))).toBe(false);
  });

  it("keeps one bucket per key and never more than the burst", async () => {
    let now = 0;
    const limiter = oneGroup({ burst: 1, perMinute: 60 }, { now: () => now });
    expect(await allowed(limiter.consume("a"))).toBe(true);
    expect(await allowed(limiter.consume("b"))).toBe(true);
    expect(await allowed(limiter.consume("a"))).toBe(false);
    now += 3_600_000;
    expect(await allowed(limiter.consume("a"))).toBe(true);
    expect(await allowed(limiter.consume("a"))).toBe(false);
  });

  it("forgets the least recently used keys beyond maxKeys", async () => {
    const limiter = oneGroup({ burst: 1, perMinute: 1 }, { maxKeys: 2, now: () => 0 });
    await limiter.consume("a");
    await limiter.consume("b");
    await limiter.consume("c");
    // "a" was evicted, so it starts with a full bucket again; "c" is still empty.
    expect(await allowed(limiter.consume("a"))).toBe(true);
    expect(await allowed(limiter.consume("c"))).toBe(false);
  });

  it("keeps each endpoint group's buckets and policy apart", async () => {
    const limiter = createTokenBucketLimiter(
      { leads: { burst: 1, perMinute: 1 }, events: { burst: 2, perMinute: 1 } },
      { now: () => 0 },
    );
    expect(await allowed(limiter.consume({ group: "leads", client: "a" }))).toBe(true);
    expect(await allowed(limiter.consume({ group: "leads", client: "a" }))).toBe(false);
    expect(await allowed(limiter.consume({ group: "events", client: "a" }))).toBe(true);
    expect(await allowed(limiter.consume({ group: "events", client: "a" }))).toBe(true);
    expect(await allowed(limiter.consume({ group: "events", client: "a" }))).toBe(false);
    await expect(limiter.consume({ group: "other", client: "a" })).rejects.toThrow(/other/);
  });
});

describe("perServerShare", () => {
  it("splits each group's limit between the servers, so together they allow the shared limit", () => {
    const shares = perServerShare(
      { leads: { burst: 30, perMinute: 30 }, events: { burst: 60, perMinute: 90 } },
      3,
    );
    expect(shares).toEqual({
      leads: { burst: 10, perMinute: 10 },
      events: { burst: 20, perMinute: 30 },
    });
  });

  it("rounds a burst down, never below one request, and one server keeps the whole limit", () => {
    expect(perServerShare({ rego: { burst: 10, perMinute: 10 } }, 4).rego).toEqual({
      burst: 2,
      perMinute: 2.5,
    });
    expect(perServerShare({ rego: { burst: 3, perMinute: 1 } }, 8).rego).toEqual({
      burst: 1,
      perMinute: 1,
    });
    expect(perServerShare({ rego: { burst: 3, perMinute: 6 } }, 1).rego).toEqual({
      burst: 3,
      perMinute: 6,
    });
  });
});
