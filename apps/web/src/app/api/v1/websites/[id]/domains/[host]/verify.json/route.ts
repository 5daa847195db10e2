import { postDomainVerification } from "@/server/api/platform/domain-verification";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";

/** POST /api/v1/websites/{id}/domains/{host}/verify.json: checks the domain's proof now. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: platformEndpoint(websiteFromPath, postDomainVerification),
});
