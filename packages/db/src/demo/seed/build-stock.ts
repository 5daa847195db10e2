import { CAR_TYPES } from "@forecourt/core/domain/car";
import { buildCar, type NewCar } from "../factories.ts";
import type { VehicleImageKind } from "../images/vehicle-kinds.ts";
import type { Random } from "../random.ts";
import type { DemoSite } from "../sites/demo-site.ts";
import { applyStockState } from "./apply-stock-state.ts";
import { COLOURS_PER_KIND } from "./media-ids.ts";
import { vehiclePaint } from "../images/paint-colours.ts";

/** A vehicle to insert, and which of the painted images of its kind it shows. */
export type StockItem = { row: NewCar; kind: VehicleImageKind; colour: number };

type Location = { id: number; dealershipId: number; slug: string };

/** A location's cars offer its dealership's own processor first, then the site's. */
function paymentProcessorsAt(site: DemoSite) {
  const siteProcessors = site.depositProvider
    ? [
        {
          authorizationType: site.depositProvider,
          authorizationKey: "demo_key",
          depositAmount: 500,
        },
      ]
    : [];
  return (location: Location) => {
    const slug = site.locations.find((l) => l.slug === location.slug)?.dealership;
    const own = site.dealerships.find((d) => d.slug === slug)?.paymentProcessor;
    return own
      ? [
          { authorizationType: own.type, authorizationKey: own.key, depositAmount: 500 },
          ...siteProcessors,
        ]
      : siteProcessors;
  };
}

/** Each dealership's seller id on carsales.com.au, an Australian marketplace (AU sites only). */
function carsalesSellers(site: DemoSite, locations: Location[]) {
  const dealershipIds = [...new Set(locations.map((location) => location.dealershipId))];
  return (dealershipId: number) =>
    (site.settings.locale ?? "en-AU") === "en-AU"
      ? `AD-${site.seed}${String(dealershipIds.indexOf(dealershipId) + 1).padStart(3, "0")}`
      : null;
}

/** Exactly site.stock of each car type, spread over the sales locations, in a fixed order. */
export function buildStock(
  site: DemoSite,
  websiteId: number,
  locations: Location[],
  random: Random,
  now: Date,
): StockItem[] {
  const items: StockItem[] = [];
  const processorsAt = paymentProcessorsAt(site);
  const carsalesSellerOf = carsalesSellers(site, locations);
  let sequence = 0;
  for (const carType of CAR_TYPES) {
    const count = site.stock[carType];
    for (let i = 0; i < count; i++) {
      sequence += 1;
      const location = locations[sequence % Math.max(1, locations.length)] ?? null;
      const entry = site.catalogue[(sequence * 7 + i) % site.catalogue.length];
      if (!entry || !location) throw new Error(`${site.slug}: no catalogue or sales location`);
      const row = buildCar({
        websiteId,
        dealershipId: location.dealershipId,
        locationId: location.id,
        entry,
        carType,
        stockNumber: `${site.slug.slice(0, 2).toUpperCase()}${String(10_000 + sequence)}`,
        random,
        now,
        locale: site.settings.locale,
      });
      row.paymentProcessors = processorsAt(location);
      applyStockState(row, carType, i, count, site, now);
      const colour = random.int(0, COLOURS_PER_KIND - 1);
      row.colour = vehiclePaint(entry.kind, colour).name;
      row.carsalesSellerIdentifier = carsalesSellerOf(location.dealershipId);
      items.push({ row, kind: entry.kind, colour });
    }
  }
  return items;
}
