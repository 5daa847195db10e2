import { getLeadFile } from "@forecourt/db/repositories/leads/get-lead-file";
import { staffLeadAccess } from "@forecourt/db/repositories/leads/staff-lead-access";
import { currentStaff } from "@/server/console/console-session";
import { db } from "@/server/db";
import { leadFileResponse } from "@/server/leads/lead-file-response";

/** GET /console/leads/{id}/files/{fileId}: a lead's upload, for a user who may read the lead. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ id: string; fileId: string }> },
) {
  const staff = await currentStaff();
  if (!staff) return new Response("Sign in again.\n", { status: 401 });
  const { id, fileId } = await params;
  const database = await db();
  const access = await staffLeadAccess(database, {
    actor: staff,
    leadId: id,
    action: "read-leads",
  });
  const file = access.ok
    ? await getLeadFile(database, { websiteId: access.lead.websiteId, leadId: id, fileId })
    : null;
  if (!file) return new Response("File not found.\n", { status: 404 });
  return leadFileResponse(file);
}
