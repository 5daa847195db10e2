import { sql } from "drizzle-orm";
import { carImages, cars } from "../../schema.ts";

/** The fields of each image a car shows (`toCar`): a page of search results reads no others. */
export const SHOWN_IMAGE_COLUMNS = {
  position: carImages.position,
  url: carImages.url,
  thumbUrl: carImages.thumbUrl,
  width: carImages.width,
  height: carImages.height,
  alt: carImages.alt,
};

export type ShownImage = {
  [K in keyof typeof SHOWN_IMAGE_COLUMNS]: (typeof carImages.$inferSelect)[K];
};

/** The image fields a car on a page shows: JSON builds and carries no others. */
const imageFields = Object.entries(SHOWN_IMAGE_COLUMNS);
if (imageFields.some(([, column]) => column.dataType !== "number" && column.dataType !== "string"))
  throw new Error("An image column is neither a number nor text: imagesOfCar must read it back");

/**
 * The car's images as one JSON array of the fields a page shows, in the order of their
 * position, so a list of cars (a page of results, the home's rows) comes with its images in the
 * statement that reads it, one round trip instead of two (`withImages` reads the same rows in a
 * second statement). JSON carries every field as its type while they are numbers and text
 * (checked above); the other columns (the source's URL, hash and validators) were built into
 * JSON and parsed for nothing.
 */
export const imagesOfCar = (websiteId: number) =>
  sql<ShownImage[]>`(
    select coalesce(json_agg(json_build_object(${sql.join(
      imageFields.map(([field, column]) => sql`${sql.raw(`'${field}'`)}, ${column}`),
      sql`, `,
    )}) order by ${carImages.position}, ${carImages.id}), '[]')
    from ${carImages}
    where ${carImages.websiteId} = ${websiteId} and ${carImages.carId} = ${cars.id})`;
