import { publicEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { postInboundMail } from "@/server/api/webhooks/inbound-routes";

/** POST /api/inbound/mail: shoppers' replies, forwarded in MIME form by the mail provider (signed). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: publicEndpoint(postInboundMail),
});
