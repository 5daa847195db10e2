import "server-only";
import type { Site } from "@forecourt/core/site/site";
import { AppError, WEBSITE_NOT_FOUND_MESSAGE } from "./app-error.ts";
import { getSiteForApi } from "./cached-sites.ts";
import { pathParam, websiteScoped } from "./endpoints.ts";
import { parseResourceId } from "./parse-id.ts";

/**
 * The website an /api/v1/websites/{id}/... path names ("12" or "12.json"), for
 * `platformEndpoint`; a 404 when there is none, or when a website's API key names another.
 */
export const websiteFromPath = websiteScoped(async ({ params }): Promise<Site> => {
  const id = parseResourceId(pathParam(params, "id"));
  const site = id === null ? null : await getSiteForApi(id);
  if (!site) throw new AppError("NOT_FOUND", WEBSITE_NOT_FOUND_MESSAGE);
  return site;
});
