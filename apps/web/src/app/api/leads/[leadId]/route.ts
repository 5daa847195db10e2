import { leadApi } from "@/server/leads/lead-api";

type LeadContext = { params: Promise<{ leadId: string }> };

/** PUT /api/leads/{lead_id}: the next step of a multi-step lead of this site -> 200 {id}. */
export async function PUT(request: Request, { params }: LeadContext) {
  return leadApi().update(request, (await params).leadId);
}
