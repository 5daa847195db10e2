import { getLeadDetail } from "@forecourt/db/repositories/leads/get-lead-detail";
import { AppError } from "@/server/http/app-error";
import { db } from "@/server/db";
import { platformEndpoint } from "@/server/http/edge";
import { pathParam } from "@/server/http/endpoints";
import { withoutJson } from "@/server/http/parse-id";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";
import { LEAD_NOT_FOUND_MESSAGE } from "@/server/leads/lead-limits";
import { leadDetailJson } from "@/server/leads/leads-out-json";
import { patchLeadStatus } from "@/server/leads/patch-lead-status";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  /**
   * GET /api/v1/websites/{id}/leads/{lead_id}.json: a stored lead with its status and its
   * history, its files (each with its download URL) and its delivery states. Never cached:
   * integrations poll it to follow a lead through the outbox.
   */
  GET: platformEndpoint(websiteFromPath, async ({ request, params, found: site }) => {
    const lead = await getLeadDetail(await db(), site.id, withoutJson(pathParam(params, "leadId")));
    if (!lead) throw new AppError("NOT_FOUND", LEAD_NOT_FOUND_MESSAGE);
    return Response.json(
      leadDetailJson(lead, (path) => new URL(path, request.url).toString()),
      { headers: { "cache-control": "no-store" } },
    );
  }),
  /** PATCH the same path `{status, note?}`: moves the lead on (see patch-lead-status.ts). */
  PATCH: platformEndpoint(websiteFromPath, patchLeadStatus),
});
