import "server-only";
import type { LeadInboxQuery } from "@forecourt/core/console/lead-inbox-query";
import { MAX_LEAD_PAGE_SIZE, type LeadCursor } from "@forecourt/core/leads/lead-list-query";
import { listDealerships } from "@forecourt/db/repositories/dealerships/list-dealerships";
import { countRepliedLeads } from "@forecourt/db/repositories/leads/count-replied-leads";
import { getInboxLead } from "@forecourt/db/repositories/leads/get-inbox-lead";
import { getLeadFile } from "@forecourt/db/repositories/leads/get-lead-file";
import { getResponseMedians } from "@forecourt/db/repositories/leads/get-response-medians";
import { listInboxLeads, newestInboxLead } from "@forecourt/db/repositories/leads/list-inbox-leads";
import { listInboxSites } from "@forecourt/db/repositories/leads/list-inbox-sites";
import { listSaleCarChoices } from "@forecourt/db/repositories/leads/list-sale-car-choices";
import {
  assigneesFor,
  listLeadAssignees,
} from "@forecourt/db/repositories/leads/list-lead-assignees";
import { staffLeadAccess } from "@forecourt/db/repositories/leads/staff-lead-access";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { db } from "../../db.ts";

/** Sites the inbox's site filter lists at most; past it the filter takes a site's number. */
const INBOX_SITE_LIST_SIZE = 50;

/**
 * The lead inbox: the user's sites and categories, who leads may be given to, the newest lead
 * (for the watch), the response medians since `mediansSince`, and the page of leads the query
 * asks for as of `now` (none when the filters could not be read).
 *
 * A user of at most INBOX_SITE_LIST_SIZE sites gets them all (`sites`, listed in the filters,
 * `isSiteListed` true). Past that (an operator over thousands) the filters list none: `sites` is
 * only the sites the page shows (its leads', the chosen site's, the first medians'), and the form
 * categories are the chosen site's, or none to choose from (the filter then takes typed text).
 */
export async function leadInboxOf(
  staff: StaffMember,
  query: LeadInboxQuery | null,
  mediansSince: Date,
  now: Date = new Date(),
) {
  const database = await db();
  const [listed, assignees, newest, medians, page] = await Promise.all([
    listInboxSites(database, { actor: staff, limit: INBOX_SITE_LIST_SIZE + 1 }),
    listLeadAssignees(database, { actor: staff }),
    newestInboxLead(database, { actor: staff }),
    getResponseMedians(database, { actor: staff, since: mediansSince }),
    query ? listInboxLeads(database, { actor: staff, query, now }) : null,
  ]);
  const isSiteListed = listed.sites.length <= INBOX_SITE_LIST_SIZE;
  if (isSiteListed) return { ...listed, isSiteListed, assignees, newest, medians, page };
  const chosen = query?.websiteId ?? null;
  const shown = new Set([
    ...(page?.leads.map((lead) => lead.websiteId) ?? []),
    ...medians.bySite.slice(0, INBOX_SITE_LIST_SIZE).map((row) => row.key),
    ...(chosen === null ? [] : [chosen]),
  ]);
  const [{ sites }, chosenSite] = await Promise.all([
    listInboxSites(database, { actor: staff, ids: [...shown] }),
    chosen === null ? null : listInboxSites(database, { actor: staff, ids: [chosen] }),
  ]);
  const categories = chosenSite?.categories ?? [];
  return { sites, categories, isSiteListed, assignees, newest, medians, page };
}

export type LeadInboxData = Awaited<ReturnType<typeof leadInboxOf>>;

/** The newest lead the user may read, for the inbox's watch. */
export async function newestLeadOf(staff: StaffMember) {
  return newestInboxLead(await db(), { actor: staff });
}

/** How many of the user's leads wait with a shopper's reply unanswered (the console header). */
export async function repliedLeadCountOf(staff: StaffMember): Promise<number> {
  return countRepliedLeads(await db(), { actor: staff });
}

/** Every page of the inbox's leads that the query matches, one page a call, for the CSV export. */
export async function inboxExportPages(staff: StaffMember, query: LeadInboxQuery) {
  const database = await db();
  return async (cursor: LeadCursor | null) =>
    listInboxLeads(database, {
      actor: staff,
      query: { ...query, cursor, limit: MAX_LEAD_PAGE_SIZE },
    });
}

/**
 * One lead for its detail page, if the user may read it: the lead, its site, who it may be
 * given to, and the site's dealership names by slug (to name a form's dealership answers); null
 * otherwise.
 */
export async function leadDetailOf(staff: StaffMember, leadId: string, now: Date) {
  const database = await db();
  const lead = await getInboxLead(database, { actor: staff, leadId, now });
  if (!lead) return null;
  const [site, candidates, dealerships, saleCars] = await Promise.all([
    getSiteById(database, lead.websiteId),
    listLeadAssignees(database, { actor: staff }),
    listDealerships(database, lead.websiteId),
    listSaleCarChoices(database, { websiteId: lead.websiteId, leadId }),
  ]);
  return {
    lead,
    site,
    saleCars,
    choices: assigneesFor(candidates, lead),
    dealershipNames: new Map(dealerships.map((d) => [d.slug, d.name])),
  };
}

/** A lead's uploaded file, for a user who may read the lead; null otherwise. */
export async function leadFileOf(staff: StaffMember, leadId: string, fileId: string) {
  const database = await db();
  const access = await staffLeadAccess(database, { actor: staff, leadId, action: "read-leads" });
  if (!access.ok) return null;
  return getLeadFile(database, { websiteId: access.lead.websiteId, leadId, fileId });
}
