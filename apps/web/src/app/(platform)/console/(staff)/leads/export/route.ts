import { parseLeadInboxQuery, type LeadInboxField } from "@forecourt/core/console/lead-inbox-query";
import { inboxExportPages } from "@/server/console/queries/leads";
import { invalidQuery, staffEndpoint } from "@/server/console/staff-endpoint";
import { leadsCsvResponse } from "@/server/leads/leads-csv-response";

/**
 * GET /console/leads/export?{the inbox's filters}: the filtered list as the platform API's CSV
 * (same columns, formula-safe cells), every lead the user may read that the filters match.
 */
export const GET = staffEndpoint(async ({ request, staff }) => {
  const params = new URL(request.url).searchParams;
  const parsed = parseLeadInboxQuery((name: LeadInboxField) => params.get(name));
  if (!parsed.ok) throw invalidQuery(parsed.errors);
  const day = new Date().toISOString().slice(0, 10);
  return leadsCsvResponse(await inboxExportPages(staff, parsed.query), {
    filename: `leads-${day}.csv`,
    cursor: parsed.query.cursor,
  });
});
