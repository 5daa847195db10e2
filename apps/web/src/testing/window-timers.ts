import { afterEach, beforeEach, vi } from "vitest";

/** The browser's timer functions for a stand-in `window`, run by Vitest's (fake) timers. */
export const windowTimers = () => ({
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
  setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
  clearInterval: (id: ReturnType<typeof setInterval>) => clearInterval(id),
});

/**
 * Every test of the file runs on fake timers with a stand-in `window` that has the timer
 * functions; both are undone after each test.
 */
export function withFakeWindowTimers(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("window", windowTimers());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}
