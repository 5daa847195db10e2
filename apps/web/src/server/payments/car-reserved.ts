import "server-only";
import type { Site } from "@forecourt/core/site/site";
import { getCarById } from "@forecourt/db/repositories/stock/get-car";
import { expireSiteTags } from "../cache/expire-site-tags.ts";
import { cacheTags, stockWriteTags } from "../cache-tags.ts";
import { db } from "../db.ts";

/**
 * After a car's reserved state changed (a deposit confirmed, a reservation cancelled): the
 * site's stock lists and the car's own entries are expired, so the car leaves (or rejoins)
 * "reservable" on cards, search, its page, the API and the sitemap at once; the queued dealer
 * lead and any saved-car alerts (queued by `confirmReservation` in the reservation's own
 * transaction, through the garage's `queueSavedCarAlerts`) woke the worker as it committed.
 */
export async function onCarReservedStateChanged(
  site: Pick<Site, "id" | "slug" | "domains">,
  change: { carId: number; isReserved: boolean },
): Promise<void> {
  const detail = await getCarById(await db(), { websiteId: site.id, id: change.carId });
  await expireSiteTags(
    site,
    detail
      ? stockWriteTags(site.id, [detail.car])
      : [cacheTags.cars(site.id), cacheTags.car(site.id, change.carId)],
  );
}
