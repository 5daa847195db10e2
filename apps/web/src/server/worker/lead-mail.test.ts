import { describe, expect, it } from "vitest";
import type { StoredLead } from "@forecourt/core/domain/lead";
import type { LeadDeliveryContext } from "@forecourt/core/outbox/lead-delivery";
import { leadEmail } from "./lead-mail.ts";

const lead: StoredLead = {
  id: "11111111-2222-3333-4444-555555555555",
  websiteId: 1,
  dealershipId: 1,
  dealershipSlug: "dandenong",
  locationId: null,
  carId: 42,
  category: "General Enquiry",
  subcategory: null,
  leadStatus: "New",
  isFormCompleted: true,
  stepNumber: null,
  skippedSteps: [],
  name: "Zoë O'Brien",
  firstName: "Zoë",
  middleName: null,
  lastName: "O'Brien",
  email: "zoe@example.com",
  phone: "+61412345678",
  postcode: "3175",
  message: "Is it still available?",
  fields: { car_id: "42", website_slug: "metro-pre-owned", opt_in: true, opt_in_changed: true },
  source: "Website",
  url: "https://metro.test/cars/42",
  userAgent: null,
  visitedPages: [],
  linkedQueryParams: {},
  hasFiles: false,
  // 05:28 on 29 Nov in Melbourne (AEDT), still the 28th in UTC.
  createdAt: new Date("2026-11-28T18:28:00Z"),
  updatedAt: new Date("2026-11-28T18:28:00Z"),
};

const context: LeadDeliveryContext = {
  lead,
  files: [],
  site: { name: "Metro Pre-Owned", locale: "en-AU", timeZone: "Australia/Melbourne" },
  dealership: {
    id: 1,
    name: "Metro Pre-Owned Dandenong",
    webhookSecret: null,
    contact: { email: "sales@metro.test", phone: null, address: null },
  },
  car: {
    year: 2019,
    make: "Toyota",
    model: "Hilux",
    badge: "SR5",
    body: "Ute",
    transmission: "Automatic",
    carType: "used",
    km: 61_000,
    stockNumber: "ME10007",
    vin: null,
  },
};

describe("the dealership's new-lead email", () => {
  const { text } = leadEmail(context);

  it("lists each answer under a dealer's label, never the form's field name", () => {
    expect(text).toContain("Car: 2019 Toyota Hilux SR5, stock number ME10007");
    // Where it came from is said once, in words: the site atop, the car by its stock number.
    expect(text).toMatch(/^Metro Pre-Owned: /);
    expect(text).not.toContain("metro-pre-owned");
    expect(text).not.toMatch(/: 42$/m);
    expect(text).toContain("Happy to hear about offers: Yes");
    expect(text).toContain("Changed the offers box from the form's default: Yes");
    expect(text).not.toMatch(/^(car_id|website_slug|opt_in|opt_in_changed):/m);
  });

  it("gives the time in the dealership's zone, named", () => {
    expect(text).toContain("Received: 29 Nov 2026, 05:28 AEDT");
    expect(text).not.toContain("2026-11-28T18:28");
  });
});
