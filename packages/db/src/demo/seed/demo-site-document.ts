import type { SiteDocumentInput } from "@forecourt/core/site/site-document";
import { logoInk } from "../images/logo.ts";
import type { DemoSite } from "../sites/demo-site.ts";
import { heroMediaId, logoMediaId, mediaUrl } from "./media-ids.ts";

/**
 * A demo site as the site document an operator would write for it (core site-document.ts):
 * the website, its settings with branding pointing at its painted logo and banner, its custom
 * domains, dealerships and locations. Seeding applies it as `npm run site -- apply` does, so
 * the onboarding path makes every demo site. Review figures and stock are seeded after it.
 */
export function demoSiteDocument(site: DemoSite): SiteDocumentInput {
  const logoUrl = mediaUrl(logoMediaId(site.slug));
  return {
    slug: site.slug,
    name: site.name,
    settings: {
      ...site.settings,
      branding: {
        ...site.settings.branding,
        logoUrl,
        logoInk: logoInk(site.brand.primary),
        bannerUrl: mediaUrl(heroMediaId(site.slug)),
        faviconUrl: logoUrl,
      },
    },
    domains: site.domains,
    dealerships: site.dealerships.map((dealership) => ({
      slug: dealership.slug,
      name: dealership.name,
      lead_email: `leads@${dealership.slug}.test`,
      ...(dealership.paymentProcessor?.type === "Till"
        ? { payment_webhook_secret: dealership.paymentProcessor.secret }
        : {}),
    })),
    locations: site.locations.map((location) => ({
      slug: location.slug,
      name: location.name,
      dealership: location.dealership,
      location_types: location.types,
      primary: location.isPrimary ?? false,
      visible: true,
      phone: location.phone,
      email: `${location.slug}@${site.slug}.test`,
      address: {
        street: location.street,
        city: location.city,
        state: location.state,
        postcode: location.postcode,
        lat: location.lat,
        long: location.long,
        // The location's place on the map, which "Get directions" opens.
        place_url: `https://www.google.com/maps/place/${location.lat},${location.long}`,
      },
      opening_hours: location.hours,
      distribution_locations: location.distributionLocations ?? [],
    })),
  };
}
