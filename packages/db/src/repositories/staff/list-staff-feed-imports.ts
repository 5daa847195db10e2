import { eq } from "drizzle-orm";
import { decideAccess } from "@forecourt/core/console/staff-access";
import type { FeedImportReport } from "@forecourt/core/stock/feeds/feed-import-report";
import type { Database } from "../../client.ts";
import { feedImports } from "../../schema.ts";
import { getFeedImport } from "../feeds/get-feed-import.ts";
import { listFeedImports } from "../feeds/list-feed-imports.ts";
import type { StaffMember } from "./get-staff-member.ts";
import { isRowId } from "@forecourt/core/domain/row-id";

/** A feed replaces a whole site's stock, so its reports are for those who manage the whole site. */
const mayReadImports = (actor: StaffMember, websiteId: number) =>
  decideAccess(actor, "manage-stock", { websiteId }).allowed;

/** A site's feed import reports, newest first; none for a site the actor does not manage. */
export async function listStaffFeedImports(
  db: Database,
  { actor, websiteId, limit }: { actor: StaffMember; websiteId: number; limit: number },
): Promise<FeedImportReport[]> {
  if (!mayReadImports(actor, websiteId)) return [];
  return listFeedImports(db, { websiteId, limit });
}

/** One import report by id; null when there is none or its site is not the actor's to manage. */
export async function getStaffFeedImport(
  db: Database,
  { actor, importId }: { actor: StaffMember; importId: number },
): Promise<FeedImportReport | null> {
  if (!isRowId(importId)) return null;
  const [row] = await db
    .select({ websiteId: feedImports.websiteId })
    .from(feedImports)
    .where(eq(feedImports.id, importId));
  if (!row || !mayReadImports(actor, row.websiteId)) return null;
  return getFeedImport(db, { websiteId: row.websiteId, id: importId });
}
