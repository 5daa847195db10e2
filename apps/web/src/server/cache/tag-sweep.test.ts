import { describe, expect, it } from "vitest";
import {
  createTagSweep,
  SHARED_TAGS_KEY,
  SHARED_TAGS_TTL_KEY,
  sweptLater,
  TAG_KEYS_PREFIX,
} from "../../../cache/tag-sweep.mjs";

const PREFIX = "p:";
const NOW = 1_764_000_000_000;
const LATER = NOW / 1000 + 3600;

type Row = { tags: string[]; endsAt: number };

/**
 * Just enough of node-redis for the sweep, in memory: the entries' keys, the handler's two hashes
 * and the tags' key sets, filled as the wrapped handler would have filled them.
 */
function fakeRedis(rows: Record<string, Row>) {
  const keys = new Set<string>();
  const tagRows = new Map<string, string>();
  const ttlRows = new Map<string, string>();
  const sets = new Map<string, Set<string>>();
  const hashes = new Map([
    [PREFIX + SHARED_TAGS_KEY, tagRows],
    [PREFIX + SHARED_TAGS_TTL_KEY, ttlRows],
  ]);
  const used: string[] = [];
  let failNext = 0;
  /** Every command waits on this, so a test can add tags while a sweep runs. */
  let gate: Promise<void> = Promise.resolve();
  const run = async <T>(name: string, answer: () => T): Promise<T> => {
    await gate;
    if (failNext > 0) {
      failNext -= 1;
      throw new Error("Connection is closed");
    }
    used.push(name);
    return answer();
  };
  const commands = {
    hScan: (key: string, cursor: string, { COUNT }: { COUNT: number }) =>
      run("hScan", () => {
        // Two steps, to show the cursor is followed.
        const all = [...(hashes.get(key) ?? new Map<string, string>())];
        const half = Math.ceil(all.length / 2);
        expect(COUNT).toBeGreaterThan(0);
        const entries = (cursor === "0" ? all.slice(0, half) : all.slice(half)).map(
          ([field, value]) => ({ field, value }),
        );
        return { cursor: cursor === "0" && all.length > half ? "1" : "0", entries };
      }),
    hmGet: (key: string, fields: string[]) =>
      run("hmGet", () => fields.map((field) => hashes.get(key)?.get(field) ?? null)),
    sPopCount: (key: string, count: number) =>
      run("sPopCount", () => {
        const members = [...(sets.get(key) ?? [])].slice(0, count);
        for (const member of members) sets.get(key)?.delete(member);
        return members;
      }),
    sAdd: (key: string, member: string) =>
      run("sAdd", () => {
        sets.set(key, (sets.get(key) ?? new Set()).add(member));
        return 1;
      }),
    sRem: (key: string, members: string[]) =>
      run("sRem", () => members.filter((member) => sets.get(key)?.delete(member)).length),
    unlink: (names: string[]) =>
      run("unlink", () => names.filter((name) => keys.delete(name)).length),
    hDel: (key: string, fields: string[]) =>
      run("hDel", () => fields.filter((field) => hashes.get(key)?.delete(field)).length),
  };
  const client = {
    withAbortSignal: (signal: AbortSignal) => {
      expect(signal).toBeInstanceOf(AbortSignal);
      return commands;
    },
  };
  const store = (key: string, row: Row) => {
    keys.add(PREFIX + key);
    tagRows.set(key, JSON.stringify(row.tags));
    ttlRows.set(key, String(row.endsAt));
    for (const tag of row.tags.filter((tag) => !tag.startsWith("_N_T_"))) {
      const set = PREFIX + TAG_KEYS_PREFIX + tag;
      sets.set(set, (sets.get(set) ?? new Set()).add(key));
    }
  };
  for (const [key, row] of Object.entries(rows)) store(key, row);
  return {
    client,
    store,
    keys: () => [...keys].map((key) => key.slice(PREFIX.length)).sort(),
    rows: () => [...tagRows.keys()].sort(),
    setOf: (tag: string) => [...(sets.get(PREFIX + TAG_KEYS_PREFIX + tag) ?? [])].sort(),
    used,
    failNext: (count: number) => {
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

const cache = () =>
  fakeRedis({
    "/sites/1/cars/ute": { tags: ["_N_T_/sites/1/cars/ute", "site:1:cars"], endsAt: LATER },
    "/sites/1/about": { tags: ["_N_T_/sites/1/about", "site:1"], endsAt: LATER },
    "/sites/2/cars/van": { tags: ["_N_T_/sites/2/cars/van", "site:2:cars"], endsAt: LATER },
    "/sites/2/old": { tags: ["site:2"], endsAt: NOW / 1000 - 1 },
    "query:1": { tags: ["site:1:cars"], endsAt: LATER },
  });

const sweepOf = (
  redis: ReturnType<typeof cache>,
  clock: { now: number } = { now: NOW },
  log?: (line: string) => void,
) =>
  createTagSweep({
    client: redis.client,
    keyPrefix: PREFIX,
    timeoutMs: 50,
    now: () => clock.now,
    log,
  });

describe("the sweep of expired tags' entries", () => {
  it("deletes the entries in a swept tag's set and those past their end, and nothing else", async () => {
    const redis = cache();
    const sweep = sweepOf(redis);
    sweep.add("site:1:cars");
    await sweep.settled();
    expect(redis.keys()).toEqual(["/sites/1/about", "/sites/2/cars/van"]);
    expect(redis.rows()).toEqual(["/sites/1/about", "/sites/2/cars/van"]);
    expect(redis.setOf("site:1:cars")).toEqual([]);
    // The entry past its end is out of its tag's set as well.
    expect(redis.setOf("site:2")).toEqual([]);
    expect(redis.setOf("site:2:cars")).toEqual(["/sites/2/cars/van"]);
    expect(sweep.sweeps).toBe(1);
  });

  it("finds a tag's entries without scanning the cache, and clears ended ones ten minutes apart", async () => {
    const redis = cache();
    const clock = { now: NOW };
    const sweep = sweepOf(redis, clock);
    sweep.add("site:2:cars");
    await sweep.settled();
    const scansOfFirst = redis.used.filter((name) => name === "hScan").length;
    // The first sweep of a server also scans the lifespans (two steps here).
    expect(scansOfFirst).toBe(2);

    redis.store("/sites/1/older", { tags: ["site:1"], endsAt: NOW / 1000 - 1 });
    clock.now = NOW + 9 * 60_000;
    sweep.add("site:1:cars");
    await sweep.settled();
    expect(redis.used.filter((name) => name === "hScan")).toHaveLength(scansOfFirst);
    expect(redis.keys()).toContain("/sites/1/older");

    clock.now = NOW + 10 * 60_000;
    sweep.add("site:1:cars");
    await sweep.settled();
    expect(redis.rows()).not.toContain("/sites/1/older");
    expect(redis.setOf("site:1")).toEqual(["/sites/1/about"]);
  });

  it("scans the tags' hash for a path tag, which has no set", async () => {
    const redis = cache();
    const sweep = sweepOf(redis);
    sweep.add("_N_T_/sites/1/about");
    await sweep.settled();
    expect(redis.keys()).not.toContain("/sites/1/about");
    expect(redis.keys()).toContain("/sites/1/cars/ute");
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
    expect(redis.keys()).toEqual([]);
  });

  it("logs a sweep that fails, once, and sweeps the next tag", async () => {
    const redis = cache();
    const lines: string[] = [];
    const sweep = sweepOf(redis, { now: NOW }, (line) => lines.push(line));
    redis.failNext(2);
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
});

describe("a handler whose expired entries are swept later", () => {
  const handlerOf = (redis: ReturnType<typeof cache>) => {
    const stored: string[] = [];
    const handler = {
      name: "redis-strings",
      set: async (key: string, entry: { tags?: readonly string[] }) => {
        stored.push(`${key} with ${entry.tags?.length} tags`);
      },
      revalidateTag: async (tag: string) => {
        throw new Error(`the handler's own scan is not used for ${tag}`);
      },
    };
    const wrapped = sweptLater(handler, { client: redis.client, keyPrefix: PREFIX, timeoutMs: 50 });
    return { stored, wrapped };
  };

  it("notes a stored entry's key in the set of each tag of ours", async () => {
    const redis = cache();
    const { stored, wrapped } = handlerOf(redis);
    await wrapped.set("/sites/3/cars/bus", {
      tags: ["_N_T_/layout", "_N_T_/sites/3/cars/bus", "site:3", "site:3:cars"],
    });
    expect(stored).toEqual(["/sites/3/cars/bus with 4 tags"]);
    expect(redis.setOf("site:3:cars")).toEqual(["/sites/3/cars/bus"]);
    expect(redis.setOf("site:3")).toEqual(["/sites/3/cars/bus"]);
    expect(redis.setOf("_N_T_/layout")).toEqual([]);
  });

  it("clears ended entries at start-up, their keys out of their sets, the first sweep then not", async () => {
    const redis = cache();
    const { wrapped } = handlerOf(redis);
    await wrapped.prepare();
    expect(redis.keys()).not.toContain("/sites/2/old");
    expect(redis.rows()).not.toContain("/sites/2/old");
    expect(redis.setOf("site:2")).toEqual([]);
    const scans = redis.used.filter((name) => name === "hScan").length;
    await wrapped.revalidateTag("site:1:cars");
    await wrapped.tagSweep.settled();
    expect(redis.used.filter((name) => name === "hScan")).toHaveLength(scans);
  });

  it("answers an expiry before the sweep deletes its entries", async () => {
    const redis = cache();
    const { wrapped } = handlerOf(redis);
    const open = redis.hold();
    await wrapped.revalidateTag("site:2:cars");
    expect(redis.keys()).toContain("/sites/2/cars/van");
    open();
    await wrapped.tagSweep.settled();
    expect(redis.keys()).not.toContain("/sites/2/cars/van");
  });
});
