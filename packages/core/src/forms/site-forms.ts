import type { CarType } from "../domain/car.ts";
import * as forms from "./definitions/index.ts";
import type { FormDefinition } from "./form-definition.ts";
import type { FormSite } from "./form-site.ts";
import { isPageFormId } from "./page-form-ids.ts";

type BuildSiteForm = (site: FormSite, carType: CarType | undefined) => FormDefinition;

/**
 * The lead forms a site offers, by id: each the builder its page calls, with the site's form
 * settings (`FormSite`). What a page adds on top (a test drive's dates, a service's slots, a
 * finance page's pre-fill, a trade-in's car, a careers page's position) fills in options,
 * defaults and fixed hidden values; it never changes which answers are required, so the
 * definition built here checks what the page's form sends. A careers page that names the
 * position sends it as a hidden answer; here the position is an asked field, so it must be
 * there either way.
 */
const SITE_FORMS = {
  "general-enquiry": (site) => forms.generalEnquiryForm(site.options),
  "vehicle-enquiry": (site, carType) => forms.vehicleEnquiryForm({ ...site.options, carType }),
  "test-drive": (site, carType) => forms.testDriveForm({ ...site.options, carType, dates: [] }),
  "request-photos": (site, carType) => forms.requestPhotosForm({ ...site.options, carType }),
  "parts-enquiry": (site) => forms.partsEnquiryForm(site.options),
  "fleet-enquiry": (site) => forms.fleetEnquiryForm(site.options),
  "service-booking": (site) => forms.serviceBookingForm({ ...site.options, slots: [] }),
  "finance-enquiry": (site) =>
    forms.financeEnquiryForm({ ...site.options, dealerships: site.dealerships }),
  "trade-in": (site) => forms.tradeInForm(site.options),
  "sell-my-car": (site) => forms.sellMyCarForm(site.options),
  "careers-application": (site) => forms.careersApplicationForm(site.options),
  "text-us": (site) => forms.textUsForm(site.options),
  // Saved step by step through /api/leads; completed by the paid deposit (reservations).
  "purchase-journey": (site) => forms.purchaseJourneyForm(site.options),
  // Only on a site whose settings list them (`leads.pageForms`); see `isOffered`.
  "service-feedback": (site) => forms.serviceFeedbackForm(site.options),
  "accessories-enquiry": (site) => forms.accessoriesEnquiryForm(site.options),
  "parts-order": (site) => forms.partsOrderForm(site.options),
} as const satisfies Record<string, BuildSiteForm>;

type SiteFormId = keyof typeof SITE_FORMS;
export const SITE_FORM_IDS = Object.keys(SITE_FORMS) as SiteFormId[];

const isSiteFormId = (id: string): id is SiteFormId => Object.hasOwn(SITE_FORMS, id);

/** Every form is offered, but a page form only where the site's settings list it. */
const isOffered = (site: FormSite, id: SiteFormId) =>
  !isPageFormId(id) || site.options.pageForms.includes(id);

/** One of the site's forms by its id, or null when the site has no such form. */
export function siteForm(
  site: FormSite,
  id: string,
  options: { carType?: CarType } = {},
): FormDefinition | null {
  return isSiteFormId(id) && isOffered(site, id) ? SITE_FORMS[id](site, options.carType) : null;
}

/** Every lead form the site offers, in the order `SITE_FORM_IDS` lists them. */
export function siteForms(site: FormSite, options: { carType?: CarType } = {}): FormDefinition[] {
  return SITE_FORM_IDS.filter((id) => isOffered(site, id)).map((id) =>
    SITE_FORMS[id](site, options.carType),
  );
}

/**
 * The form a lead of this category comes from, for leads that do not name their form: the
 * site's form whose category and subcategory are the lead's, else the first form with its
 * category (General -> the general enquiry, Used Vehicle -> the vehicle enquiry, ...). Null
 * for a category no form of the site has.
 */
export function siteFormForCategory(
  site: FormSite,
  lead: { category: string; subcategory?: string | undefined },
): FormDefinition | null {
  const category = lead.category.trim();
  // Vehicle forms are built for the category's car type, so their category is the one asked.
  const carType: CarType = category === "Used Vehicle" ? "used" : "new";
  const candidates = siteForms(site, { carType }).filter((form) => form.category === category);
  const subcategory = lead.subcategory?.trim();
  return (
    candidates.find((form) => subcategory && form.subcategory === subcategory) ??
    candidates[0] ??
    null
  );
}

const FORM_ID_SEPARATOR = "/";

/**
 * The id a lead carries to say which form it was sent from: the site's slug and the form's
 * id ("coastline-rv/general-enquiry"), so a form of one site is never taken for another's.
 */
export function leadFormId(
  site: Pick<FormSite, "websiteSlug">,
  form: Pick<FormDefinition, "id">,
): string {
  return `${site.websiteSlug}${FORM_ID_SEPARATOR}${form.id}`;
}

/** The parts of a lead's form id, or null when it is not one. */
export function parseLeadFormId(value: string): { websiteSlug: string; formId: string } | null {
  const at = value.lastIndexOf(FORM_ID_SEPARATOR);
  if (at <= 0 || at === value.length - 1) return null;
  return { websiteSlug: value.slice(0, at), formId: value.slice(at + 1) };
}
