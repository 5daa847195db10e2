import { describe, expect, it, vi } from "vitest";
import { findProviderLauncher } from "./provider-launcher.ts";
import { withFakeWindowTimers } from "../../testing/window-timers.ts";

const SELECTOR = "#provider-chat-button";
const BUTTON = { id: "provider-chat-button" };

/** The page: the provider's script adds its button `addedAfterMs` from now (never: null). */
function pageWhoseButtonComesAfter(addedAfterMs: number | null) {
  const started = Date.now();
  const looks: string[] = [];
  vi.stubGlobal("document", {
    querySelector: (selector: string) => {
      looks.push(selector);
      const isThere = addedAfterMs !== null && Date.now() - started >= addedAfterMs;
      return isThere && selector === SELECTOR ? BUTTON : null;
    },
  });
  return looks;
}

withFakeWindowTimers();

describe("findProviderLauncher (the live chat's launcher, §9 100 ms poll)", () => {
  it("looks for the provider's button every 100 ms and answers it as soon as it is there", async () => {
    const looks = pageWhoseButtonComesAfter(250);
    let found: unknown = "not yet";
    void findProviderLauncher(SELECTOR).then((button) => (found = button));
    expect(looks).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(looks).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(looks).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(looks).toHaveLength(3);
    expect(found).toBe("not yet");
    // Added at 250 ms: found at the next look, 300 ms, and no look after it.
    await vi.advanceTimersByTimeAsync(100);
    expect(found).toBe(BUTTON);
    expect(looks).toEqual([SELECTOR, SELECTOR, SELECTOR, SELECTOR]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(looks).toHaveLength(4);
  });

  it("gives up with null after the 10 s live chat window", async () => {
    const looks = pageWhoseButtonComesAfter(null);
    let found: unknown = "not yet";
    void findProviderLauncher(SELECTOR).then((button) => (found = button));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(found).toBe("not yet");
    await vi.advanceTimersByTimeAsync(1);
    expect(found).toBeNull();
    expect(looks).toHaveLength(101);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(looks).toHaveLength(101);
  });
});
