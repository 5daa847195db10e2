import { newestLeadOf } from "@/server/console/queries/leads";
import { staffEndpoint } from "@/server/console/staff-endpoint";
import { NO_STORE } from "@/server/http/no-store";

/** GET /console/leads/latest: the newest lead the user may read, for the inbox's watch. */
export const GET = staffEndpoint(async ({ staff }) => {
  const newest = await newestLeadOf(staff);
  return Response.json({ newestId: newest?.id ?? null }, { headers: NO_STORE });
});
