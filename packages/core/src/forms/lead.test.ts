import { describe, expect, it } from "vitest";
import {
  ENQUIRY_TYPES,
  LEAD_LIMITS,
  isTestDriveOnly,
  leadPayloadSchema,
  resolveLeadName,
  successCategorySlug,
  successLabel,
  successPath,
} from "./lead.ts";
import { slugify } from "../text/slugify.ts";

const minimal = { lead: { category: "General Enquiry" } };
const accepts = (lead: object) =>
  expect(leadPayloadSchema.safeParse({ lead: { ...minimal.lead, ...lead } }).success).toBe(true);
const rejects = (lead: object) =>
  expect(leadPayloadSchema.safeParse({ lead: { ...minimal.lead, ...lead } }).success).toBe(false);

describe("leadPayloadSchema", () => {
  it("accepts a full partial-save lead", () => {
    const lead = {
      name: "Jo Citizen",
      first_name: "Jo",
      middle_name: "",
      last_name: "Citizen",
      email: "jo@example.com",
      phone: "0412345678",
      postcode: "2000",
      category: "Used Vehicle",
      subcategory: "Test Drive",
      message: "Is it still available?",
      lead_id: "L1",
      lead_status: "Incomplete",
      form_completed: false,
      skipped_steps: [{ from: 0, to: 2 }],
      step_number: 3,
      dealership_slug: "sunshine-rv",
      manufacturer_slug: "jayco",
      website_slug: "sunshine",
      url: "https://example.com/cars/x",
      source: "Website",
      user_agent: "Mozilla/5.0",
      visited_pages: ["/", "/cars/x"],
      linked_query_params: { utm_source: "google" },
      location_id: 12,
      has_files: false,
      car_id: "abc",
      stock_number: "S123",
      car_type: "used",
      make: "Jayco",
      model: "Journey",
      year: 2021,
      vin: "JT123",
      rego: "ABC123",
      vehicle_status: "in_stock",
      opt_in: "Yes",
      fields: { "Ready to sell": "Yes", extras: ["Tow bar"], km: 12000, terms_conditions: true },
    };
    const parsed = leadPayloadSchema.parse({ lead });
    expect(parsed.lead).toEqual(lead);
  });
  it("needs a lead with a category", () => {
    expect(leadPayloadSchema.safeParse(minimal).success).toBe(true);
    expect(leadPayloadSchema.safeParse({ lead: {} }).success).toBe(false);
    expect(leadPayloadSchema.safeParse({ lead: { category: "" } }).success).toBe(false);
    expect(leadPayloadSchema.safeParse({ category: "General" }).success).toBe(false);
  });
  it("drops keys it does not know", () => {
    const parsed = leadPayloadSchema.parse({ lead: { ...minimal.lead, is_admin: true } });
    expect(parsed.lead).not.toHaveProperty("is_admin");
  });
  it("keeps visited pages to 50", () => {
    accepts({ visited_pages: Array.from({ length: 50 }, (_, i) => `/p${i}`) });
    rejects({ visited_pages: Array.from({ length: 51 }, (_, i) => `/p${i}`) });
  });
  it("only sends 'Incomplete' as a status and 'Website' as the source", () => {
    rejects({ lead_status: "Complete" });
    rejects({ source: "Phone" });
  });
  it("checks skip records and step numbers", () => {
    rejects({ skipped_steps: [{ from: 2, to: 2 }] });
    rejects({ skipped_steps: [{ from: -1, to: 2 }] });
    accepts({ step_number: 0 }); // spec §4 counts steps from 0
    rejects({ step_number: -1 });
    rejects({ step_number: 1.5 });
  });
  it("takes only new, used or demo as car type, and Yes/No as opt-in", () => {
    accepts({ car_type: "demo" });
    rejects({ car_type: "Used" });
    rejects({ opt_in: true });
  });
  it("bounds text and ids", () => {
    accepts({ name: "x".repeat(LEAD_LIMITS.text) });
    rejects({ name: "x".repeat(LEAD_LIMITS.text + 1) });
    accepts({ message: "x".repeat(LEAD_LIMITS.message) });
    rejects({ message: "x".repeat(LEAD_LIMITS.message + 1) });
    rejects({ lead_id: "" });
    rejects({ car_id: -1 });
    rejects({ url: "x".repeat(LEAD_LIMITS.url + 1) });
  });
  it("bounds the number of other fields", () => {
    const many = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, "v"]));
    accepts({ fields: many(LEAD_LIMITS.otherFields) });
    rejects({ fields: many(LEAD_LIMITS.otherFields + 1) });
    rejects({ fields: { nested: { a: 1 } } });
  });
});

describe("resolveLeadName", () => {
  it("keeps a real name", () => {
    expect(resolveLeadName({ name: " Jo Citizen ", first_name: "X" })).toBe("Jo Citizen");
  });
  it("uses first_name, with last_name when present, if name is missing or 'undefined undefined'", () => {
    expect(resolveLeadName({ first_name: "Jo", last_name: "Citizen" })).toBe("Jo Citizen");
    expect(resolveLeadName({ name: "undefined undefined", first_name: "Jo" })).toBe("Jo");
    expect(resolveLeadName({ name: "  ", first_name: " Jo ", last_name: " " })).toBe("Jo");
  });
  it("gives nothing without a name or first name", () => {
    expect(resolveLeadName({})).toBeUndefined();
    expect(resolveLeadName({ name: "undefined undefined", last_name: "Citizen" })).toBeUndefined();
  });
});

describe("success page", () => {
  it.each([
    ["demo", "demo-vehicle-enquiry"],
    ["used", "used-vehicle-enquiry"],
    ["Used", "used-vehicle-enquiry"],
    ["new", "new-vehicle-enquiry"],
    ["anything", "new-vehicle-enquiry"],
  ])("car type %s -> %s", (car_type, slug) => {
    expect(successCategorySlug({ car_type, category: "Finance" })).toBe(slug);
  });
  it("without a car type uses the form's category", () => {
    expect(successCategorySlug({ category: "Sell My Car" })).toBe("sell-my-car");
    expect(successCategorySlug({ car_type: null, category: "Book a Service!" })).toBe(
      "book-a-service",
    );
    expect(successCategorySlug({ car_type: " ", category: "Finance" })).toBe("finance");
  });
  it("slugify joins words with single hyphens", () => {
    expect(slugify("  New & Used -- Cars ")).toBe("new-used-cars");
  });
  it("builds /success with the category first and extra pairs after", () => {
    expect(successPath("used-vehicle-enquiry")).toBe("/success?category=used-vehicle-enquiry");
    expect(successPath("finance", { car: "a b", category: "ignored" })).toBe(
      "/success?category=finance&car=a+b",
    );
  });
});

describe("isTestDriveOnly", () => {
  it("recognises both tags and nothing else", () => {
    expect(isTestDriveOnly("Test Drive Only")).toBe(true);
    expect(isTestDriveOnly("*** Test Drive Vehicle Only ***")).toBe(true);
    expect(isTestDriveOnly(" Test Drive Only ")).toBe(true);
    for (const tag of ["Special", "Pre-order", "test drive only", "", null, undefined]) {
      expect(isTestDriveOnly(tag)).toBe(false);
    }
  });
});

describe("ENQUIRY_TYPES", () => {
  it("lists the nine §9 types in order", () => {
    expect(ENQUIRY_TYPES).toEqual([
      "General",
      "Service",
      "Parts",
      "New Vehicle",
      "Used Vehicle",
      "Fleet",
      "Finance",
      "Careers",
      "Sell My Car",
    ]);
  });
});

describe("successLabel", () => {
  it("names what was sent in the form's own words, never a bare category", () => {
    expect(successLabel("used-vehicle")).toBe("trade-in valuation request");
    expect(successLabel("general")).toBe("enquiry");
    expect(successLabel("finance")).toBe("finance enquiry");
    expect(successLabel("used-vehicle-enquiry")).toBe("used vehicle enquiry");
    expect(successLabel("fleet")).toBe("fleet enquiry");
    expect(successLabel("brochure-request")).toBe("brochure request");
    expect(successLabel("")).toBe("enquiry");
  });
});
