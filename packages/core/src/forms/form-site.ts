import type { Location } from "../domain/location.ts";
import type { Site } from "../domain/site.ts";
import type { PhoneVariant } from "../validation/phone.ts";
import type { FieldContext } from "../validation/fields.ts";
import { leadFormOptions, type LeadFormOptions } from "./definitions/contact-fields.ts";

/**
 * What a form in the browser needs to know about its site: plain data, built on the server
 * (see `formSiteFor`) and passed to the form components as a prop.
 */
export type FormSite = {
  websiteSlug: string;
  locale: string;
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
};

export function formSiteFor(site: Site, locations: readonly Location[]): FormSite {
  const { leads } = site.settings;
  const primary = locations.find((location) => location.isPrimary) ?? locations[0] ?? null;
  const dealerships = new Map<string, string>();
  for (const location of locations) {
    if (!dealerships.has(location.dealershipSlug)) {
      dealerships.set(location.dealershipSlug, location.name);
    }
  }
  const fixedSlug = leads.fixedDealershipSlug?.trim() || null;
  return {
    websiteSlug: site.slug,
    locale: site.settings.locale,
    phoneVariant: leads.phoneVariant,
    options: leadFormOptions(leads),
    conversionEventId: leads.conversionEventId,
    primaryLocationId: primary?.id ?? null,
    dealershipSlug: fixedSlug ?? primary?.dealershipSlug ?? null,
    locationId: primary?.id ?? null,
    isDestinationFixed: fixedSlug !== null || leads.usePrimaryLocation,
    dealerships: [...dealerships].map(([value, label]) => ({ value, label })),
  };
}

export function fieldContextFor(site: Pick<FormSite, "phoneVariant">): FieldContext {
  return { phoneVariant: site.phoneVariant };
}
