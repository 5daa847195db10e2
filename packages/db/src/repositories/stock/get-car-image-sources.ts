import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { carImages, cars } from "../../schema.ts";
import { SHOWN_IMAGE_COLUMNS } from "./shown-image-columns.ts";

/** One of a car's images as stored, with where it came from (image syncing). */
export type CarImageSource = {
  position: number;
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
  alt: string;
  /** The URL it was fetched from; null for images not fetched by URL (demo, uploads). */
  sourceUrl: string | null;
  /** SHA-256 of the fetched content, hex. */
  sourceHash: string | null;
  /** The source's ETag and Last-Modified as it sent them with the content; null if it sent none. */
  sourceEtag: string | null;
  sourceLastModified: string | null;
};

/** A car's images in order, or null when the site has no car with that id. */
export async function getCarImageSources(
  db: Database,
  websiteId: number,
  carId: number,
): Promise<CarImageSource[] | null> {
  const [car] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.websiteId, websiteId), eq(cars.id, carId)))
    .limit(1);
  if (!car) return null;
  return db
    .select({
      ...SHOWN_IMAGE_COLUMNS,
      sourceUrl: carImages.sourceUrl,
      sourceHash: carImages.sourceHash,
      sourceEtag: carImages.sourceEtag,
      sourceLastModified: carImages.sourceLastModified,
    })
    .from(carImages)
    .where(and(eq(carImages.websiteId, websiteId), eq(carImages.carId, carId)))
    .orderBy(asc(carImages.position), asc(carImages.id));
}
