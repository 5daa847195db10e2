import { browserEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { postTestCard } from "@/server/api/browser/payment-routes";

/** POST /api/payments/test/{id}: the test provider's hosted page takes a test card. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: browserEndpoint("payments", postTestCard),
});
