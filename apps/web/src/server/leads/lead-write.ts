import { resolveLeadName, type Lead } from "@forecourt/core/forms/lead";
import type { Site } from "@forecourt/core/site/site";
import type { Database } from "@forecourt/db/client";
import type { LeadWrite } from "@forecourt/db/repositories/leads/lead-write";
import { resolveLeadReferences } from "@forecourt/db/repositories/leads/resolve-lead-references";
import { rowIdOf } from "@forecourt/core/domain/row-id";

/** Lead keys kept with the other answers in `fields` (they have no column of their own). */
const EXTRA_KEYS = [
  "stock_number",
  "car_type",
  "make",
  "model",
  "year",
  "vin",
  "rego",
  "vehicle_status",
  "opt_in",
  "manufacturer_slug",
  "website_slug",
] as const;

const toId = (value: string | number | undefined): number | undefined =>
  rowIdOf(value) ?? undefined;

const orNull = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * A validated lead as the repository stores it: name fallback (spec §3), the site's dealership
 * and location rules (spec §7), and the request's user agent when the browser sent none.
 */
export async function toLeadWrite(
  db: Database,
  site: Site,
  lead: Lead,
  context: { isComplete: boolean; userAgent: string | null; hasFiles?: boolean },
): Promise<LeadWrite> {
  const references = await resolveLeadReferences(db, site.id, {
    dealershipSlug: orNull(lead.dealership_slug) ?? undefined,
    locationId: toId(lead.location_id),
    carId: toId(lead.car_id),
    fixedDealershipSlug: site.settings.leads.fixedDealershipSlug,
    usePrimaryLocation: site.settings.leads.usePrimaryLocation,
    primaryDealershipId: site.primaryDealershipId,
  });
  const fields: Record<string, unknown> = { ...lead.fields };
  for (const key of EXTRA_KEYS) if (lead[key] !== undefined) fields[key] = lead[key];
  if (lead.car_id !== undefined) fields.car_id = lead.car_id;
  return {
    ...references,
    category: lead.category.trim(),
    subcategory: orNull(lead.subcategory),
    isFormCompleted: context.isComplete,
    stepNumber: lead.step_number ?? null,
    skippedSteps: lead.skipped_steps ?? [],
    name: resolveLeadName(lead) ?? null,
    firstName: orNull(lead.first_name),
    middleName: orNull(lead.middle_name),
    lastName: orNull(lead.last_name),
    email: orNull(lead.email),
    phone: orNull(lead.phone),
    postcode: orNull(lead.postcode),
    message: orNull(lead.message),
    fields,
    url: orNull(lead.url),
    userAgent: orNull(lead.user_agent) ?? context.userAgent?.slice(0, 1_024) ?? null,
    visitedPages: lead.visited_pages ?? [],
    linkedQueryParams: lead.linked_query_params ?? {},
    hasFiles: context.hasFiles ?? lead.has_files ?? false,
  };
}
