import { and, asc, eq, lt, ne, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { EmailThreadEntry } from "@forecourt/core/leads/email-thread";
import type { Executor } from "../../client.ts";
import { leadMessages } from "../../schema.ts";

/**
 * The emails of a message's lead written before it, oldest first, each going out (named by its
 * own id, which its Message-ID is made from) or coming in (the shopper's Message-ID, kept as the
 * message's provider id): what a new email's In-Reply-To and References name. Reads the lead's
 * messages by its index (`lead_messages_lead`).
 */
export async function listEmailThreadBefore(
  db: Executor,
  messageId: string,
): Promise<EmailThreadEntry[]> {
  const self = alias(leadMessages, "self");
  const rows = await db
    .select({
      id: leadMessages.id,
      direction: leadMessages.direction,
      externalId: leadMessages.externalId,
    })
    .from(leadMessages)
    .innerJoin(
      self,
      and(
        eq(self.id, messageId),
        eq(leadMessages.leadId, self.leadId),
        eq(leadMessages.websiteId, self.websiteId),
      ),
    )
    .where(
      and(
        eq(leadMessages.kind, "email"),
        ne(leadMessages.id, self.id),
        or(
          lt(leadMessages.createdAt, self.createdAt),
          and(eq(leadMessages.createdAt, self.createdAt), lt(leadMessages.id, self.id)),
        ),
      ),
    )
    .orderBy(asc(leadMessages.createdAt), asc(leadMessages.id));
  return rows.map((row) => ({
    id: row.id,
    direction: row.direction === "in" ? "in" : "out",
    externalId: row.externalId,
  }));
}
