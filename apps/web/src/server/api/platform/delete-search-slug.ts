import "server-only";
import type { Site } from "@forecourt/core/site/site";
import { SEARCH_PAGE_MESSAGES } from "@forecourt/core/search/search-slug-input";
import { db } from "../../db.ts";
import { AppError } from "../../http/app-error.ts";
import { pathParam, type PlatformInput } from "../../http/endpoints.ts";
import { expireSiteTags } from "../../cache/expire-site-tags.ts";
import { withoutJson } from "../../http/parse-id.ts";
import { removeSearchSlug } from "../../search/search-slug-writes.ts";
import { invalidWrite } from "./stock-write-limits.ts";
import { NO_STORE } from "../../http/no-store.ts";

/**
 * DELETE /api/v1/websites/{id}/pages/search_slugs/{slug}.json: 204, 404 when the site has no
 * such search, 422 for the site's default search.
 */
export async function deleteSearchSlug({ params, found: site }: PlatformInput<Site>) {
  const slug = withoutJson(pathParam(params, "slug"));
  const result = await removeSearchSlug(
    { database: await db(), expire: expireSiteTags },
    { site, slug },
  );
  if (result.ok) return new Response(null, { status: 204, headers: NO_STORE });
  if (result.reason === "default") throw invalidWrite(result.errors);
  throw new AppError("NOT_FOUND", SEARCH_PAGE_MESSAGES.notFound);
}
