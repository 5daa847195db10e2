import { describe, expect, it } from "vitest";
import type { TrackingEventInput } from "@forecourt/db/repositories/tracking/record-tracking-events";
import { createEventBatcher } from "./event-batcher.ts";

const event = (n: number) => ({ category: `e${n}` }) as TrackingEventInput;

describe("createEventBatcher", () => {
  it("writes events that arrive together in one batch and answers each after it", async () => {
    const batches: string[][] = [];
    const batcher = createEventBatcher({
      write: async (events) => batches.push(events.map((e) => e.category)),
      maxBatch: 3,
      maxWaitMs: 5,
    });
    await Promise.all([1, 2, 3, 4].map((n) => batcher.add(event(n))));
    expect(batches).toEqual([["e1", "e2", "e3"], ["e4"]]);
  });

  it("fails every event of a batch whose write failed, and goes on", async () => {
    let calls = 0;
    const batcher = createEventBatcher({
      write: async () => {
        calls += 1;
        if (calls === 1) throw new Error("database down");
      },
      maxWaitMs: 1,
    });
    const first = await Promise.allSettled([batcher.add(event(1)), batcher.add(event(2))]);
    expect(first.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    await expect(batcher.add(event(3))).resolves.toBeUndefined();
  });
});
