import { resolveSitePath } from "./site-routes.ts";
import type { PathSettings } from "../domain/path-settings.ts";
import type { AnalyticsSettings } from "../analytics/analytics-settings.ts";
import type { PageViewType } from "../analytics/page-types.ts";

export type PageTypeSettings = {
  paths: PathSettings;
  analytics: Pick<AnalyticsSettings, "pageTypes">;
};

/** Page types of the fixed storefront routes, by first path segment. */
const FIXED_PAGE_TYPES: Record<string, PageViewType> = {
  "special-offers": "Special Offers",
  fleet: "Fleet",
  service: "Service",
  parts: "Parts and Accessories",
  contact: "Contact",
  "contact-us": "Contact",
  "our-locations": "Contact",
  models: "Vehicle Inventory Listing",
  range: "Vehicle Inventory Listing",
  careers: "About",
  "current-positions": "About",
};

/** Words in a content page's slug that say its type when the site's settings do not. */
const CMS_SLUG_WORDS: [RegExp, PageViewType][] = [
  [/insur/, "Insurance"],
  [/financ/, "Finance"],
  [/servic/, "Service"],
  [/part|accessor/, "Parts and Accessories"],
  [/warrant|roadside|owner|how-to|manual/, "Ownership Information"],
  [/contact|location/, "Contact"],
  [/offer|special/, "Special Offers"],
  [/fleet/, "Fleet"],
  [/about|team|why-|career|history/, "About"],
];

/**
 * The §9 page type of a storefront path, for the page-view event (1-13). A vehicle page returns
 * "vehicle": its type (new or used) comes from the car, so that page fires its own view. Paths
 * of no §9 type (a blog post, the success page, a checkout) return null and are sent as a plain
 * page view without a catalogue id. A content page's type comes from the site's settings
 * (`analytics.pageTypes`, by slug), else from the words in its slug.
 */
export function pageTypeForPath(
  settings: PageTypeSettings,
  pathname: string,
): PageViewType | "vehicle" | null {
  const segments = pathname.split("/").filter(Boolean);
  const head = segments[0];
  if (head === undefined) return "Home";
  const fixed = FIXED_PAGE_TYPES[head];
  if (fixed) return fixed;
  const route = resolveSitePath(settings, segments);
  switch (route.kind) {
    case "vehicle":
      return "vehicle";
    case "search":
      return "Vehicle Inventory Listing";
    case "finance":
      return "Finance";
    case "cms": {
      const configured = settings.analytics.pageTypes[route.slug];
      if (configured) return configured;
      return CMS_SLUG_WORDS.find(([words]) => words.test(route.slug))?.[1] ?? null;
    }
    default:
      return null;
  }
}
