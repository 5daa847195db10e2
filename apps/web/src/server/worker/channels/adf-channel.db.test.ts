import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Site } from "@forecourt/core/site/site";
import { buildLead, leadCarFrom } from "@forecourt/core/forms/build-lead";
import type { LeadFormOptions } from "@forecourt/core/forms/definitions/contact-fields";
import * as definitions from "@forecourt/core/forms/definitions/index";
import {
  formDefinitionSchema,
  formFields,
  serialiseValues,
  validateForm,
  type FormDefinition,
  type FormField,
} from "@forecourt/core/forms/form-definition";
import { fieldContextFor, formSiteFor } from "@forecourt/core/forms/form-site";
import type { SiteSettingsInput } from "@forecourt/core/site/site-settings";
import { sampleAnswer } from "@forecourt/core/testing/field-answers";
import type { DatabaseHandle } from "@forecourt/db/client";
import { createLead } from "@forecourt/db/repositories/leads/create-lead";
import { listLocations } from "@forecourt/db/repositories/locations/list-locations";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { cars, locations } from "@forecourt/db/schema";
import { createLeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { toLeadWrite } from "../../leads/lead-write.ts";
import { adfChannel } from "./adf-channel.ts";
import { adfDtdErrors } from "../../../testing/adf/adf-dtd.ts";
import type { ChannelDeps, MailTransport } from "./outbox-channel.ts";

type Sent = Parameters<MailTransport["sendMail"]>[0];
type TestSite = { site: Site; carId: number; dealershipId: number };

let handle: DatabaseHandle;
const sent: Sent[] = [];
const sites = new Map<string, TestSite>();

/** Forms shown on a car's page: the lead carries that car. */
const CAR_PAGE_FORMS = new Set(["vehicle-enquiry", "test-drive", "request-photos"]);
const CAR_KM = 48_280;

/** Every form core defines: each exported `...Form` factory, with every option it may take. */
function everyForm(
  carId: number,
  leadOptions: LeadFormOptions = definitions.DEFAULT_LEAD_FORM_OPTIONS,
): FormDefinition[] {
  const options = {
    ...leadOptions,
    carType: "used",
    dates: ["2026-11-23"],
    slots: [{ value: "2026-11-23 09:00", label: "Monday 23 November, 9:00 am" }],
    initial: { car_id: String(carId), car_type: "used", vehiclePriceBudget: "45000" },
    dealerships: [
      { value: "north", label: "North" },
      { value: "south", label: "South" },
    ],
    carId: String(carId),
    position: "Sales <Consultant> & Driver",
  };
  return Object.entries(definitions)
    .filter(([name, value]) => name.endsWith("Form") && typeof value === "function")
    .map(([, factory]) => (factory as (o: typeof options) => unknown)(options))
    .filter((form): form is FormDefinition => formDefinitionSchema.safeParse(form).success);
}

/** A valid answer for each field a visitor fills in. */
function answer(field: FormField, phone: string, unit: "km" | "mi"): unknown {
  switch (field.type) {
    case "select":
    case "locationSelect":
      return field.options?.[0]?.value;
    case "email":
      return "jo.citizen@example.com";
    case "phone":
      return phone;
    case "postcode":
      return "4000";
    case "make":
      return "Toyota";
    case "model":
      return "HiLux";
    case "year":
      return "2016";
    case "kilometre":
      return "120500";
    case "rego":
      return "ABC123";
    case "currency":
    case "number":
      return "45000";
    case "yesNo":
    case "optIn":
      return true;
    case "file":
      // Checked as present; files travel as multipart parts, never in the lead itself.
      return new File(["%PDF-1.7"], "cv.pdf", { type: "application/pdf" });
    case "hidden":
    case "button":
      return undefined;
    case "string":
    case "textarea":
      if (field.name === "first_name") return "Jo";
      if (field.name === "last_name") return "Citizen";
      if (field.name === "vin") return "JTMHV05J604123456";
      return `Answer to ${field.label} <with> & "markup"`.slice(0, field.maxLength);
    default:
      // Typed fields (address, licence, service interval, tyres, ...) as core's samples give them.
      return sampleAnswer(field, unit);
  }
}

async function addSite(slug: string, settings: SiteSettingsInput, phone: string) {
  const created = await createLeadTestSite(handle.db, {
    slug,
    settings,
    dealership: { adfEmail: `crm@${slug}.test`, name: `${slug} Motors` },
  });
  await handle.db
    .update(locations)
    .set({
      phone,
      address: {
        street: "1 Dealer Road",
        city: "Springfield",
        state: "QLD",
        postcode: "4000",
        lat: null,
        long: null,
        placeId: null,
        placeUrl: null,
        mapKey: null,
        full: "1 Dealer Road, Springfield QLD 4000",
        mapUrl: null,
      },
    })
    .where(eq(locations.id, created.locationId));
  const [car] = await handle.db
    .insert(cars)
    .values({
      websiteId: created.id,
      dealershipId: created.dealershipId,
      locationId: created.locationId,
      slug: `${slug}-ranger`,
      name: "2021 Ford Ranger XLT",
      make: "Ford",
      model: "Ranger",
      badge: "XLT",
      body: "Ute",
      transmission: "Automatic",
      year: 2021,
      km: CAR_KM,
      carType: "used",
      price: 52_990,
      stockNumber: `${slug.toUpperCase()}-1`,
      vin: "MNACMFE90MW123456",
    })
    .returning({ id: cars.id });
  const site = await getSiteById(handle.db, created.id);
  if (!car || !site) throw new Error("test site not created");
  sites.set(slug, { site, carId: car.id, dealershipId: created.dealershipId });
}

/**
 * Fills in the site's version of a form as a visitor would, submits it as the browser does,
 * stores it as the API does, and runs the channel on it: the mailed ADF document.
 */
async function adfFor(slug: string, formId: string, phone: string): Promise<string> {
  const { site, carId, dealershipId } = sites.get(slug) ?? {};
  if (!site || !carId || !dealershipId) throw new Error(`no site ${slug}`);
  const formSite = formSiteFor(site, await listLocations(handle.db, site.id));
  const form = everyForm(carId, formSite.options).find((f) => f.id === formId);
  if (!form) throw new Error(`no form ${formId}`);
  const context = fieldContextFor(formSite);
  const values = Object.fromEntries(
    formFields(form).map((f) => [f.name, answer(f, phone, context.distanceUnit ?? "km")]),
  );
  expect(validateForm(form, values, context).errors).toEqual({});
  const [car] = await handle.db.select().from(cars).where(eq(cars.id, carId));
  const lead = buildLead(form, serialiseValues(form, values, formSite), formSite, {
    car:
      car && CAR_PAGE_FORMS.has(form.id)
        ? leadCarFrom({ ...car, carType: "used", dealershipSlug: formSite.dealershipSlug ?? "" })
        : undefined,
    browser: { url: `http://${slug}.localhost/forms/${form.id}` },
  });
  const write = await toLeadWrite(handle.db, site, lead, { isComplete: true, userAgent: null });
  const created = await createLead(handle.db, { websiteId: site.id, lead: write });
  sent.length = 0;
  const send = await adfChannel.prepare(
    {
      id: 0,
      websiteId: site.id,
      kind: "lead.adf",
      aggregateId: created.lead.id,
      attempts: 1,
      payload: { to: `crm@${slug}.test`, dealershipId },
    },
    deps(),
  );
  expect(await send()).toEqual({ status: "delivered" });
  expect(sent).toHaveLength(1);
  return sent[0]?.text ?? "";
}

function deps(): ChannelDeps {
  return {
    db: handle.db,
    mail: {
      transport: { sendMail: async (message: Sent) => void sent.push(message) },
      from: "leads@forecourt.test",
    },
    fetch,
    webhookTimeoutMs: 1_000,
    log: { info: () => {}, warn: () => {} },
  };
}

const vehicles = (xml: string) =>
  [...xml.matchAll(/<vehicle[ >][\s\S]*?<\/vehicle>/g)].map((m) => m[0]);

beforeAll(async () => {
  handle = await createTestDatabase();
  await addSite("adf-au", { locale: "en-AU", leads: { isPostcodeRequired: true } }, "0412 345 678");
  await addSite("adf-us", { locale: "en-US", leads: { phoneVariant: "us" } }, "(415) 555-0132");
});

afterAll(async () => {
  await handle?.close();
});

describe("ADF/XML channel", () => {
  const forms = everyForm(1);

  it("covers every form core defines", () => {
    expect(forms.map((form) => form.id).sort()).toEqual([
      "accessories-enquiry",
      "careers-application",
      "finance-enquiry",
      "fleet-enquiry",
      "general-enquiry",
      "parts-enquiry",
      "parts-order",
      "purchase-journey",
      "request-photos",
      "sell-my-car",
      "service-booking",
      "service-feedback",
      "test-drive",
      "text-us",
      "trade-in",
      "vehicle-enquiry",
    ]);
  });

  describe.each([
    ["adf-au", "0412 345 678", "km", CAR_KM],
    ["adf-us", "(415) 555-0132", "mi", 30_000],
  ])("on %s", (slug, phone, units, odometer) => {
    it.each(forms.map((form) => [form.id]))(
      "sends a %s lead as a document valid against the ADF 1.0 DTD",
      async (formId) => {
        const xml = await adfFor(slug, formId, phone);
        expect(adfDtdErrors(xml)).toEqual([]);

        const found = vehicles(xml);
        expect(found.length).toBeGreaterThan(0);
        const stock = found.find((v) => v.includes("<make>Ford</make>"));
        if (stock) expect(stock).toContain(`<odometer units="${units}">${odometer}</odometer>`);
        expect(xml).toContain(`<vendorname>${slug} Motors</vendorname>`);
        expect(xml).toContain(`<country>${slug === "adf-au" ? "AU" : "US"}</country>`);
        // The AU site asks for a postcode: it goes in an address, after the street ADF requires.
        // The chat's 'Text us' form asks a name and a mobile only.
        if (slug === "adf-au" && formId !== "text-us")
          expect(xml).toMatch(/<street><\/street>\s*<postalcode>4000</);
      },
    );
  });

  it("marks the test drive, the trade-in and the car for sale with the DTD's interests", async () => {
    const adf = async (id: string) => vehicles(await adfFor("adf-au", id, "0412345678"));

    const [testDrive] = await adf("test-drive");
    expect(testDrive).toContain('<vehicle interest="test-drive" status="used">');
    expect(testDrive).toContain("<stock>ADF-AU-1</stock>");

    // A trade-in from a car's page: the car wanted, then the visitor's car to trade.
    const tradeIn = await adf("trade-in");
    expect(tradeIn).toHaveLength(2);
    expect(tradeIn[0]).toContain('<vehicle interest="buy" status="used">');
    expect(tradeIn[0]).toContain("<make>Ford</make>");
    expect(tradeIn[1]).toContain('<vehicle interest="trade-in" status="used">');
    expect(tradeIn[1]).toContain("<make>Toyota</make>");
    expect(tradeIn[1]).toContain('<odometer units="km">120500</odometer>');
    expect(tradeIn[1]).toContain("Registration: ABC123 (ACT)");

    const [sell] = await adf("sell-my-car");
    expect(sell).toContain('<vehicle interest="sell" status="used">');

    const [general] = await adf("general-enquiry");
    expect(general).toMatch(/^<vehicle>\s*<year><\/year>\s*<make><\/make>\s*<model><\/model>/);

    const [service] = await adf("service-booking");
    expect(service).toContain("<make>Toyota</make>");
    expect(service).not.toContain("interest=");
  });
});
