import type { Site } from "@forecourt/core/domain/site";
import { isSearchSlug, parseSearchSlugInput } from "@forecourt/core/search/search-slug-input";
import { parseCarUpdate } from "@forecourt/core/stock/car-update";
import type { Database } from "@forecourt/db/client";
import { deleteSearchSlug } from "@forecourt/db/repositories/search/delete-search-slug";
import { upsertSearchSlug } from "@forecourt/db/repositories/search/upsert-search-slug";
import { updateCar } from "@forecourt/db/repositories/stock/update-car";
import { UNEXPECTED_ERROR_MESSAGE } from "@forecourt/core/validation/messages";
import { cacheTags } from "../cache-tags.ts";
import { readBody } from "../leads/read-body.ts";
import { AppError, errorResponse } from "./app-error.ts";
import { carJson } from "./car-json.ts";
import { searchSlugJson } from "./search-slug-json.ts";

/** A search or a car change is a few hundred bytes; a long description fits many times over. */
export const STOCK_WRITE_MAX_BYTES = 64 * 1024;

export const INVALID_MESSAGE = "The request has invalid fields; see errors.";
export const NOT_JSON_MESSAGE = "The request body must be a JSON object.";
export const JSON_CONTENT_TYPE_MESSAGE = "Send the body as application/json.";
export const CAR_NOT_FOUND_MESSAGE = "Car not found";
export const SEARCH_SLUG_NOT_FOUND_MESSAGE = "Search slug not found";
export const WEBSITE_NOT_FOUND_MESSAGE = "Website not found";
export const DEFAULT_SLUG_MESSAGE =
  "This is the site's default search; it cannot be deleted while the site's settings point at it.";

export type StockWriteDeps = {
  database: () => Promise<Database>;
  /** Basic auth, then the website the path names: the site, or the error response to send. */
  authorizeSite: (request: Request, rawSiteId: string) => Promise<Site | Response>;
  /** Expires cache tags at once, so the next request reads the change. */
  revalidate: (tags: string[]) => void;
  absoluteUrl: (site: Site, path: string) => string;
  /** Failures that are not the client's: logged, answered with a 500. */
  logError?: (error: unknown) => void;
};

export type StockWriteApi = {
  putSearchSlug(request: Request, rawSiteId: string, rawSlug: string): Promise<Response>;
  deleteSearchSlug(request: Request, rawSiteId: string, rawSlug: string): Promise<Response>;
  patchCar(request: Request, rawSiteId: string, rawKey: string): Promise<Response>;
};

const NO_STORE = { "cache-control": "no-store" };

/**
 * The write side of the platform API that stock feeds and the dealer admin call. Each write
 * touches one site's rows, then expires exactly that site's tags: named searches revalidate
 * `search-slugs`, a car revalidates `cars`, so the cached GET APIs, search pages, vehicle pages
 * and sitemap of that site show the change on their next request and no other site is touched.
 */
export function createStockWriteApi(deps: StockWriteDeps): StockWriteApi {
  const handle = async (work: () => Promise<Response>): Promise<Response> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) return errorResponse(error, { headers: NO_STORE });
      (deps.logError ?? console.error)(error);
      return Response.json({ error: UNEXPECTED_ERROR_MESSAGE }, { status: 500 });
    }
  };

  const invalid = (errors: Record<string, string>) =>
    errorResponse(new AppError("INVALID_INPUT", INVALID_MESSAGE, errors), { headers: NO_STORE });

  return {
    putSearchSlug: (request, rawSiteId, rawSlug) =>
      handle(async () => {
        const site = await deps.authorizeSite(request, rawSiteId);
        if (site instanceof Response) return site;
        const body = await readJson(request);
        const slug = withoutJson(rawSlug);
        const parsed = parseSearchSlugInput(slug, body);
        if (!parsed.ok) return invalid(parsed.errors);
        const result = await upsertSearchSlug(await deps.database(), {
          websiteId: site.id,
          slug,
          ...parsed.input,
        });
        if (!result.ok) {
          if (result.reason === "invalid") return invalid(result.errors);
          throw new AppError("NOT_FOUND", WEBSITE_NOT_FOUND_MESSAGE);
        }
        deps.revalidate([cacheTags.searchSlugs(site.id)]);
        return Response.json(
          { website_id: site.id, search_slug: searchSlugJson(site, result.searchSlug) },
          { status: result.isCreated ? 201 : 200, headers: NO_STORE },
        );
      }),

    deleteSearchSlug: (request, rawSiteId, rawSlug) =>
      handle(async () => {
        const site = await deps.authorizeSite(request, rawSiteId);
        if (site instanceof Response) return site;
        const slug = withoutJson(rawSlug);
        if (!isSearchSlug(slug)) throw new AppError("NOT_FOUND", SEARCH_SLUG_NOT_FOUND_MESSAGE);
        if (slug === site.settings.search.defaultSlug)
          return invalid({ slug: DEFAULT_SLUG_MESSAGE });
        const isDeleted = await deleteSearchSlug(await deps.database(), {
          websiteId: site.id,
          slug,
        });
        if (!isDeleted) throw new AppError("NOT_FOUND", SEARCH_SLUG_NOT_FOUND_MESSAGE);
        deps.revalidate([cacheTags.searchSlugs(site.id)]);
        return new Response(null, { status: 204, headers: NO_STORE });
      }),

    patchCar: (request, rawSiteId, rawKey) =>
      handle(async () => {
        const site = await deps.authorizeSite(request, rawSiteId);
        if (site instanceof Response) return site;
        const body = await readJson(request);
        const parsed = parseCarUpdate(body);
        if (!parsed.ok) return invalid(parsed.errors);
        const result = await updateCar(await deps.database(), {
          websiteId: site.id,
          key: withoutJson(rawKey),
          update: parsed.update,
        });
        if (!result.ok) {
          if (result.reason === "invalid") return invalid(result.errors);
          throw new AppError("NOT_FOUND", CAR_NOT_FOUND_MESSAGE);
        }
        deps.revalidate([cacheTags.cars(site.id)]);
        return Response.json(
          carJson(result.detail, (path) => deps.absoluteUrl(site, path)),
          { headers: NO_STORE },
        );
      }),
  };
}

/** "used-cars.json" -> "used-cars": the API's paths name resources with a .json suffix. */
function withoutJson(segment: string): string {
  return segment.endsWith(".json") ? segment.slice(0, -".json".length) : segment;
}

async function readJson(request: Request): Promise<unknown> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", JSON_CONTENT_TYPE_MESSAGE);
  }
  const bytes = await readBody(request, STOCK_WRITE_MAX_BYTES);
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new AppError("BAD_REQUEST", NOT_JSON_MESSAGE);
  }
}
