import { getLeadJson } from "@/server/api/platform/get-lead";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";
import { patchLeadStatus } from "@/server/api/platform/patch-lead-status";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  /**
   * GET /api/v1/websites/{id}/leads/{lead_id}.json: a stored lead with its status, history,
   * files and delivery states. Never cached: integrations poll it.
   */
  GET: platformEndpoint(websiteFromPath, getLeadJson),
  /** PATCH the same path `{status, note?}`: moves the lead on (see patch-lead-status.ts). */
  PATCH: platformEndpoint(websiteFromPath, patchLeadStatus),
});
