import "server-only";
import type { Site } from "@forecourt/core/site/site";
import { db } from "../../db.ts";
import { AppError, WEBSITE_NOT_FOUND_MESSAGE } from "../../http/app-error.ts";
import { pathParam, type PlatformInput } from "../../http/endpoints.ts";
import { readJson } from "../../http/read-body.ts";
import { expireSiteTags } from "../../cache/expire-site-tags.ts";
import { saveSearchSlug } from "../../search/search-slug-writes.ts";
import { searchSlugJson } from "./search-slug-json.ts";
import { withoutJson } from "../../http/parse-id.ts";
import { invalidWrite, STOCK_WRITE_MAX_BYTES } from "./stock-write-limits.ts";
import { NO_STORE } from "../../http/no-store.ts";

/**
 * PUT /api/v1/websites/{id}/pages/search_slugs/{slug}.json: creates (201) or replaces (200)
 * one named search of the site, then expires the site's search-slugs tag.
 */
export async function putSearchSlug({ request, params, found: site }: PlatformInput<Site>) {
  const body = await readJson(request, { maxBytes: STOCK_WRITE_MAX_BYTES });
  const slug = withoutJson(pathParam(params, "slug"));
  const result = await saveSearchSlug(
    { database: await db(), expire: expireSiteTags },
    {
      site,
      slug,
      body,
    },
  );
  if (!result.ok) {
    throw result.reason === "invalid"
      ? invalidWrite(result.errors)
      : new AppError("NOT_FOUND", WEBSITE_NOT_FOUND_MESSAGE);
  }
  return Response.json(
    { website_id: site.id, search_slug: searchSlugJson(site, result.searchSlug) },
    { status: result.isCreated ? 201 : 200, headers: NO_STORE },
  );
}
