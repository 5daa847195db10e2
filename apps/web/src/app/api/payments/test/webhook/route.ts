import { browserEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { postPaymentWebhook } from "@/server/api/browser/payment-routes";

/**
 * POST /api/payments/test/webhook: the test provider's signed events. Without this route Next
 * serves the path from test/[id] (a static segment beats [provider], then [id] takes
 * "webhook"), so the card route would answer it; here it reaches the same handler as every
 * other provider's `/api/payments/{provider}/webhook`.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: browserEndpoint("payments", (input) =>
    postPaymentWebhook({ ...input, params: { ...input.params, provider: "test" } }),
  ),
});
