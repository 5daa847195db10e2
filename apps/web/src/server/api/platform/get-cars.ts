import "server-only";
import type { Site } from "@forecourt/core/site/site";
import { parseCarListQuery } from "@forecourt/core/stock/car-list-query";
import { listCars } from "@forecourt/db/repositories/stock/list-cars";
import { db } from "../../db.ts";
import type { PlatformInput } from "../../http/endpoints.ts";
import { absoluteUrl } from "../../site-url.ts";
import { carJson } from "./car-json.ts";
import { invalidWrite } from "./stock-write-limits.ts";
import { NO_STORE } from "../../http/no-store.ts";

/**
 * GET /api/v1/websites/{id}/cars.json?cursor=&limit=&updated_since=: the site's cars, sold ones
 * included, oldest change first, as `{ cars, next_cursor }`; `next_cursor` is null on the last
 * page. A stock system keeps the last page's time to ask only for what changed since.
 */
export async function getCars({ request, found: site }: PlatformInput<Site>) {
  const parsed = parseCarListQuery(new URL(request.url).searchParams);
  if (!parsed.ok) throw invalidWrite(parsed.errors);
  const page = await listCars(await db(), { websiteId: site.id, ...parsed.query });
  return Response.json(
    {
      cars: page.cars.map((detail) => carJson(detail, (path) => absoluteUrl(site, path))),
      next_cursor: page.nextCursor,
    },
    { headers: NO_STORE },
  );
}
