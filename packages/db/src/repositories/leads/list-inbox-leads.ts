import { and, eq, exists, ilike, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { InboxLead } from "@forecourt/core/console/inbox-lead";
import type { LeadInboxQuery } from "@forecourt/core/console/lead-inbox-query";
import type { LeadCursor } from "@forecourt/core/leads/lead-list-query";
import { scopeOf } from "@forecourt/core/console/staff-access";
import type { Database } from "../../client.ts";
import { cars, leads, staffUsers } from "../../schema.ts";
import { inScope } from "../staff/site-scope.ts";
import type { StaffMember } from "../staff/get-staff-member.ts";
import { leadMatchConditions } from "./list-leads.ts";
import { inboxLeadColumns, leadCarJoin, toInboxLead } from "./inbox-lead-row.ts";
import { overdueCondition } from "./overdue-condition.ts";
import { leadCreatedAtText, leadPage, leadPageWindow, NEWEST_LEADS_FIRST } from "./lead-page.ts";

export type InboxPage = { leads: InboxLead[]; nextCursor: LeadCursor | null };

/** `%text%` for ILIKE, its wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** What a phone number is written with besides its digits (cheaper to drop than a pattern). */
const PHONE_PUNCTUATION = " +-().";

/**
 * The digits as a stored phone holds them: phones are kept in E.164 (+61412345678), so a
 * national number's trunk 0 ("0412 345 678") is left off to find it.
 */
const nationalDigits = (digits: string) =>
  digits.length >= 8 && digits.startsWith("0") ? digits.slice(1) : digits;

/**
 * A search over a lead's name, email, phone (by its digits too, so "0412 345" finds
 * "+61412345...") and its car's stock number.
 */
function searchCondition(search: string): SQL {
  const pattern = containing(search);
  const digits = search.replace(/\D/g, "");
  return or(
    ilike(leads.name, pattern),
    ilike(sql`concat_ws(' ', ${leads.firstName}, ${leads.lastName})`, pattern),
    ilike(leads.email, pattern),
    ilike(leads.phone, pattern),
    digits.length >= 4
      ? sql`translate(coalesce(${leads.phone}, ''), ${PHONE_PUNCTUATION}, '') like ${containing(nationalDigits(digits))}`
      : undefined,
    exists(
      sql`(select 1 from ${cars} where ${cars.id} = ${leads.carId} and ${cars.websiteId} = ${leads.websiteId} and ${ilike(cars.stockNumber, pattern)})`,
    ),
  ) as SQL;
}

/**
 * The inbox's conditions: the user's scope first, then every filter the query sets (overdue
 * as of `now`).
 */
export function inboxConditions(
  actor: StaffMember,
  query: LeadInboxQuery,
  now: Date = new Date(),
): SQL[] {
  const conditions: (SQL | undefined)[] = [
    inScope(scopeOf(actor, "read-leads"), leads),
    ...leadMatchConditions(query, query.websiteId ?? undefined),
  ];
  if (query.websiteId !== null) conditions.push(eq(leads.websiteId, query.websiteId));
  if (query.until) conditions.push(lt(leads.createdAt, query.until));
  if (query.assignee === "unassigned") conditions.push(isNull(leads.assignedStaffUserId));
  else if (query.assignee) {
    conditions.push(eq(leads.assignedStaffUserId, query.assignee.staffUserId));
  }
  if (query.search) conditions.push(searchCondition(query.search));
  if (query.isOverdueOnly) conditions.push(overdueCondition(now));
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/**
 * One page of the leads a staff user may read, newest first, after `cursor`: a platform
 * operator's every site, an admin's sites, a salesperson's dealership or location only. Ordered
 * by (created_at, id) as the platform API's list is. Each says whether this user has opened it.
 */
export async function listInboxLeads(
  db: Database,
  { actor, query, now }: { actor: StaffMember; query: LeadInboxQuery; now?: Date },
): Promise<InboxPage> {
  const page = leadPageWindow(query);
  const rows = await db
    .select({ ...inboxLeadColumns(actor.id), createdAtText: leadCreatedAtText })
    .from(leads)
    .leftJoin(staffUsers, eq(staffUsers.id, leads.assignedStaffUserId))
    .leftJoin(cars, leadCarJoin)
    .where(and(...inboxConditions(actor, query, now), page.after))
    .orderBy(...NEWEST_LEADS_FIRST)
    .limit(page.limit + 1);
  return leadPage(rows, page.limit, toInboxLead);
}

/** The newest lead the user may read (for the inbox's check for new leads); null for none. */
export async function newestInboxLead(
  db: Database,
  { actor }: { actor: StaffMember },
): Promise<{ id: string; createdAt: Date } | null> {
  const [row] = await db
    .select({ id: leads.id, createdAt: leads.createdAt })
    .from(leads)
    .where(inScope(scopeOf(actor, "read-leads"), leads))
    .orderBy(...NEWEST_LEADS_FIRST)
    .limit(1);
  return row ?? null;
}
