import {
  listFeedImportsJson,
  postFeedImport,
} from "@/server/api/platform/feeds/feed-import-handlers";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  /** GET /api/v1/websites/{id}/feeds/imports.json: the site's import reports, newest first. */
  GET: platformEndpoint(websiteFromPath, listFeedImportsJson),
  /**
   * POST the same path: the site's whole stock as CSV, JSON or CSN-DTO JSON (gzip or zip too):
   * 201 applied, 202 held by the shrink guard, 422 a file that cannot be read.
   */
  POST: platformEndpoint(websiteFromPath, postFeedImport),
});
