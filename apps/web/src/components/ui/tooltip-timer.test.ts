import { describe, expect, it, vi } from "vitest";
import { tooltipTimer } from "./tooltip-timer.ts";
import { withFakeWindowTimers } from "../../testing/window-timers.ts";

withFakeWindowTimers();

/** A tooltip (the card heart's), with what it has been told so far. */
function tooltip() {
  const changes: boolean[] = [];
  const timer = tooltipTimer((isOpen) => changes.push(isOpen));
  return { ...timer, isOpen: () => changes.at(-1) ?? false };
}

/** Shows a tooltip by a resting pointer and closes it: the last one on the page to close. */
async function showAndClose() {
  const first = tooltip();
  first.open("hover");
  await vi.advanceTimersByTimeAsync(700);
  expect(first.isOpen()).toBe(true);
  first.close();
  expect(first.isOpen()).toBe(false);
}

describe("tooltipTimer (the heart's tooltip, §9 delays)", () => {
  it("shows a resting pointer's tooltip after 700 ms, and keyboard focus's at once", async () => {
    // Long after any other tooltip closed.
    await vi.advanceTimersByTimeAsync(5_000);
    const hovered = tooltip();
    hovered.open("hover");
    await vi.advanceTimersByTimeAsync(699);
    expect(hovered.isOpen()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(hovered.isOpen()).toBe(true);

    const focused = tooltip();
    focused.open("focus");
    expect(focused.isOpen()).toBe(true);
  });

  it("within 300 ms of the last one closing, the next opens at once; from 300 ms, after 700 ms again", async () => {
    await vi.advanceTimersByTimeAsync(5_000);
    await showAndClose();
    await vi.advanceTimersByTimeAsync(299);
    const next = tooltip();
    next.open("hover");
    expect(next.isOpen()).toBe(true);

    next.close();
    await vi.advanceTimersByTimeAsync(300);
    const later = tooltip();
    later.open("hover");
    expect(later.isOpen()).toBe(false);
    await vi.advanceTimersByTimeAsync(699);
    expect(later.isOpen()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(later.isOpen()).toBe(true);
  });

  it("a pointer that leaves before the delay shows nothing, and starts no skip delay", async () => {
    await vi.advanceTimersByTimeAsync(5_000);
    const passed = tooltip();
    passed.open("hover");
    await vi.advanceTimersByTimeAsync(400);
    passed.close();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(passed.isOpen()).toBe(false);
    // Never shown, so the next one is not skipped to at once.
    const next = tooltip();
    next.open("hover");
    expect(next.isOpen()).toBe(false);
    await vi.advanceTimersByTimeAsync(700);
    expect(next.isOpen()).toBe(true);
  });
});
