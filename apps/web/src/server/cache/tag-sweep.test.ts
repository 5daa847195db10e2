import { describe, expect, it } from "vitest";
import {
  createTagSweep,
  SHARED_TAGS_KEY,
  SHARED_TAGS_TTL_KEY,
  sweptLater,
} from "../../../tag-sweep.mjs";

const PREFIX = "p:";

/** Just enough of node-redis for the sweep: two hashes and the entries' keys, in memory. */
function fakeRedis(rows: Record<string, { tags: string[]; endsAt: number }>) {
  const keys = new Set(Object.keys(rows).map((key) => PREFIX + key));
  const hashes = new Map<string, Map<string, string>>([
    [
      PREFIX + SHARED_TAGS_KEY,
      new Map(Object.entries(rows).map(([key, row]) => [key, JSON.stringify(row.tags)])),
    ],
    [
      PREFIX + SHARED_TAGS_TTL_KEY,
      new Map(Object.entries(rows).map(([key, row]) => [key, String(row.endsAt)])),
    ],
  ]);
  const scans: string[] = [];
  let failNext = 0;
  /** Each scan waits on this, so a test can add tags while one is running. */
  let gate: Promise<void> = Promise.resolve();
  const commands = {
    hScan: async (key: string, cursor: string, { COUNT }: { COUNT: number }) => {
      await gate;
      if (failNext > 0) {
        failNext -= 1;
        throw new Error("Connection is closed");
      }
      scans.push(key.slice(PREFIX.length));
      // Two steps, to show the cursor is followed.
      const all = [...(hashes.get(key) ?? new Map<string, string>())];
      const half = Math.ceil(all.length / 2);
      expect(COUNT).toBeGreaterThan(0);
      const entries = (cursor === "0" ? all.slice(0, half) : all.slice(half)).map(
        ([field, value]) => ({ field, value }),
      );
      return { cursor: cursor === "0" && all.length > half ? "1" : "0", entries };
    },
    unlink: async (names: string[]) => names.filter((name) => keys.delete(name)).length,
    hDel: async (key: string, fields: string[]) =>
      fields.filter((field) => hashes.get(key)?.delete(field)).length,
  };
  const client = {
    withAbortSignal: (signal: AbortSignal) => {
      expect(signal).toBeInstanceOf(AbortSignal);
      return commands;
    },
  };
  return {
    client,
    keys: () => [...keys].map((key) => key.slice(PREFIX.length)).sort(),
    rows: () => [...(hashes.get(PREFIX + SHARED_TAGS_KEY)?.keys() ?? [])].sort(),
    scans,
    failScans: (count: number) => {
      failNext = count;
    },
    hold: () => {
      let open = () => {};
      gate = new Promise((resolve) => {
        open = resolve;
      });
      return () => open();
    },
  };
}

const NOW = 1_764_000_000_000;
const LATER = NOW / 1000 + 3600;
const cache = () =>
  fakeRedis({
    "/sites/1/cars/ute": { tags: ["_N_T_/sites/1/cars/ute", "site:1:cars"], endsAt: LATER },
    "/sites/1/about": { tags: ["_N_T_/sites/1/about", "site:1"], endsAt: LATER },
    "/sites/2/cars/van": { tags: ["_N_T_/sites/2/cars/van", "site:2:cars"], endsAt: LATER },
    "/sites/2/old": { tags: ["site:2"], endsAt: NOW / 1000 - 1 },
    "query:1": { tags: ["site:1:cars"], endsAt: LATER },
  });

const sweepOf = (redis: ReturnType<typeof cache>, log?: (line: string) => void) =>
  createTagSweep({ client: redis.client, keyPrefix: PREFIX, timeoutMs: 50, now: () => NOW, log });

describe("the sweep of expired tags' entries", () => {
  it("deletes the entries carrying a swept tag and those past their end, and nothing else", async () => {
    const redis = cache();
    const sweep = sweepOf(redis);
    sweep.add("site:1:cars");
    await sweep.settled();
    expect(redis.keys()).toEqual(["/sites/1/about", "/sites/2/cars/van"]);
    expect(redis.rows()).toEqual(["/sites/1/about", "/sites/2/cars/van"]);
    expect(sweep.sweeps).toBe(1);
  });

  it("sweeps the tags expired while one sweep runs together in the next", async () => {
    const redis = cache();
    const sweep = sweepOf(redis);
    const open = redis.hold();
    sweep.add("site:1:cars");
    for (const tag of ["site:2:cars", "site:1", "site:2:cars"]) sweep.add(tag);
    open();
    await sweep.settled();
    expect(sweep.sweeps).toBe(2);
    // Each sweep scans the tags and the lifespans once (in two steps each here).
    expect(redis.scans).toHaveLength(8);
    expect(redis.keys()).toEqual([]);
  });

  it("logs a sweep that fails, once, and sweeps the next tag", async () => {
    const redis = cache();
    const lines: string[] = [];
    const sweep = sweepOf(redis, (line) => lines.push(line));
    redis.failScans(2);
    sweep.add("site:1:cars");
    await sweep.settled();
    sweep.add("site:1");
    await sweep.settled();
    expect(lines).toEqual([
      "Page cache: entries of site:1:cars left for later (Error: Connection is closed)",
    ]);
    expect(sweep.sweeps).toBe(0);
    sweep.add("site:2:cars");
    await sweep.settled();
    expect(sweep.sweeps).toBe(1);
    expect(redis.keys()).toEqual(["/sites/1/about", "/sites/1/cars/ute", "query:1"]);
  });

  it("is what a wrapped handler's expiry does, answering before the sweep", async () => {
    const redis = cache();
    const open = redis.hold();
    const handler = {
      name: "redis-strings",
      revalidateTag: async (tag: string) => {
        throw new Error(`the handler's own scan is not used for ${tag}`);
      },
    };
    const wrapped = sweptLater(handler, { client: redis.client, keyPrefix: PREFIX, timeoutMs: 50 });
    await wrapped.revalidateTag("site:2:cars");
    expect(redis.keys()).toContain("/sites/2/cars/van");
    open();
    await wrapped.tagSweep.settled();
    expect(redis.keys()).not.toContain("/sites/2/cars/van");
  });
});
