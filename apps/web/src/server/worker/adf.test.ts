import { describe, expect, it } from "vitest";
import type { StoredLead } from "@forecourt/core/domain/lead";
import type { LeadDeliveryContext } from "@forecourt/core/outbox/lead-delivery";
import { leadAdfXml } from "./adf.ts";
import { adfDtdErrors } from "../../testing/adf/adf-dtd.ts";

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
  site: { name: "Dealer & Co", locale: "en-AU", timeZone: "Australia/Melbourne" },
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

  it("is valid against the ADF 1.0 DTD, however little the lead says", () => {
    expect(adfDtdErrors(xml)).toEqual([]);
    const bare = context(
      {
        name: null,
        firstName: null,
        lastName: null,
        email: null,
        phone: null,
        postcode: null,
        message: null,
        url: null,
        fields: {},
      },
      { dealership: null },
    );
    expect(adfDtdErrors(leadAdfXml(bare))).toEqual([]);
  });

  it("puts the postcode in an address that starts with the street the DTD requires", () => {
    expect(xml).toContain(
      "<address>\n          <street></street>\n          <postalcode>4000</postalcode>\n          <country>AU</country>\n        </address>",
    );
    // The DTD refuses an address holding only a postcode, as the channel once sent.
    const postcodeOnly = xml.replace(
      /<address>[\s\S]*?<\/address>/,
      "<address><postalcode>4000</postalcode></address>",
    );
    expect(adfDtdErrors(postcodeOnly).join("\n")).toContain(
      "Element address content does not follow the DTD",
    );
  });

  it("gives the vendor a contact: the dealer's location, with its address when it has a street", () => {
    const withLocation = leadAdfXml(
      context(
        {},
        {
          dealership: {
            id: 1,
            name: "Main",
            webhookSecret: null,
            contact: {
              email: "sales@dealer.test",
              phone: "07 3000 0000",
              address: {
                street: "1 Dealer Rd",
                city: "Brisbane",
                state: "QLD",
                postcode: "4000",
                lat: null,
                long: null,
                placeId: null,
                placeUrl: null,
                mapKey: null,
                full: "1 Dealer Rd, Brisbane QLD 4000",
                mapUrl: null,
              },
            },
          },
        },
      ),
    );
    expect(adfDtdErrors(withLocation)).toEqual([]);
    const vendor = /<vendor>[\s\S]*<\/vendor>/.exec(withLocation)?.[0] ?? "";
    const expected = [
      '<name part="full">Main</name>',
      "<email>sales@dealer.test</email>",
      "<phone>07 3000 0000</phone>",
      "<street>1 Dealer Rd</street>",
      "<regioncode>QLD</regioncode>",
    ];
    expect(expected.filter((element) => !vendor.includes(element))).toEqual([]);
  });

  it("shows a stock car's odometer in the site's unit: km, or miles on en-US sites", () => {
    const ranger = { year: 2021, make: "Ford", model: "Ranger", stockNumber: "R1", vin: null };
    const trim = { badge: "XLT", body: "Ute", transmission: "Automatic" };
    const car = { ...ranger, ...trim, carType: "used" as const, km: 16_093 };
    const au = leadAdfXml(context({ carId: 5 }, { car }));
    const us = leadAdfXml(
      context(
        { carId: 5 },
        { car, site: { name: "US", locale: "en-US", timeZone: "America/Chicago" } },
      ),
    );
    expect(au).toContain('<odometer units="km">16093</odometer>');
    expect(us).toContain('<odometer units="mi">10000</odometer>');
    expect(au).toContain("<trim>XLT</trim>");
    expect(au).toContain("<bodystyle>Ute</bodystyle>");
    // The stock car stands for the lead's vehicle answers: one vehicle, not two.
    expect(au.match(/<vehicle /g)).toHaveLength(1);
    expect(adfDtdErrors(au)).toEqual([]);
    expect(adfDtdErrors(us)).toEqual([]);
  });
});
