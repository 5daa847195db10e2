import { carImages } from "../../schema.ts";

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
