import { sessionEventsEndpoint } from "@/server/api/platform/session-events-json";
import { routeMethods } from "@/server/http/route-methods";

/** GET /api/v1/websites/{id}/events.json?session_id=: one visitor session's stored events. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: sessionEventsEndpoint,
});
