import { describe, expect, it } from "vitest";
import {
  BERTHS_MESSAGE,
  CAR_INPUT_FIELDS,
  DRIVETRAIN_MESSAGE,
  ENGINE_MESSAGE,
  FEATURES_MESSAGE,
  LENGTH_MESSAGE,
  LOCKABLE_FIELDS,
  MAX_CAR_FEATURES,
  MAX_CAR_IMAGES,
  parseCarInput,
  REQUIRED_CAR_FIELDS,
} from "./car-input.ts";

const NOW = new Date("2026-05-01T10:00:00Z");
const CAR = { make: "Toyota", model: "Corolla", year: 2024, car_type: "used", stocknum: "A123" };

function errorsOf(body: unknown, partial = false) {
  const parsed = parseCarInput(body, { partial, now: NOW });
  return parsed.ok ? null : parsed.errors;
}

function inputOf(body: unknown, partial = false) {
  const parsed = parseCarInput(body, { partial, now: NOW });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.input;
}

describe("parseCarInput", () => {
  it("takes every writable field, trimmed, with empty text read as none", () => {
    const input = inputOf({
      ...CAR,
      name: " 2024 Toyota Corolla ZR ",
      series: "ZWE211R",
      badge: "ZR",
      body: "Hatch",
      colour: "",
      transmission: "Automatic",
      km: 12_000,
      status: "coming_soon",
      price: 31_990,
      before_price: null,
      subscription_price: 199,
      dapprice: 33_000,
      vin: " jtdkb20u093512345 ",
      certified: true,
      reserved: false,
      sold: false,
      sold_at: null,
      reservable: null,
      preorder: false,
      tag: "Special",
      simple_fuel: "Hybrid",
      description: "One owner",
      dealership: "city-toyota",
      location: "city-toyota-sales",
      carsales_seller_identifier: "SELLER-1",
      file: "https://reports.example.com/a.pdf",
      payment_processors: [
        { authorization_type: "stripe", authorization_key: "sk_test_x", deposit_amount: 500 },
      ],
      images: ["https://img.example.com/1.jpg", "/media/images/ab12.jpg"],
      locked_fields: ["price", "description", "price"],
    });
    expect(input).toMatchObject({
      name: "2024 Toyota Corolla ZR",
      colour: null,
      vin: "JTDKB20U093512345",
      images: ["https://img.example.com/1.jpg", "/media/images/ab12.jpg"],
      locked_fields: ["price", "description"],
    });
  });

  it("needs make, model, year, car_type and stocknum for a new car, not for a change", () => {
    const errors = errorsOf({});
    for (const field of REQUIRED_CAR_FIELDS) expect(errors?.[field]).toBe(`${field} is required.`);
    expect(inputOf({ colour: "Red" }, true)).toEqual({ colour: "Red" });
    expect(errorsOf({}, true)?.car).toMatch(/^Send at least one field to change: name, make,/);
  });

  it.each([
    [{ year: 1885 }, "year", "year must be a whole number from 1886 to 2028."],
    [{ year: 2029 }, "year", "year must be a whole number from 1886 to 2028."],
    [{ year: 2024.5 }, "year", "year must be a whole number from 1886 to 2028."],
    [{ make: "" }, "make", "make must be text of 1 to 100 characters."],
    [{ model: "x".repeat(101) }, "model", "model must be text of 1 to 100 characters."],
    [{ colour: 5 }, "colour", "colour must be text of at most 100 characters, or null."],
    [
      { series: "x".repeat(101) },
      "series",
      "series must be text of at most 100 characters, or null.",
    ],
    [{ car_type: "old" }, "car_type", "car_type must be one of new, used, demo."],
    [{ status: "gone" }, "status", "status must be one of in_stock, coming_soon, sold."],
    [{ price: -1 }, "price", "price must be a whole number from 0 to 100,000,000, or null."],
    [
      { dapprice: 1.5 },
      "dapprice",
      "dapprice must be a whole number from 0 to 100,000,000, or null.",
    ],
    [{ km: -3 }, "km", "km must be a whole number from 0 to 10,000,000."],
    [
      { vin: "JTDKB20U09351234" },
      "vin",
      "vin must be 17 letters and digits without I, O or Q, or null.",
    ],
    [
      { vin: "JTDKB20U09351234O" },
      "vin",
      "vin must be 17 letters and digits without I, O or Q, or null.",
    ],
    [
      { stocknum: "A\u0000" },
      "stocknum",
      "stocknum must be text of 1 to 64 characters without control characters.",
    ],
    [
      { stocknum: "x".repeat(65) },
      "stocknum",
      "stocknum must be text of 1 to 64 characters without control characters.",
    ],
    [
      { simple_fuel: "Steam" },
      "simple_fuel",
      "simple_fuel must be one of Petrol, Diesel, Electric, Hybrid, PHEV, LPG, or null.",
    ],
    [
      { sold_at: "yesterday" },
      "sold_at",
      "sold_at must be an ISO 8601 date and time with a time zone, or null.",
    ],
    [
      { file: "ftp://x.example.com/a.pdf" },
      "file",
      "file must be an http or https URL of at most 2,048 characters, or null.",
    ],
    [
      { dealership: "no slug" },
      "dealership",
      "dealership must be the slug of one of the site's dealerships (letters, digits, - and _).",
    ],
    [{ location_id: 0 }, "location_id", "location_id must be a positive whole number, or null."],
    [
      { images: ["not a url"] },
      "images.0",
      `images must be a list of at most ${MAX_CAR_IMAGES} different image addresses (http or https URLs, or /media/ paths of images stored here), in the order to show them.`,
    ],
    [
      { locked_fields: ["stocknum"] },
      "locked_fields.0",
      `locked_fields must be a list of fields among ${LOCKABLE_FIELDS.join(", ")}.`,
    ],
    [
      {
        payment_processors: [
          { authorization_type: "stripe", authorization_key: null, deposit_amount: -1 },
        ],
      },
      "payment_processors.0.deposit_amount",
      "payment_processors must be a list of at most 5 objects with authorization_type (text), authorization_key (text, null to remove it, or left out to keep the stored one) and deposit_amount (a whole number from 0 to 100,000,000).",
    ],
  ])("%j is refused on %s", (body, field, message) => {
    const errors = errorsOf({ ...CAR, ...body });
    expect(errors).not.toBeNull();
    expect(Object.keys(errors ?? {})).toEqual([field]);
    if (message) expect(errors?.[field]).toBe(message);
  });

  it("reads a payment key sent back as the car JSON shows it, or left out, as the stored one", () => {
    const processors = (key: object) => [
      { authorization_type: "stripe", deposit_amount: 500, ...key },
    ];
    for (const key of [{ authorization_key: { set: true, last4: "1234" } }, {}]) {
      expect(inputOf({ payment_processors: processors(key) }, true)).toEqual({
        payment_processors: [{ authorization_type: "stripe", deposit_amount: 500 }],
      });
    }
    expect(
      errorsOf({ payment_processors: processors({ authorization_key: { set: false } }) }, true),
    ).toHaveProperty(["payment_processors.0.authorization_key"]);
  });

  it("refuses a list of images too long or naming one twice", () => {
    const many = Array.from(
      { length: MAX_CAR_IMAGES + 1 },
      (_, i) => `https://i.example.com/${i}.jpg`,
    );
    expect(errorsOf({ ...CAR, images: many })?.images).toMatch(
      /^images must be a list of at most 100/,
    );
    expect(
      errorsOf({ ...CAR, images: ["https://i.example.com/1.jpg", "https://i.example.com/1.jpg"] })
        ?.images,
    ).toMatch(/The same URL is listed twice\.$/);
  });

  it("takes drivetrain, engine, features, berths and length, each cleared by null", () => {
    expect(
      inputOf({
        ...CAR,
        drivetrain: " 4WD ",
        engine: "2.8L 4cyl turbo diesel",
        features: [" Reversing camera ", "", "Tow bar", "Tow bar"],
        berths: 4,
        length_m: 6.444,
      }),
    ).toMatchObject({
      drivetrain: "4WD",
      engine: "2.8L 4cyl turbo diesel",
      features: ["Reversing camera", "Tow bar"],
      berths: 4,
      length_m: 6.44,
    });
    expect(
      inputOf({ drivetrain: "", engine: null, features: null, berths: null, length_m: null }, true),
    ).toEqual({ drivetrain: null, engine: null, features: [], berths: null, length_m: null });
  });

  it.each([
    ["drivetrain", "Four wheel drive all the time", DRIVETRAIN_MESSAGE],
    ["drivetrain", "4WD\nAWD", DRIVETRAIN_MESSAGE],
    ["engine", "V8 ".repeat(40), ENGINE_MESSAGE],
    ["features", "Reversing camera", FEATURES_MESSAGE],
    ["features", Array.from({ length: MAX_CAR_FEATURES + 1 }, (_, i) => `F${i}`), FEATURES_MESSAGE],
    ["berths", 0, BERTHS_MESSAGE],
    ["berths", 13, BERTHS_MESSAGE],
    ["berths", 2.5, BERTHS_MESSAGE],
    ["length_m", 0.5, LENGTH_MESSAGE],
    ["length_m", 21, LENGTH_MESSAGE],
    ["length_m", "6.4", LENGTH_MESSAGE],
  ])("refuses %s %j with its own message", (field, value, message) => {
    expect(errorsOf({ [field]: value }, true)).toEqual({ [field]: message });
  });

  it("names the feature line at fault", () => {
    expect(errorsOf({ features: ["Tow bar", "x".repeat(101)] }, true)).toEqual({
      "features.1": FEATURES_MESSAGE,
    });
  });

  it("reads the model-year bound from the write's time", () => {
    const parsed = parseCarInput({ year: 2030 }, { partial: true, now: new Date("2028-01-01Z") });
    expect(parsed.ok).toBe(true);
  });

  it("refuses each unknown field by name, and a body that is not an object", () => {
    const errors = errorsOf({ ...CAR, colour_code: "B", trim: "ZR" });
    expect(Object.keys(errors ?? {})).toEqual(["colour_code", "trim"]);
    expect(errors?.colour_code).toBe(
      `Unknown field colour_code; a car may set ${CAR_INPUT_FIELDS.join(", ")}.`,
    );
    expect(errorsOf([], true)?.car).toMatch(/^The body must be a JSON object/);
    expect(errorsOf("x")?.car).toMatch(/^The body must be a JSON object/);
  });

  it("gives a message for every bad field at once", () => {
    const errors = errorsOf({ ...CAR, price: "cheap", km: null, vin: "x" });
    expect(Object.keys(errors ?? {}).sort()).toEqual(["km", "price", "vin"]);
  });

  it("refuses a dealership or location named twice", () => {
    expect(errorsOf({ ...CAR, dealership: "a", dealership_id: 1 })?.dealership_id).toBe(
      "Send dealership (its slug) or dealership_id, not both.",
    );
    expect(errorsOf({ location: null, location_id: 2 }, true)?.location_id).toBe(
      "Send location (its slug) or location_id, not both.",
    );
  });
});
