import "server-only";
import { wholeSitesOf } from "@forecourt/core/console/staff-access";
import type { StockListQuery } from "@forecourt/core/console/stock-list-query";
import { parseRowId, rowIdOf } from "@forecourt/core/domain/row-id";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { getSiteTimeZone } from "@forecourt/db/repositories/sites/site-time-zone";
import { getStaffCar } from "@forecourt/db/repositories/staff/get-staff-car";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { listStaffCars } from "@forecourt/db/repositories/staff/list-staff-cars";
import {
  getStaffFeedImport,
  listStaffFeedImports,
} from "@forecourt/db/repositories/staff/list-staff-feed-imports";
import { listStockSites } from "@forecourt/db/repositories/staff/list-stock-sites";
import { stockEntryCarSite } from "@forecourt/db/repositories/staff/stock-entry-site";
import { getCarById } from "@forecourt/db/repositories/stock/get-car";
import type { Database } from "@forecourt/db/client";
import { getHoldableCar } from "@forecourt/db/repositories/reservations/get-holdable-car";
import { db } from "../../db.ts";

/** The stock list: the user's stock sites, and one page of their cars as the query asks. */
export async function stockListOf(staff: StaffMember, query: StockListQuery, pageSize: number) {
  const database = await db();
  const [sites, list] = await Promise.all([
    listStockSites(database, { actor: staff }),
    listStaffCars(database, { actor: staff, query, pageSize }),
  ]);
  return { sites, list };
}

/**
 * The feed import history: the sites whose whole stock the user manages, the one asked for (or
 * the first), and its newest `limit` imports; null when the user manages no site's whole stock.
 */
export async function feedImportsOf(staff: StaffMember, askedSite: unknown, limit: number) {
  const whole = wholeSitesOf(staff, "manage-stock");
  const database = await db();
  const sites = (await listStockSites(database, { actor: staff })).filter(
    (site) => whole === "all" || whole.includes(site.id),
  );
  if (sites.length === 0) return null;
  const asked = rowIdOf(askedSite);
  const site = sites.find((s) => s.id === asked) ?? sites[0]!;
  const imports = await listStaffFeedImports(database, { actor: staff, websiteId: site.id, limit });
  return { sites, site, imports };
}

/** One feed import's report by its path segment, if the user may read it; else null. */
export async function feedImportOf(staff: StaffMember, segment: string) {
  const importId = parseRowId(segment);
  if (importId === null) return null;
  const database = await db();
  const report = await getStaffFeedImport(database, { actor: staff, importId });
  if (!report) return null;
  return { report, timeZone: await getSiteTimeZone(database, report.websiteId) };
}

/**
 * One car of the user's sites by its path segment (`/console/stock/{carId}`), with its site and
 * whether the user manages the site's stock (else they may only use the car form: sales where
 * the site lets them; or only hold it for a buyer: `mayEdit` false); null for a segment that is no row id, no such car, or another dealer's
 * car alike.
 */
export async function staffCarOf(staff: StaffMember, segment: string) {
  const carId = parseRowId(segment);
  if (carId === null) return null;
  const database = await db();
  const found = await getStaffCar(database, { actor: staff, carId });
  if (found) {
    const site = await getSiteById(database, found.websiteId);
    return site ? { found, site, mayManage: true, mayPublish: true, mayEdit: true } : null;
  }
  // Sales whom the site does not let list cars may still hold one for a buyer.
  const editable = await stockEntryCarSite(database, { actor: staff, carId });
  const entry = editable
    ? { ...editable, mayEdit: true }
    : await holdOnlyCarSite(database, staff, carId);
  if (!entry) return null;
  const [detail, site] = await Promise.all([
    getCarById(database, { websiteId: entry.id, id: carId }),
    getSiteById(database, entry.id),
  ]);
  if (!detail || !site) return null;
  return {
    found: { ...detail, websiteId: entry.id, siteName: entry.name },
    site,
    mayManage: false,
    mayPublish: entry.mayPublish,
    mayEdit: entry.mayEdit,
  };
}

async function holdOnlyCarSite(database: Database, staff: StaffMember, carId: number) {
  const site = await getHoldableCar(database, { actor: staff, carId });
  return site
    ? { id: site.websiteId, name: site.siteName, mayPublish: false, mayEdit: false }
    : null;
}

export type { StaffCar } from "@forecourt/db/repositories/staff/get-staff-car";
