import { browserEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { leadHandlers } from "@/server/api/browser/lead-handlers";

/** POST /api/mock/leads: {lead:{...}} -> 201 {id} (mock mode: checked, never stored). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: browserEndpoint("leads", leadHandlers("mock").create),
});
