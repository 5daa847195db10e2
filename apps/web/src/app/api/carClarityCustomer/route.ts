import { browserEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { postCarClarityCustomer } from "@/server/api/browser/lookup-routes";

/** POST /api/carClarityCustomer: records the shopper for the car-clarity finance target. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: browserEndpoint("rego", postCarClarityCustomer),
});
