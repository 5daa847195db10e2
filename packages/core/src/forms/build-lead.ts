import type { CarType } from "../domain/car.ts";
import { isUploadField, type FormDefinition, type SerialisedValue } from "./form-definition.ts";
import type { FormSite } from "./form-site.ts";
import { LEAD_SOURCE, leadSchema, type Lead } from "./lead.ts";
import { leadFormId } from "./site-forms.ts";
import { LOCATION_FIELD } from "./definitions/contact-fields.ts";
import { formatPrice } from "../locale/format-price.ts";
import type { Valuation } from "../domain/valuation.ts";
import type { RegoVehicle } from "./rego-lookup.ts";

/** The car a vehicle form is about; becomes the lead's vehicle fields (§3). */
export type LeadCar = {
  car_id?: string | number;
  stock_number?: string;
  car_type?: CarType;
  make?: string;
  model?: string;
  year?: string | number;
  vin?: string;
  vehicle_status?: string;
  dealership_slug?: string;
  location_id?: number;
};

/** Where the browser is, and what it remembers (§3, §7: every lead carries the history). */
type LeadBrowserContext = {
  url?: string;
  userAgent?: string;
  visitedPages?: string[];
  linkedQueryParams?: Record<string, string>;
};

const LEAD_KEYS = new Set(Object.keys(leadSchema.shape));
// Set from the form and the site, never from an answer of the visitor's.
const RESERVED_KEYS = new Set([
  "form_id",
  "lead_id",
  "lead_status",
  "form_completed",
  "skipped_steps",
  "step_number",
  "source",
  "website_slug",
  "manufacturer_slug",
  "url",
  "user_agent",
  "visited_pages",
  "linked_query_params",
  "has_files",
  "fields",
]);

/** §7: the dealership and location a lead is for. A fixed destination beats the car's. */
export function leadDestination(
  site: Pick<FormSite, "dealershipSlug" | "locationId" | "isDestinationFixed">,
  car: LeadCar | undefined,
  chosenLocationId?: string | number,
): { dealership_slug?: string; location_id?: number | string } {
  // The visitor's pick of the location select (§5); its dealership follows from it on the
  // server, so no slug is sent that could disagree with it.
  if (!site.isDestinationFixed && chosenLocationId !== undefined && chosenLocationId !== "") {
    return { location_id: chosenLocationId };
  }
  const useCar = !site.isDestinationFixed && car?.dealership_slug;
  const slug = useCar ? car.dealership_slug : site.dealershipSlug;
  const locationId = useCar ? car.location_id : site.locationId;
  return {
    ...(slug ? { dealership_slug: slug } : {}),
    ...(locationId !== undefined && locationId !== null ? { location_id: locationId } : {}),
  };
}

/**
 * What a registration lookup found for the shopper's own vehicle: the vehicle, and the trade-in
 * estimate they were shown (null when the site does not value trade-ins).
 */
export type LeadTradeIn = { vehicle: RegoVehicle; valuation: Valuation | null };

/**
 * The lead's record of a lookup, so the dealer sees what the shopper saw: the vehicle found
 * ("2019 Toyota Corolla") and the estimate as shown, with its bounds as numbers.
 */
export function tradeInLeadFields(found: LeadTradeIn): Record<string, SerialisedValue> {
  const { vehicle, valuation } = found;
  return {
    trade_in_vehicle: `${vehicle.year} ${vehicle.make} ${vehicle.model}`,
    ...(valuation
      ? {
          trade_in_estimate: `${formatPrice(valuation.low)} to ${formatPrice(valuation.high)}`,
          trade_in_estimate_low: valuation.low,
          trade_in_estimate_high: valuation.high,
        }
      : {}),
  };
}

/**
 * The §3 lead for a form's serialised answers: known lead keys at the top level (when their
 * value fits the lead schema), every other answer under `fields`, plus category, source, the
 * car, the destination and the browser context. Multi-step fields are added by the caller
 * (see partialSavePayload / finalSubmitPayload in multi-step.ts).
 */
export function buildLead(
  form: FormDefinition,
  values: Readonly<Record<string, SerialisedValue>>,
  site: FormSite,
  options: { car?: LeadCar; browser?: LeadBrowserContext; tradeIn?: LeadTradeIn | null } = {},
): Lead {
  const lead: Record<string, unknown> = {};
  // The lookup's record first: an answer of the form's own with the same name wins.
  const fields: Record<string, SerialisedValue> = options.tradeIn
    ? tradeInLeadFields(options.tradeIn)
    : {};
  const { car, browser = {} } = options;
  if (car) {
    const { dealership_slug: _slug, location_id: _location, ...vehicle } = car;
    for (const [key, value] of Object.entries(vehicle)) if (value !== undefined) lead[key] = value;
  }
  for (const [key, value] of Object.entries(values)) {
    const fieldSchema = leadSchema.shape[key as keyof typeof leadSchema.shape];
    if (LEAD_KEYS.has(key) && !RESERVED_KEYS.has(key) && fieldSchema?.safeParse(value).success) {
      lead[key] = value;
    } else {
      fields[key] = value;
    }
  }
  const categoryAnswer = typeof values.category === "string" ? values.category : undefined;
  const name = [values.first_name, values.last_name]
    .filter((part): part is string => typeof part === "string" && part !== "")
    .join(" ");
  return {
    ...lead,
    form_id: leadFormId(site, form),
    ...(name ? { name } : {}),
    category: categoryAnswer ?? form.category,
    ...(form.subcategory && lead.subcategory === undefined
      ? { subcategory: form.subcategory }
      : {}),
    ...leadDestination(
      site,
      car,
      typeof values[LOCATION_FIELD] === "string" || typeof values[LOCATION_FIELD] === "number"
        ? values[LOCATION_FIELD]
        : undefined,
    ),
    website_slug: site.websiteSlug,
    ...(site.manufacturerSlug ? { manufacturer_slug: site.manufacturerSlug } : {}),
    source: LEAD_SOURCE,
    ...(browser.url ? { url: browser.url } : {}),
    ...(browser.userAgent ? { user_agent: browser.userAgent } : {}),
    visited_pages: browser.visitedPages ?? [],
    linked_query_params: browser.linkedQueryParams ?? {},
    ...(form.steps.some((step) => step.fields.some(isUploadField)) ? { has_files: true } : {}),
    ...(Object.keys(fields).length > 0 ? { fields } : {}),
  } as Lead;
}

/** The lead's vehicle fields for a car of the stock (§3), with its dealership and location. */
export function leadCarFrom(car: {
  id: number;
  stockNumber: string;
  carType: CarType;
  make: string;
  model: string;
  year: number;
  vin: string | null;
  status: string;
  dealershipSlug: string;
  locationId: number | null;
}): LeadCar {
  return {
    car_id: car.id,
    stock_number: car.stockNumber,
    car_type: car.carType,
    make: car.make,
    model: car.model,
    year: car.year,
    ...(car.vin ? { vin: car.vin } : {}),
    vehicle_status: car.status,
    dealership_slug: car.dealershipSlug,
    ...(car.locationId !== null ? { location_id: car.locationId } : {}),
  };
}
