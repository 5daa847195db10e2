import { leadFileOf } from "@/server/console/queries/leads";
import { staffEndpoint } from "@/server/console/staff-endpoint";
import { pathParam } from "@/server/http/endpoints";
import { leadFileResponse } from "@/server/leads/lead-file-response";

/** GET /console/leads/{id}/files/{fileId}: a lead's upload, for a user who may read the lead. */
export const GET = staffEndpoint(async ({ params, staff }) => {
  const file = await leadFileOf(staff, pathParam(params, "id"), pathParam(params, "fileId"));
  if (!file) return new Response("File not found.\n", { status: 404 });
  return leadFileResponse(file);
});
