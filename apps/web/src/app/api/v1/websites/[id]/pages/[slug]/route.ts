import { contentWriteHandlers } from "@/server/api/platform/content-writes";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";

const content = contentWriteHandlers("page");

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  /** PUT /api/v1/websites/{id}/pages/{slug}.json: create (201) or replace (200), HTML sanitised. */
  PUT: platformEndpoint(websiteFromPath, content.put),
  /** DELETE the same path: 204, or 404 when the site has none of that slug. */
  DELETE: platformEndpoint(websiteFromPath, content.remove),
});
