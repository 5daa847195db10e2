import type { SiteSettings } from "./site-settings.ts";

/** A dealer site: who it is plus its validated settings. */
export type Site = {
  id: number;
  slug: string;
  name: string;
  primaryDealershipId: number | null;
  settings: SiteSettings;
  domains: string[];
};

export type SiteSummary = Pick<Site, "id" | "slug" | "name"> & {
  template: SiteSettings["template"];
};

export type StockSummary = {
  count: number;
  makes: { name: string; count: number }[];
  models: { make: string; name: string; count: number }[];
  carTypes: { carType: string; count: number }[];
};
