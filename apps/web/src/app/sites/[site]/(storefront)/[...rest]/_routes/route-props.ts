import type { Site } from "@forecourt/core/site/site";
import type { SiteRoute } from "@forecourt/core/site/site-routes";

export type SearchParams = Record<string, string | string[] | undefined>;

/** What the catch-all hands each settings-driven route: the site, its resolved route, the query. */
export type RouteProps<K extends SiteRoute["kind"]> = {
  site: Site;
  route: Extract<SiteRoute, { kind: K }>;
  searchParams: SearchParams;
};
