import "server-only";
import type { CatalogueSite } from "@forecourt/core/catalogue/catalogue-feed";
import type { Site } from "@forecourt/core/site/site";
import { currencyFor } from "@forecourt/core/locale/locale";
import { siteOrigin } from "../site-url.ts";

/**
 * What a catalogue feed knows of its site, from the site's data alone (never the request: a feed
 * is kept by the front cache, so its links must be the same whoever asked first).
 */
export function catalogueSiteOf(site: Site): CatalogueSite {
  const { settings } = site;
  return {
    id: site.id,
    name: site.name,
    origin: siteOrigin(site).origin,
    vehicleBase: settings.paths.vehicleBase,
    locale: settings.locale,
    currency: currencyFor(settings.locale, settings.currency).code,
    template: settings.template,
    isManufacturerCertified: settings.stock.certifiedProgram?.isManufacturerProgram === true,
    isExportingInternalFields: settings.catalogueFeeds.exportInternalFields,
  };
}
