import "server-only";
import { decideAccess, type StaffAccess } from "@forecourt/core/console/staff-access";
import type { Site } from "@forecourt/core/site/site";
import type { Database } from "@forecourt/db/client";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";

/**
 * A live site whose content the user may edit (a dealer admin, marketing, an operator); null for
 * a site that is not there, is another dealer's, or whose content the role may not change
 * (sales): not told apart.
 */
export async function studioSiteFor(
  database: Database,
  actor: StaffAccess,
  websiteId: number | null,
): Promise<Site | null> {
  if (websiteId === null) return null;
  if (!decideAccess(actor, "manage-content", { websiteId }).allowed) return null;
  return getSiteById(database, websiteId);
}
