import { describe, expect, it } from "vitest";
import {
  CHAT_CONVERSATION_WINDOW_MS,
  CHAT_REPEAT_WINDOW_MS,
  chatFollowUp,
  chatMessagesOf,
} from "./chat-conversation.ts";

const start = new Date("2026-01-01T09:00:00Z");
const lead = {
  category: "Text us",
  phone: "+61412345678",
  message: "Hello",
  createdAt: start,
  messages: null,
};
const at = (ms: number) => new Date(start.getTime() + ms);
const message = (text: string, ms: number, phone = "+61412345678") => ({
  category: "Text us",
  phone,
  text,
  at: at(ms),
});

describe("chatFollowUp", () => {
  it("adds a message within the window to the conversation, after its first", () => {
    const result = chatFollowUp(lead, message("Still there?", 60_000 * 5));
    expect(result).toEqual({
      kind: "append",
      messages: [
        { sent_at: start.toISOString(), text: "Hello" },
        { sent_at: at(300_000).toISOString(), text: "Still there?" },
      ],
      transcript: "Hello\nStill there?",
    });
  });

  it("measures the window from the last message, to the millisecond", () => {
    const messages = [
      { sent_at: start.toISOString(), text: "Hello" },
      { sent_at: at(20 * 60_000).toISOString(), text: "Still there?" },
    ];
    const last = 20 * 60_000;
    expect(
      chatFollowUp({ ...lead, messages }, message("x", last + CHAT_CONVERSATION_WINDOW_MS)).kind,
    ).toBe("append");
    expect(
      chatFollowUp({ ...lead, messages }, message("x", last + CHAT_CONVERSATION_WINDOW_MS + 1)),
    ).toEqual({ kind: "new-conversation", reason: "window-passed" });
  });

  it("keeps a repeat once, but the same words later are a new message", () => {
    expect(chatFollowUp(lead, message("Hello", CHAT_REPEAT_WINDOW_MS - 1))).toEqual({
      kind: "repeat",
    });
    expect(chatFollowUp(lead, message("Hello", CHAT_REPEAT_WINDOW_MS)).kind).toBe("append");
  });

  it("starts a new conversation from another mobile or for a lead that is no chat", () => {
    expect(chatFollowUp(lead, message("Hi", 1_000, "+61400000000"))).toEqual({
      kind: "new-conversation",
      reason: "other-mobile",
    });
    expect(chatFollowUp({ ...lead, category: "General Enquiry" }, message("Hi", 1_000))).toEqual({
      kind: "new-conversation",
      reason: "not-a-chat",
    });
  });
});

describe("chatMessagesOf", () => {
  it("reads the kept messages and ignores anything else", () => {
    expect(chatMessagesOf({ chat_messages: [{ sent_at: "t", text: "a" }, { text: 1 }] })).toEqual([
      { sent_at: "t", text: "a" },
    ]);
    expect(chatMessagesOf({})).toBeNull();
    expect(chatMessagesOf(null)).toBeNull();
  });
});
