import { afterEach, describe, expect, it } from "vitest";
import {
  cacheScope,
  expiredInScope,
  forgetCacheScope,
  MAX_TAG_EXPIRIES,
  noteTagExpiries,
  publishCacheScope,
} from "../../../cache/database-scope.mjs";

const DATABASE_ID = "00000000-0000-4000-8000-000000000072";

afterEach(() => forgetCacheScope());

/** The scope published, or a failure. */
function scope() {
  const current = cacheScope();
  if (!current) throw new Error("no scope published");
  return current;
}

describe("the recorded tag expiries a server keeps", () => {
  it("are bounded: past the bound the older half go, whatever the number of tags expired", () => {
    publishCacheScope({ databaseId: DATABASE_ID, expiries: [], maxExpiries: 100 });
    for (let car = 1; car <= 1_000; car++) noteTagExpiries([`site:1:car:${car}`], 1_000 + car);
    expect(scope().expiries.size).toBeLessThanOrEqual(100);
    expect(scope().expiries.get("site:1:car:1000")).toBe(2_000);
    expect(scope().expiries.has("site:1:car:1")).toBe(false);
  });

  it("never serve an entry a dropped expiry ended: entries dated up to the floor count as expired", () => {
    publishCacheScope({ databaseId: DATABASE_ID, expiries: [], maxExpiries: 10 });
    noteTagExpiries(["site:7:car:1"], 5_000);
    for (let tag = 0; tag < 20; tag++) noteTagExpiries([`other:${tag}`], 6_000 + tag);
    expect(scope().expiries.has("site:7:car:1")).toBe(false);
    // Stored before the dropped expiry: still refused.
    expect(expiredInScope(scope(), ["site:7:car:1"], 4_999)).toBe(true);
    // Stored after every dropped expiry: served.
    expect(expiredInScope(scope(), ["site:7:car:1"], 7_000)).toBe(false);
    expect(expiredInScope(scope(), ["other:19"], 6_019)).toBe(true);
  });

  it("are bounded as read from the database at start", () => {
    const expiries = Array.from({ length: 300 }, (_, i) => [`t${i}`, i] as const);
    publishCacheScope({ databaseId: DATABASE_ID, expiries, maxExpiries: 100 });
    expect(scope().expiries.size).toBeLessThanOrEqual(100);
    expect(expiredInScope(scope(), ["t0"], 0)).toBe(true);
    expect(expiredInScope(scope(), ["t299"], 300)).toBe(false);
  });

  it("keep every expiry below the bound, with no floor", () => {
    publishCacheScope({ databaseId: DATABASE_ID, expiries: [["a", 1]] });
    expect(MAX_TAG_EXPIRIES).toBeGreaterThanOrEqual(10_000);
    expect(scope().floor).toBeUndefined();
    expect(expiredInScope(scope(), ["b"], 0)).toBe(false);
  });
});
