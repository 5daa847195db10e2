import { and, eq, isNull, notInArray, sql, type SQL } from "drizzle-orm";
import {
  CLOSED_LEAD_STATUSES,
  DEFAULT_RESPONSE_TARGET_MINUTES,
} from "@forecourt/core/leads/lead-response";
import { leads, websites } from "../../schema.ts";

/** A site's response target in minutes, read from its settings in SQL (core's default else). */
export const siteTargetMinutes = sql`coalesce(
  case when jsonb_typeof(${websites.settings} -> 'leads' -> 'responseTargetMinutes') = 'number'
    then (${websites.settings} -> 'leads' ->> 'responseTargetMinutes')::numeric end,
  ${DEFAULT_RESPONSE_TARGET_MINUTES})`;

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
