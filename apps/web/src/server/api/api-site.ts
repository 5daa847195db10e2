import "server-only";
import type { Site } from "@forecourt/core/domain/site";
import { getSiteForApi } from "../queries/site.ts";
import { AppError, errorResponse } from "./app-error.ts";
import { BASIC_AUTH_CHALLENGE, checkBasicAuth } from "./basic-auth.ts";
import { parseResourceId } from "./parse-id.ts";

/**
 * The start of every /api/v1/websites/{id}/... handler: basic auth, then the website the path
 * names. Returns the site, or the JSON error response to send (401 with a challenge, or 404).
 */
export async function apiSite(request: Request, rawId: string): Promise<Site | Response> {
  const authError = checkBasicAuth(request);
  if (authError) return errorResponse(authError, { headers: BASIC_AUTH_CHALLENGE });
  const id = parseResourceId(rawId);
  const site = id === null ? null : await getSiteForApi(id);
  return site ?? errorResponse(new AppError("NOT_FOUND", "Website not found"));
}
