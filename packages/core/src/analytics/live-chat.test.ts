import { describe, expect, it } from "vitest";
import { chatMessageEvent, LIVE_CHAT_WINDOW_MS } from "./live-chat.ts";

const at = 1_700_000_000_000;

describe("chatMessageEvent", () => {
  it("fires 55 for the first customer message seen within 10 s of its timestamp", () => {
    const first = { from: "customer", sentAt: at, earlierCustomerMessages: 0 } as const;
    expect(chatMessageEvent({ ...first, now: at })).toMatchObject({ id: 55 });
    expect(chatMessageEvent({ ...first, now: at + LIVE_CHAT_WINDOW_MS })).toMatchObject({ id: 55 });
    expect(chatMessageEvent({ ...first, now: at + LIVE_CHAT_WINDOW_MS + 1 })).toEqual({
      id: null,
      reason: "first-message-too-old",
    });
  });

  it("fires 57 for every later customer message and nothing for the agent's", () => {
    expect(
      chatMessageEvent({
        from: "customer",
        sentAt: at - 60_000,
        now: at,
        earlierCustomerMessages: 1,
      }),
    ).toMatchObject({ id: 57 });
    expect(
      chatMessageEvent({ from: "agent", sentAt: at, now: at, earlierCustomerMessages: 0 }),
    ).toEqual({ id: null, reason: "not-a-customer-message" });
  });
});
