import { and, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import type { LeadCursor, LeadListFilters } from "@forecourt/core/leads/lead-list-query";
import type { ListedLead } from "@forecourt/core/leads/lead-record";
import type { Database } from "../../client.ts";
import { dealerships, leads } from "../../schema.ts";
import { leadCreatedAtText, leadPage, leadPageWindow, NEWEST_LEADS_FIRST } from "./lead-page.ts";
import { toListedLead } from "./listed-lead-row.ts";

type ListLeadsOptions = LeadListFilters & {
  cursor: LeadCursor | null;
  /** At most MAX_LEAD_PAGE_SIZE. */
  limit: number;
};

type LeadPage = { leads: ListedLead[]; nextCursor: LeadCursor | null };

/** The filters as conditions on the site's leads (shared by the list and the CSV export). */
function leadFilterConditions(websiteId: number, filters: LeadListFilters): SQL[] {
  return [eq(leads.websiteId, websiteId), ...leadMatchConditions(filters, websiteId)];
}

/**
 * The filters alone, on leads of any site (the console's inbox spans a user's sites). A
 * dealership slug is looked up on `slugSite`, the site whose slugs it names.
 */
export function leadMatchConditions(filters: LeadListFilters, slugSite?: number): SQL[] {
  const conditions: SQL[] = [];
  if (filters.since) conditions.push(gte(leads.createdAt, filters.since));
  if (filters.status) conditions.push(eq(leads.status, filters.status));
  if (filters.category) conditions.push(eq(leads.category, filters.category));
  if (filters.locationId !== null) conditions.push(eq(leads.locationId, filters.locationId));
  const { dealership } = filters;
  if (dealership && "id" in dealership) conditions.push(eq(leads.dealershipId, dealership.id));
  if (dealership && "slug" in dealership) {
    const ofSite = and(
      slugSite === undefined ? undefined : eq(dealerships.websiteId, slugSite),
      eq(dealerships.slug, dealership.slug),
    );
    conditions.push(
      inArray(
        leads.dealershipId,
        sql`(select ${dealerships.id} from ${dealerships} where ${ofSite})`,
      ),
    );
  }
  return conditions;
}

/**
 * One page of a site's leads, newest first, after `cursor` (the last lead of the page before):
 * ordered by (created_at, id), so leads made in the same instant are neither skipped nor
 * repeated. `nextCursor` is null on the last page.
 */
export async function listLeads(
  db: Database,
  websiteId: number,
  options: ListLeadsOptions,
): Promise<LeadPage> {
  const page = leadPageWindow(options);
  const rows = await db
    .select({ row: leads, createdAtText: leadCreatedAtText })
    .from(leads)
    .where(and(...leadFilterConditions(websiteId, options), page.after))
    .orderBy(...NEWEST_LEADS_FIRST)
    .limit(page.limit + 1);
  return leadPage(rows, page.limit, ({ row }) => toListedLead(row));
}
