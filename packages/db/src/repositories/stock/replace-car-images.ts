import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { carImages, cars } from "../../schema.ts";
import type { CarImageSource } from "./get-car-image-sources.ts";

/** An image to store: one as `getCarImageSources` reads it, its place given by the list's order. */
export type NewCarImage = Omit<CarImageSource, "position">;

/**
 * Sets a car's images, in this order, in one transaction: the rows are replaced, the car's
 * primary image becomes the first (null without images) and the car counts as updated. Returns
 * false, writing nothing, when the site has no car with that id.
 */
export async function replaceCarImages(
  db: Database,
  websiteId: number,
  carId: number,
  images: NewCarImage[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(cars)
      .set({ primaryImageUrl: images[0]?.url ?? null, updatedAt: sql`now()` })
      .where(and(eq(cars.websiteId, websiteId), eq(cars.id, carId)))
      .returning({ id: cars.id });
    if (updated.length === 0) return false;
    await tx
      .delete(carImages)
      .where(and(eq(carImages.websiteId, websiteId), eq(carImages.carId, carId)));
    if (images.length > 0) {
      await tx
        .insert(carImages)
        .values(images.map((image, position) => ({ ...image, websiteId, carId, position })));
    }
    return true;
  });
}
