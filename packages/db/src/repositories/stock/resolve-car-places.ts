import { and, asc, eq } from "drizzle-orm";
import type { CarInput } from "@forecourt/core/stock/car-input";
import type { FieldErrors } from "@forecourt/core/validation/field-errors";
import type { Executor } from "../../client.ts";
import { dealerships, locations, websites } from "../../schema.ts";

type CarPlaces = {
  /** The dealership the car is written to; undefined when the input leaves it as it is. */
  dealershipId?: number;
  /** The location (null: none); undefined when the input leaves it as it is. */
  locationId?: number | null;
};

type ResolveCarPlacesOptions = {
  websiteId: number;
  input: Pick<CarInput, "dealership" | "dealership_id" | "location" | "location_id">;
  /**
   * A new car must have a dealership: when the input names none, the site's primary dealership,
   * else its only one.
   */
  isNew: boolean;
};

type ResolvedCarPlaces = { ok: true; places: CarPlaces } | { ok: false; errors: FieldErrors };

type Found = { places: CarPlaces; errors: FieldErrors };
type Scope = { db: Executor; websiteId: number; input: ResolveCarPlacesOptions["input"] };

/** The dealership the input names, by slug or id. */
async function findDealership({ db, websiteId, input }: Scope, { places, errors }: Found) {
  const key =
    input.dealership !== undefined
      ? ({ field: "dealership", match: eq(dealerships.slug, input.dealership) } as const)
      : input.dealership_id !== undefined
        ? ({ field: "dealership_id", match: eq(dealerships.id, input.dealership_id) } as const)
        : null;
  if (!key) return;
  const [row] = await db
    .select({ id: dealerships.id })
    .from(dealerships)
    .where(and(eq(dealerships.websiteId, websiteId), key.match))
    .limit(1);
  if (row) places.dealershipId = row.id;
  else
    errors[key.field] = `This site has no dealership ${input.dealership ?? input.dealership_id}.`;
}

/** The location the input names, by slug or id; it names the dealership when none is. */
async function findLocation({ db, websiteId, input }: Scope, { places, errors }: Found) {
  const value = input.location !== undefined ? input.location : input.location_id;
  const field = input.location !== undefined ? "location" : "location_id";
  if (value === null) places.locationId = null;
  if (value === null || value === undefined) return;
  const [row] = await db
    .select({ id: locations.id, dealershipId: locations.dealershipId })
    .from(locations)
    .where(
      and(
        eq(locations.websiteId, websiteId),
        typeof value === "string" ? eq(locations.slug, value) : eq(locations.id, value),
      ),
    )
    .limit(1);
  if (!row) {
    errors[field] = `This site has no location ${value}.`;
  } else if (places.dealershipId !== undefined && places.dealershipId !== row.dealershipId) {
    errors[field] = `Location ${value} belongs to another dealership.`;
  } else {
    places.locationId = row.id;
    places.dealershipId ??= row.dealershipId;
  }
}

/** A new car's dealership when none is named: the site's primary, else its only one. */
async function defaultDealership({ db, websiteId }: Scope, { places, errors }: Found) {
  const [site] = await db
    .select({ primaryDealershipId: websites.primaryDealershipId })
    .from(websites)
    .where(eq(websites.id, websiteId));
  const rows = await db
    .select({ id: dealerships.id })
    .from(dealerships)
    .where(eq(dealerships.websiteId, websiteId))
    .orderBy(asc(dealerships.id))
    .limit(2);
  const primary = rows.find((row) => row.id === site?.primaryDealershipId);
  if (primary) places.dealershipId = primary.id;
  else if (rows.length === 1) places.dealershipId = rows[0]!.id;
  else {
    errors.dealership =
      rows.length === 0
        ? "This site has no dealership yet: create one before its cars."
        : "dealership is required: this site has several dealerships (send its slug).";
  }
}

/**
 * The dealership and location ids a car write names, by slug or id, each checked to be the
 * site's own. A new car that names none goes to the site's primary (or only) dealership. A
 * location names its dealership when the input names none; a location of another
 * dealership than the one named is refused.
 */
export async function resolveCarPlaces(
  db: Executor,
  { websiteId, input, isNew }: ResolveCarPlacesOptions,
): Promise<ResolvedCarPlaces> {
  const scope: Scope = { db, websiteId, input };
  const found: Found = { places: {}, errors: {} };
  await findDealership(scope, found);
  await findLocation(scope, found);
  const { places, errors } = found;
  if (isNew && places.dealershipId === undefined && Object.keys(errors).length === 0) {
    await defaultDealership(scope, found);
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, places };
}
