import { confirmFeedImportJson } from "@/server/api/platform/feeds/feed-import-handlers";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";

/** POST /api/v1/websites/{id}/feeds/imports/{importId}/confirm.json: apply a held import. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: platformEndpoint(websiteFromPath, confirmFeedImportJson),
});
