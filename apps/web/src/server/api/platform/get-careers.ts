import "server-only";
import type { Site } from "@forecourt/core/site/site";
import type { PlatformInput } from "../../http/endpoints.ts";
import { getCareers } from "../../queries/content.ts";

/** GET /api/v1/websites/{id}/careers.json: the site's open positions (spec §7). */
export async function getCareerList({ found: site }: PlatformInput<Site>) {
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
