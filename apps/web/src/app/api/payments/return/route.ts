import { browserEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { getPaymentReturn } from "@/server/api/browser/payment-routes";

/** GET /api/payments/return?reservation={id}: the shopper back from the provider's page. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: browserEndpoint("payments", getPaymentReturn),
});
