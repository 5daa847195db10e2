import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";
import { getStockSummaryCached } from "@/server/queries/storefront";

/** GET /api/v1/websites/{id}.json: a site's settings with its stock summary (design §8). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: platformEndpoint(websiteFromPath, async ({ found: site }) => {
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
  }),
});
