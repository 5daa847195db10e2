import { and, count } from "drizzle-orm";
import { scopeOf } from "@forecourt/core/console/staff-access";
import type { Database } from "../../client.ts";
import { leads } from "../../schema.ts";
import { inScope } from "../staff/site-scope.ts";
import type { StaffMember } from "../staff/get-staff-member.ts";
import { repliedCondition } from "./replied-condition.ts";

/**
 * How many of the leads the user may read have a shopper's reply nobody has answered (the
 * console header's count; the inbox's "Replied" filter lists them).
 */
export async function countRepliedLeads(
  db: Database,
  { actor }: { actor: StaffMember },
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(leads)
    .where(and(inScope(scopeOf(actor, "read-leads"), leads), repliedCondition));
  return row?.count ?? 0;
}
