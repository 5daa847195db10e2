import { eq } from "drizzle-orm";
import type { SiteSettingsInput } from "@forecourt/core/site/site-settings";
import type { Database } from "../client.ts";
import {
  buildDealership,
  buildLocation,
  buildWebsite,
  type NewDealership,
} from "../demo/factories.ts";
import { dealerships, locations, websites } from "../schema.ts";

export type LeadTestSite = {
  id: number;
  slug: string;
  dealershipId: number;
  dealershipSlug: string;
  locationId: number;
  otherDealershipId: number;
  primaryLocationId: number;
};

/**
 * A small site for lead tests: two dealerships (the first is the site's primary), each with
 * a location; the second dealership's location is the site's primary one.
 */
export async function createLeadTestSite(
  db: Database,
  input: { slug: string; settings?: SiteSettingsInput; dealership?: Partial<NewDealership> },
): Promise<LeadTestSite> {
  const [site] = await db
    .insert(websites)
    .values(
      buildWebsite({
        slug: input.slug,
        name: `${input.slug} site`,
        // Two dealerships would put the location select on every form (settings "auto"); lead
        // tests ask for it where they test it, so it is off unless their settings say so.
        settings: {
          ...input.settings,
          leads: { locationSelect: "never", ...input.settings?.leads },
        },
      }),
    )
    .returning();
  if (!site) throw new Error("site not created");
  const [main, other] = await db
    .insert(dealerships)
    .values([
      buildDealership(site.id, { slug: `${input.slug}-main`, ...input.dealership }),
      buildDealership(site.id, { slug: `${input.slug}-other`, leadEmail: null }),
    ])
    .returning();
  if (!main || !other) throw new Error("dealerships not created");
  await db.update(websites).set({ primaryDealershipId: main.id }).where(eq(websites.id, site.id));
  const [mainLocation, otherLocation] = await db
    .insert(locations)
    .values([
      buildLocation(site.id, main.id, { slug: `${input.slug}-sales` }),
      buildLocation(site.id, other.id, { slug: `${input.slug}-service`, isPrimary: true }),
    ])
    .returning();
  if (!mainLocation || !otherLocation) throw new Error("locations not created");
  return {
    id: site.id,
    slug: site.slug,
    dealershipId: main.id,
    dealershipSlug: main.slug,
    locationId: mainLocation.id,
    otherDealershipId: other.id,
    primaryLocationId: otherLocation.id,
  };
}
