import "server-only";
import { MAX_LEAD_PAGE_SIZE } from "@forecourt/core/leads/lead-list-query";
import type { Site } from "@forecourt/core/site/site";
import { listLeads } from "@forecourt/db/repositories/leads/list-leads";
import { db } from "../../db.ts";
import type { PlatformInput } from "../../http/endpoints.ts";
import { leadListParams } from "../../leads/lead-list-params.ts";
import { leadsCsvResponse } from "../../leads/leads-csv-response.ts";

/**
 * GET /api/v1/websites/{id}/leads.csv?since&status&category&dealership&location: every lead
 * the filters match. `cursor` starts after a lead as in the list; `limit` does not apply (the
 * export holds every match).
 */
export async function exportLeadsCsv({ request, found: site }: PlatformInput<Site>) {
  const query = leadListParams(request);
  const database = await db();
  const day = new Date().toISOString().slice(0, 10);
  return leadsCsvResponse(
    (cursor) => listLeads(database, site.id, { ...query, cursor, limit: MAX_LEAD_PAGE_SIZE }),
    { filename: `leads-${site.slug}-${day}.csv`, cursor: query.cursor },
  );
}
