import { browserEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { submitJsonLead } from "@/server/leads/submit-json-lead";

/** POST /api/leads: {lead:{...}} -> 201 {id} (200 with the same id on an Idempotency-Key replay). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: browserEndpoint("leads", async ({ request, site }) => submitJsonLead(request, site)),
});
