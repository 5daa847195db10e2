import { browserEndpoint } from "@/server/http/edge";
import { readJson } from "@/server/http/read-body";
import { routeMethods } from "@/server/http/route-methods";
import { idempotencyKey } from "@/server/leads/idempotency-key";
import { leadAnswer } from "@/server/leads/lead-answer";
import { LEAD_JSON_MAX_BYTES, LEAD_NOT_JSON_MESSAGE } from "@/server/leads/lead-limits";
import { submitLead } from "@/server/leads/submit-lead";

/** POST /api/leads: {lead:{...}} -> 201 {id} (200 with the same id on an Idempotency-Key replay). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: browserEndpoint("leads", async ({ request, site }) => {
    const body = await readJson(request, {
      maxBytes: LEAD_JSON_MAX_BYTES,
      invalidMessage: LEAD_NOT_JSON_MESSAGE,
    });
    return leadAnswer(
      await submitLead({
        site,
        body,
        idempotencyKey: idempotencyKey(request),
        userAgent: request.headers.get("user-agent"),
      }),
    );
  }),
});
