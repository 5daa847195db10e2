import { stockWriteApi } from "@/server/api/stock-write-api";

type Context = { params: Promise<{ id: string; slug: string }> };

/**
 * PUT /api/v1/websites/{id}/pages/search_slugs/{slug}.json: create (201) or replace (200) one
 * named search, body `{title, filters}` in the shape search_slugs.json lists. The site's search
 * slugs, search pages and sitemap are revalidated at once.
 */
export async function PUT(request: Request, { params }: Context) {
  const { id, slug } = await params;
  return stockWriteApi().putSearchSlug(request, id, slug);
}

/** DELETE the same path: 204, or 404 when the site has no such search. */
export async function DELETE(request: Request, { params }: Context) {
  const { id, slug } = await params;
  return stockWriteApi().deleteSearchSlug(request, id, slug);
}
