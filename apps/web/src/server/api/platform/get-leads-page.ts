import "server-only";
import type { Site } from "@forecourt/core/site/site";
import { encodeLeadCursor } from "@forecourt/core/leads/lead-list-query";
import { listLeads } from "@forecourt/db/repositories/leads/list-leads";
import { db } from "../../db.ts";
import type { PlatformInput } from "../../http/endpoints.ts";
import { leadListParams } from "../../leads/lead-list-params.ts";
import { listedLeadJson } from "../../leads/leads-out-json.ts";
import { NO_STORE } from "../../http/no-store.ts";

/**
 * GET /api/v1/websites/{id}/leads.json?cursor&limit&since&status&category&dealership&location:
 * one page of the site's leads, newest first, and the cursor of the next page (null on the
 * last). Never cached: it answers what is stored now.
 */
export async function getLeadsPage({ request, found: site }: PlatformInput<Site>) {
  const query = leadListParams(request);
  const page = await listLeads(await db(), site.id, query);
  return Response.json(
    {
      website_id: site.id,
      leads: page.leads.map(listedLeadJson),
      next_cursor: page.nextCursor ? encodeLeadCursor(page.nextCursor) : null,
    },
    { headers: NO_STORE },
  );
}
