import "server-only";
import type { Site } from "@forecourt/core/site/site";
import { AppError } from "../../http/app-error.ts";
import { pathParam, type PlatformInput } from "../../http/endpoints.ts";
import { getManufacturerCached } from "../../queries/content.ts";
import { currentSearchHour } from "../../queries/stock-scope.ts";

const SLUG = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.json$/;

/** GET /api/v1/manufacturers/{slug}.json?website_id={id}: a make and its models on one site. */
export async function getManufacturerDetail({ params, found: site }: PlatformInput<Site>) {
  const slug = SLUG.exec(pathParam(params, "slug"))?.[1];
  const manufacturer = slug
    ? await getManufacturerCached(site.id, slug, currentSearchHour())
    : null;
  if (!manufacturer) throw new AppError("NOT_FOUND", "Manufacturer not found");
  return Response.json({
    id: manufacturer.slug,
    name: manufacturer.name,
    slug: manufacturer.slug,
    website_id: site.id,
    stock_count: manufacturer.stockCount,
    models: manufacturer.models.map((model) => ({
      name: model.name,
      slug: model.slug,
      stock_count: model.stockCount,
    })),
    range: manufacturer.range.map((model) => ({
      id: model.id,
      name: model.name,
      slug: model.slug,
      description: model.description,
      manufacturer_body: model.bodies[0] ?? null,
      manufacturer_body2: model.manufacturerBody2,
      manufacturer_body3: model.manufacturerBody3,
      body: model.bodies,
      bodyStyle: model.bodyStyles,
      fuel: model.fuels,
      variant: model.variant,
      status: model.isNew ? "new" : "",
      override_url: model.overrideUrl,
      path: model.overrideUrl ?? `/models/${model.slug}`,
      aftermarket_manufacturer_id: model.aftermarketManufacturerId,
      accessories_count: model.accessoriesCount,
      image: { url: model.imageUrl, thumb: model.imageThumbUrl },
      manufacturer_name: model.manufacturerName,
    })),
  });
}
