import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";
import { exportLeadsCsv } from "@/server/api/platform/export-leads-csv";

export const dynamic = "force-dynamic";

/** GET /api/v1/websites/{id}/leads.csv?since&status&category&dealership&location: CSV export. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: platformEndpoint(websiteFromPath, exportLeadsCsv),
});
