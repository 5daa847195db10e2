import { isLeadId } from "@forecourt/db/repositories/leads/get-lead";
import { AppError } from "@/server/http/app-error";
import { browserEndpoint } from "@/server/http/edge";
import { pathParam } from "@/server/http/endpoints";
import { routeMethods } from "@/server/http/route-methods";
import { LEAD_NOT_FOUND_MESSAGE } from "@/server/leads/lead-limits";
import { submitJsonLead } from "@/server/leads/submit-json-lead";

/** PUT /api/leads/{lead_id}: the next step of a multi-step lead of this site -> 200 {id}. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  PUT: browserEndpoint("leads", async ({ request, params, site }) => {
    const leadId = pathParam(params, "leadId");
    if (!isLeadId(leadId)) throw new AppError("NOT_FOUND", LEAD_NOT_FOUND_MESSAGE);
    return submitJsonLead(request, site, leadId);
  }),
});
