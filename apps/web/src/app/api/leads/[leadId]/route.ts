import { isLeadId } from "@forecourt/db/repositories/leads/get-lead";
import { AppError } from "@/server/http/app-error";
import { browserEndpoint } from "@/server/http/edge";
import { pathParam } from "@/server/http/endpoints";
import { readJson } from "@/server/http/read-body";
import { routeMethods } from "@/server/http/route-methods";
import { leadAnswer } from "@/server/leads/lead-answer";
import {
  LEAD_JSON_MAX_BYTES,
  LEAD_NOT_FOUND_MESSAGE,
  LEAD_NOT_JSON_MESSAGE,
} from "@/server/leads/lead-limits";
import { submitLead } from "@/server/leads/submit-lead";

/** PUT /api/leads/{lead_id}: the next step of a multi-step lead of this site -> 200 {id}. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  PUT: browserEndpoint("leads", async ({ request, params, site }) => {
    const leadId = pathParam(params, "leadId");
    if (!isLeadId(leadId)) throw new AppError("NOT_FOUND", LEAD_NOT_FOUND_MESSAGE);
    const body = await readJson(request, {
      maxBytes: LEAD_JSON_MAX_BYTES,
      invalidMessage: LEAD_NOT_JSON_MESSAGE,
    });
    return leadAnswer(
      await submitLead({
        site,
        body,
        leadId,
        idempotencyKey: null,
        userAgent: request.headers.get("user-agent"),
      }),
    );
  }),
});
