import { getBackup } from "@/server/api/platform/get-backup";
import { platformOnly } from "@/server/api/platform/site-setup";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";

export const dynamic = "force-dynamic";

/** GET /api/v1/backup: the embedded database as a restorable archive (platform credential). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: platformEndpoint(platformOnly, getBackup),
});
