import { browserEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { getCarHold } from "@/server/api/browser/get-car-hold";

/** GET /api/reservations/hold?car_id={slug}: is another shopper paying for the car now? */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: browserEndpoint("payments", getCarHold),
});
