import { inArray, sql, type SQL } from "drizzle-orm";
import { CONTACTING_CALL_OUTCOMES } from "@forecourt/core/leads/lead-conversation";
import { leadMessages, leads } from "../../schema.ts";

const answer = sql.raw(`"answer"`);

/**
 * Over a row of `leads`: the shopper wrote back (an email or text in) and nobody has answered
 * since: no email or text out, nor a call that reached them, at or after it. The inbox's
 * "Replied" filter, its order and the console header's count all read this one rule (read
 * through the `lead_messages_lead` index).
 */
export const repliedCondition: SQL = sql`exists (
  select 1 from ${leadMessages}
  where ${leadMessages.leadId} = ${leads.id}
    and ${leadMessages.websiteId} = ${leads.websiteId}
    and ${leadMessages.direction} = 'in'
    and not exists (
      select 1 from ${leadMessages} as ${answer}
      where ${answer}.lead_id = ${leadMessages.leadId}
        and ${answer}.direction = 'out'
        and ${answer}.created_at >= ${leadMessages.createdAt}
        and (${answer}.kind <> 'call' or ${inArray(sql`${answer}.outcome`, [...CONTACTING_CALL_OUTCOMES])})
    )
)`;
