import { describe, expect, it, vi } from "vitest";
import { COLLAPSE_MS, FAST_POLL_MS, LIVE_CHAT_WINDOW_MS } from "@forecourt/core/time/timings";
import { collapseStyle } from "./collapse.ts";
import { pollFor } from "./poll-for.ts";
import { withFakeWindowTimers } from "../../testing/window-timers.ts";

withFakeWindowTimers();

describe("pollFor (the live chat's launcher, §9 100 ms poll)", () => {
  it("looks every 100 ms and answers what it found", async () => {
    let looks = 0;
    const found = pollFor(
      () => (++looks === 4 ? "button" : null),
      FAST_POLL_MS,
      LIVE_CHAT_WINDOW_MS,
    );
    await vi.advanceTimersByTimeAsync(FAST_POLL_MS * 2);
    expect(looks).toBe(3);
    await vi.advanceTimersByTimeAsync(FAST_POLL_MS);
    await expect(found).resolves.toBe("button");
    expect(looks).toBe(4);
    await vi.advanceTimersByTimeAsync(FAST_POLL_MS * 5);
    expect(looks).toBe(4);
  });

  it("gives up, with null, once the 10 s live chat window has passed", async () => {
    let looks = 0;
    const found = pollFor(() => void looks++, FAST_POLL_MS, LIVE_CHAT_WINDOW_MS);
    await vi.advanceTimersByTimeAsync(LIVE_CHAT_WINDOW_MS);
    await expect(found).resolves.toBeNull();
    expect(looks).toBe(1 + LIVE_CHAT_WINDOW_MS / FAST_POLL_MS);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(looks).toBe(1 + LIVE_CHAT_WINDOW_MS / FAST_POLL_MS);
  });
});

describe("collapseStyle", () => {
  it("times the collapsible sections by core COLLAPSE_MS (300 ms)", () => {
    expect(collapseStyle).toEqual({ "--collapse-ms": `${COLLAPSE_MS}ms` });
    expect(COLLAPSE_MS).toBe(300);
  });
});
