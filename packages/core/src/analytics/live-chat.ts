import { LIVE_CHAT_WINDOW_MS } from "../time/timings.ts";
import { ACTION_EVENT_IDS } from "./event-catalogue.ts";

export { LIVE_CHAT_WINDOW_MS };

type ChatMessageEvent =
  | { id: 55 | 57; action: "chat-first-message" | "chat-message" }
  | { id: null; reason: "first-message-too-old" | "not-a-customer-message" };

/**
 * Spec §4 live chat events: the first customer message fires 55 when it is seen within 10 s of
 * its own timestamp (so a chat history replayed on a later page does not count again), and every
 * later customer message fires 57. The widget passes how many customer messages came before.
 */
export function chatMessageEvent(input: {
  from: "customer" | "agent";
  sentAt: number;
  now: number;
  earlierCustomerMessages: number;
}): ChatMessageEvent {
  if (input.from !== "customer") return { id: null, reason: "not-a-customer-message" };
  if (input.earlierCustomerMessages > 0) {
    return { id: ACTION_EVENT_IDS["chat-message"], action: "chat-message" };
  }
  const age = input.now - input.sentAt;
  // Either side of the timestamp: the widget's clock and the browser's may differ a little.
  if (Math.abs(age) > LIVE_CHAT_WINDOW_MS) return { id: null, reason: "first-message-too-old" };
  return { id: ACTION_EVENT_IDS["chat-first-message"], action: "chat-first-message" };
}
