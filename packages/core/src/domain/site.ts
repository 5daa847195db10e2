import type { SiteTemplate } from "./locale-code.ts";

/**
 * A dealer site: who it is, its domains, and its settings. The shape is here at the bottom; the
 * settings' type is named by whoever holds the site: the app's sites carry every feature's slice
 * (`Site`, core/site/site.ts, is `SiteOf<SiteSettings>`), and code that reads one slice can take
 * `SiteOf<ThatSlice>` without importing the top layer.
 */
export type SiteOf<Settings> = {
  id: number;
  slug: string;
  name: string;
  primaryDealershipId: number | null;
  settings: Settings;
  domains: string[];
};

/** A site in a list: who it is and its template. */
export type SiteSummary = Pick<SiteOf<unknown>, "id" | "slug" | "name"> & {
  template: SiteTemplate;
};

/** What a site has in stock, by make, model and vehicle type. */
export type StockSummary = {
  count: number;
  makes: { name: string; count: number }[];
  models: { make: string; name: string; count: number }[];
  carTypes: { carType: string; count: number }[];
};
