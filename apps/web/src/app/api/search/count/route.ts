import { AppError } from "@/server/http/app-error";
import { browserEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { countSearchResults } from "@/server/queries/search";

/** A search slug as the site's paths use it. */
const SLUG = /^[A-Za-z0-9_-]{1,100}$/;
/** More parameters than every filter of a site's stock could take. */
const MAX_PARAMS = 200;

/**
 * GET /api/search/count?slug=new-cars&make=Ford&price_max=30000: how many cars the search finds
 * with these filters (`{total}`), for the filters drawer's "Show 12 cars" while a shopper
 * changes them. The filters are the search form's own fields; unknown values are dropped as on
 * the page, so equal searches share its cache entry. 404 for a search the site does not have.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: browserEndpoint("search", async ({ request, site }) => {
    const params = new URL(request.url).searchParams;
    const slug = params.get("slug") ?? "";
    if (!SLUG.test(slug)) throw new AppError("INVALID_INPUT", "Choose a search to count.");
    if ([...params.keys()].length > MAX_PARAMS) {
      throw new AppError("INVALID_INPUT", "Too many filters in one search.");
    }
    params.delete("slug");
    const total = await countSearchResults(site.id, site.settings, slug, params);
    if (total === null) throw new AppError("NOT_FOUND", "This search was not found.");
    return Response.json(
      { total },
      // Counts change with stock: a shopper's browser may reuse one for a moment, no longer.
      { headers: { "cache-control": "private, max-age=30" } },
    );
  }),
});
