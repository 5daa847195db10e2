import { describe, expect, it } from "vitest";
import {
  CHAT_GREETING_DELAY_MS,
  CHAT_OPEN_DELAY_MS,
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
