import { browserEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { postPaymentWebhook } from "@/server/api/browser/payment-routes";

/** POST /api/payments/{provider}/webhook: signed payment events, on the site's own host. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: browserEndpoint("payments", postPaymentWebhook),
});
