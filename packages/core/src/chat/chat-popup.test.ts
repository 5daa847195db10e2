import { describe, expect, it } from "vitest";
import {
  CHAT_GREETING_DELAY_MS,
  CHAT_OPEN_DELAY_MS,
  boxesOverlap,
  chatCardPlacement,
  closedFlagValue,
  greetingDecision,
} from "./chat-popup.ts";

describe("greetingDecision", () => {
  it("shows the greeting 3 s after load when the chat is on and never closed", () => {
    expect(CHAT_GREETING_DELAY_MS).toBe(3000);
    expect(greetingDecision({ provider: "text", stored: null })).toEqual({
      isShown: true,
      delayMs: 3000,
    });
    expect(greetingDecision({ provider: "live", stored: null }).isShown).toBe(true);
  });

  it("keeps the greeting closed once the shopper closed it", () => {
    expect(greetingDecision({ provider: "text", stored: closedFlagValue() })).toEqual({
      isShown: false,
      reason: "closed-before",
    });
  });

  it("shows it again when the stored flag is something else", () => {
    expect(greetingDecision({ provider: "text", stored: "0" }).isShown).toBe(true);
    expect(greetingDecision({ provider: "text", stored: "" }).isShown).toBe(true);
  });

  it("shows nothing on a site without chat", () => {
    expect(greetingDecision({ provider: "none", stored: null })).toEqual({
      isShown: false,
      reason: "chat-off",
    });
  });
});

describe("chat timings", () => {
  it("opens the chat 1.3 s after the widget is ready (spec §9)", () => {
    expect(CHAT_OPEN_DELAY_MS).toBe(1300);
  });
});

describe("chatCardPlacement", () => {
  const box = (left: number, top: number, width: number, height: number) => ({
    left,
    top,
    right: left + width,
    bottom: top + height,
  });
  // A phone's screen, 390 wide: the card in the bottom right corner.
  const card = box(102, 600, 272, 160);

  it("shows where it covers nothing that must stay clear, nor the focused control", () => {
    expect(chatCardPlacement(card, [box(16, 200, 358, 120)], box(16, 400, 100, 44))).toEqual({
      mayShow: true,
    });
    // Touching edges is not covering.
    expect(chatCardPlacement(card, [box(16, 560, 358, 40)], null)).toEqual({ mayShow: true });
  });

  it("waits while it would cover the price and call button", () => {
    expect(chatCardPlacement(card, [box(16, 500, 358, 200)], null)).toEqual({
      mayShow: false,
      reason: "covers-page-part",
    });
  });

  it("waits while it would cover the focused control", () => {
    expect(chatCardPlacement(card, [], box(300, 700, 60, 44))).toEqual({
      mayShow: false,
      reason: "covers-focus",
    });
  });

  it("ignores boxes of nothing (hidden parts)", () => {
    expect(boxesOverlap(card, box(200, 650, 0, 0))).toBe(false);
  });
});
