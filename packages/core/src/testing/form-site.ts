import { DEFAULT_LEAD_FORM_OPTIONS } from "../forms/definitions/contact-fields.ts";
import type { FormSite } from "../forms/form-site.ts";

/** A site's form settings for tests: AU phones, default options, two dealerships to choose from. */
export const testFormSite: FormSite = {
  websiteSlug: "demo-site",
  manufacturerSlug: null,
  locale: "en-AU",
  phoneVariant: "au",
  options: DEFAULT_LEAD_FORM_OPTIONS,
  conversionEventId: 22,
  primaryLocationId: 7,
  dealershipSlug: "main-dealer",
  locationId: 7,
  isDestinationFixed: false,
  dealerships: [
    { value: "main-dealer", label: "Main" },
    { value: "other-dealer", label: "Other" },
  ],
  isMockMode: false,
  vehicles: [
    { make: "Toyota", models: ["Corolla", "HiLux"] },
    { make: "Škoda", models: ["Octavia"] },
  ],
  userStorageKey: "user",
  turnstileSiteKey: null,
};
