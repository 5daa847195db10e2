import type { CarDetail } from "@forecourt/core/domain/car-detail";
import type { Database } from "../../client.ts";
import type { cars, dealerships, locations } from "../../schema.ts";
import { toDealership, toLocation } from "../mappers.ts";
import { withImages } from "./with-images.ts";

/** A car row joined with its dealership's row and its location's row (null: none). */
type JoinedCarRow = {
  car: typeof cars.$inferSelect;
  dealership: typeof dealerships.$inferSelect;
  location: typeof locations.$inferSelect | null;
};

/** One site's joined car rows as cars with their galleries, dealership and location, in order. */
export async function toCarDetails(
  db: Database,
  websiteId: number,
  rows: readonly JoinedCarRow[],
): Promise<CarDetail[]> {
  const withGalleries = await withImages(
    db,
    websiteId,
    rows.map((row) => ({
      car: row.car,
      dealershipSlug: row.dealership.slug,
      location: row.location,
    })),
  );
  return rows.map((row, index) => ({
    car: withGalleries[index]!,
    dealership: toDealership(row.dealership),
    location: row.location ? toLocation(row.location, row.dealership.slug) : null,
  }));
}
