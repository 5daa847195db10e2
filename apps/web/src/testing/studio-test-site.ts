import type { Site } from "@forecourt/core/site/site";
import type { SiteSettingsInput } from "@forecourt/core/site/site-settings";
import type { Database } from "@forecourt/db/client";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { createStaffUser } from "@forecourt/db/repositories/staff/create-staff-user";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { createLeadTestSite } from "@forecourt/db/testing/lead-sites";
import { WHOLE_SITE } from "@forecourt/db/testing/staff-members";
import type { ExpireSiteTags } from "../server/cache/site-tag-expiry.ts";

/**
 * A site for the content studio's tests, a marketing user of it for each address, and a
 * studio write's dependencies whose cache expiry records the tags it was asked for.
 */
export async function createStudioTestSite<const Emails extends readonly string[]>(
  database: Database,
  options: { slug: string; settings?: SiteSettingsInput; emails: Emails },
): Promise<{
  site: Site;
  /** One a given address, in their order. */
  staff: { [K in keyof Emails]: StaffMember };
  expired: string[][];
  deps: { database: Database; expire: ExpireSiteTags };
}> {
  const created = await createLeadTestSite(database, {
    slug: options.slug,
    ...(options.settings ? { settings: options.settings } : {}),
  });
  const site = (await getSiteById(database, created.id))!;
  const grants = [{ websiteId: site.id, role: "marketing" as const, ...WHOLE_SITE }];
  const staff: StaffMember[] = [];
  for (const email of options.emails)
    staff.push(await createStaffUser(database, { email, grants }));
  const expired: string[][] = [];
  const expire: ExpireSiteTags = async (_site, tags) => {
    expired.push([...tags]);
  };
  return {
    site,
    staff: staff as { [K in keyof Emails]: StaffMember },
    expired,
    deps: { database, expire },
  };
}
