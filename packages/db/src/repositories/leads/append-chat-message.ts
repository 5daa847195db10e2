import { and, eq, sql } from "drizzle-orm";
import { chatFollowUp, chatMessagesOf } from "@forecourt/core/chat/chat-conversation";
import type { StoredLead } from "@forecourt/core/domain/lead";
import type { Database } from "../../client.ts";
import { leads } from "../../schema.ts";
import { toStoredLead } from "./lead-write.ts";

type AppendChatMessageResult =
  { kind: "appended" | "repeat"; lead: StoredLead } | { kind: "new-conversation" };

/**
 * A follow-up 'Text us' message added to its conversation's lead (core `chatFollowUp`): the
 * message column holds the whole conversation and `fields.chat_messages` each message with its
 * time. Nothing is queued: the dealer was mailed when the conversation began. A message for
 * another site's lead, another mobile or after the window is a new conversation for the caller.
 */
export async function appendChatMessage(
  db: Database,
  input: {
    websiteId: number;
    leadId: string;
    category: string;
    phone: string | null;
    text: string;
    at?: Date;
  },
): Promise<AppendChatMessageResult> {
  const at = input.at ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(leads)
      .where(and(eq(leads.id, input.leadId), eq(leads.websiteId, input.websiteId)))
      .for("update")
      .limit(1);
    if (!row || !row.isFormCompleted) return { kind: "new-conversation" };
    const fields = (row.fields ?? {}) as Record<string, unknown>;
    const followUp = chatFollowUp(
      { ...row, messages: chatMessagesOf(fields) },
      { category: input.category, phone: input.phone, text: input.text, at },
    );
    if (followUp.kind === "new-conversation") return { kind: "new-conversation" };
    if (followUp.kind === "repeat") return { kind: "repeat", lead: toStoredLead(row) };
    const [updated] = await tx
      .update(leads)
      .set({
        message: followUp.transcript,
        fields: { ...fields, chat_messages: followUp.messages },
        updatedAt: sql`now()`,
      })
      .where(and(eq(leads.id, input.leadId), eq(leads.websiteId, input.websiteId)))
      .returning();
    return { kind: "appended", lead: toStoredLead(updated ?? row) };
  });
}
