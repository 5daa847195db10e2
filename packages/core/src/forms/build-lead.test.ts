import { describe, expect, it } from "vitest";
import { serialiseValues } from "./form-definition.ts";
import { buildLead, leadDestination } from "./build-lead.ts";
import type { FormSite } from "./form-site.ts";
import { DEFAULT_LEAD_FORM_OPTIONS } from "./definitions/contact-fields.ts";
import {
  careersApplicationForm,
  generalEnquiryForm,
  tradeInForm,
  vehicleEnquiryForm,
} from "./definitions/index.ts";
import { leadSchema } from "./lead.ts";
import { testFormSite } from "../testing/form-site.ts";

const site: FormSite = testFormSite;
const person = {
  first_name: "Jo",
  last_name: "Citizen",
  email: "jo@example.com",
  phone: "0412345678",
};

describe("buildLead", () => {
  it("puts lead keys at the top, other answers under fields, and adds the context", () => {
    const form = tradeInForm({ ...DEFAULT_LEAD_FORM_OPTIONS, carId: "42" });
    const values = serialiseValues(form, {
      ...person,
      rego: "ABC123",
      regoState: "NSW",
      make: "Mazda",
      model: "3",
      year: "2019",
      kilometres: "40000",
      ready_to_sell: true,
      valuation_guide: false,
    });
    const lead = buildLead(form, values, site, {
      browser: {
        url: "http://x.test/cars/trade-in",
        userAgent: "UA",
        visitedPages: ["/", "/cars/trade-in"],
        linkedQueryParams: { utm_source: "ad" },
      },
    });
    expect(lead).toMatchObject({
      name: "Jo Citizen",
      first_name: "Jo",
      rego: "ABC123",
      make: "Mazda",
      year: "2019",
      car_id: "42",
      category: "Used Vehicle",
      subcategory: "Trade-in",
      website_slug: "demo-site",
      dealership_slug: "main-dealer",
      location_id: 7,
      source: "Website",
      url: "http://x.test/cars/trade-in",
      user_agent: "UA",
      visited_pages: ["/", "/cars/trade-in"],
      linked_query_params: { utm_source: "ad" },
      opt_in: "Yes",
      fields: {
        regoState: "NSW",
        kilometres: "40000",
        ready_to_sell: "Yes",
        valuation_guide: "No",
      },
    });
    expect(leadSchema.safeParse(lead).success).toBe(true);
  });

  it("takes the category the visitor chose on a general enquiry", () => {
    const form = generalEnquiryForm(DEFAULT_LEAD_FORM_OPTIONS);
    const lead = buildLead(
      form,
      serialiseValues(form, { ...person, category: "Parts", message: "Hi" }),
      site,
    );
    expect(lead.category).toBe("Parts");
    expect(lead.has_files).toBeUndefined();
  });

  it("never lets an answer set the lead's bookkeeping", () => {
    const form = generalEnquiryForm(DEFAULT_LEAD_FORM_OPTIONS);
    const lead = buildLead(
      form,
      { category: "General", source: "Spam", lead_status: "Done" },
      site,
    );
    expect(lead.source).toBe("Website");
    expect(lead.lead_status).toBeUndefined();
    expect(lead.fields).toEqual({ source: "Spam", lead_status: "Done" });
  });

  it("names the site's manufacturer (§3 manufacturer_slug) where it has one, whatever was answered", () => {
    const form = generalEnquiryForm(DEFAULT_LEAD_FORM_OPTIONS);
    const values = { category: "General", manufacturer_slug: "other" };
    const jayco = buildLead(form, values, { ...site, manufacturerSlug: "jayco" });
    expect(jayco.manufacturer_slug).toBe("jayco");
    expect(buildLead(form, values, site)).not.toHaveProperty("manufacturer_slug");
  });

  it("adds the car and marks a form with a file", () => {
    const car = {
      car_id: 5,
      car_type: "used" as const,
      make: "Kia",
      dealership_slug: "other",
      location_id: 9,
    };
    const enquiry = buildLead(
      vehicleEnquiryForm({ ...DEFAULT_LEAD_FORM_OPTIONS, carType: "used" }),
      {},
      site,
      { car },
    );
    expect(enquiry).toMatchObject({
      car_id: 5,
      car_type: "used",
      make: "Kia",
      dealership_slug: "other",
      location_id: 9,
    });
    const careers = buildLead(careersApplicationForm(DEFAULT_LEAD_FORM_OPTIONS), {}, site);
    expect(careers).toMatchObject({ has_files: true, category: "Careers" });
  });

  it("records the vehicle a lookup found and the trade-in estimate the shopper saw", () => {
    const tradeIn = {
      vehicle: { make: "Toyota", model: "Corolla", year: 2019 },
      valuation: { low: 12_300, high: 14_500, currency: "AUD" },
    };
    const lead = buildLead(tradeInForm(DEFAULT_LEAD_FORM_OPTIONS), { rego: "ABC123" }, site, {
      tradeIn,
    });
    expect(lead.fields).toMatchObject({
      trade_in_vehicle: "2019 Toyota Corolla",
      trade_in_estimate: "$12,300 to $14,500",
      trade_in_estimate_low: 12_300,
      trade_in_estimate_high: 14_500,
    });
    expect(leadSchema.safeParse(lead).success).toBe(true);
    // A lookup without a valuation service names the vehicle only.
    const found = buildLead(tradeInForm(DEFAULT_LEAD_FORM_OPTIONS), {}, site, {
      tradeIn: { ...tradeIn, valuation: null },
    });
    expect(found.fields).toEqual({ trade_in_vehicle: "2019 Toyota Corolla" });
  });
});

describe("leadDestination", () => {
  const car = { dealership_slug: "car-dealer", location_id: 3 };
  it("follows the car unless the site fixes the destination", () => {
    expect(leadDestination(site, car)).toEqual({ dealership_slug: "car-dealer", location_id: 3 });
    expect(leadDestination({ ...site, isDestinationFixed: true }, car)).toEqual({
      dealership_slug: "main-dealer",
      location_id: 7,
    });
    expect(leadDestination({ ...site, dealershipSlug: null, locationId: null }, undefined)).toEqual(
      {},
    );
  });
});
