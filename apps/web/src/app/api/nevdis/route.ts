import { browserEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { postNevdis } from "@/server/api/browser/lookup-routes";

/** POST /api/nevdis {rego, regoState}: the vehicle by registration (sites with nevdis on). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: browserEndpoint("rego", postNevdis),
});
