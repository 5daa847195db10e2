import { AppError, errorResponse } from "@/server/api/app-error";
import { BASIC_AUTH_CHALLENGE, checkBasicAuth } from "@/server/api/basic-auth";
import { parseResourceId } from "@/server/api/parse-id";
import { getCareers } from "@/server/queries/content";
import { getSiteForApi } from "@/server/queries/site";

type CareersContext = { params: Promise<{ id: string }> };

/** GET /api/v1/websites/{id}/careers.json: the site's open positions (spec §7). */
export async function GET(request: Request, { params }: CareersContext) {
  const authError = checkBasicAuth(request);
  if (authError) return errorResponse(authError, { headers: BASIC_AUTH_CHALLENGE });
  const raw = (await params).id;
  const id = raw.endsWith(".json") ? null : parseResourceId(raw);
  const site = id === null ? null : await getSiteForApi(id);
  if (!site) return errorResponse(new AppError("NOT_FOUND", "Website not found"));
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
