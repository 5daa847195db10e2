import { apiSite } from "@/server/api/api-site";
import { getStockSummaryCached } from "@/server/queries/storefront";

type WebsiteContext = { params: Promise<{ id: string }> };

/** GET /api/v1/websites/{id}.json: a site's settings with its stock summary (design §8). */
export async function GET(request: Request, { params }: WebsiteContext) {
  const site = await apiSite(request, (await params).id);
  if (site instanceof Response) return site;
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
