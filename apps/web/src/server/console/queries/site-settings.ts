import "server-only";
import { parseRowId } from "@forecourt/core/domain/row-id";
import { listLocations } from "@forecourt/db/repositories/locations/list-locations";
import { getManagedSiteSettings } from "@forecourt/db/repositories/staff/get-managed-site-settings";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { db } from "../../db.ts";
import { replyTemplatesOf } from "../../leads/lead-conversation.ts";

/**
 * A site's settings page by its path segment: the settings and every location (hidden ones
 * too), if the user may manage that site's settings; else null.
 */
export async function siteSettingsOf(staff: StaffMember, segment: string) {
  const websiteId = parseRowId(segment);
  if (websiteId === null) return null;
  const database = await db();
  const site = await getManagedSiteSettings(database, { actor: staff, websiteId });
  if (!site) return null;
  const locations = await listLocations(database, site.id, { includeHidden: true });
  return { site, locations };
}

/**
 * A site's reply templates page by its path segment, for a user who may manage its settings:
 * the site, the templates salespeople are offered (its own, or the standard ones), and whether
 * they are its own. Else null.
 */
export async function replyTemplatesPageOf(staff: StaffMember, segment: string) {
  const websiteId = parseRowId(segment);
  if (websiteId === null) return null;
  const site = await getManagedSiteSettings(await db(), { actor: staff, websiteId });
  if (!site) return null;
  return {
    site: { id: site.id, name: site.name },
    templates: replyTemplatesOf(site),
    isOwn: site.settings.leads.replyTemplates.length > 0,
  };
}
