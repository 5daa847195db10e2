import type { CatalogueSite } from "../catalogue/catalogue-feed.ts";

/** A catalogue feed's site for tests: an Australian car dealer; tests override what differs. */
export function buildCatalogueSite(overrides: Partial<CatalogueSite> = {}): CatalogueSite {
  return {
    id: 1,
    name: "Harbour Motors",
    origin: "https://harbour.example",
    vehicleBase: "/cars",
    locale: "en-AU",
    currency: "AUD",
    template: "cars",
    isManufacturerCertified: false,
    isExportingInternalFields: false,
    ...overrides,
  };
}
