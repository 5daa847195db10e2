import { AppError, errorResponse } from "@/server/api/app-error";
import { BASIC_AUTH_CHALLENGE, checkBasicAuth } from "@/server/api/basic-auth";
import { parseResourceId } from "@/server/api/parse-id";
import { getSearchSlugs } from "@/server/queries/search";
import { getSiteForApi } from "@/server/queries/site";

type Context = { params: Promise<{ id: string }> };

/**
 * GET /api/v1/websites/{id}/pages/search_slugs.json: the site's named searches (spec §7). Kept
 * a week in the data cache, dropped early when the site's stock or search slugs change.
 */
export async function GET(request: Request, { params }: Context) {
  const authError = checkBasicAuth(request);
  if (authError) return errorResponse(authError, { headers: BASIC_AUTH_CHALLENGE });
  const id = parseResourceId((await params).id);
  const site = id === null ? null : await getSiteForApi(id);
  if (!site) return errorResponse(new AppError("NOT_FOUND", "Website not found"));
  const slugs = await getSearchSlugs(site.id);
  return Response.json({
    website_id: site.id,
    default_slug: site.settings.search.defaultSlug,
    search_slugs: slugs.map((s) => ({
      id: s.id,
      slug: s.slug,
      title: s.title,
      path: `${site.settings.paths.search}/${s.slug}`,
      filters: s.storedFilters,
      updated_at: s.updatedAt.toISOString(),
    })),
  });
}
