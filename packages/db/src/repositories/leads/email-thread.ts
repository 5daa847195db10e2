import { and, asc, eq, sql } from "drizzle-orm";
import type { EmailThreadEntry } from "@forecourt/core/leads/email-thread";
import type { Executor } from "../../client.ts";
import { leadMessages } from "../../schema.ts";

/**
 * Every email of one site's lead, oldest first, or those written before one of its messages:
 * each going out (named by its own id, which its Message-ID is made from) or coming in (the
 * shopper's Message-ID, kept as the message's provider id). What a new email on the lead (an
 * answer, a deposit's receipt) replies to and names. Reads by the lead's index
 * (`lead_messages_lead`).
 */
export async function listLeadEmailThread(
  db: Executor,
  where: {
    websiteId: number;
    leadId: string;
    /** Only the emails written before this message of the lead's. */
    before?: string;
  },
): Promise<EmailThreadEntry[]> {
  const { before } = where;
  const rows = await db
    .select({
      id: leadMessages.id,
      direction: leadMessages.direction,
      externalId: leadMessages.externalId,
    })
    .from(leadMessages)
    .where(
      and(
        eq(leadMessages.leadId, where.leadId),
        eq(leadMessages.websiteId, where.websiteId),
        eq(leadMessages.kind, "email"),
        before === undefined
          ? undefined
          : sql`(${leadMessages.createdAt}, ${leadMessages.id}) <
            (select created_at, id from lead_messages where id = ${before})`,
      ),
    )
    .orderBy(asc(leadMessages.createdAt), asc(leadMessages.id));
  return rows.map((row) => ({
    id: row.id,
    direction: row.direction === "in" ? "in" : "out",
    externalId: row.externalId,
  }));
}

/** A message's lead and the emails on it before the message; null when it is gone. */
export async function listEmailThreadBefore(
  db: Executor,
  messageId: string,
): Promise<{ websiteId: number; leadId: string; thread: EmailThreadEntry[] } | null> {
  const [message] = await db
    .select({ websiteId: leadMessages.websiteId, leadId: leadMessages.leadId })
    .from(leadMessages)
    .where(eq(leadMessages.id, messageId))
    .limit(1);
  if (!message) return null;
  const thread = await listLeadEmailThread(db, {
    websiteId: message.websiteId,
    leadId: message.leadId,
    before: messageId,
  });
  return { websiteId: message.websiteId, leadId: message.leadId, thread };
}
