import { publicEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { postInboundSms } from "@/server/api/webhooks/inbound-routes";

/** POST /api/inbound/sms: shoppers' texts to a site's number, posted by the SMS provider (signed). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: publicEndpoint(postInboundSms),
});
