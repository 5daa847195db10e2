import { browserEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { leadHandlers } from "@/server/api/browser/lead-handlers";

/** POST /api/leads/with-files: multipart lead with attachments -> 201 {id}. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: browserEndpoint("leads", leadHandlers("real").createWithFiles),
});
