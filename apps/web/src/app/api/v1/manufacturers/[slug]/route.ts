import type { Site } from "@forecourt/core/domain/site";
import { REQUIRED_MESSAGE } from "@forecourt/core/validation/messages";
import { AppError, WEBSITE_NOT_FOUND_MESSAGE } from "@/server/http/app-error";
import { platformEndpoint } from "@/server/http/edge";
import { pathParam, websiteScoped } from "@/server/http/endpoints";
import { parseResourceId } from "@/server/http/parse-id";
import { routeMethods } from "@/server/http/route-methods";
import { getManufacturerCached } from "@/server/queries/content";
import { getSiteForApi } from "@/server/queries/site";
import { currentSearchHour } from "@/server/queries/stock-scope";

const SLUG = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.json$/;

/**
 * The website the `website_id` query parameter names: 422 without one, 404 for none (or for
 * another website than a website API key's own).
 */
const websiteFromQuery = websiteScoped(async ({ request }): Promise<Site> => {
  const websiteParam = new URL(request.url).searchParams.get("website_id");
  if (!websiteParam) {
    throw new AppError("INVALID_INPUT", "website_id is required", {
      website_id: REQUIRED_MESSAGE,
    });
  }
  const websiteId = parseResourceId(websiteParam);
  const site = websiteId === null ? null : await getSiteForApi(websiteId);
  if (!site) throw new AppError("NOT_FOUND", WEBSITE_NOT_FOUND_MESSAGE);
  return site;
});

/** GET /api/v1/manufacturers/{slug}.json?website_id={id}: a make and its models on one site. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: platformEndpoint(websiteFromQuery, async ({ params, found: site }) => {
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
  }),
});
