import { AppError, errorResponse } from "@/server/api/app-error";
import { BASIC_AUTH_CHALLENGE, checkBasicAuth } from "@/server/api/basic-auth";
import { parseResourceId } from "@/server/api/parse-id";
import { getSiteForApi } from "@/server/queries/site";
import { getStockSummaryCached } from "@/server/queries/storefront";

type WebsiteContext = { params: Promise<{ id: string }> };

/** GET /api/v1/websites/{id}.json: a site's settings with its stock summary (design §8). */
export async function GET(request: Request, { params }: WebsiteContext) {
  const authError = checkBasicAuth(request);
  if (authError) return errorResponse(authError, { headers: BASIC_AUTH_CHALLENGE });
  const id = parseResourceId((await params).id);
  const site = id === null ? null : await getSiteForApi(id);
  if (!site) return errorResponse(new AppError("NOT_FOUND", "Website not found"));
  const stockSummary = await getStockSummaryCached(site.id);
  return Response.json({
    id: site.id,
    slug: site.slug,
    name: site.name,
    dealership_id: site.primaryDealershipId,
    domains: site.domains,
    settings: site.settings,
    stock_summary: {
      count: stockSummary.count,
      makes: stockSummary.makes,
      models: stockSummary.models,
      car_types: stockSummary.carTypes.map((t) => ({ car_type: t.carType, count: t.count })),
    },
  });
}
