import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";
import { postCancelReservation } from "@/server/api/platform/reservations";

/** POST /api/v1/websites/{id}/reservations/{id or reference}/cancel: refund and release. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: platformEndpoint(websiteFromPath, postCancelReservation),
});
