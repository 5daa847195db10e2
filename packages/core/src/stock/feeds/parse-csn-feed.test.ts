import { describe, expect, it } from "vitest";
import { csnInventory, csnInventoryCars } from "../../testing/csn-vehicles.ts";
import {
  isCsnDocument,
  NOT_CSN_MESSAGE,
  ONE_CSN_VEHICLE_MESSAGE,
  parseCsnFeed,
} from "./parse-csn-feed.ts";
import { feedRowsOf } from "./feed-rows.ts";
import { parseFeedFile } from "./parse-feed-file.ts";

const vehicle = {
  Type: "Car",
  Identifier: "6f1c",
  ListingType: "Used",
  SaleStatus: "For Sale",
  Description: "One owner.",
  Identification: [
    { Type: "StockNumber", Value: "U123" },
    { Type: "VIN", Value: "mr0fz22g401234567" },
  ],
  Specification: {
    Make: "Toyota",
    Model: "Hilux",
    Series: "GUN126R",
    ReleaseDate: { Year: 2021 },
    Attributes: [
      { Name: "Badge", Value: "SR5" },
      { Name: "BodyStyle", Value: "Utility" },
      { Name: "Transmission", Value: "Automatic" },
      { Name: "FuelType", Value: "Diesel Turbo" },
    ],
  },
  Colours: [
    { Location: "Interior", Name: "Black" },
    { Location: "Exterior", Generic: "White", Name: "Glacier White" },
  ],
  OdometerReadings: [{ Value: 45_000, UnitOfMeasure: "KM" }],
  PriceList: [
    { Type: "EGC", Amount: 50_000 },
    { Type: "DriveAway", Amount: 52_990 },
  ],
  Media: {
    Photos: [
      { Url: "https://img/2.jpg", Order: 2 },
      { Url: "https://img/1.jpg", Order: 1 },
    ],
  },
};

describe("parseCsnFeed", () => {
  it("maps a CSN-DTO vehicle to the car API's fields", () => {
    expect(parseCsnFeed([vehicle])).toEqual({
      ok: true,
      records: [
        {
          row: 1,
          body: {
            stocknum: "U123",
            vin: "MR0FZ22G401234567",
            make: "Toyota",
            model: "Hilux",
            series: "GUN126R",
            year: 2021,
            badge: "SR5",
            body: "Utility",
            transmission: "Automatic",
            simple_fuel: "Diesel",
            colour: "Glacier White",
            km: 45_000,
            price: 50_000,
            dapprice: 52_990,
            car_type: "used",
            description: "One owner.",
            images: ["https://img/1.jpg", "https://img/2.jpg"],
          },
        },
      ],
      rejections: [],
      ignoredColumns: [],
    });
  });

  it("reads camelCase keys, an Items wrapper, miles, and showroom as new", () => {
    const parsed = parseCsnFeed({
      items: [
        {
          listingType: "Showroom",
          identification: [{ type: "StockNumber", value: "N1" }],
          specification: { make: "Kia", model: "EV6" },
          odometerReadings: [{ value: 10, unitOfMeasure: "MI" }],
        },
      ],
    });
    expect(parsed.ok && parsed.records[0]?.body).toEqual({
      stocknum: "N1",
      make: "Kia",
      model: "EV6",
      km: 16,
      car_type: "new",
    });
  });

  it("reads the drive, engine, length and the features the vehicle has, as the car's", () => {
    const attribute = (Name: string, Value: string) => ({ Name, Value });
    const fitted = {
      ...vehicle,
      Specification: {
        ...vehicle.Specification,
        Attributes: [
          attribute("Drive", "4X4 Dual Range"),
          attribute("EngineSize", "2755"),
          attribute("VehicleLength", "5325"),
        ],
        Features: [
          { Name: "ReversingCamera", DisplayName: "Reversing camera", Availability: "STD" },
          { Name: "Sunroof", DisplayName: "Sunroof", Availability: "OPT" },
          { Name: "TowBar", Availability: "AFM" },
        ],
      },
    };
    const parsed = parseCsnFeed([fitted]);
    expect(parsed.ok && parsed.records[0]?.body).toMatchObject({
      drivetrain: "4X4 Dual Range",
      engine: "2.8L",
      length_m: 5.33,
      features: ["Reversing camera", "TowBar"],
    });
    const described = parseCsnFeed([
      {
        ...fitted,
        Specification: {
          ...fitted.Specification,
          Attributes: [attribute("EngineDescription", "2.8DT"), attribute("EngineSize", "2755")],
        },
      },
    ]);
    expect(described.ok && described.records[0]?.body.engine).toBe("2.8DT");
    // Checked by the car API's own schema, the same as a typed car.
    expect(parsed.ok && feedRowsOf(parsed.records).rows[0]?.input).toMatchObject({
      drivetrain: "4X4 Dual Range",
      features: ["Reversing camera", "TowBar"],
      length_m: 5.33,
    });
  });

  it("leaves sold and withdrawn vehicles out, and rejects items that are not objects", () => {
    const parsed = parseCsnFeed([
      { ...vehicle, SaleStatus: "Sold" },
      5,
      { ...vehicle, SaleStatus: "WITHDRAWN" },
    ]);
    expect(parsed).toEqual({
      ok: true,
      records: [],
      rejections: [{ row: 2, stockNumber: null, reason: "the vehicle is not a JSON object" }],
      ignoredColumns: [],
    });
  });

  it("refuses a document with no list of vehicles, and one vehicle alone", () => {
    expect(parseCsnFeed({ vehicle })).toEqual({ ok: false, message: NOT_CSN_MESSAGE });
    expect(parseCsnFeed(vehicle)).toEqual({ ok: false, message: ONE_CSN_VEHICLE_MESSAGE });
    const file = new TextEncoder().encode(JSON.stringify(vehicle));
    expect(parseFeedFile(file, "json", { locale: "en-AU" })).toEqual({
      ok: false,
      message: ONE_CSN_VEHICLE_MESSAGE,
      format: "csn",
    });
  });

  it("reads a file shaped as the published DTO, every property present", () => {
    const file = new TextEncoder().encode(JSON.stringify(csnInventory()));
    const parsed = parseFeedFile(file, "json", { locale: "en-AU" });
    expect(parsed).toEqual({
      ok: true,
      format: "csn",
      records: csnInventoryCars().map((body, index) => ({ row: index + 1, body })),
      rejections: [],
      ignoredColumns: [],
    });
    // Every car is one the car API takes as it is.
    expect(parsed.ok && feedRowsOf(parsed.records).rejections).toEqual([]);
  });

  it("never shows a wholesale or list price, and reads a null as not sent", () => {
    const parsed = parseCsnFeed([
      {
        ...vehicle,
        PriceList: [
          { Type: "WHS", Amount: 30_000 },
          { Type: "RRP", Amount: 60_000 },
          { Type: "EGC", Amount: null },
        ],
        OdometerReadings: [
          { Type: "Engine", Value: 900, UnitOfMeasure: "Hour" },
          { Type: "Chassis", Value: null, UnitOfMeasure: "Km" },
        ],
        Specification: { ...vehicle.Specification, ReleaseDate: { Year: null } },
        BuildDate: { Year: 2020 },
      },
    ]);
    const body = parsed.ok ? parsed.records[0]?.body : undefined;
    expect(body).not.toHaveProperty("price");
    expect(body).not.toHaveProperty("dapprice");
    expect(body).not.toHaveProperty("km");
    expect(body).toHaveProperty("year", 2020);
  });

  it("gives a car the location the site maps its seller's Identifier to, and none otherwise", () => {
    const seller = (identifier: string) => ({ ...vehicle, Seller: { Identifier: identifier } });
    const parsed = parseCsnFeed([seller("yard-9f21"), seller("unknown-seller"), vehicle], {
      locationMap: { "yard-9f21": "frankston" },
    });
    expect(parsed.ok && parsed.records.map((record) => record.body.location)).toEqual([
      "frankston",
      undefined,
      undefined,
    ]);
    const file = new TextEncoder().encode(JSON.stringify([seller("yard-9f21")]));
    const read = parseFeedFile(file, "json", {
      locale: "en-AU",
      locationMap: { "yard-9f21": "frankston" },
    });
    expect(read.ok && read.records[0]?.body.location).toBe("frankston");
  });

  it("reads the registration plate into rego", () => {
    const parsed = parseCsnFeed([
      { ...vehicle, Registration: { State: "VIC", Number: "1ABC 234" } },
    ]);
    expect(parsed.ok && parsed.records[0]?.body.rego).toBe("1ABC 234");
  });

  it("tells CSN-DTO from the car API's rows", () => {
    expect(isCsnDocument([vehicle])).toBe(true);
    expect(isCsnDocument([{ stocknum: "A1", make: "Kia" }])).toBe(false);
    expect(isCsnDocument({ Items: [vehicle] })).toBe(true);
  });
});
