import { getFeedImportJson } from "@/server/api/platform/feeds/feed-import-handlers";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";

/** GET /api/v1/websites/{id}/feeds/imports/{importId}.json: one import's report. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: platformEndpoint(websiteFromPath, getFeedImportJson),
});
