import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";
import { getCareers } from "@/server/queries/content";

/** GET /api/v1/websites/{id}/careers.json: the site's open positions (spec §7). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: platformEndpoint(websiteFromPath, async ({ found: site }) => {
    const careers = await getCareers(site.id);
    return Response.json({
      careers: careers.map((career) => ({
        id: career.id,
        slug: career.slug,
        title: career.title,
        location: career.locationName,
        employment_type: career.employmentType,
        description: career.descriptionHtml,
        posted_at: career.postedAt.toISOString(),
        apply_url: `/careers/apply?position=${career.id}`,
      })),
    });
  }),
});
