import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { carImages, cars } from "../../schema.ts";

/**
 * Sets the descriptions (alt text) of a car's photos, by address, in one transaction; the car
 * counts as updated so its pages and feeds are read afresh. Photos not named keep theirs.
 * Returns false, writing nothing, when the site has no car with that id.
 */
export async function setCarImageAlts(
  db: Database,
  {
    websiteId,
    carId,
    alts,
  }: { websiteId: number; carId: number; alts: { url: string; alt: string }[] },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(cars)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(cars.websiteId, websiteId), eq(cars.id, carId)))
      .returning({ id: cars.id });
    if (updated.length === 0) return false;
    for (const { url, alt } of alts) {
      await tx
        .update(carImages)
        .set({ alt })
        .where(
          and(
            eq(carImages.websiteId, websiteId),
            eq(carImages.carId, carId),
            eq(carImages.url, url),
          ),
        );
    }
    return true;
  });
}
