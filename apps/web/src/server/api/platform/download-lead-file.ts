import "server-only";
import type { Site } from "@forecourt/core/site/site";
import { getLeadFile } from "@forecourt/db/repositories/leads/get-lead-file";
import { db } from "../../db.ts";
import { AppError } from "../../http/app-error.ts";
import { pathParam, type PlatformInput } from "../../http/endpoints.ts";
import { LEAD_FILE_NOT_FOUND_MESSAGE, leadFileResponse } from "../../leads/lead-file-response.ts";

/**
 * GET /api/v1/websites/{id}/leads/{lead}/files/{file}: the bytes a shopper uploaded with a
 * lead, as a download the browser never shows inline (attachment, nosniff, a sandboxing CSP).
 * Another site's file, or a file of another lead, is a 404.
 */
export async function downloadLeadFile({
  params,
  found: site,
}: PlatformInput<Site>): Promise<Response> {
  const file = await getLeadFile(await db(), {
    websiteId: site.id,
    leadId: pathParam(params, "leadId"),
    fileId: pathParam(params, "fileId"),
  });
  if (!file) throw new AppError("NOT_FOUND", LEAD_FILE_NOT_FOUND_MESSAGE);
  return leadFileResponse(file);
}
