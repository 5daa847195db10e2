import { and, eq } from "drizzle-orm";
import type { LeadFileDownload } from "@forecourt/core/leads/lead-record";
import type { Database } from "../../client.ts";
import { leadFiles } from "../../schema.ts";
import { isUuid } from "@forecourt/core/domain/uuid";
import { leadFileColumns } from "./get-lead.ts";

/** One file of one lead of this site, with its bytes; null when the three do not go together. */
export async function getLeadFile(
  db: Database,
  input: { websiteId: number; leadId: string; fileId: string },
): Promise<LeadFileDownload | null> {
  if (!isUuid(input.leadId) || !isUuid(input.fileId)) return null;
  const [row] = await db
    .select({ ...leadFileColumns, bytes: leadFiles.bytes })
    .from(leadFiles)
    .where(
      and(
        eq(leadFiles.id, input.fileId),
        eq(leadFiles.leadId, input.leadId),
        eq(leadFiles.websiteId, input.websiteId),
      ),
    )
    .limit(1);
  return row ?? null;
}
