import type { ChatSettings } from "../chat/chat-settings.ts";
import type { Location } from "../domain/location.ts";
import type { PathSettings } from "../domain/path-settings.ts";
import { dictionary } from "../locale/dictionary.ts";
import { distanceUnit, type LocaleCode } from "../locale/locale.ts";
import type { PhoneVariant } from "../validation/phone.ts";
import type { FieldContext } from "../validation/fields.ts";
import { cmsPageHref } from "../content/cms-paths.ts";
import { slugify } from "../text/slugify.ts";
import { leadFormOptions, type LeadFormOptions } from "./definitions/contact-fields.ts";
import type { LeadSettings } from "./form-settings.ts";

/**
 * What a form in the browser needs to know about its site: plain data, built on the server
 * (see `formSiteFor`) and passed to the form components as a prop.
 */
export type FormSite = {
  websiteSlug: string;
  /** §3 manufacturer_slug: the make a single-make site sells (settings `manufacturer`), if any. */
  manufacturerSlug: string | null;
  locale: LocaleCode;
  phoneVariant: PhoneVariant;
  options: LeadFormOptions;
  /** Default conversion event of the site's forms (§4, default 22). */
  conversionEventId: number;
  primaryLocationId: number | null;
  /** Where leads go unless a car or a choice says otherwise (§7 overrides applied). */
  dealershipSlug: string | null;
  locationId: number | null;
  /** §7: every lead goes to the primary location / this slug, whatever the car says. */
  isDestinationFixed: boolean;
  /** Dealerships a visitor may pick (value = slug), e.g. the finance preferred dealership. */
  dealerships: { value: string; label: string }[];
  /** §7 mock mode: leads go to the /api/mock lead endpoints, which store nothing. */
  isMockMode: boolean;
  /** Makes and models in stock, for the make and model selects (§3 make, model). */
  vehicles: readonly FormVehicleMake[];
  /** localStorage key of the shopper's contact details (spec §3 User) that pre-fill forms. */
  userStorageKey: string;
  /** The site's public Cloudflare Turnstile key: the forms show its widget (null: none). */
  turnstileSiteKey: string | null;
};

/** The site's data a form needs beyond its settings. */
type FormSiteData = {
  /** The site's makes and models in stock (the stock summary), for make and model selects. */
  vehicles?: readonly FormVehicleMake[];
};

/** A make in stock, as a shopper sees it, with its models. */
export type FormVehicleMake = { make: string; models: string[] };

/** The site a form is built for: its slug and the settings its forms read (a `Site` is one). */
type FormSiteSource = {
  slug: string;
  settings: {
    locale: LocaleCode;
    leads: LeadSettings;
    paths: Pick<PathSettings, "usePagesPath">;
    manufacturer: { name?: string | undefined };
    chat: Pick<ChatSettings, "askWhereHeard" | "askTermsConsent">;
    storage: { userKey: string };
    security: { turnstile?: { siteKey: string } | undefined };
  };
};

export function formSiteFor(
  site: FormSiteSource,
  locations: readonly Location[],
  data: FormSiteData = {},
): FormSite {
  const { leads } = site.settings;
  const primary = locations.find((location) => location.isPrimary) ?? locations[0] ?? null;
  const dealerships = new Map<string, string>();
  for (const location of locations) {
    if (!dealerships.has(location.dealershipSlug)) {
      dealerships.set(location.dealershipSlug, location.name);
    }
  }
  const fixedSlug = leads.fixedDealershipSlug?.trim() || null;
  const isDestinationFixed = fixedSlug !== null || leads.usePrimaryLocation;
  const manufacturer = site.settings.manufacturer.name?.trim();
  return {
    websiteSlug: site.slug,
    manufacturerSlug: manufacturer ? slugify(manufacturer) : null,
    locale: site.settings.locale,
    phoneVariant: leads.phoneVariant,
    options: {
      ...leadFormOptions(leads, {
        locations: locationChoices(leads.locationSelect, locations, isDestinationFixed),
        termsHref: leads.askTermsConsent
          ? cmsPageHref("terms-and-conditions", site.settings.paths)
          : null,
      }),
      locale: site.settings.locale,
      textUs: {
        askWhereHeard: site.settings.chat.askWhereHeard,
        termsHref: site.settings.chat.askTermsConsent
          ? cmsPageHref("terms-and-conditions", site.settings.paths)
          : null,
      },
    },
    conversionEventId: leads.conversionEventId,
    primaryLocationId: primary?.id ?? null,
    dealershipSlug: fixedSlug ?? primary?.dealershipSlug ?? null,
    locationId: primary?.id ?? null,
    isDestinationFixed,
    dealerships: [...dealerships].map(([value, label]) => ({ value, label })),
    vehicles: data.vehicles ?? [],
    isMockMode: leads.isMockMode,
    userStorageKey: site.settings.storage.userKey,
    turnstileSiteKey: site.settings.security.turnstile?.siteKey ?? null,
  };
}

/**
 * The site as one car's forms see it (its enquiry, test drive, reservation and purchase): no
 * location select when the car decides where its lead goes (spec §7: its dealership and its
 * location are known and the site does not fix the destination), since the car's location is
 * sent with the lead and a pick of another would send the lead away from the car.
 */
export function formSiteForCar(
  site: FormSite,
  car: { dealership_slug?: string | undefined; location_id?: number | string | undefined },
): FormSite {
  const carDecides =
    !site.isDestinationFixed && Boolean(car.dealership_slug) && car.location_id !== undefined;
  if (!carDecides || site.options.locations.length === 0) return site;
  return { ...site, options: { ...site.options, locations: [] } };
}

/**
 * §5 the locations a visitor chooses from: the visible sales locations (every visible one
 * when none is marked sales). `auto` offers them on a site with more than one dealership and
 * no fixed destination (a fixed one would override the choice, §7).
 */
export function locationChoices(
  mode: "auto" | "always" | "never",
  locations: readonly Location[],
  isDestinationFixed: boolean,
): { value: string; label: string }[] {
  if (mode === "never") return [];
  const visible = locations.filter((l) => l.isVisible !== false);
  const sales = visible.filter((l) => l.locationTypes?.includes("sales"));
  const offered = sales.length > 0 ? sales : visible;
  const choices = offered.map((l) => ({ value: String(l.id), label: l.name }));
  if (mode === "always") return choices;
  const dealershipCount = new Set(offered.map((l) => l.dealershipSlug)).size;
  return dealershipCount > 1 && !isDestinationFixed ? choices : [];
}

export function fieldContextFor(site: Pick<FormSite, "phoneVariant" | "locale">): FieldContext {
  return {
    phoneVariant: site.phoneVariant,
    distanceUnit: distanceUnit(site.locale),
    postcodeFormat: dictionary(site.locale).postcodeFormat,
    country: dictionary(site.locale).country,
  };
}
