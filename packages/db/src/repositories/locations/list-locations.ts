import { and, asc, eq } from "drizzle-orm";
import type { Location } from "@forecourt/core/domain/location";
import type { Database } from "../../client.ts";
import { dealerships, locations } from "../../schema.ts";
import { toLocation } from "../mappers.ts";

export async function listLocations(
  db: Database,
  websiteId: number,
  options: { includeHidden?: boolean } = {},
): Promise<Location[]> {
  const rows = await db
    .select({ location: locations, dealershipSlug: dealerships.slug })
    .from(locations)
    .innerJoin(dealerships, eq(locations.dealershipId, dealerships.id))
    .where(
      and(
        eq(locations.websiteId, websiteId),
        options.includeHidden ? undefined : eq(locations.isVisible, true),
      ),
    )
    .orderBy(asc(locations.position), asc(locations.id));
  return rows.map((row) => toLocation(row.location, row.dealershipSlug));
}
