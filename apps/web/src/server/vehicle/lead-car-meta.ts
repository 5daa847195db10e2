import "server-only";
import { metaVehicleEvent } from "@forecourt/core/catalogue/meta-vehicle-event";
import { rowIdOf } from "@forecourt/core/domain/row-id";
import type { Site } from "@forecourt/core/site/site";
import { catalogueSiteOf } from "../catalogue/catalogue-site.ts";
import { getVehicleById, getVehicleBySlug } from "../queries/vehicle.ts";

/** A car's Meta fields for a page's lead form, under each key a lead may name it by. */
type LeadCarMeta = {
  carKeys: string[];
  meta: ReturnType<typeof metaVehicleEvent>;
};

/**
 * The Meta fields of the car a page's form is about, when the page is given one (`carId`, a
 * finance or trade-in page's `car_id`: the car's id or slug) and the site has it: Meta's
 * automotive parameters, and its catalogue id only where Meta's catalogue carries it (core
 * `metaVehicleEvent`). Null for no car or one the site does not have: the lead then names none.
 */
export async function leadCarMeta(site: Site, carId: string | null): Promise<LeadCarMeta | null> {
  if (!carId) return null;
  const id = rowIdOf(carId);
  const detail =
    (id === null ? null : await getVehicleById(site.id, id)) ??
    (await getVehicleBySlug(site.id, carId));
  if (!detail) return null;
  const carKeys = [...new Set([String(detail.car.id), detail.car.slug, carId])];
  return { carKeys, meta: metaVehicleEvent(detail, catalogueSiteOf(site)) };
}
