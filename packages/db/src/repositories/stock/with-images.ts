import { and, eq, inArray } from "drizzle-orm";
import type { Car } from "@forecourt/core/domain/car";
import type { Database } from "../../client.ts";
import { carImages, type cars, type locations } from "../../schema.ts";
import { toCar } from "../mappers.ts";

/** The cars of `rows` with their images, in one read of the site's images. */
export async function withImages(
  db: Database,
  websiteId: number,
  rows: {
    car: typeof cars.$inferSelect;
    dealershipSlug: string;
    location: typeof locations.$inferSelect | null;
  }[],
): Promise<Car[]> {
  if (rows.length === 0) return [];
  const images = await db
    .select()
    .from(carImages)
    .where(
      and(
        eq(carImages.websiteId, websiteId),
        inArray(
          carImages.carId,
          rows.map((r) => r.car.id),
        ),
      ),
    );
  const byCar = new Map<number, (typeof images)[number][]>();
  for (const image of images) byCar.set(image.carId, [...(byCar.get(image.carId) ?? []), image]);
  return rows.map((row) => toCar({ ...row, images: byCar.get(row.car.id) ?? [] }));
}
