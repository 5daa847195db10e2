import "server-only";
import type { Site } from "@forecourt/core/site/site";
import type { PlatformInput } from "../../http/endpoints.ts";
import { getDealerships, getLocations } from "../../queries/storefront.ts";
import { sessionDataJson } from "./website-json.ts";
import { NO_STORE } from "../../http/no-store.ts";

/**
 * GET /api/v1/websites/{id}/website_session_data.json (spec §7): what a visitor's session on
 * the site starts with: the site, its dealerships and primary location, and the switches that
 * change what a session does (garage, sign-in, split test, chat, analytics ids).
 */
export async function getSessionData({ found: site }: PlatformInput<Site>) {
  const [dealerships, locations] = await Promise.all([
    getDealerships(site.id),
    getLocations(site.id),
  ]);
  return Response.json(sessionDataJson(site, dealerships, locations), {
    headers: NO_STORE,
  });
}
