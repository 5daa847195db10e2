import { browserEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { postValuationLookup } from "@/server/api/browser/lookup-routes";

/** POST /api/redbook-valuation {rego, regoState, km?}: vehicle and trade-in range (sites with redbook on). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: browserEndpoint("rego", postValuationLookup("redbook")),
});
