import { carEventEndpoint } from "@/server/events/record-car-event";
import { routeMethods } from "@/server/http/route-methods";

/** POST /api/events/car_phone_call: a click on a car's call button (spec §7, event 25). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: carEventEndpoint("phoneCall"),
});
