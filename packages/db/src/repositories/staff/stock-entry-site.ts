import { and, eq, isNull } from "drizzle-orm";
import {
  decideCarPublishing,
  decideStockEntry,
  type StockEntryRule,
} from "@forecourt/core/console/stock-entry-access";
import { grantOn, type AccessTarget } from "@forecourt/core/console/staff-access";
import { parseSiteSettings, type SiteSettings } from "@forecourt/core/site/site-settings";
import type { Database } from "../../client.ts";
import { isRowId } from "@forecourt/core/domain/row-id";
import { cars, websites } from "../../schema.ts";
import type { StaffMember } from "./get-staff-member.ts";
import { managedCarRef } from "./stock-access.ts";
import { placeColumns } from "./site-scope.ts";

/**
 * A live site where the actor may add or edit cars, with its settings, and whether the actor may
 * publish there too (`decideCarPublishing`) or saves drafts only.
 */
export type StockEntrySite = {
  id: number;
  name: string;
  settings: SiteSettings;
  mayPublish: boolean;
};
type LiveSite = Omit<StockEntrySite, "mayPublish">;

async function liveSite(db: Database, websiteId: number): Promise<LiveSite | null> {
  const [row] = await db
    .select({ id: websites.id, name: websites.name, settings: websites.settings })
    .from(websites)
    .where(and(eq(websites.id, websiteId), isNull(websites.archivedAt)));
  if (!row) return null;
  const parsed = parseSiteSettings(row.settings);
  return parsed.ok ? { id: row.id, name: row.name, settings: parsed.settings } : null;
}

/** The site's rule for sales, from its settings. */
const stockEntryRule = (settings: SiteSettings): StockEntryRule => ({
  salesMayListCars: settings.stock.salesMayListCars,
  salesMayPublishCars: settings.stock.salesMayPublishCars,
});

/** The site with the actor's publishing right, if the actor may list cars there for `target`. */
export function stockEntryFor(
  actor: StaffMember,
  site: LiveSite,
  target: AccessTarget,
): StockEntrySite | null {
  const rule = stockEntryRule(site.settings);
  if (!decideStockEntry(actor, target, rule).allowed) return null;
  return { ...site, mayPublish: decideCarPublishing(actor, target, rule).allowed };
}

/**
 * The site if the actor may add a car to it (within their grant's dealership or location, for
 * sales narrowed so: `narrowing` gives those, for the new car to be put there); null for no such
 * site, an archived one or another dealer's alike.
 */
export async function stockEntrySite(
  db: Database,
  { actor, websiteId }: { actor: StaffMember; websiteId: number },
): Promise<(StockEntrySite & { narrowing: AccessTarget }) | null> {
  const site = await liveSite(db, websiteId);
  if (!site) return null;
  const grant = actor.isPlatformOperator ? null : grantOn(actor, websiteId);
  const narrowing: AccessTarget = {
    websiteId,
    dealershipId: grant?.dealershipId ?? null,
    locationId: grant?.locationId ?? null,
  };
  const entry = stockEntryFor(actor, site, narrowing);
  return entry ? { ...entry, narrowing } : null;
}

/** The car's site if the actor may edit this car in the console; null as `managedCarRef`. */
export async function stockEntryCarSite(
  db: Database,
  { actor, carId }: { actor: StaffMember; carId: number },
): Promise<StockEntrySite | null> {
  if (!isRowId(carId)) return null;
  const [row] = await db.select(placeColumns(cars)).from(cars).where(eq(cars.id, carId));
  if (!row) return null;
  const site = await liveSite(db, row.websiteId);
  return site ? stockEntryFor(actor, site, row) : null;
}

/**
 * The car's reference for its photos: as a stock manager's (`managedCarRef`), or as sales who
 * may list cars on its site (their dealership's car); null for anyone else. Says which, for the
 * write's access.
 */
export async function photoCarRef(
  db: Database,
  { actor, carId }: { actor: StaffMember; carId: number },
): Promise<{ carId: number; websiteId: number; access: "manage-stock" | "stock-entry" } | null> {
  const managed = await managedCarRef(db, { actor, carId });
  if (managed) return { carId, websiteId: managed.websiteId, access: "manage-stock" };
  const entry = await stockEntryCarSite(db, { actor, carId });
  return entry ? { carId, websiteId: entry.id, access: "stock-entry" } : null;
}
