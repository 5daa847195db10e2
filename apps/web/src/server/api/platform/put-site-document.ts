import "server-only";
import { parseSiteDocument } from "@forecourt/core/site/site-document";
import { applySiteDocument } from "@forecourt/db/repositories/sites/apply-site-document";
import { db } from "../../db.ts";
import { env } from "../../env.ts";
import { AppError, INVALID_INPUT_MESSAGE } from "../../http/app-error.ts";
import { pathParam, type PlatformInput } from "../../http/endpoints.ts";
import { withoutJson } from "../../http/parse-id.ts";
import { readJson } from "../../http/read-body.ts";
import { expireSiteSetup } from "../../sites/expire-site-setup.ts";
import { NO_STORE } from "../../http/no-store.ts";
import { refusedWrite, requirePlatform } from "./site-setup.ts";

/** A whole site's document (settings, domains, up to 200 locations). */
const SITE_DOCUMENT_MAX_BYTES = 1024 * 1024;

/**
 * PUT /api/v1/sites/{slug}.json with a site document (core `site-document.ts`): the site is
 * made to match it in one transaction. 201 when created, 200 when updated or unchanged, with
 * `{status, website_id, slug, changes}`; an unchanged document writes nothing and expires
 * nothing. The path's slug and the document's must agree.
 */
export async function putSiteDocument({ request, params, caller }: PlatformInput<unknown>) {
  requirePlatform(caller);
  const slug = withoutJson(pathParam(params, "slug"));
  const parsed = parseSiteDocument(await readJson(request, { maxBytes: SITE_DOCUMENT_MAX_BYTES }), {
    platformDomain: env().PLATFORM_DOMAIN,
  });
  if (!parsed.ok) throw new AppError("INVALID_INPUT", INVALID_INPUT_MESSAGE, parsed.errors);
  if (parsed.document.slug !== slug) {
    const message = `The document's slug must be the path's (${slug.slice(0, 63)}).`;
    throw new AppError("INVALID_INPUT", message, { slug: message });
  }
  const applied = await applySiteDocument(await db(), parsed.document);
  if (!applied.ok) throw refusedWrite(applied);
  const { touched } = applied;
  await expireSiteSetup(
    // The site's domains and, through `hosts`, the ones the document added or removed.
    { id: applied.websiteId, slug, domains: applied.domains },
    {
      isSiteChanged: touched.isSiteChanged,
      isIndexChanged: touched.isIndexChanged,
      hosts: touched.domains,
      isDealershipsChanged: touched.isDealershipsChanged,
      isLocationsChanged: touched.isLocationsChanged,
    },
  );
  return Response.json(
    {
      status: applied.status,
      website_id: applied.websiteId,
      slug: applied.slug,
      changes: applied.changes,
    },
    { status: applied.status === "created" ? 201 : 200, headers: NO_STORE },
  );
}
