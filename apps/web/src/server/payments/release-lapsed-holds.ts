import "server-only";
import type { Database } from "@forecourt/db/client";
import { releaseLapsedStaffHolds } from "@forecourt/db/repositories/reservations/release-lapsed-staff-holds";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import type { ExpireSiteTags } from "../cache/site-tag-expiry.ts";
import { cacheTags } from "../cache-tags.ts";

/**
 * Staff holds that ran out are released and their cars' pages and lists expired, so the site
 * shows them for sale again within a tick of the worker's clock. Returns how many cars.
 */
export async function releaseLapsedHolds(
  deps: { database: Database; expire: ExpireSiteTags },
  now: Date,
): Promise<number> {
  let cars = 0;
  for (const { websiteId, carIds } of await releaseLapsedStaffHolds(deps.database, now)) {
    const site = await getSiteById(deps.database, websiteId);
    if (site) {
      await deps.expire(site, [
        cacheTags.cars(websiteId),
        ...carIds.map((carId) => cacheTags.car(websiteId, carId)),
      ]);
    }
    cars += carIds.length;
  }
  return cars;
}
