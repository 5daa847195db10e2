import { browserEndpoint } from "@/server/http/edge";
import { readFormData } from "@/server/http/read-body";
import { routeMethods } from "@/server/http/route-methods";
import { idempotencyKey } from "@/server/leads/idempotency-key";
import { leadAnswer } from "@/server/leads/lead-answer";
import { LEAD_MULTIPART_MAX_BYTES } from "@/server/leads/lead-limits";
import { leadFromMultipart } from "@/server/leads/multipart-lead";
import { submitLead } from "@/server/leads/submit-lead";

/** POST /api/leads/with-files: multipart lead with attachments -> 201 {id}. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: browserEndpoint("leads", async ({ request, site }) => {
    const { body, files } = leadFromMultipart(
      await readFormData(request, LEAD_MULTIPART_MAX_BYTES),
    );
    return leadAnswer(
      await submitLead({
        site,
        body,
        files,
        idempotencyKey: idempotencyKey(request),
        userAgent: request.headers.get("user-agent"),
      }),
    );
  }),
});
