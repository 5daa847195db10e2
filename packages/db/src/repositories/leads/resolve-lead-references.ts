import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { cars, dealerships, locations, websites } from "../../schema.ts";
import { isRowId } from "@forecourt/core/domain/row-id";

type LeadReferenceInput = {
  dealershipSlug?: string | undefined;
  locationId?: number | undefined;
  carId?: number | undefined;
  /** settings.leads.fixedDealershipSlug: every lead goes to this dealership. */
  fixedDealershipSlug?: string | undefined;
  /** settings.leads.usePrimaryLocation: every lead goes to the primary location. */
  usePrimaryLocation?: boolean;
  /** The site's primary dealership when the caller has the site at hand (saves a query). */
  primaryDealershipId?: number | null;
};

type LeadReferences = {
  dealershipId: number | null;
  dealershipSlug: string | null;
  locationId: number | null;
  carId: number | null;
};

type LocationRef = { id: number; dealershipId: number };
type DealershipRef = { id: number; slug: string };

type Site = { db: Database; websiteId: number };

/** The site's dealership that `match` picks (by a unique column: its slug or id). */
async function dealershipWhere({ db, websiteId }: Site, match: SQL): Promise<DealershipRef | null> {
  const [row] = await db
    .select({ id: dealerships.id, slug: dealerships.slug })
    .from(dealerships)
    .where(and(eq(dealerships.websiteId, websiteId), match))
    .limit(1);
  return row ?? null;
}

const dealershipBySlug = async (site: Site, slug: string | undefined) =>
  slug ? dealershipWhere(site, eq(dealerships.slug, slug)) : null;

const dealershipById = async (site: Site, id: number | null | undefined) =>
  isRowId(id) ? dealershipWhere(site, eq(dealerships.id, id)) : null;

/** The site's first location `match` picks, in the locations' order. */
async function locationWhere({ db, websiteId }: Site, match: SQL): Promise<LocationRef | null> {
  const [row] = await db
    .select({ id: locations.id, dealershipId: locations.dealershipId })
    .from(locations)
    .where(and(eq(locations.websiteId, websiteId), match))
    .orderBy(asc(locations.position), asc(locations.id))
    .limit(1);
  return row ?? null;
}

const locationById = async (site: Site, id: number | undefined) =>
  isRowId(id) ? locationWhere(site, eq(locations.id, id)) : null;

const primaryLocation = (site: Site) => locationWhere(site, eq(locations.isPrimary, true));

/** The site's primary dealership, else its first one. */
async function siteDealership(
  site: Site,
  knownPrimaryId: number | null | undefined,
): Promise<DealershipRef | null> {
  const { db, websiteId } = site;
  let primaryId = knownPrimaryId;
  if (primaryId === undefined) {
    const [row] = await db
      .select({ primaryDealershipId: websites.primaryDealershipId })
      .from(websites)
      .where(eq(websites.id, websiteId))
      .limit(1);
    primaryId = row?.primaryDealershipId;
  }
  const primary = await dealershipById(site, primaryId);
  if (primary) return primary;
  const [first] = await db
    .select({ id: dealerships.id, slug: dealerships.slug })
    .from(dealerships)
    .where(eq(dealerships.websiteId, websiteId))
    .orderBy(asc(dealerships.id))
    .limit(1);
  return first ?? null;
}

async function carOfSite({ db, websiteId }: Site, carId: number | undefined) {
  if (!isRowId(carId)) return null;
  const [car] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.websiteId, websiteId), eq(cars.id, carId)))
    .limit(1);
  return car?.id ?? null;
}

/**
 * The dealership, location and car a lead is for, all looked up within the site, so a lead can
 * never point at another site's rows. Settings override what the form sent (spec §7): a fixed
 * dealership slug wins, then the primary location. Without a usable dealership the site's
 * primary dealership takes the lead, so it is still delivered.
 */
export async function resolveLeadReferences(
  db: Database,
  websiteId: number,
  input: LeadReferenceInput,
): Promise<LeadReferences> {
  const site: Site = { db, websiteId };
  let location = await locationById(site, input.locationId);
  let dealership: DealershipRef | null = null;
  if (input.fixedDealershipSlug) {
    dealership = await dealershipBySlug(site, input.fixedDealershipSlug);
  } else if (input.usePrimaryLocation) {
    location = (await primaryLocation(site)) ?? location;
    dealership = await dealershipById(site, location?.dealershipId);
  }
  dealership ??= await dealershipBySlug(site, input.dealershipSlug);
  dealership ??= await dealershipById(site, location?.dealershipId);
  dealership ??= await siteDealership(site, input.primaryDealershipId);
  return {
    dealershipId: dealership?.id ?? null,
    dealershipSlug: dealership?.slug ?? input.fixedDealershipSlug ?? input.dealershipSlug ?? null,
    locationId: location?.id ?? null,
    carId: await carOfSite(site, input.carId),
  };
}
