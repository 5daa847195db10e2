import { describe, expect, it } from "vitest";
import type { StoredLead } from "@forecourt/core/domain/lead";
import type { LeadDeliveryContext } from "@forecourt/core/outbox/lead-delivery";
import { leadAdfXml } from "./adf.ts";

const lead: StoredLead = {
  id: "11111111-2222-3333-4444-555555555555",
  websiteId: 1,
  dealershipId: 1,
  dealershipSlug: "main",
  locationId: null,
  carId: null,
  category: "Used Vehicle",
  subcategory: null,
  leadStatus: "New",
  isFormCompleted: true,
  stepNumber: null,
  skippedSteps: [],
  name: "Sam O'Neil",
  firstName: "Sam",
  middleName: null,
  lastName: "O'Neil",
  email: "sam@example.com",
  phone: "0412345678",
  postcode: "4000",
  message: "Trade <in> & finance",
  fields: {
    make: "Toyota",
    model: "HiLux",
    year: 2019,
    car_type: "used",
    vin: "VIN1",
    stock_number: "S1",
  },
  source: "Website",
  url: "https://dealer.test/cars/1",
  userAgent: null,
  visitedPages: [],
  linkedQueryParams: {},
  hasFiles: false,
  createdAt: new Date("2026-11-01T00:00:00Z"),
  updatedAt: new Date("2026-11-01T00:00:00Z"),
};

const context = (
  overrides: Partial<StoredLead> = {},
  rest: Partial<Omit<LeadDeliveryContext, "lead">> = {},
): LeadDeliveryContext => ({
  lead: { ...lead, ...overrides },
  files: [],
  site: { name: "Dealer & Co", locale: "en-AU" },
  dealership: {
    id: 1,
    name: "Main",
    webhookSecret: null,
    contact: { email: "sales@dealer.test", phone: null, address: null },
  },
  car: null,
  ...rest,
});

describe("leadAdfXml", () => {
  const xml = leadAdfXml(context());

  it("is an ADF 1.0 prospect with the lead's vehicle and customer", () => {
    expect(
      xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>'),
    ).toBe(true);
    expect(xml).toContain(`<id sequence="1" source="Dealer &amp; Co">${lead.id}</id>`);
    expect(xml).toContain("<requestdate>2026-11-01T00:00:00.000Z</requestdate>");
    expect(xml).toContain('<vehicle interest="buy" status="used">');
    expect(xml).toContain("<year>2019</year>");
    expect(xml).toContain("<stock>S1</stock>");
    expect(xml).toContain('<name part="last">O&apos;Neil</name>');
    expect(xml).toContain("<postalcode>4000</postalcode>");
    expect(xml).toContain("<comments>Trade &lt;in&gt; &amp; finance</comments>");
    expect(xml).toContain("<vendorname>Main</vendorname>");
    expect(xml.trim().endsWith("</adf>")).toBe(true);
  });

  it("gives a lead that names no vehicle the one vehicle ADF requires, left blank", () => {
    const blank = leadAdfXml(context({ fields: {} }, { dealership: null }));
    expect(blank).toContain(
      "<vehicle>\n      <year></year>\n      <make></make>\n      <model></model>\n    </vehicle>",
    );
    expect(blank.match(/<vehicle/g)).toHaveLength(1);
  });
});
