import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { cars, dealerships, locations, websites } from "../../schema.ts";
import { isRowId } from "@forecourt/core/domain/row-id";

export type LeadReferenceInput = {
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

export type LeadReferences = {
  dealershipId: number | null;
  dealershipSlug: string | null;
  locationId: number | null;
  carId: number | null;
};

type LocationRef = { id: number; dealershipId: number };
type DealershipRef = { id: number; slug: string };

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
  /** The site's dealership that `match` picks (by a unique column: its slug or id). */
  const dealershipWhere = async (match: SQL): Promise<DealershipRef | null> => {
    const [row] = await db
      .select({ id: dealerships.id, slug: dealerships.slug })
      .from(dealerships)
      .where(and(eq(dealerships.websiteId, websiteId), match))
      .limit(1);
    return row ?? null;
  };
  const dealershipBySlug = async (slug: string | undefined): Promise<DealershipRef | null> =>
    slug ? dealershipWhere(eq(dealerships.slug, slug)) : null;
  const dealershipById = async (id: number | null | undefined): Promise<DealershipRef | null> =>
    isRowId(id) ? dealershipWhere(eq(dealerships.id, id)) : null;
  const locationById = async (id: number | undefined): Promise<LocationRef | null> => {
    if (!isRowId(id)) return null;
    const [row] = await db
      .select({ id: locations.id, dealershipId: locations.dealershipId })
      .from(locations)
      .where(and(eq(locations.websiteId, websiteId), eq(locations.id, id)))
      .limit(1);
    return row ?? null;
  };
  const primaryLocation = async (): Promise<LocationRef | null> => {
    const [row] = await db
      .select({ id: locations.id, dealershipId: locations.dealershipId })
      .from(locations)
      .where(and(eq(locations.websiteId, websiteId), eq(locations.isPrimary, true)))
      .orderBy(asc(locations.position), asc(locations.id))
      .limit(1);
    return row ?? null;
  };
  const siteDealership = async (): Promise<DealershipRef | null> => {
    let primaryId = input.primaryDealershipId;
    if (primaryId === undefined) {
      const [site] = await db
        .select({ primaryDealershipId: websites.primaryDealershipId })
        .from(websites)
        .where(eq(websites.id, websiteId))
        .limit(1);
      primaryId = site?.primaryDealershipId;
    }
    const primary = await dealershipById(primaryId);
    if (primary) return primary;
    const [first] = await db
      .select({ id: dealerships.id, slug: dealerships.slug })
      .from(dealerships)
      .where(eq(dealerships.websiteId, websiteId))
      .orderBy(asc(dealerships.id))
      .limit(1);
    return first ?? null;
  };

  let location = await locationById(input.locationId);
  let dealership: DealershipRef | null = null;
  if (input.fixedDealershipSlug) {
    dealership = await dealershipBySlug(input.fixedDealershipSlug);
  } else if (input.usePrimaryLocation) {
    location = (await primaryLocation()) ?? location;
    dealership = await dealershipById(location?.dealershipId);
  }
  dealership ??= await dealershipBySlug(input.dealershipSlug);
  dealership ??= await dealershipById(location?.dealershipId);
  dealership ??= await siteDealership();

  let carId: number | null = null;
  if (isRowId(input.carId)) {
    const [car] = await db
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.websiteId, websiteId), eq(cars.id, input.carId)))
      .limit(1);
    carId = car?.id ?? null;
  }
  return {
    dealershipId: dealership?.id ?? null,
    dealershipSlug: dealership?.slug ?? input.fixedDealershipSlug ?? input.dealershipSlug ?? null,
    locationId: location?.id ?? null,
    carId,
  };
}
