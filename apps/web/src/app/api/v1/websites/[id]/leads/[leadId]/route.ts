import { getLead } from "@forecourt/db/repositories/leads/get-lead";
import { AppError } from "@/server/http/app-error";
import { db } from "@/server/db";
import { platformEndpoint } from "@/server/http/edge";
import { pathParam } from "@/server/http/endpoints";
import { withoutJson } from "@/server/http/parse-id";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";
import { LEAD_NOT_FOUND_MESSAGE } from "@/server/leads/lead-limits";
import { leadDeliveriesJson, leadFilesJson, leadJson } from "@/server/leads/lead-json";

export const dynamic = "force-dynamic";

/**
 * GET /api/v1/websites/{id}/leads/{lead_id}.json: a stored lead with its delivery states. Never
 * cached: integrations poll it to follow a lead through the outbox.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: platformEndpoint(websiteFromPath, async ({ params, found: site }) => {
    const lead = await getLead(await db(), site.id, withoutJson(pathParam(params, "leadId")));
    if (!lead) throw new AppError("NOT_FOUND", LEAD_NOT_FOUND_MESSAGE);
    return Response.json(
      {
        ...leadJson(lead),
        files: leadFilesJson(lead.files),
        deliveries: leadDeliveriesJson(lead.deliveries),
      },
      { headers: { "cache-control": "no-store" } },
    );
  }),
});
