/**
 * A dealer's stock as carsales' CSN-DTO vehicles (`Csn.Public.Dto.Vehicle`), every property of
 * the published classes present and in their order, the unset ones null as .NET writes them:
 * a used ute (stock number, VIN and engine number; a chassis odometer and an engine-hours one;
 * prices before and including government charges, and a wholesale one), a new SUV priced
 * drive-away only, and a sold and a withdrawn vehicle. Photos are under `imageBase`.
 */

const seller = {
  Identifier: "3f0d6c1e-58a4-4b8e-9c57-2d7b1a90e6f4",
  OwnerIdentifier: null,
  Type: "Dealer",
  Name: "Harbour Motors Newcastle",
  Email: "sales@harbour-motors.example",
  Addresses: [
    {
      Type: "Business",
      Line1: "12 Harbour Rd",
      Line2: null,
      Suburb: "Newcastle",
      State: "NSW",
      Region: "Hunter",
      Postcode: "2300",
      Country: "Australia",
      CountryCode: "AU",
    },
  ],
  PhoneNumbers: [{ Type: "Work", Number: "49001234", CountryCode: 61, AreaCode: 2 }],
  Identification: [{ Type: "LMCT", Value: "MD012345" }],
  Locations: null,
  GeoLocation: { Latitude: -32.9283, Longitude: 151.7817 },
  TimeZone: "Australia/Sydney",
  Contacts: null,
  Products: null,
  Url: "https://harbour-motors.example",
  Subscriptions: null,
  OperatingHours: null,
  Configuration: null,
  Status: "Active",
};

const date = (year: number | null, month: number | null = null, day: number | null = null) => ({
  Day: day,
  Month: month,
  Year: year,
});

const attribute = (name: string, value: string) => ({
  Code: null,
  Name: name,
  DisplayName: null,
  Group: null,
  Value: value,
  Units: null,
});

const photo = (url: string, order: number) => ({
  Identifier: null,
  Type: "Photo",
  Url: url,
  ThumbUrl: `${url}?w=200`,
  Caption: null,
  LastModifiedUtc: "2026-11-20T01:00:00Z",
  Order: order,
  Tags: null,
  Angle: null,
});

const price = (type: string, amount: number | null) => ({
  Type: type,
  Location: null,
  Currency: "AUD",
  Amount: amount,
  PreviousAmount: null,
  Modified: null,
});

type VehicleFields = {
  identifier: string;
  listingType: string;
  saleStatus: string;
  description: string | null;
  identification: { Type: string; Value: string }[];
  specification: Record<string, unknown>;
  colours: { Location: string | null; Generic: string | null; Name: string | null }[];
  odometer: { Type: string | null; Value: number | null; UnitOfMeasure: string | null }[];
  prices: ReturnType<typeof price>[];
  photos: ReturnType<typeof photo>[];
  registration?: Record<string, unknown>;
};

const vehicle = (fields: VehicleFields) => ({
  Type: "Car",
  Identifier: fields.identifier,
  ListingType: fields.listingType,
  SaleStatus: fields.saleStatus,
  SaleType: "Sale",
  Description: fields.description,
  Registration: {
    State: null,
    Number: null,
    ExpiresUtc: null,
    FirstRegisteredUtc: null,
    OwnerCount: null,
    ...fields.registration,
  },
  Identification: fields.identification,
  Colours: fields.colours,
  OdometerReadings: fields.odometer.map((reading) => ({ ...reading, Date: null })),
  Seller: seller,
  Specification: fields.specification,
  GeoLocation: null,
  Media: { Photos: fields.photos, Videos: [], Links: [] },
  Group: null,
  Category: null,
  SubCategory: null,
  ComplianceDate: date(2022, 3),
  BuildDate: date(2022, 1),
  Warranty: { ExpiresUtc: null },
  PublishingDestinations: [{ Name: "Website" }],
  Tags: null,
  PriceList: fields.prices,
  ExtendedProperties: null,
  Certifications: null,
  LastModifiedUtc: "2026-11-20T03:15:00Z",
  CreatedUtc: "2026-10-02T22:40:00Z",
});

const specification = (fields: {
  make: string;
  model: string;
  series: string | null;
  year: number;
  title: string;
  attributes: ReturnType<typeof attribute>[];
}) => ({
  Identifier: "00000000-0000-0000-0000-000000000000",
  SpecificationSource: "CUSTOM",
  SpecificationCode: null,
  CountryCode: "AU",
  RecordType: "Car",
  Make: fields.make,
  Model: fields.model,
  Series: fields.series,
  ReleaseDate: date(fields.year),
  Title: fields.title,
  ShortTitle: null,
  Description: null,
  Franchise: null,
  Attributes: fields.attributes,
  Features: null,
});

export function csnInventory(imageBase = "https://images.example.com") {
  return [
    vehicle({
      identifier: "8d2c71f0-4b3e-4f2a-a6a1-0c5e9b7d3e21",
      listingType: "Used",
      saleStatus: "In Stock",
      description: "One owner, full service history.",
      identification: [
        { Type: "StockNumber", Value: "HM2041" },
        { Type: "VIN", Value: "MR0FB8CD3P0712345" },
        { Type: "Engine", Value: "1GD1234567" },
      ],
      specification: specification({
        make: "Toyota",
        model: "Hilux",
        series: "GUN126R",
        year: 2022,
        title: "2022 Toyota Hilux SR5 GUN126R Auto 4x4 Double Cab",
        attributes: [
          attribute("Badge", "SR5"),
          attribute("BodyStyle", "Utility"),
          attribute("GearType", "Automatic"),
          attribute("FuelType", "Diesel"),
          attribute("Drive", "4X4 Dual Range"),
        ],
      }),
      colours: [
        { Location: "Interior", Generic: "Black", Name: "Black Fabric" },
        { Location: "Exterior", Generic: "White", Name: "Glacier White" },
      ],
      odometer: [
        { Type: "Engine", Value: 1_520, UnitOfMeasure: "Hour" },
        { Type: "Chassis", Value: 45_210.6, UnitOfMeasure: "Km" },
      ],
      prices: [
        price("WHS", 41_000),
        price("RRP", null),
        price("EGC", 48_990),
        price("IGC", 52_990),
      ],
      photos: [
        photo(`${imageBase}/hm2041-2.jpg`, 2),
        photo(`${imageBase}/hm2041-0.jpg`, 0),
        photo(`${imageBase}/hm2041-1.jpg`, 1),
      ],
      registration: {
        State: "NSW",
        Number: "EXA12B",
        ExpiresUtc: "2027-05-31T14:00:00Z",
        OwnerCount: 1,
      },
    }),
    vehicle({
      identifier: "c41e9a07-2d5b-4e61-8f3a-7b90d2c4e518",
      listingType: "New",
      saleStatus: "In Stock",
      description: null,
      identification: [{ Type: "StockNumber", Value: "HM3007" }],
      specification: specification({
        make: "Kia",
        model: "Sportage",
        series: null,
        year: 2026,
        title: "2026 Kia Sportage S Auto 2WD",
        attributes: [attribute("Badge", "S"), attribute("FuelType", "Petrol - Unleaded ULP")],
      }),
      colours: [{ Location: null, Generic: "Grey", Name: null }],
      odometer: [{ Type: "Chassis", Value: 12, UnitOfMeasure: "Km" }],
      prices: [price("IGC", 39_990)],
      photos: [],
    }),
    vehicle({
      identifier: "5b8f3d26-91c7-4a0e-b2d4-6e1f7a8c9b30",
      listingType: "Used",
      saleStatus: "Sold",
      description: null,
      identification: [{ Type: "StockNumber", Value: "HM1999" }],
      specification: specification({
        make: "Mazda",
        model: "CX-5",
        series: "KF",
        year: 2019,
        title: "2019 Mazda CX-5 Maxx",
        attributes: [],
      }),
      colours: [],
      odometer: [{ Type: "Chassis", Value: 88_000, UnitOfMeasure: "Km" }],
      prices: [price("EGC", 24_990)],
      photos: [],
    }),
    vehicle({
      identifier: "e7a0c3b4-6f2d-4c19-9e85-1d3b5a7f2c64",
      listingType: "Used",
      saleStatus: "WithDrawn",
      description: null,
      identification: [{ Type: "StockNumber", Value: "HM2010" }],
      specification: specification({
        make: "Ford",
        model: "Ranger",
        series: "PY",
        year: 2023,
        title: "2023 Ford Ranger XLT",
        attributes: [],
      }),
      colours: [],
      odometer: [],
      prices: [],
      photos: [],
    }),
  ];
}

/** The cars the car API takes from {@link csnInventory}: the sold and withdrawn ones left out. */
export function csnInventoryCars(imageBase = "https://images.example.com") {
  return [
    {
      stocknum: "HM2041",
      vin: "MR0FB8CD3P0712345",
      name: "2022 Toyota Hilux SR5 GUN126R Auto 4x4 Double Cab",
      make: "Toyota",
      model: "Hilux",
      series: "GUN126R",
      year: 2022,
      badge: "SR5",
      body: "Utility",
      transmission: "Automatic",
      simple_fuel: "Diesel",
      drivetrain: "4X4 Dual Range",
      colour: "Glacier White",
      km: 45_211,
      price: 48_990,
      dapprice: 52_990,
      car_type: "used",
      description: "One owner, full service history.",
      rego: "EXA12B",
      images: [
        `${imageBase}/hm2041-0.jpg`,
        `${imageBase}/hm2041-1.jpg`,
        `${imageBase}/hm2041-2.jpg`,
      ],
    },
    {
      stocknum: "HM3007",
      name: "2026 Kia Sportage S Auto 2WD",
      make: "Kia",
      model: "Sportage",
      year: 2026,
      badge: "S",
      simple_fuel: "Petrol",
      colour: "Grey",
      km: 12,
      price: 39_990,
      dapprice: 39_990,
      car_type: "new",
    },
  ];
}
