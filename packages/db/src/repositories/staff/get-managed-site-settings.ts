import { and, eq, isNull } from "drizzle-orm";
import { decideAccess } from "@forecourt/core/console/staff-access";
import type { ConsoleAction } from "@forecourt/core/console/staff-roles";
import { parseSiteSettings, type SiteSettings } from "@forecourt/core/site/site-settings";
import type { Database } from "../../client.ts";
import { websites } from "../../schema.ts";
import type { StaffMember } from "./get-staff-member.ts";
import { siteSettingsColumns } from "../sites/list-sites.ts";

/** A site whose settings the user manages, with its settings as the site is served with them. */
type ManagedSiteSettings = {
  id: number;
  slug: string;
  name: string;
  settings: SiteSettings;
};

/**
 * A live site's settings for a user who may manage them (or the part `need` names); null for a
 * site that is not there, is another dealer's, or whose settings the user's role may not change
 * (sales): not told apart.
 */
export async function getManagedSiteSettings(
  db: Database,
  {
    actor,
    websiteId,
    need = "manage-settings",
  }: { actor: StaffMember; websiteId: number; need?: ConsoleAction },
): Promise<ManagedSiteSettings | null> {
  if (!decideAccess(actor, need, { websiteId }).allowed) return null;
  const [row] = await db
    .select(siteSettingsColumns)
    .from(websites)
    .where(and(eq(websites.id, websiteId), isNull(websites.archivedAt)));
  if (!row) return null;
  const parsed = parseSiteSettings(row.settings);
  // A stored site whose settings no longer load is not served either; it is fixed by the API.
  if (!parsed.ok) return null;
  return { ...row, settings: parsed.settings };
}
