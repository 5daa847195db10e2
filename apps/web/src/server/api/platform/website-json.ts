import "server-only";
import type { Location } from "@forecourt/core/domain/location";
import type { Dealership } from "@forecourt/core/domain/dealership";
import type { DealershipSetup } from "@forecourt/core/site/dealership-setup";
import type { StockSummary } from "@forecourt/core/domain/site";
import type { Site } from "@forecourt/core/site/site";
import { formatDayHours } from "@forecourt/core/locations/hours";
import { displayMake } from "@forecourt/core/search/make-aliases";
import { redactSettings } from "@forecourt/core/site/redact-settings";
import type { SiteContentCounts } from "@forecourt/db/repositories/content/count-site-content";
import { siteOrigin } from "../../site-url.ts";

/** A location in the API's spelling (spec §3 Location). */
export function locationJson(location: Location) {
  const { address } = location;
  return {
    id: location.id,
    dealership_id: location.dealershipId,
    dealership_slug: location.dealershipSlug,
    name: location.name,
    slug: location.slug,
    location_type: location.locationTypes,
    google_store_code: location.googleStoreCode,
    primary: location.isPrimary,
    visible: location.isVisible,
    contact_detail: {
      phone: location.phone,
      email: location.email,
      social_urls: location.socialUrls,
      opening_hours: Object.fromEntries(
        Object.entries(location.openingHours).map(([day, hours]) => [
          day,
          { ...hours, formatted: formatDayHours(hours) },
        ]),
      ),
    },
    address: {
      street: address.street,
      city: address.city,
      state: address.state,
      postcode: address.postcode,
      lat: address.lat,
      long: address.long,
      place_id: address.placeId,
      place_url: address.placeUrl,
      full: address.full,
      map_key: address.mapKey,
      map_url: address.mapUrl,
    },
    reviews: { count: location.reviews.count, average_rating: location.reviews.averageRating },
  };
}

function dealershipJson(dealership: Dealership) {
  return {
    id: dealership.id,
    slug: dealership.slug,
    name: dealership.name,
    stripe_publishable_key: dealership.stripePublishableKey,
    review_count: dealership.reviewCount,
    average_rating: dealership.averageRating,
  };
}

/**
 * A dealership as its own setup answers show it (list, one, POST, PATCH): where its leads go and
 * each write-only secret as `{set, last4}` or null, never its value.
 */
export function dealershipSetupJson(dealership: DealershipSetup) {
  return {
    ...dealershipJson(dealership),
    lead_email: dealership.leadEmail,
    adf_email: dealership.adfEmail,
    webhook_url: dealership.webhookUrl,
    webhook_secret: dealership.webhookSecret,
    payment_webhook_secret: dealership.paymentWebhookSecret,
  };
}

/**
 * The stock summary with makes as shoppers see them (spec §7: "Skoda" is Škoda, "GWM Haval"
 * is GWM): counts of feed spellings of one make are added together.
 */
export function stockSummaryJson(summary: StockSummary) {
  const makes = new Map<string, number>();
  for (const make of summary.makes) {
    const shown = displayMake(make.name);
    makes.set(shown, (makes.get(shown) ?? 0) + make.count);
  }
  const models = new Map<string, { make: string; name: string; count: number }>();
  for (const model of summary.models) {
    const make = displayMake(model.make);
    const key = `${make}\u0000${model.name}`;
    const found = models.get(key);
    if (found) found.count += model.count;
    else models.set(key, { make, name: model.name, count: model.count });
  }
  return {
    count: summary.count,
    makes: [...makes]
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    models: [...models.values()],
    car_types: summary.carTypes.map((t) => ({ car_type: t.carType, count: t.count })),
  };
}

type WebsiteJsonParts = {
  site: Site;
  stock: StockSummary;
  dealerships: Dealership[];
  locations: Location[];
  counts: SiteContentCounts;
};

/** GET /api/v1/websites/{id}.json (spec §3 Website config). */
export function websiteJson({ site, stock, dealerships, locations, counts }: WebsiteJsonParts) {
  return {
    id: site.id,
    slug: site.slug,
    name: site.name,
    template: site.settings.template,
    // §3 url: where shoppers find the site (its configured URL, else its domain).
    url: siteOrigin(site).origin,
    dealership_id: site.primaryDealershipId,
    domains: site.domains,
    // Secrets (the Turnstile secret, ...) are write-only: shown as set or not, never as values.
    settings: redactSettings(site.settings),
    dealerships: dealerships.map(dealershipJson),
    locations: locations.map(locationJson),
    stock_summary: stockSummaryJson(stock),
    blogs: { count: counts.blogCount, templates: counts.blogTemplates },
    offers_count: counts.offersCount,
  };
}

/** website_session_data.json: the site as a visitor's session needs it (spec §7). */
export function sessionDataJson(site: Site, dealerships: Dealership[], locations: Location[]) {
  const { settings } = site;
  const primary = locations.find((l) => l.isPrimary) ?? locations[0] ?? null;
  return {
    website_id: site.id,
    website_slug: site.slug,
    name: site.name,
    template: settings.template,
    locale: settings.locale,
    dealership_id: site.primaryDealershipId,
    dealerships: dealerships.map((d) => ({ id: d.id, slug: d.slug, name: d.name })),
    primary_location_id: primary?.id ?? null,
    garage_enabled: settings.garage.isEnabled,
    auth_enabled: settings.auth.isEnabled,
    split_test: settings.experiments.splitTest ?? null,
    chat: { provider: settings.chat.provider },
    analytics: {
      google_tag_manager_id: settings.analytics.googleTagManagerId ?? null,
      google_analytics_id: settings.analytics.googleAnalyticsId ?? null,
      facebook_pixel_id: settings.analytics.facebookPixelId ?? null,
    },
  };
}
