import { browserEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { postStGeorgePayment } from "@/server/api/browser/post-st-george-payment";

/**
 * POST /api/payments/st-george/{reference}: our St George payment page sends the token
 * PayWay's card frame made. St George has no webhooks (decision 0027), so this static segment
 * leaves no `/api/payments/st-george/webhook` to [provider]: that path is a 404 here.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: browserEndpoint("payments", postStGeorgePayment),
});
