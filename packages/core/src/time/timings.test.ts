import { describe, expect, it } from "vitest";
import { CHAT_GREETING_DELAY_MS, CHAT_OPEN_DELAY_MS } from "../chat/chat-popup.ts";
import { MANUFACTURER_POLL_MS, TAG_IDLE_MS } from "../analytics/third-party-tags.ts";
import {
  COLLAPSE_MS,
  FAST_POLL_MS,
  LIVE_CHAT_WINDOW_MS,
  TOOLTIP_BASE_DELAY_MS,
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  tooltipOpenDelay,
} from "./timings.ts";

describe("spec §9 timings, in one place", () => {
  it("are the spec's figures", () => {
    expect({
      TOOLTIP_DELAY_MS,
      TOOLTIP_BASE_DELAY_MS,
      TOOLTIP_SKIP_DELAY_MS,
      COLLAPSE_MS,
      FAST_POLL_MS,
      LIVE_CHAT_WINDOW_MS,
    }).toEqual({
      TOOLTIP_DELAY_MS: 0,
      TOOLTIP_BASE_DELAY_MS: 700,
      TOOLTIP_SKIP_DELAY_MS: 300,
      COLLAPSE_MS: 300,
      FAST_POLL_MS: 100,
      LIVE_CHAT_WINDOW_MS: 10_000,
    });
  });

  it("the chat and tag rules read theirs from here", () => {
    expect([TAG_IDLE_MS, CHAT_GREETING_DELAY_MS, CHAT_OPEN_DELAY_MS, MANUFACTURER_POLL_MS]).toEqual(
      [3_000, 3_000, 1_300, 300],
    );
  });
});

describe("tooltipOpenDelay", () => {
  it("keyboard focus shows a tooltip at once", () => {
    expect(tooltipOpenDelay("focus", null)).toBe(0);
    expect(tooltipOpenDelay("focus", 5_000)).toBe(0);
  });

  it("a resting pointer waits the base delay", () => {
    expect(tooltipOpenDelay("hover", null)).toBe(700);
    expect(tooltipOpenDelay("hover", 300)).toBe(700);
  });

  it("within the skip delay of the last tooltip closing, the next opens at once", () => {
    expect(tooltipOpenDelay("hover", 0)).toBe(0);
    expect(tooltipOpenDelay("hover", 299)).toBe(0);
  });
});
