import "server-only";
import type { Site } from "@forecourt/core/site/site";
import { leadStatusChangeMessage } from "@forecourt/core/leads/lead-statuses";
import { leadStatusPatchSchema } from "@forecourt/core/leads/lead-status-patch";
import { getLeadDetail } from "@forecourt/db/repositories/leads/get-lead-detail";
import { setLeadStatus } from "@forecourt/db/repositories/leads/set-lead-status";
import { db } from "../../db.ts";
import { AppError } from "../../http/app-error.ts";
import { pathParam, type PlatformInput } from "../../http/endpoints.ts";
import { withoutJson } from "../../http/parse-id.ts";
import { parseInput } from "../../http/parse-input.ts";
import { readJson } from "../../http/read-body.ts";
import { changedBy } from "../../leads/changed-by.ts";
import { LEAD_NOT_FOUND_MESSAGE } from "../../leads/lead-limits.ts";
import { leadDetailJson } from "../../leads/leads-out-json.ts";
import { NO_STORE } from "../../http/no-store.ts";

/** A status and a note are a few hundred bytes; this is room enough. */
const LEAD_STATUS_PATCH_MAX_BYTES = 16 * 1024;
export const LEAD_STATUS_REFUSED_MESSAGE = "The lead's status cannot change that way; see errors.";

/**
 * PATCH /api/v1/websites/{id}/leads/{lead}.json `{status, note?}`: moves the lead on (new,
 * contacted, appointment, sold, lost) when the rule allows it, recorded with who (the platform
 * or which API key) and when. Answers the lead as GET does; the status it already has is a
 * 200 that records nothing. Leads are on no page, so no cache tag is expired.
 */
export async function patchLeadStatus({
  request,
  params,
  caller,
  found: site,
}: PlatformInput<Site>): Promise<Response> {
  const body = await readJson(request, { maxBytes: LEAD_STATUS_PATCH_MAX_BYTES });
  const patch = parseInput(leadStatusPatchSchema, body);
  const leadId = withoutJson(pathParam(params, "leadId"));
  const database = await db();
  const result = await setLeadStatus(database, {
    websiteId: site.id,
    leadId,
    status: patch.status,
    changedBy: await changedBy(caller, request),
    note: patch.note || null,
  });
  if (!result.ok) {
    if (result.reason === "not-found") throw new AppError("NOT_FOUND", LEAD_NOT_FOUND_MESSAGE);
    throw new AppError("INVALID_INPUT", LEAD_STATUS_REFUSED_MESSAGE, {
      status: leadStatusChangeMessage(result.reason, result.from, patch.status),
    });
  }
  const lead = await getLeadDetail(database, site.id, leadId);
  if (!lead) throw new AppError("NOT_FOUND", LEAD_NOT_FOUND_MESSAGE);
  return Response.json(
    leadDetailJson(lead, (path) => new URL(path, request.url).toString()),
    { headers: NO_STORE },
  );
}
