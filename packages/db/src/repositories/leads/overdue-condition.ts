import { and, eq, isNull, notInArray, sql, type SQL } from "drizzle-orm";
import { CLOSED_LEAD_STATUSES } from "@forecourt/core/leads/lead-response";
import { leads, websites } from "../../schema.ts";

/**
 * A site's response target in minutes, read from its settings in SQL (core's default else): the
 * database's `forecourt_response_target` (migration lead-respond-by), which also keeps each
 * lead's `respond_by`, so the watch and the rule read one target.
 */
export const siteTargetMinutes = sql`forecourt_response_target(${websites.settings})`;

/**
 * The leads overdue at `now`, as core `decideOverdue` decides one: finished, not closed, the
 * shopper not yet contacted, and made longer ago than their site's response target (read from the site's row
 * by the lead's site, so no join is needed).
 */
export function overdueCondition(now: Date): SQL {
  return and(
    notInArray(leads.status, [...CLOSED_LEAD_STATUSES]),
    eq(leads.isFormCompleted, true),
    isNull(leads.firstContactedAt),
    sql`${leads.createdAt} < ${now.toISOString()}::timestamptz - (select ${siteTargetMinutes}
      from ${websites} where ${websites.id} = ${leads.websiteId}) * interval '1 minute'`,
  ) as SQL;
}
