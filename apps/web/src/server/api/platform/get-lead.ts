import "server-only";
import type { Site } from "@forecourt/core/site/site";
import { getLeadDetail } from "@forecourt/db/repositories/leads/get-lead-detail";
import { db } from "../../db.ts";
import { AppError } from "../../http/app-error.ts";
import { pathParam, type PlatformInput } from "../../http/endpoints.ts";
import { withoutJson } from "../../http/parse-id.ts";
import { LEAD_NOT_FOUND_MESSAGE } from "../../leads/lead-limits.ts";
import { leadDetailJson } from "../../leads/leads-out-json.ts";
import { NO_STORE } from "../../http/no-store.ts";

/**
 * GET /api/v1/websites/{id}/leads/{lead_id}.json: a stored lead with its status and its
 * history, its files (each with its download URL) and its delivery states. Never cached:
 * integrations poll it to follow a lead through the outbox.
 */
export async function getLeadJson({ request, params, found: site }: PlatformInput<Site>) {
  const lead = await getLeadDetail(await db(), site.id, withoutJson(pathParam(params, "leadId")));
  if (!lead) throw new AppError("NOT_FOUND", LEAD_NOT_FOUND_MESSAGE);
  return Response.json(
    leadDetailJson(lead, (path) => new URL(path, request.url).toString()),
    { headers: NO_STORE },
  );
}
