/**
 * A 'Text us' conversation is one lead (spec §2 chat): a message sent within this long of the
 * conversation's last one is added to its lead, and the dealer is mailed once per conversation.
 * A message after a longer silence starts a new conversation, a new lead and a new email.
 */
export const CHAT_CONVERSATION_WINDOW_MS = 30 * 60_000;
/** The same text again this soon is the same message sent twice (a retry), kept once. */
export const CHAT_REPEAT_WINDOW_MS = 60_000;

type ChatMessage = { sent_at: string; text: string };

type ChatFollowUp =
  | { kind: "append"; messages: ChatMessage[]; transcript: string }
  | { kind: "repeat" }
  | { kind: "new-conversation"; reason: "not-a-chat" | "other-mobile" | "window-passed" };

/**
 * What a follow-up message does to the conversation's lead: added to it, ignored as a repeat,
 * or a new conversation. The lead's own message and time stand for its first message.
 */
export function chatFollowUp(
  lead: {
    category: string;
    phone: string | null;
    message: string | null;
    createdAt: Date;
    messages: readonly ChatMessage[] | null;
  },
  message: { category: string; phone: string | null; text: string; at: Date },
): ChatFollowUp {
  if (lead.category !== message.category) return { kind: "new-conversation", reason: "not-a-chat" };
  if (!lead.phone || lead.phone !== message.phone) {
    return { kind: "new-conversation", reason: "other-mobile" };
  }
  const earlier: ChatMessage[] =
    lead.messages && lead.messages.length > 0
      ? [...lead.messages]
      : [{ sent_at: lead.createdAt.toISOString(), text: lead.message ?? "" }];
  const last = earlier.at(-1)!;
  const since = message.at.getTime() - new Date(last.sent_at).getTime();
  if (since > CHAT_CONVERSATION_WINDOW_MS) {
    return { kind: "new-conversation", reason: "window-passed" };
  }
  if (last.text === message.text && since < CHAT_REPEAT_WINDOW_MS) return { kind: "repeat" };
  const messages = [...earlier, { sent_at: message.at.toISOString(), text: message.text }];
  return { kind: "append", messages, transcript: messages.map((m) => m.text).join("\n") };
}

/** The messages kept on a conversation's lead (`fields.chat_messages`), or null. */
export function chatMessagesOf(fields: unknown): ChatMessage[] | null {
  if (!fields || typeof fields !== "object") return null;
  const list = (fields as Record<string, unknown>).chat_messages;
  if (!Array.isArray(list)) return null;
  return list.filter(
    (item): item is ChatMessage =>
      !!item &&
      typeof item === "object" &&
      typeof (item as ChatMessage).sent_at === "string" &&
      typeof (item as ChatMessage).text === "string",
  );
}
