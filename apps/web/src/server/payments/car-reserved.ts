import "server-only";
import type { Site } from "@forecourt/core/domain/site";
import { expireSiteTags } from "../cache/expire-site-tags.ts";
import { cacheTags } from "../cache-tags.ts";
import { wakeOutboxWorker } from "../worker/embedded.ts";

/**
 * After a car's reserved state changed (a deposit confirmed, a reservation cancelled): every
 * cached page and query of the site's stock is expired, so the car leaves (or rejoins)
 * "reservable" on cards, search, its page, the API and the sitemap at once; the queued dealer
 * lead and any saved-car alerts (queued by `confirmReservation` in the reservation's own
 * transaction, through the garage's `queueSavedCarAlerts`) are sent now.
 */
export async function onCarReservedStateChanged(
  site: Pick<Site, "id" | "slug" | "domains">,
  _change: { carId: number; isReserved: boolean },
): Promise<void> {
  await expireSiteTags(site, [cacheTags.cars(site.id)]);
  wakeOutboxWorker();
}
