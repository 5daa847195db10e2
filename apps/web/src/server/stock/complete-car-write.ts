import "server-only";
import type { CarDetail } from "@forecourt/core/domain/car-detail";
import type { Site } from "@forecourt/core/site/site";
import { getCarById } from "@forecourt/db/repositories/stock/get-car";
import { expireSiteTags } from "../cache/expire-site-tags.ts";
import { stockWriteTags } from "../cache-tags.ts";
import { db } from "../db.ts";
import { AppError } from "../http/app-error.ts";
import { syncCarImages } from "../media/sync-car-images.ts";
import { lineLog } from "../observability/log.ts";

export type CarWriteDone = {
  detail: CarDetail;
  /** Whether the car's row changed (created, updated): its caches go, alerts go out. */
  isChanged: boolean;
  /** The images to make the car's, in order, once its write is committed; undefined: none. */
  imageUrls?: string[];
};

/** An image that could not be used; the car is written all the same. */
type ImageFailure = { url: string; reason: string };

const IMAGES_NOT_STORED = "the images could not be stored; send them again";

/** What a finished car write answers: the car as it now is, and images that could not be used. */
export type CarWriteOutcome = { detail: CarDetail; imageFailures?: ImageFailure[] };

/**
 * The end of every single-car write, once the car's row is committed: its images fetched and
 * stored (a failed image is reported in `image_failures`, never failing the car), the site's
 * stock lists and the car's own tags expired only when something changed.
 * The API and the console both end their car writes here.
 */
export async function completeCarWrite(
  site: Site,
  { detail, isChanged, imageUrls }: CarWriteDone,
): Promise<CarWriteOutcome> {
  let answer = detail;
  let isWritten = isChanged;
  let imageFailures: ImageFailure[] | undefined;
  if (imageUrls !== undefined) {
    const database = await db();
    const carId = detail.car.id;
    try {
      const synced = await syncCarImages(database, { websiteId: site.id, carId, urls: imageUrls });
      imageFailures = synced.failures;
      if (synced.changed) {
        isWritten = true;
        answer = (await getCarById(database, { websiteId: site.id, id: carId })) ?? detail;
      }
    } catch (error) {
      // The car is written; a store or fetch fault on its images is reported, not a 500.
      if (error instanceof AppError) throw error;
      lineLog.error(`Images of car ${carId} of site ${site.id} not synced: ${String(error)}`);
      imageFailures = imageUrls.map((url) => ({ url, reason: IMAGES_NOT_STORED }));
    }
  }
  if (isWritten) await expireSiteTags(site, stockWriteTags(site.id, [detail.car]));
  return { detail: answer, imageFailures };
}
