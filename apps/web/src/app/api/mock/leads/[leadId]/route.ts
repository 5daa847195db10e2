import { browserEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { leadHandlers } from "@/server/api/browser/lead-handlers";

/** PUT /api/mock/leads/{lead_id}: the next step of a multi-step lead of this site -> 200 {id}. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  PUT: browserEndpoint("leads", leadHandlers("mock").update),
});
