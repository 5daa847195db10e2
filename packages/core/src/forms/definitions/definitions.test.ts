import { describe, expect, it } from "vitest";
import { REQUIRED_MESSAGE, NAME_MESSAGE, POSTCODE_MESSAGE } from "../../validation/messages.ts";
import {
  formFields,
  serialiseValues,
  validateForm,
  validateStep,
  type FormDefinition,
} from "../form-definition.ts";
import { ENQUIRY_TYPES, FORM_EVENT_IDS } from "../lead.ts";
import { USER_DETAILS_STEP_TITLE } from "../multi-step.ts";
import { FINANCE_FORM_ANCHOR } from "../../stock/vehicle-links.ts";
import {
  DEFAULT_LEAD_FORM_OPTIONS,
  REQUEST_PHOTOS_MESSAGE,
  RESUME_FIELD,
  TEST_DRIVE_TITLE,
  careersApplicationForm,
  financeEnquiryForm,
  financeInitialFromQuery,
  fleetEnquiryForm,
  generalEnquiryForm,
  leadFormOptions,
  partsEnquiryForm,
  requestPhotosForm,
  sellMyCarForm,
  serviceBookingForm,
  testDriveForm,
  tradeInForm,
  vehicleEnquiryForm,
} from "./index.ts";

const options = DEFAULT_LEAD_FORM_OPTIONS;
const ctx = { phoneVariant: "au" as const };
const person = {
  first_name: "Jo",
  last_name: "Citizen",
  email: "jo@example.com",
  phone: "0412 345 678",
  message: "Hello",
};
const field = (form: FormDefinition, name: string) => formFields(form).find((f) => f.name === name);

describe("general enquiry", () => {
  const form = generalEnquiryForm(options);

  it("offers the §9 enquiry types and requires one", () => {
    expect(field(form, "category")?.options?.map((o) => o.value)).toEqual([...ENQUIRY_TYPES]);
    expect(validateForm(form, person, ctx).errors.category).toBe(REQUIRED_MESSAGE);
    expect(validateForm(form, { ...person, category: "Service" }, ctx)).toEqual({
      ok: true,
      errors: {},
    });
  });

  it("shows the §5 texts for bad names and required fields", () => {
    const result = validateForm(form, { category: "General", first_name: "J0" }, ctx);
    expect(result.errors.first_name).toBe(NAME_MESSAGE);
    expect(result.errors.email).toBe(REQUIRED_MESSAGE);
    expect(result.errors.message).toBe(REQUIRED_MESSAGE);
  });

  it("follows the site: message optional, postcode asked", () => {
    const site = generalEnquiryForm(
      leadFormOptions({ isMessageRequired: false, isPostcodeRequired: true }),
    );
    const result = validateForm(
      site,
      { ...person, message: "", category: "Parts", postcode: "20" },
      ctx,
    );
    expect(result.errors).toEqual({ postcode: POSTCODE_MESSAGE });
  });

  it("sends opt-in as 'Yes' unless turned off", () => {
    expect(serialiseValues(form, { ...person, category: "General" }).opt_in).toBe("Yes");
    expect(serialiseValues(form, { ...person, category: "General", opt_in: false }).opt_in).toBe(
      "No",
    );
  });
});

describe("vehicle forms", () => {
  it.each([
    ["new", FORM_EVENT_IDS.enquiryNew, "New Vehicle"],
    ["demo", FORM_EVENT_IDS.enquiryNew, "New Vehicle"],
    ["used", FORM_EVENT_IDS.enquiryUsed, "Used Vehicle"],
  ])("a %s car's enquiry fires event %i", (carType, eventId, category) => {
    const form = vehicleEnquiryForm({ ...options, carType });
    expect(form.eventId).toBe(eventId);
    expect(form.category).toBe(category);
  });

  it("test drive: titled, events 17/48, dates from the appointments, date and message optional", () => {
    const dates = ["2026-11-23"];
    const newCar = testDriveForm({ ...options, carType: "new", dates });
    const usedCar = testDriveForm({ ...options, carType: "used", dates });
    const testDriveOnly = testDriveForm({
      ...options,
      carType: "used",
      tag: "Test Drive Only",
      dates,
    });
    expect(newCar.name).toBe(TEST_DRIVE_TITLE);
    expect(newCar.steps[0]?.title).toBe("Book a Test Drive");
    expect([newCar.eventId, usedCar.eventId, testDriveOnly.eventId]).toEqual([17, 48, 17]);
    expect(field(newCar, "dateTime")?.options).toEqual([
      { value: "2026-11-23", label: "Monday 23 November" },
    ]);
    const { message: _message, ...noMessage } = person;
    expect(validateForm(newCar, noMessage, ctx).ok).toBe(true);
  });

  it("request photos: message pre-filled and optional", () => {
    const form = requestPhotosForm({ ...options, carType: "used" });
    expect(field(form, "message")).toMatchObject({
      defaultValue: REQUEST_PHOTOS_MESSAGE,
      isRequired: false,
    });
    const { message: _message, ...noMessage } = person;
    expect(serialiseValues(form, noMessage).message).toBe("Please send photos for this car");
  });
});

describe("service, parts and fleet", () => {
  it("service words its tyres and registration region in the site's locale, keeping the values", () => {
    const words = (locale: "en-AU" | "en-NZ" | "en-US") => {
      const form = serviceBookingForm({ ...options, locale, slots: [] });
      const tyres = field(form, "tyres");
      return [tyres?.label, tyres?.options?.[0], field(form, "regoState")?.label];
    };
    expect(words("en-US")).toEqual([
      "Tires",
      { label: "One tire", value: "One tyre" },
      "Plate state",
    ]);
    expect(words("en-NZ")).toEqual([
      "Tyres",
      { label: "One tyre", value: "One tyre" },
      "Registration region",
    ]);
    expect(words("en-AU")?.[2]).toBe("Registration state");
  });

  it("service offers the given slots and requires one", () => {
    const slots = [{ value: "2026-11-23 09:00", label: "Monday 23 November, 9:00 am" }];
    const form = serviceBookingForm({ ...options, slots });
    expect(form.category).toBe("Service");
    expect(field(form, "dateTime")?.options).toEqual(slots);
    const values = {
      ...person,
      make: "Toyota",
      model: "Corolla",
      service_interval: "15,000 km / 12 months",
    };
    expect(validateForm(form, values, ctx).errors).toEqual({ dateTime: REQUIRED_MESSAGE });
    expect(validateForm(form, { ...values, dateTime: "2026-11-23 09:00" }, ctx).ok).toBe(true);
  });

  it("parts and fleet have their categories", () => {
    expect(partsEnquiryForm(options).category).toBe("Parts");
    expect(fleetEnquiryForm(options).category).toBe("Fleet");
  });
});

describe("finance enquiry", () => {
  const dealerships = [
    { value: "north", label: "North" },
    { value: "south", label: "South" },
  ];

  it("is multi-step with the visitor's details first", () => {
    const form = financeEnquiryForm({ ...options, dealerships });
    expect(form.steps.map((s) => s.title)).toEqual([
      USER_DETAILS_STEP_TITLE,
      "Your Budget",
      "Employment",
    ]);
    expect(form.category).toBe("Finance");
    expect(FINANCE_FORM_ANCHOR).toBe("finance-form");
    expect(validateStep(form, 0, person, ctx).ok).toBe(true);
  });

  it("is pre-filled from the query; the car goes as fixed hidden values", () => {
    const initial = financeInitialFromQuery({
      preferredDealership: "south",
      vehiclePriceBudget: "$45,000",
      car_id: "123",
      car_type: "Used",
      vin: "JTD-123",
    });
    expect(initial).toEqual({
      preferredDealership: "south",
      vehiclePriceBudget: "45000",
      car_id: "123",
      car_type: "used",
      vin: "JTD123",
    });
    const form = financeEnquiryForm({
      ...options,
      initial: { ...initial, deposit: "5000" },
      dealerships,
    });
    expect(field(form, "vehiclePriceBudget")?.defaultValue).toBe("45000");
    expect(field(form, "deposit")?.defaultValue).toBe("5000");
    expect(field(form, "preferredDealership")?.defaultValue).toBe("south");
    const sent = serialiseValues(form, { ...person, car_id: "999" });
    expect(sent).toMatchObject({ car_id: "123", car_type: "used", vin: "JTD123" });
  });

  it("ignores query values that do not fit", () => {
    expect(
      financeInitialFromQuery({
        vehiclePriceBudget: "lots",
        car_id: "<script>",
        car_type: "spaceship",
        preferredDealership: ["north", "south"],
      }),
    ).toEqual({
      preferredDealership: "north",
      vehiclePriceBudget: undefined,
      car_id: undefined,
      car_type: undefined,
      vin: undefined,
    });
    const form = financeEnquiryForm({
      ...options,
      initial: { preferredDealership: "elsewhere" },
      dealerships,
    });
    expect(field(form, "preferredDealership")?.defaultValue).toBeUndefined();
    expect(
      field(
        financeEnquiryForm({ ...options, dealerships: [dealerships[0]!] }),
        "preferredDealership",
      ),
    ).toBeUndefined();
  });
});

describe("trade-in and sell my car", () => {
  it("trade-in has a skippable condition step and ends on User Details", () => {
    const form = tradeInForm({ ...options, carId: "42" });
    expect(form.steps.map((s) => s.title)).toEqual(["Your Vehicle", "Condition", "User Details"]);
    expect(form.steps[0]?.skipTo).toEqual({ step: 2, label: "Skip condition questions" });
    const vehicle = {
      rego: "ABC123",
      regoState: "NSW",
      make: "Mazda",
      model: "3",
      year: "2019",
      kilometres: "40000",
    };
    // Condition questions are not asked when skipped.
    const values = { ...vehicle, ...person };
    expect(validateForm(form, values, ctx).errors).toMatchObject({
      ready_to_sell: REQUIRED_MESSAGE,
    });
    expect(validateForm(form, values, ctx, { skippedSteps: [{ from: 0, to: 2 }] }).ok).toBe(true);
    const sent = serialiseValues(form, { ...values, ready_to_sell: true, valuation_guide: "no" });
    expect(sent).toMatchObject({ ready_to_sell: "Yes", valuation_guide: "No", car_id: "42" });
  });

  it("sell my car asks for the car and the seller", () => {
    const form = sellMyCarForm(options);
    expect(form.category).toBe("Sell My Car");
    expect(validateForm(form, person, ctx).errors.rego).toBe(REQUIRED_MESSAGE);
  });
});

describe("careers application", () => {
  it("fires event 51, requires a résumé, fixes the position when known", () => {
    const form = careersApplicationForm({ ...options, position: "Sales Consultant" });
    expect(form.eventId).toBe(FORM_EVENT_IDS.careers);
    expect(field(form, "position")).toMatchObject({ type: "hidden", value: "Sales Consultant" });
    expect(validateForm(form, person, ctx).errors[RESUME_FIELD]).toBe(REQUIRED_MESSAGE);
    expect(serialiseValues(form, person).position).toBe("Sales Consultant");
    expect(field(careersApplicationForm(options), "position")?.type).toBe("string");
  });
});
