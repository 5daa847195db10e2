import { browserEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { postValuationLookup } from "@/server/api/browser/lookup-routes";

/** POST /api/simple-autograb-lookup {rego, regoState, km?}: vehicle and trade-in range (sites with autograb on). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: browserEndpoint("rego", postValuationLookup("autograb")),
});
