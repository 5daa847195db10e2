import { FEED_IMAGES_OUTBOX_KIND, type FeedImageWork } from "@forecourt/core/outbox/outbox-payload";
import type { FeedImageFailure } from "@forecourt/core/stock/feeds/feed-import-report";
import type { Database } from "@forecourt/db/client";
import { recordImageResults } from "@forecourt/db/repositories/feeds/record-image-failures";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { stockWriteTags, type ChangedCar } from "../../cache-tags.ts";
import type { ExpireSiteTags } from "../../cache/site-tag-expiry.ts";
import { syncCarImages, type SyncCarImagesOptions } from "../../media/sync-car-images.ts";
import { workerTagExpiry } from "../worker-tag-expiry.ts";
import { UndeliverableError, type OutboxChannel } from "./outbox-channel.ts";

type FeedImagesChannelOptions = {
  /** How the cars' cache tags expire; the worker's own (outside any request) by default. */
  expire?: ExpireSiteTags;
  /** Limits for each image fetch (sync-car-images.ts defaults). */
  images?: SyncCarImagesOptions;
};

/**
 * Part of a feed import's images (`feed.images`, queued with the snapshot by
 * `queueFeedImages`): each car's images made the feed's URLs, one car after the other (the
 * worker runs several parts at once), by the same rules as any car's images
 * (`syncCarImages`). A failed image is recorded in the import's report and never fails its car;
 * the cars whose images changed have their cache tags expired.
 */
export function createFeedImagesChannel(
  options: FeedImagesChannelOptions = {},
): OutboxChannel<typeof FEED_IMAGES_OUTBOX_KIND> {
  return {
    kind: FEED_IMAGES_OUTBOX_KIND,
    isMail: false,
    async prepare(delivery, deps) {
      const site =
        delivery.websiteId === null ? null : await getSiteById(deps.db, delivery.websiteId);
      if (!site) throw new UndeliverableError("The import's site no longer exists.");
      return async () => {
        const { importId, cars } = delivery.payload;
        const synced = await syncFeedImages(deps.db, site.id, cars, options.images);
        if (synced.imagesChanged.length > 0) {
          const expire = options.expire ?? workerTagExpiry();
          await expire(site, stockWriteTags(site.id, synced.imagesChanged));
        }
        await recordImageResults(deps.db, {
          websiteId: site.id,
          id: importId,
          stockNumbers: cars.map((car) => car.stockNumber),
          failures: synced.failures,
          imagesOnlyUpdated: synced.changedUnchanged,
        });
        return { status: "delivered" };
      };
    },
  };
}

export const feedImagesChannel = createFeedImagesChannel();

async function syncFeedImages(
  db: Database,
  websiteId: number,
  work: FeedImageWork[],
  options?: SyncCarImagesOptions,
) {
  const failures: FeedImageFailure[] = [];
  const imagesChanged: ChangedCar[] = [];
  let changedUnchanged = 0;
  for (const item of work) {
    try {
      const synced = await syncCarImages(
        db,
        { websiteId, carId: item.carId, urls: item.urls },
        options,
      );
      if (synced.changed) {
        imagesChanged.push({ id: item.carId, slug: item.slug });
        if (item.wasUnchanged) changedUnchanged++;
      }
      for (const failure of synced.failures) {
        failures.push({ stock_number: item.stockNumber, url: failure.url, reason: failure.reason });
      }
    } catch (error) {
      // A car removed meanwhile, a store that is down: that car's images fail, not the import.
      const reason = error instanceof Error ? error.message : String(error);
      for (const url of item.urls) failures.push({ stock_number: item.stockNumber, url, reason });
    }
  }
  return { failures, changedUnchanged, imagesChanged };
}
