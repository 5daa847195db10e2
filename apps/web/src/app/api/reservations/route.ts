import { browserEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { postReservation } from "@/server/api/browser/post-reservation";

/** POST /api/reservations: hold a car and start its deposit (see post-reservation.ts). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: browserEndpoint("payments", postReservation),
});
