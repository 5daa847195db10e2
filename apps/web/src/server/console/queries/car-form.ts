import "server-only";
import { rowIdOf } from "@forecourt/core/domain/row-id";
import { carFormWordsOf } from "@forecourt/core/console/car-form";
import { CONSOLE_NEW_CAR_PATH, CONSOLE_STOCK_PATH } from "@forecourt/core/console/console-paths";
import { mayManageSomeStock } from "@forecourt/core/console/stock-list-query";
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
 * The console menu's stock entry: "Stock" for those who manage stock, "Add a car" for sales on a
 * site that lets them list cars (they have no stock list), none for the rest.
 */
export async function stockMenuLinkOf(
  staff: StaffMember,
): Promise<{ href: string; label: string } | null> {
  if (mayManageSomeStock(staff)) return { href: CONSOLE_STOCK_PATH, label: "Stock" };
  return (await mayAddCarsSomewhere(staff))
    ? { href: CONSOLE_NEW_CAR_PATH, label: "Add a car" }
    : null;
}

/**
 * Whether the user may add a car to some site: who manages stock anywhere, or sales where a site
 * lets them list cars (asked of the sites' settings, and only for sales).
 */
export async function mayAddCarsSomewhere(staff: StaffMember): Promise<boolean> {
  if (mayManageSomeStock(staff)) return true;
  if (!staff.grants.some((grant) => grant.role === "sales")) return false;
  return (await listStockEntrySites(await db(), { actor: staff })).length > 0;
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
