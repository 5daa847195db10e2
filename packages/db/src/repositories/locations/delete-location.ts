import { and, eq } from "drizzle-orm";
import type { Database, Executor } from "../../client.ts";
import { locations } from "../../schema.ts";
import { countCarsOf } from "../stock/count-cars-of.ts";
import { refusal, type SiteWriteRefusal } from "../sites/site-write-refusal.ts";
import { LOCATION_NOT_FOUND_MESSAGE } from "./location-writes-shared.ts";

const locationHasCarsMessage = (slug: string, carCount: number) =>
  `Location ${slug} still has ${carCount} ${carCount === 1 ? "car" : "cars"} (sold ones included); move them to another location or delete them first.`;

type DeleteLocationResult = { ok: true } | SiteWriteRefusal;

/**
 * Removes one location of one website (its reviews go with it; leads keep theirs as none). One
 * that still has cars is refused, as a dealership with cars is: its cars would lose their place
 * on the site (search by location, the car page's address) and a location made again under the
 * same slug would not get them back.
 */
export async function deleteLocation(
  db: Database,
  { websiteId, id }: { websiteId: number; id: number },
): Promise<DeleteLocationResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ slug: locations.slug })
      .from(locations)
      .where(and(eq(locations.websiteId, websiteId), eq(locations.id, id)))
      .for("update");
    if (!row) return refusal("not-found", "id", LOCATION_NOT_FOUND_MESSAGE);
    const refused = await refuseLocationWithCars(tx, id, row.slug, "id");
    if (refused) return refused;
    await tx.delete(locations).where(eq(locations.id, id));
    return { ok: true as const };
  });
}

/** The refusal for a location that still has cars, or null. */
export async function refuseLocationWithCars(
  db: Executor,
  locationId: number,
  slug: string,
  field: string,
): Promise<SiteWriteRefusal | null> {
  const carCount = await countCarsOf(db, { locationId });
  return carCount > 0
    ? refusal("location-has-cars", field, locationHasCarsMessage(slug, carCount))
    : null;
}
