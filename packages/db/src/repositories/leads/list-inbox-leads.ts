import { and, eq, exists, ilike, isNull, lt, not, or, sql, type SQL } from "drizzle-orm";
import type { InboxLead } from "@forecourt/core/console/inbox-lead";
import type { LeadInboxQuery } from "@forecourt/core/console/lead-inbox-query";
import type { LeadCursor } from "@forecourt/core/leads/lead-list-query";
import { scopeOf } from "@forecourt/core/console/staff-access";
import type { Database } from "../../client.ts";
import { cars, leads, staffUsers } from "../../schema.ts";
import { containing } from "../like-pattern.ts";
import { inScope } from "../staff/site-scope.ts";
import type { StaffMember } from "../staff/get-staff-member.ts";
import { leadMatchConditions } from "./list-leads.ts";
import { inboxLeadColumns, leadCarJoin, toInboxLead } from "./inbox-lead-row.ts";
import { overdueCondition } from "./overdue-condition.ts";
import { repliedCondition } from "./replied-condition.ts";
import { leadCreatedAtText, leadPage, leadPageWindow, NEWEST_LEADS_FIRST } from "./lead-page.ts";

type InboxPage = { leads: InboxLead[]; nextCursor: LeadCursor | null };

/**
 * A lead's phone as its digits, last first, for a search by how the number ends: phones are kept
 * in E.164 (+61412345678), so a national number ("0412 345 678") is found by its digits after
 * the trunk 0. Indexed (schema `leads_website_phone_reversed`); the expression is the index's.
 */
const reversedPhoneDigits = sql`(reverse(translate(coalesce(${leads.phone}, ''), ' +-().', '')) collate "C")`;

/** A search of 8 or more digits written as a phone number is a search for that number. */
const PHONE_SEARCH = /^\+?[\d\s\-().]+$/;
const MIN_PHONE_SEARCH_DIGITS = 8;

/** The leads whose phone ends with the digits (after a trunk 0), read through the index. */
/** The digits as a stored E.164 phone holds them: a national number's trunk 0 left off. */
const withoutTrunkZero = (digits: string) => (digits.startsWith("0") ? digits.slice(1) : digits);

function phoneEndsWith(digits: string): SQL {
  const from = [...withoutTrunkZero(digits)].reverse().join("");
  // The next string after every one that starts with `from` (":" follows "9" in "C" order).
  const until = `${from.slice(0, -1)}${String.fromCharCode(from.charCodeAt(from.length - 1) + 1)}`;
  return sql`${reversedPhoneDigits} >= ${from} and ${reversedPhoneDigits} < ${until}`;
}

/**
 * A search over a lead's name, email, phone (by its digits too, so "0412 345" finds
 * "0412 345 678") and its car's stock number; a phone number (8 digits or more, written as one)
 * finds the leads with that phone.
 */
function searchCondition(search: string): SQL {
  const digits = search.replace(/\D/g, "");
  if (PHONE_SEARCH.test(search) && digits.length >= MIN_PHONE_SEARCH_DIGITS) {
    return phoneEndsWith(digits);
  }
  const pattern = containing(search);
  return or(
    ilike(leads.name, pattern),
    ilike(sql`concat_ws(' ', ${leads.firstName}, ${leads.lastName})`, pattern),
    ilike(leads.email, pattern),
    ilike(leads.phone, pattern),
    digits.length >= 4
      ? sql`translate(coalesce(${leads.phone}, ''), ' +-().', '') like ${containing(withoutTrunkZero(digits))}`
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
function inboxConditions(actor: StaffMember, query: LeadInboxQuery, now: Date = new Date()): SQL[] {
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
  if (query.isRepliedOnly) conditions.push(repliedCondition);
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/**
 * One page of the leads a staff user may read, after `cursor`: a platform operator's every
 * site, an admin's sites, a salesperson's dealership or location only. The leads whose shopper
 * wrote back unanswered come first, then the rest; each part newest first by (created_at, id)
 * as the platform API's list is, and the cursor says which part a page ended in, so a lead is
 * neither skipped nor repeated while its state holds. Each says whether this user has opened it.
 */
export async function listInboxLeads(
  db: Database,
  { actor, query, now }: { actor: StaffMember; query: LeadInboxQuery; now?: Date },
): Promise<InboxPage> {
  const page = leadPageWindow(query);
  const conditions = inboxConditions(actor, query, now);
  const read = (part: SQL, after: SQL | undefined, limit: number) =>
    db
      .select({ ...inboxLeadColumns(actor.id), createdAtText: leadCreatedAtText })
      .from(leads)
      .leftJoin(staffUsers, eq(staffUsers.id, leads.assignedStaffUserId))
      .leftJoin(cars, leadCarJoin)
      .where(and(...conditions, part, after))
      .orderBy(...NEWEST_LEADS_FIRST)
      .limit(limit);
  const { cursor } = query;
  const isInRepliedPart = !cursor || cursor.isReplied === true;
  const rows = isInRepliedPart ? await read(repliedCondition, page.after, page.limit + 1) : [];
  if (rows.length <= page.limit && !query.isRepliedOnly) {
    const after = isInRepliedPart ? undefined : page.after;
    rows.push(...(await read(not(repliedCondition), after, page.limit + 1 - rows.length)));
  }
  const { leads: listed, nextCursor } = leadPage(rows, page.limit, toInboxLead);
  const last = listed.at(-1);
  return {
    leads: listed,
    nextCursor: nextCursor && last ? { ...nextCursor, isReplied: last.isReplied } : null,
  };
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
