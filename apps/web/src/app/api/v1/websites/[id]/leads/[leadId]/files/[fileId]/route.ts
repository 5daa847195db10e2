import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";
import { downloadLeadFile } from "@/server/api/platform/download-lead-file";

export const dynamic = "force-dynamic";

/** GET /api/v1/websites/{id}/leads/{lead}/files/{file}: one uploaded file of a lead. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: platformEndpoint(websiteFromPath, downloadLeadFile),
});
