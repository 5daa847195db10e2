import "server-only";
import type { Site } from "@forecourt/core/site/site";
import { REQUIRED_MESSAGE } from "@forecourt/core/validation/messages";
import { AppError, WEBSITE_NOT_FOUND_MESSAGE } from "./app-error.ts";
import { getSiteForApi } from "./cached-sites.ts";
import { websiteScoped } from "./endpoints.ts";
import { parseResourceId } from "./parse-id.ts";

/**
 * The website the `website_id` query parameter names, for `platformEndpoint`: 422 without one,
 * 404 for none (or for another website than a website API key's own).
 */
export const websiteFromQuery = websiteScoped(async ({ request }): Promise<Site> => {
  const websiteParam = new URL(request.url).searchParams.get("website_id");
  if (!websiteParam) {
    throw new AppError("INVALID_INPUT", "website_id is required", {
      website_id: REQUIRED_MESSAGE,
    });
  }
  const websiteId = parseResourceId(websiteParam);
  const site = websiteId === null ? null : await getSiteForApi(websiteId);
  if (!site) throw new AppError("NOT_FOUND", WEBSITE_NOT_FOUND_MESSAGE);
  return site;
});
