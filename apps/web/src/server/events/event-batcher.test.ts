import { describe, expect, it } from "vitest";
import type { TrackingEventInput } from "@forecourt/db/repositories/tracking/record-tracking-events";
import { createEventBatcher, RefusedEventError } from "./event-batcher.ts";

const event = (n: number) => ({ category: `e${n}` }) as TrackingEventInput;

describe("createEventBatcher", () => {
  it("writes events that arrive together in one batch and answers each after it", async () => {
    const batches: string[][] = [];
    const batcher = createEventBatcher({
      write: async (events) => {
        batches.push(events.map((e) => e.category));
        return { refused: [] };
      },
      maxBatch: 3,
      maxWaitMs: 5,
    });
    await Promise.all([1, 2, 3, 4].map((n) => batcher.add(event(n))));
    expect(batches).toEqual([["e1", "e2", "e3"], ["e4"]]);
  });

  it("writes one batch at a time: what arrives during a write is the next batch", async () => {
    const batches: string[][] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const batcher = createEventBatcher({
      write: async (events) => {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        batches.push(events.map((e) => e.category));
        await new Promise((resolve) => setTimeout(resolve, 30));
        inFlight -= 1;
        return { refused: [] };
      },
      maxBatch: 100,
      maxWaitMs: 1,
    });
    const first = batcher.add(event(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The first write is in flight; these four come in the meantime, several timers apart.
    const later = [2, 3, 4, 5].map(async (n) => {
      await new Promise((resolve) => setTimeout(resolve, n));
      return batcher.add(event(n));
    });
    await Promise.all([first, ...later]);
    expect(mostInFlight).toBe(1);
    expect(batches).toEqual([["e1"], ["e2", "e3", "e4", "e5"]]);
  });

  it("fails every event of a batch whose write failed, and goes on", async () => {
    let calls = 0;
    const batcher = createEventBatcher({
      write: async () => {
        calls += 1;
        if (calls === 1) throw new Error("database down");
        return { refused: [] };
      },
      maxWaitMs: 1,
    });
    const first = await Promise.allSettled([batcher.add(event(1)), batcher.add(event(2))]);
    expect(first.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    await expect(batcher.add(event(3))).resolves.toBeUndefined();
  });

  it("fails only the events the write refused, with their reasons, and answers the rest", async () => {
    const batcher = createEventBatcher({
      write: async (events) => ({
        refused: events.flatMap((e, index) =>
          e.category === "e2" ? [{ index, reason: "no NUL, please" }] : [],
        ),
      }),
      maxWaitMs: 1,
    });
    const settled = await Promise.allSettled([1, 2, 3].map((n) => batcher.add(event(n))));
    expect(settled.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const refusal = (settled[1] as PromiseRejectedResult).reason as unknown;
    expect(refusal).toBeInstanceOf(RefusedEventError);
    expect((refusal as RefusedEventError).reason).toBe("no NUL, please");
  });
});
