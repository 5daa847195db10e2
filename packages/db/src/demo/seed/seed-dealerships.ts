import { formatAddress } from "@forecourt/core/locale/dictionary";
import { DEFAULT_LOCALE } from "@forecourt/core/locale/locale";
import { sql } from "drizzle-orm";
import type { Database } from "../../client.ts";
import * as schema from "../../schema.ts";
import { buildDealership, buildLocation } from "../factories.ts";
import type { DemoLocation, DemoSite } from "../sites/demo-site.ts";

type Dealership = typeof schema.dealerships.$inferSelect;
export type SeededLocation = typeof schema.locations.$inferSelect;

/**
 * The site's dealerships (the first is its primary one) and their locations; each location
 * shares its dealership's reviews with the dealership's other locations.
 */
export async function seedDealerships(
  db: Database,
  site: DemoSite,
  websiteId: number,
): Promise<SeededLocation[]> {
  const dealerships = await db
    .insert(schema.dealerships)
    .values(
      site.dealerships.map((d) =>
        buildDealership(websiteId, {
          slug: d.slug,
          name: d.name,
          reviewCount: d.reviewCount,
          averageRating: d.averageRating,
        }),
      ),
    )
    .returning();
  const dealershipBySlug = new Map(dealerships.map((d) => [d.slug, d]));
  await db
    .update(schema.websites)
    .set({ primaryDealershipId: dealerships[0]?.id ?? null })
    .where(sql`${schema.websites.id} = ${websiteId}`);

  return db
    .insert(schema.locations)
    .values(
      site.locations.map((loc, position) => {
        const dealership = dealershipBySlug.get(loc.dealership);
        if (!dealership)
          throw new Error(
            `${site.slug}: location ${loc.slug} names unknown dealership ${loc.dealership}`,
          );
        return locationRow(site, websiteId, dealership, loc, position);
      }),
    )
    .returning();
}

function locationRow(
  site: DemoSite,
  websiteId: number,
  dealership: Dealership,
  loc: DemoLocation,
  position: number,
) {
  const full = formatAddress(loc, site.settings.locale ?? DEFAULT_LOCALE);
  return buildLocation(websiteId, dealership.id, {
    slug: loc.slug,
    name: loc.name,
    locationTypes: loc.types,
    isPrimary: loc.isPrimary ?? false,
    distributionLocations: loc.distributionLocations ?? [],
    phone: loc.phone,
    email: `${loc.slug}@${site.slug}.test`,
    openingHours: loc.hours,
    address: {
      street: loc.street,
      city: loc.city,
      state: loc.state,
      postcode: loc.postcode,
      lat: loc.lat,
      long: loc.long,
      placeId: null,
      full,
      mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${site.name} ${full}`)}`,
    },
    reviewCount: Math.round(
      dealership.reviewCount /
        Math.max(1, site.locations.filter((l) => l.dealership === loc.dealership).length),
    ),
    averageRating: dealership.averageRating,
    position,
  });
}
