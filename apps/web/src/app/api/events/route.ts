import { collectEventEndpoint } from "@/server/events/collect-event";
import { routeMethods } from "@/server/http/route-methods";

/** POST /api/events: the first-party collector (spec §7), on sites that enable it. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: collectEventEndpoint(),
});
