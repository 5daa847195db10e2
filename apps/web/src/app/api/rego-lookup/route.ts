import { browserEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { postRegoLookup } from "@/server/api/browser/lookup-routes";

/**
 * POST /api/rego-lookup {rego, regoState} (spec §7 trade-in rego lookup): 200 {vehicle} when
 * the registration is known, 404 {error} when not, 422 {error, errors} for bad input.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: browserEndpoint("rego", postRegoLookup),
});
