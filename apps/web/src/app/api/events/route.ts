import { collectEventHandler } from "@/server/api/browser/collect-event";
import { routeMethods } from "@/server/http/route-methods";

/**
 * POST /api/events: the first-party collector (spec §7), on sites that enable it. `next start`
 * answers it before Next's pipeline (instrumentation.ts); this serves it anywhere else.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: collectEventHandler,
});
