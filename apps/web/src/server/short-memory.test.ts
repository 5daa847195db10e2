import { describe, expect, it } from "vitest";
import { createShortMemory } from "./short-memory.ts";

describe("createShortMemory", () => {
  it("loads a key once per ttl, callers in that time sharing the load", async () => {
    let at = 0;
    const loads: string[] = [];
    const remember = createShortMemory(
      async (key) => {
        loads.push(key);
        return key.toUpperCase();
      },
      { ttlMs: 1_000, maxEntries: 10, now: () => at },
    );
    expect(await Promise.all([remember("a"), remember("a")])).toEqual(["A", "A"]);
    at = 999;
    await remember("a");
    expect(loads).toEqual(["a"]);
    at = 1_000;
    await remember("a");
    expect(loads).toEqual(["a", "a"]);
  });

  it("keeps at most maxEntries keys, the least recently asked going first", async () => {
    const loads: string[] = [];
    const remember = createShortMemory(
      async (key) => {
        loads.push(key);
        return key;
      },
      { ttlMs: 60_000, maxEntries: 2 },
    );
    await remember("a");
    await remember("b");
    await remember("a"); // a is now the most recent
    await remember("c"); // b goes
    await remember("a");
    await remember("b");
    expect(loads).toEqual(["a", "b", "c", "b"]);
  });

  it("does not remember a failed load: its callers get the failure, the next call tries again", async () => {
    let fail = true;
    const remember = createShortMemory(
      async () => {
        if (fail) throw new Error("database down");
        return "ok";
      },
      { ttlMs: 60_000, maxEntries: 5 },
    );
    await expect(remember("a")).rejects.toThrow("database down");
    fail = false;
    expect(await remember("a")).toBe("ok");
  });
});
