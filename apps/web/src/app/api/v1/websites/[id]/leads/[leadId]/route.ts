import { getLead } from "@forecourt/db/repositories/leads/get-lead";
import { AppError, errorResponse } from "@/server/api/app-error";
import { BASIC_AUTH_CHALLENGE, checkBasicAuth } from "@/server/api/basic-auth";
import { parseResourceId } from "@/server/api/parse-id";
import { db } from "@/server/db";
import { leadDeliveriesJson, leadFilesJson, leadJson } from "@/server/leads/lead-json";

type LeadContext = { params: Promise<{ id: string; leadId: string }> };

export const dynamic = "force-dynamic";

/**
 * GET /api/v1/websites/{id}/leads/{lead_id}.json: a stored lead with its delivery states. Never
 * cached: integrations poll it to follow a lead through the outbox.
 */
export async function GET(request: Request, { params }: LeadContext) {
  const authError = checkBasicAuth(request);
  if (authError) return errorResponse(authError, { headers: BASIC_AUTH_CHALLENGE });
  const { id, leadId } = await params;
  const websiteId = parseResourceId(id);
  const leadKey = leadId.endsWith(".json") ? leadId.slice(0, -".json".length) : leadId;
  const lead = websiteId === null ? null : await getLead(await db(), websiteId, leadKey);
  if (!lead) return errorResponse(new AppError("NOT_FOUND", "Lead not found"));
  return Response.json({
    ...leadJson(lead),
    files: leadFilesJson(lead.files),
    deliveries: leadDeliveriesJson(lead.deliveries),
  });
}
