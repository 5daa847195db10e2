import { apiSite } from "@/server/api/api-site";
import { getCareers } from "@/server/queries/content";

type CareersContext = { params: Promise<{ id: string }> };

/** GET /api/v1/websites/{id}/careers.json: the site's open positions (spec §7). */
export async function GET(request: Request, { params }: CareersContext) {
  const site = await apiSite(request, (await params).id);
  if (site instanceof Response) return site;
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
}
