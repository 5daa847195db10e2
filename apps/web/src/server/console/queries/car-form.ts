import "server-only";
import { rowIdOf } from "@forecourt/core/domain/row-id";
import { carFormWordsOf } from "@forecourt/core/console/car-form";
import { listLocations } from "@forecourt/db/repositories/locations/list-locations";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { listStockEntrySites } from "@forecourt/db/repositories/staff/list-stock-entry-sites";
import { db } from "../../db.ts";

/** A site's locations as the car form offers them (hidden ones too: stock may sit there). */
export async function carFormLocationsOf(websiteId: number) {
  const locations = await listLocations(await db(), websiteId, { includeHidden: true });
  return locations.map((location) => ({ id: location.id, name: location.name }));
}

/**
 * The "New car" screen: the sites the user may add cars to, the one asked for (or the only
 * one; none while the user has several and has not chosen), its words and locations; null when
 * the user may add cars nowhere.
 */
export async function newCarPageOf(staff: StaffMember, askedSite: unknown) {
  const sites = await listStockEntrySites(await db(), { actor: staff });
  if (sites.length === 0) return null;
  const asked = rowIdOf(askedSite);
  const site = sites.length === 1 ? sites[0]! : sites.find((s) => s.id === asked);
  if (!site) return { sites, chosen: null };
  return {
    sites,
    chosen: {
      site,
      words: carFormWordsOf(site.settings),
      locations: await carFormLocationsOf(site.id),
    },
  };
}
