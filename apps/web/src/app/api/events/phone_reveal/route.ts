import { carEventEndpoint } from "@/server/events/record-car-event";
import { routeMethods } from "@/server/http/route-methods";

/** POST /api/events/phone_reveal: a shopper revealed a car's phone number (spec §4). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: carEventEndpoint("phoneReveal"),
});
