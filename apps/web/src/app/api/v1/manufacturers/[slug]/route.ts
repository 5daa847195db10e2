import { AppError, errorResponse } from "@/server/api/app-error";
import { BASIC_AUTH_CHALLENGE, checkBasicAuth } from "@/server/api/basic-auth";
import { parseResourceId } from "@/server/api/parse-id";
import { getManufacturerCached } from "@/server/queries/content";
import { getSiteForApi } from "@/server/queries/site";

type ManufacturerContext = { params: Promise<{ slug: string }> };

const SLUG = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.json$/;

/** GET /api/v1/manufacturers/{slug}.json?website_id={id}: a make and its models on one site. */
export async function GET(request: Request, { params }: ManufacturerContext) {
  const authError = checkBasicAuth(request);
  if (authError) return errorResponse(authError, { headers: BASIC_AUTH_CHALLENGE });
  const websiteParam = new URL(request.url).searchParams.get("website_id");
  if (!websiteParam) {
    return errorResponse(
      new AppError("INVALID_INPUT", "website_id is required", {
        website_id: "*This is a required field.",
      }),
    );
  }
  const websiteId = parseResourceId(websiteParam);
  const site = websiteId === null ? null : await getSiteForApi(websiteId);
  if (!site) return errorResponse(new AppError("NOT_FOUND", "Website not found"));
  const slug = SLUG.exec((await params).slug)?.[1];
  const manufacturer = slug ? await getManufacturerCached(site.id, slug) : null;
  if (!manufacturer) return errorResponse(new AppError("NOT_FOUND", "Manufacturer not found"));
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
      body: model.bodies,
      bodyStyle: model.bodyStyles,
      fuel: model.fuels,
      variant: model.variant,
      status: model.isNew ? "new" : "",
      override_url: model.overrideUrl,
      path: model.overrideUrl ?? `/models/${model.slug}`,
      accessories_count: model.accessoriesCount,
      image: { url: model.imageUrl, thumb: model.imageThumbUrl },
      manufacturer_name: model.manufacturerName,
    })),
  });
}
