import "server-only";
import type { Site } from "@forecourt/core/site/site";
import { garageCarView, type GarageCar } from "@forecourt/core/garage/garage-car";
import { siteWords } from "@forecourt/core/site/site-words";
import { listCarsByIds } from "@forecourt/db/repositories/stock/list-cars-by-ids";
import type { Database } from "@forecourt/db/client";

type SavedCar = {
  id: number;
  name: string;
  make: string | null;
  model: string | null;
  primary_image_url: string | null;
};

/**
 * Saved cars as the garage shows them, in the order given: live price and state from this
 * site's stock, and for a car no longer listed what was saved with it. Not cached: a garage is
 * read rarely and must show a price change or a sale at once.
 */
export async function getGarageCars(
  db: Database,
  site: Site,
  saved: readonly SavedCar[],
): Promise<GarageCar[]> {
  const live = await listCarsByIds(db, { websiteId: site.id, ids: saved.map((car) => car.id) });
  const byId = new Map(live.map((car) => [car.id, car]));
  const words = siteWords(site.settings);
  return saved.map((car) => garageCarView(car, byId.get(car.id) ?? null, site.settings, words));
}
